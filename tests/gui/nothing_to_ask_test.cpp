// A judge file may ask nothing: a case of 0 queries, or only the end marker. frontier-cli
// answers such files (with no lines), so the window opens them too: the board is drawn,
// the status bar says there is nothing to ask, and nothing can be searched; a headless
// run screenshots the board instead of refusing the file.

#include <gtest/gtest.h>

#include <QAction>
#include <QImage>
#include <QLabel>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "app/launch.hpp"
#include "gui_test_support.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui::testing {
namespace {

// Two Lianliankan cases: a 2 x 3 board that asks nothing, then one with a query.
constexpr char kSilentCase[] = "2 3\n1 2 3\n3 2 1\n0\n1 2\n4 4\n1\n1 1 1 2\n0 0\n";

QString status_of(const MainWindow& window) { return window.findChild<QLabel*>(QStringLiteral("status"))->text(); }

// The distinct colours of the board drawn at 24 px a cell, as the window draws it now.
QSet<QRgb> colours_drawn(MainWindow& window) {
  const BoardPainter& painter = *window.board_view()->board_painter();
  const QImage image =
      painter.render(Viewport{QRect(QPoint(0, 0), painter.grid()), 24}, window.session().playback().moment(), PaintStyle{});
  QSet<QRgb> colours;
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) colours.insert(image.pixel(x, y));
  }
  return colours;
}

TEST(NothingToAsk, ACaseWithNoQueriesShowsItsBoardAndCannotBeSearched) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, write_temporary(QStringLiteral("silent_case.in"), kSilentCase)));
  ASSERT_NE(window.session().problem(), nullptr);
  EXPECT_FALSE(window.session().problem()->has_query());
  ASSERT_NE(window.board_view()->board_painter(), nullptr) << "the board is drawn";
  EXPECT_EQ(window.board_view()->board_painter()->grid(), QSize(3 + 2, 2 + 2)) << "the 2 x 3 board and its ring";
  // Three kinds of tile, blank-free, on the ring's colour: more than a bare grid.
  EXPECT_GE(colours_drawn(window).size(), 4);
  EXPECT_TRUE(status_of(window).contains(QStringLiteral("nothing to ask"))) << status_of(window).toStdString();
  EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled());
  window.run_search();  // as a stray shortcut would: nothing starts
  EXPECT_EQ(window.mode(), WindowMode::viewing);

  // The next case asks something: it is searched as usual.
  window.session().choose(1, 0);
  ASSERT_TRUE(window.session().problem()->has_query());
  EXPECT_TRUE(window.action(QStringLiteral("run"))->isEnabled());
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_EQ(window.session().playback().result()->answer, QStringLiteral("YES"));  // two 4s side by side

  // And back: the search of the other case is gone, the silent board shown again.
  window.session().choose(0, 0);
  EXPECT_FALSE(window.session().problem()->has_query());
  EXPECT_EQ(window.session().playback().result(), nullptr);
  EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled());
}

TEST(NothingToAsk, AFileOfOnlyTheEndMarkerOpensAndSaysSo) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, write_temporary(QStringLiteral("end_marker.in"), "0 0\n")));
  ASSERT_TRUE(window.session().has_document());
  EXPECT_EQ(window.session().file()->case_count(), 0);
  EXPECT_TRUE(status_of(window).contains(QStringLiteral("no cases"))) << status_of(window).toStdString();
  EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled());
}

// The headless run of `frontier FILE --screenshot OUT.png`, in this process.
int screenshot(MainWindow& window, LaunchOptions options) {
  Launcher launcher(window, std::move(options));
  QSignalSpy finished(&launcher, &Launcher::finished);
  launcher.start();
  if (!wait_until([&] { return !finished.isEmpty(); }, 20000)) return -1;
  return finished.front().front().toInt();
}

TEST(NothingToAsk, AHeadlessRunScreenshotsTheBoardOfACaseThatAsksNothing) {
  QTemporaryDir folder;
  LaunchOptions options;
  options.file = write_temporary(QStringLiteral("silent_case.in"), kSilentCase);
  options.screenshot = folder.filePath(QStringLiteral("silent.png"));
  {
    MainWindow window;
    EXPECT_EQ(screenshot(window, options), 0);
    const QImage shot(options.screenshot);
    ASSERT_FALSE(shot.isNull());
    EXPECT_EQ(window.session().case_index(), 0);
    EXPECT_FALSE(window.session().problem()->has_query());
  }
  // Asked for by number, a query that is not there is still refused.
  options.query_number = 1;
  options.query_given = true;
  MainWindow window;
  EXPECT_EQ(screenshot(window, options), 1);
}

TEST(NothingToAsk, AHeadlessRunScreenshotsAFileOfNoCases) {
  QTemporaryDir folder;
  LaunchOptions options;
  options.file = write_temporary(QStringLiteral("end_marker.in"), "0 0\n");
  options.screenshot = folder.filePath(QStringLiteral("empty.png"));
  MainWindow window;
  EXPECT_EQ(screenshot(window, options), 0);
  EXPECT_FALSE(QImage(options.screenshot).isNull());
}

}  // namespace
}  // namespace frontier::gui::testing
