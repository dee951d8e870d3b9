// Presenting with two screens, as a teacher does with a laptop and a projector: F5 puts
// the stage (the window, full screen) on the projector and the presenter's console on the
// laptop, with the slide shown and the next one, the lit pseudo-code line, the notes and
// the time; Esc gives the window back on the laptop and the console goes. ctest runs these
// with Qt's offscreen platform given two screens (two_screens.json).

#include <gtest/gtest.h>

#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>

#include "app/language.hpp"
#include "gui_test_support.hpp"
#include "widgets/presenter_console.hpp"

namespace frontier::gui::testing {
namespace {

QScreen* named(const QString& name) {
  for (QScreen* screen : QGuiApplication::screens()) {
    if (screen->name() == name) return screen;
  }
  return nullptr;
}

bool two_screens() { return qEnvironmentVariable("QT_QPA_PLATFORM").contains(QStringLiteral("two_screens.json")); }

TEST(Stage, TheStageGoesToTheProjectorAndTheConsoleToTheLaptop) {
  if (!two_screens()) GTEST_SKIP() << "run by ctest, with QT_QPA_PLATFORM=offscreen:configfile=two_screens.json";
  ASSERT_TRUE(language::apply(language::kEnglish));
  QScreen* laptop = named(QStringLiteral("laptop"));
  QScreen* projector = named(QStringLiteral("projector"));
  ASSERT_NE(laptop, nullptr);
  ASSERT_NE(projector, nullptr);
  MainWindow window;
  window.setGeometry(QRect(QPoint(40, 40), QSize(1200, 700)));
  show_active(window);
  ASSERT_EQ(window.screen(), laptop);
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/bfs_layers_lianliankan.frontier-lesson"), 1));
  ASSERT_TRUE(wait_until([&] { return shown.size() == 1; }));
  const QRect before = window.geometry();
  EXPECT_TRUE(laptop->geometry().contains(before)) << before.width() << "x" << before.height();  // the Slides panel fits

  QTest::keyClick(&window, Qt::Key_F5);
  EXPECT_TRUE(wait_until([&] { return window.isFullScreen() && window.geometry() == projector->geometry(); }));
  EXPECT_EQ(window.screen(), projector);
  PresenterConsole* console = window.presentation().console();
  ASSERT_NE(console, nullptr);
  EXPECT_TRUE(console->isVisible());
  EXPECT_TRUE(console->isWindow());
  EXPECT_EQ(console->screen(), laptop);
  EXPECT_TRUE(laptop->geometry().contains(console->geometry().center()));
  EXPECT_GT(console->width(), laptop->geometry().width() / 2);
  EXPECT_TRUE(console->current_text().startsWith(QStringLiteral("Slide 2 of 5: "))) << console->current_text().toStdString();
  EXPECT_TRUE(console->next_text().startsWith(QStringLiteral("Slide 3 of 5: "))) << console->next_text().toStdString();
  EXPECT_EQ(console->elapsed_text(), QStringLiteral("0:00"));
  // A bookmark's note is the teacher's, on the console too; the lit line follows.
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
  EXPECT_EQ(window.session().playback().position(), 5);
  EXPECT_TRUE(console->note_text().startsWith(QStringLiteral("Bookmark: "))) << console->note_text().toStdString();
  EXPECT_FALSE(console->code_text().isEmpty());

  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
  EXPECT_TRUE(wait_until([&] { return !window.isFullScreen() && window.geometry() == before; }, 3000))
      << window.geometry().x() << "," << window.geometry().y() << " " << window.geometry().width() << "x" << window.geometry().height();
  EXPECT_FALSE(console->isVisible());
  EXPECT_EQ(window.screen(), laptop);
}

TEST(Stage, TheClickersKeysWorkOnTheConsoleAndClosingItEndsThePresentation) {
  if (!two_screens()) GTEST_SKIP() << "run by ctest, with QT_QPA_PLATFORM=offscreen:configfile=two_screens.json";
  ASSERT_TRUE(language::apply(language::kEnglish));
  MainWindow window;
  window.setGeometry(QRect(QPoint(40, 40), QSize(1200, 700)));
  show_active(window);
  QSignalSpy shown(&window.lessons(), &LessonController::slide_shown);
  ASSERT_TRUE(window.lessons().open_lesson(samples_directory() + QStringLiteral("/lessons/bfs_layers_lianliankan.frontier-lesson"), 1));
  ASSERT_TRUE(wait_until([&] { return shown.size() == 1; }));
  for (const Qt::Key leave : {Qt::Key_Escape, Qt::Key_F5}) {
    QTest::keyClick(&window, Qt::Key_F5);
    ASSERT_TRUE(window.presentation().presenting());
    PresenterConsole* console = window.presentation().console();
    ASSERT_NE(console, nullptr);
    // The teacher clicked the console: it has the focus, and the clicker still walks.
    console->activateWindow();
    QApplication::setActiveWindow(console);
    ASSERT_TRUE(wait_until([&] { return QApplication::activeWindow() == console; }));
    window.session().playback().to_start();
    QTest::keyClick(console, Qt::Key_PageDown);
    EXPECT_EQ(window.session().playback().position(), 5) << "PageDown on the console goes to the first bookmark";
    QTest::keyClick(console, Qt::Key_PageUp);
    EXPECT_LT(window.session().playback().position(), 5) << "PageUp on the console goes back (a layer: no bookmark before)";
    QTest::keyClick(console, leave);
    EXPECT_FALSE(window.presentation().presenting()) << QKeySequence(leave).toString().toStdString() << " on the console ends it";
    EXPECT_TRUE(wait_until([&] { return !window.isFullScreen() && !console->isVisible(); }));
  }
  // Closing the console's window ends the presentation, and the window comes back.
  QTest::keyClick(&window, Qt::Key_F5);
  ASSERT_TRUE(window.presentation().presenting());
  ASSERT_TRUE(window.presentation().console()->close());
  EXPECT_FALSE(window.presentation().presenting());
  EXPECT_TRUE(wait_until([&] { return !window.isFullScreen(); }));
  EXPECT_TRUE(window.isVisible());
}

TEST(Stage, TheCommandLineDrawsTheStageOnTheProjectorAndTheConsoleOnTheLaptop) {
  if (!two_screens()) GTEST_SKIP() << "run by ctest, with QT_QPA_PLATFORM=offscreen:configfile=two_screens.json";
  QTemporaryDir folder;
  const QString stage = folder.filePath(QStringLiteral("stage.png"));
  const QString console = folder.filePath(QStringLiteral("console.png"));
  QProcessEnvironment environment;
  environment.insert(QStringLiteral("QT_QPA_PLATFORM"), qEnvironmentVariable("QT_QPA_PLATFORM"));
  environment.insert(QStringLiteral("XDG_CONFIG_HOME"), folder.filePath(QStringLiteral("config")));
  const ProgramRun run = run_frontier({samples_directory() + QStringLiteral("/lessons/bfs_layers_lianliankan.frontier-lesson"),
                                       QStringLiteral("--slide"), QStringLiteral("2"), QStringLiteral("--presentation"),
                                       QStringLiteral("--screenshot"), stage, QStringLiteral("--console-screenshot"), console},
                                      environment);
  ASSERT_EQ(run.status, 0) << run.err.toStdString();
  EXPECT_TRUE(run.out.contains(QStringLiteral("console screenshot: "))) << run.out.toStdString();
  const QImage on_projector(stage);
  const QImage on_laptop(console);
  EXPECT_EQ(on_projector.size(), QSize(1920, 1080)) << "the stage is the projector's whole screen";
  EXPECT_GT(on_laptop.width(), 1280 / 2);
  EXPECT_LE(on_laptop.width(), 1280);
  EXPECT_LE(on_laptop.height(), 800);
  // The console has words on it (dark ink on its light page), not an empty window.
  int ink = 0;
  for (int y = 0; y < on_laptop.height(); y += 2) {
    for (int x = 0; x < on_laptop.width(); x += 2) ink += qGray(on_laptop.pixel(x, y)) < 100 ? 1 : 0;
  }
  EXPECT_GT(ink, 200);
  // With one screen there is no console to draw: said, not an empty picture.
  environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  const ProgramRun alone = run_frontier({samples_directory() + QStringLiteral("/lessons/bfs_layers_lianliankan.frontier-lesson"),
                                         QStringLiteral("--presentation"), QStringLiteral("--screenshot"), stage,
                                         QStringLiteral("--console-screenshot"), folder.filePath(QStringLiteral("none.png"))},
                                        environment);
  EXPECT_NE(alone.status, 0);
  EXPECT_TRUE(alone.err.contains(QStringLiteral("presenter's console"))) << alone.err.toStdString();
  EXPECT_FALSE(QFile::exists(folder.filePath(QStringLiteral("none.png"))));
}

}  // namespace
}  // namespace frontier::gui::testing
