// Playback ▸ Bookmarks and Stop When, as a teacher uses them: B marks a point, Alt+PgUp /
// Alt+PgDown come back to it; a double-click on a pseudo-code line, the board's menu on
// a cell and "When the Target Is First Reached" make playback stop by itself. Checked:
// where the cursor stands after each, against the trace, and what the status bar says.

#include <gtest/gtest.h>

#include <QLabel>
#include <QListWidget>
#include <QTest>

#include "app/language.hpp"
#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui::testing {
namespace {

class Stops : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }

  void open(const QString& sample, const QString& algorithm) {
    ASSERT_TRUE(window.open(samples_directory() + sample));
    ASSERT_TRUE(window.session().set_algorithm(algorithm));
    ASSERT_TRUE(window.search());
    window.show_active();
  }
  QString status() const { return window.said(); }
  void play_fast() {
    for (int i = 0; i < Playback::kMaxSpeedLevel; ++i) QTest::keyClick(&window.window(), Qt::Key_Plus);
    QTest::keyClick(&window.window(), Qt::Key_Space);
    ASSERT_TRUE(wait_until([&] { return !window.session().clock().playing(); }));
  }
  // The first step a state standing on `cell` is discovered at, read from the trace.
  trace::Step first_in_frontier(Cell cell) {
    const SearchResult& result = *window.session().lane().result();
    trace::Step first = trace::kNever;
    for (std::size_t s = 0; s < result.trace.state_count(); ++s) {
      const auto state = static_cast<trace::StateId>(s);
      const std::vector<Cell> cells = window.session().lane().problem()->cells_of(result.algorithm, state);
      if (std::find(cells.begin(), cells.end(), cell) != cells.end()) {
        first = std::min(first, result.trace.discovered_at(state));
      }
    }
    return first;
  }

  WindowStandIn window;
};

TEST_F(Stops, BKeepsAPointOfTheSearchAndAltPageUpComesBackToIt) {
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  for (int i = 0; i < 3; ++i) QTest::keyClick(&window.window(), Qt::Key_Right);
  ASSERT_TRUE(wait_until([&] { return !window.session().lane().waiting(); }));
  const TimelinePosition marked = window.session().lane().cursor();
  QTest::keyClick(&window.window(), Qt::Key_B);
  ASSERT_EQ(window.marks().bookmarks().all().size(), 1u);
  EXPECT_EQ(window.marks().bookmarks().all().front(), marked);
  EXPECT_TRUE(status().startsWith(QStringLiteral("Bookmarked step ")));
  QTest::keyClick(&window.window(), Qt::Key_End);
  QTest::keyClick(&window.window(), Qt::Key_PageUp, Qt::AltModifier);
  ASSERT_TRUE(wait_until([&] { return !window.session().lane().waiting(); }));
  EXPECT_EQ(window.session().lane().cursor(), marked);
  // Nothing before the first bookmark: the cursor stays and the status bar says so.
  QTest::keyClick(&window.window(), Qt::Key_PageUp, Qt::AltModifier);
  EXPECT_EQ(window.session().lane().cursor(), marked);
  EXPECT_EQ(status(), QStringLiteral("No bookmark before this point."));
  QTest::keyClick(&window.window(), Qt::Key_Home);
  QTest::keyClick(&window.window(), Qt::Key_PageDown, Qt::AltModifier);
  ASSERT_TRUE(wait_until([&] { return !window.session().lane().waiting(); }));
  EXPECT_EQ(window.session().lane().cursor(), marked);
  // B on the bookmark takes it away.
  QTest::keyClick(&window.window(), Qt::Key_B);
  EXPECT_TRUE(window.marks().bookmarks().all().empty());
}

TEST_F(Stops, PlaybackStopsWhereAChosenCellFirstEntersTheFrontier) {
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  // (2, 3) is reached along row 2 with one turn, after the first layer.
  const Cell cell{2, 3};
  const trace::Step expected = first_in_frontier(cell);
  ASSERT_GT(expected, 1u);
  ASSERT_LT(expected, window.session().lane().result()->trace.steps());
  window.marks().stops().toggle_cell(cell);
  play_fast();
  EXPECT_EQ(window.session().lane().position(), static_cast<int>(expected));
  EXPECT_EQ(status(), QStringLiteral("Stopped at step %1: (2, 3) first enters the frontier.").arg(expected));
  // Playing on, no second stop: the cell enters the frontier first only once.
  QTest::keyClick(&window.window(), Qt::Key_Space);
  ASSERT_TRUE(wait_until([&] { return window.session().lane().at_end(); }));
}

TEST_F(Stops, DijkstraReachesItsTargetBeforeItEnds) {
  open(QStringLiteral("/huarongdao/sample.in"), QStringLiteral("dijkstra"));
  window.commands().find("stop_at_target")->trigger();
  ASSERT_TRUE(window.marks().stops().target());
  const std::vector<Cell> target = window.session().lane().problem()->target_cells();
  ASSERT_EQ(target.size(), 1u);
  const trace::Step expected = first_in_frontier(target.front());
  play_fast();
  EXPECT_EQ(window.session().lane().position(), static_cast<int>(expected));
  // The target is pushed long before Dijkstra settles it and answers.
  EXPECT_LT(expected, window.session().lane().result()->trace.steps());
  EXPECT_EQ(status(), QStringLiteral("Stopped at step %1: the search first reaches its target.").arg(expected));
}

TEST_F(Stops, ADoubleClickedLineStopsPlaybackWhereItLights) {
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  QListWidget* code = window.panels().pseudocode->list();
  // Line 6: "if ahead is the target: answer YES with t turns", tried at every expansion.
  QListWidgetItem* line = code->item(5);
  code->scrollToItem(line);
  // A double-click as the system sends it: a click, then the second press as a double-click.
  const QPoint at = code->visualItemRect(line).center();
  QTest::mouseClick(code->viewport(), Qt::LeftButton, {}, at);
  QTest::mouseDClick(code->viewport(), Qt::LeftButton, {}, at);
  ASSERT_TRUE(window.marks().stops().stops_at_line(6));
  EXPECT_FALSE(line->icon().isNull());
  // Even asked to play fast, it plays line by line so as to see the line light.
  for (int i = 0; i < Playback::kMaxSpeedLevel; ++i) QTest::keyClick(&window.window(), Qt::Key_Plus);
  QTest::keyClick(&window.window(), Qt::Key_Space);
  EXPECT_EQ(window.session().clock().speed_level(), Clock::kFineSpeedLevel);
  ASSERT_TRUE(wait_until([&] { return !window.session().clock().playing(); }));
  EXPECT_EQ(window.session().lane().line(), 6);
  EXPECT_TRUE(window.session().lane().fine_index().has_value());
  EXPECT_EQ(status(), QStringLiteral("Stopped at step %1: line 6 lit.").arg(window.session().lane().counters().step));
  // The stop is listed in Playback ▸ Stop When, and unchecking it there takes it away.
  window.marks().stops().toggle_line(6);
  EXPECT_FALSE(window.marks().stops().stops_at_line(6));
}

}  // namespace
}  // namespace frontier::gui::testing
