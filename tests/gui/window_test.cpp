// The window's habits: settings kept between runs, the language switch, presentation
// mode, the command line's headless screenshot, and its menus.

#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QTest>
#include <algorithm>

#include "app/language.hpp"
#include "app/launch.hpp"
#include "gui_test_support.hpp"
#include "widgets/board_view.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/presentation.hpp"

namespace frontier::gui::testing {
namespace {

QString sample(const char* relative) { return samples_directory() + QLatin1Char('/') + QLatin1String(relative); }

TEST(Window, RemembersRecentFilesSpeedAndTheAlgorithmOfEachPuzzle) {
  QSettings().clear();
  {
    MainWindow window;
    ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
    ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("spfa")));
    ASSERT_TRUE(run_and_wait(window));
    window.session().playback().set_speed_level(7);
    window.close();
  }
  MainWindow window;
  EXPECT_EQ(window.session().playback().speed_level(), 7);
  EXPECT_EQ(QSettings().value(QStringLiteral("recent")).toStringList().value(0), sample("huarongdao/sample.in"));
  ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
  EXPECT_EQ(window.session().algorithm(), QStringLiteral("spfa"));
}

// A course keeps a sample.in in every week's folder: File ▸ Open Recent tells them apart by
// their folders, and each entry's tooltip is its whole path.
TEST(Window, OpenRecentTellsFilesOfOneNameApart) {
  const QString week1 = QDir::homePath() + QStringLiteral("/course/week1/sample.in");
  const QString week2 = QStringLiteral("/srv/course/week2/sample.in");
  QSettings().setValue(QStringLiteral("recent"), QStringList{week1, week2});
  MainWindow window;
  // The menu is found by what it holds (its entries' tooltips), not by a name given to it.
  const QMenu* recent = nullptr;
  for (const QMenu* menu : window.findChildren<QMenu*>()) {
    for (const QAction* entry : menu->actions()) {
      if (entry->toolTip() == week1) recent = menu;
    }
  }
  ASSERT_NE(recent, nullptr);
  ASSERT_EQ(recent->actions().size(), 2);
  const QAction* first = recent->actions().at(0);
  const QAction* second = recent->actions().at(1);
  EXPECT_NE(first->text().toStdString(), second->text().toStdString()) << "two files named sample.in look alike";
  EXPECT_EQ(first->text().toStdString(), "sample.in [~/course/week1]");
  EXPECT_EQ(second->text().toStdString(), "sample.in [/srv/course/week2]");
  EXPECT_EQ(second->toolTip(), week2);
  EXPECT_EQ(second->statusTip(), week2);
  EXPECT_TRUE(recent->toolTipsVisible());
  QSettings().remove(QStringLiteral("recent"));
}

// A first start (no geometry saved) opens the window where the screen has room for it and
// its frame, centred: the offscreen screen is 800 × 600, smaller than the 1200 × 800 the
// window takes where it fits. A saved geometry is left as it was.
TEST(Window, AFirstStartFitsTheWindowToTheScreenAndCentresIt) {
  QSettings().remove(QStringLiteral("window/geometry"));
  const QSize saved_size(640, 480);
  {
    MainWindow window;
    window.place_on_screen();
    const QRect screen = window.screen()->availableGeometry();
    const QSize least = window.minimumSizeHint();  // what the panels need, 544 high
    EXPECT_EQ(window.width(), std::max(screen.width() * 9 / 10, least.width()));
    EXPECT_EQ(window.height(), std::max(screen.height() * 9 / 10, least.height()));
    EXPECT_LE(window.height(), screen.height());
    const QPoint centre = window.pos() + QPoint(window.width() / 2, window.height() / 2);
    EXPECT_LE((centre - screen.center()).manhattanLength(), 2) << "the window is not centred";
    window.resize(saved_size);
    window.move(10, 20);
    window.close();  // saves its geometry
  }
  MainWindow window;
  window.place_on_screen();
  EXPECT_EQ(window.size(), saved_size);
  QSettings().remove(QStringLiteral("window/geometry"));  // the tests after this one start afresh
}

TEST(Window, SwitchesLanguageWhileRunning) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  QMenu* file_menu = window.menuBar()->actions().front()->menu();
  EXPECT_EQ(file_menu->title(), QStringLiteral("&File"));
  window.set_language(language::kChinese);
  EXPECT_EQ(language::current(), language::kChinese);
  EXPECT_TRUE(file_menu->title().contains(QStringLiteral("文件")));
  EXPECT_TRUE(window.action(QStringLiteral("run"))->text().contains(QStringLiteral("运行")));
  // The panels retranslate on the QEvent::LanguageChange Qt posts to them.
  EXPECT_TRUE(wait_until([&] {
    return window.panels().counters->findChildren<QLabel*>().front()->text() == QStringLiteral("步");
  }, 5000));
  window.set_language(language::kEnglish);
  EXPECT_EQ(file_menu->title(), QStringLiteral("&File"));
  EXPECT_EQ(QSettings().value(QStringLiteral("language")).toString(), language::kEnglish);
}

TEST(Window, PresentationModeEnlargesAndStrengthens) {
  MainWindow window;
  const double normal = window.font().pointSizeF();
  window.action(QStringLiteral("presentation"))->trigger();
  EXPECT_TRUE(window.board_view()->style().presentation);
  EXPECT_GT(window.font().pointSizeF(), normal * 1.4);
  window.action(QStringLiteral("presentation"))->trigger();
  EXPECT_FALSE(window.board_view()->style().presentation);
  EXPECT_DOUBLE_EQ(window.font().pointSizeF(), normal);
}

TEST(Window, TheCommandLineSavesAScreenshotAtTheStepAsked) {
  MainWindow window;
  LaunchOptions options;
  options.file = sample("mahjong/sample.in");
  options.query_number = 2;
  options.algorithm = QStringLiteral("line-bfs");
  options.step = QStringLiteral("end");
  options.screenshot = write_temporary(QStringLiteral("shot.png"), {});
  window.resize(options.size);
  Launcher launcher(window, options);
  int status = -1;
  QObject::connect(&launcher, &Launcher::finished, [&](int s) { status = s; });
  window.show();
  launcher.start();
  ASSERT_TRUE(wait_until([&] { return status >= 0; }));
  EXPECT_EQ(status, 0);
  EXPECT_EQ(window.session().query_index(), 1);
  EXPECT_EQ(window.session().playback().position(), window.session().playback().length());
  EXPECT_TRUE(window.answer_banner().contains(QStringLiteral("<b>3</b>")));  // the judge's answer to pair 2
  const QImage shot(options.screenshot);
  EXPECT_EQ(shot.size(), QSize(1280, 800));
}

TEST(Window, TheCommandLineRefusesACaseTheFileHasNot) {
  MainWindow window;
  LaunchOptions options;
  options.file = sample("mahjong/sample.in");
  options.case_number = 9;
  options.screenshot = write_temporary(QStringLiteral("never.png"), {});
  Launcher launcher(window, options);
  int status = -1;
  QObject::connect(&launcher, &Launcher::finished, [&](int s) { status = s; });
  launcher.start();
  ASSERT_TRUE(wait_until([&] { return status >= 0; }));
  EXPECT_EQ(status, 1);
}

// The menus: the Narration dock is in the View menu by its name, and a switch of the Rules
// menu shows at once beside the search.
TEST(Window, TheNarrationDockIsInTheViewMenuByItsName) {
  MainWindow window;
  const QDockWidget* dock = window.findChild<QDockWidget*>(QStringLiteral("narration_dock"));
  ASSERT_NE(dock, nullptr);
  EXPECT_EQ(dock->windowTitle(), QStringLiteral("Narration"));
  EXPECT_FALSE(dock->toggleViewAction()->associatedObjects().isEmpty()) << "in a menu";
}

TEST(Window, ASwitchTurnedOnInTheRulesMenuShowsAtOnce) {
  MainWindow window;
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  const QLabel* rules = window.findChild<QLabel*>(QStringLiteral("rules_in_force"));
  ASSERT_NE(rules, nullptr);
  EXPECT_EQ(rules->text(), QStringLiteral("Rules: Around the board off"));
  QAction* outside = nullptr;
  for (QAction* entry : window.findChildren<QAction*>()) {
    if (entry->isCheckable() && entry->text().contains(QStringLiteral("around the board"))) outside = entry;
  }
  ASSERT_NE(outside, nullptr) << "the Rules menu's switch";
  outside->trigger();
  EXPECT_EQ(rules->text(), QStringLiteral("Rules: Around the board on (the judge's: off)"));
}

}  // namespace
}  // namespace frontier::gui::testing

namespace frontier::gui::testing {
namespace {

// No key reaches a hidden widget: whatever had the keys, a mode that folds the panels away
// (presenting, comparing, working the board by hand) leaves them on something shown, and
// coming back leaves them on something shown too.
TEST(Window, NoKeyReachesAHiddenWidgetAsModesFoldThePanels) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(run_and_wait(window));
  show_active(window);
  const auto keys_on_something_shown = [](const char* when) {
    QWidget* focused = QApplication::focusWidget();
    EXPECT_TRUE(focused == nullptr || focused->isVisible())
        << when << ": the keys are on a hidden " << focused->metaObject()->className() << " "
        << focused->objectName().toStdString();
  };
  for (const char* mode : {"presentation", "compare", "edit_mode", "play_mode", "exercise_mode"}) {
    ASSERT_EQ(window.mode(), WindowMode::viewing) << "before " << mode;
    ASSERT_TRUE(window.panels().pseudocode->isVisible()) << "before " << mode;
    window.panels().pseudocode->setFocus();  // a panel the mode folds away
    ASSERT_TRUE(QTest::qWaitFor([&] { return window.panels().pseudocode->hasFocus() ||
                                             window.panels().pseudocode->isAncestorOf(QApplication::focusWidget()); }))
        << mode;
    window.action(QString::fromLatin1(mode))->trigger();
    QCoreApplication::processEvents();
    EXPECT_TRUE(window.mode() != WindowMode::viewing || window.presentation().presenting()) << mode << " was not entered";
    keys_on_something_shown(mode);
    // Its toggle (a comparison: its window's Esc) takes it out again.
    if (window.mode() == WindowMode::comparing) {
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    } else {
      window.action(QString::fromLatin1(mode))->trigger();
    }
    QCoreApplication::processEvents();
    keys_on_something_shown(mode);
  }
}

}  // namespace
}  // namespace frontier::gui::testing
