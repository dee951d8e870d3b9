// Presenting with two screens, as a teacher does with a laptop and a projector: F5 puts
// the stage (the window, full screen) on the projector and the presenter's console on the
// laptop, with the slide shown and the next one, the lit pseudo-code line, the notes and
// the time; Esc gives the window back on the laptop and the console goes. ctest runs these
// with Qt's offscreen platform given two screens (two_screens.json).

#include <gtest/gtest.h>

#include <QGuiApplication>
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

TEST(Stage, TheStageGoesToTheProjectorAndTheConsoleToTheLaptop) {
  if (!qEnvironmentVariable("QT_QPA_PLATFORM").contains(QStringLiteral("two_screens.json"))) {
    GTEST_SKIP() << "run by ctest, with QT_QPA_PLATFORM=offscreen:configfile=two_screens.json";
  }
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

}  // namespace
}  // namespace frontier::gui::testing
