// The Frontier panel (widgets/frontier_panel.hpp): at every step the states waiting, in the
// order the search takes them out, each in the puzzle's words; a table a screen reader
// walks by row. Held to the trace itself: the first entry is the state the next expansion
// takes, and the list is as long as the counters' frontier.

#include <gtest/gtest.h>

#include <QDockWidget>
#include <QLocale>
#include <QTest>

#include "gui_test_support.hpp"
#include "model/puzzle.hpp"
#include "render/board_painter.hpp"
#include "search/run.hpp"
#include "session/session.hpp"
#include "widgets/board_view.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "window/panels.hpp"
#include "window_stand_in.hpp"

namespace frontier::gui::testing {
namespace {

// `file` open in `window`, `algorithm` run on its first query, and the Frontier list open.
bool searched_with_the_list_open(WindowStandIn& window, const QString& file, const QString& algorithm) {
  if (!window.open(file) || !window.session().set_algorithm(algorithm) || !window.search()) return false;
  window.show_active();
  window.panels().show_frontier();
  return QTest::qWaitFor([&] { return window.panels().frontier->shown(); });
}

TEST(FrontierPanel, ListsTheWaitingStatesNextFirstAtEveryStep) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs")));
  ASSERT_TRUE(window.search());
  window.show_active();
  FrontierPanel& panel = *window.panels().frontier;
  EXPECT_FALSE(panel.shown()) << "closed at first";
  // View ▸ Frontier List (Ctrl+L): the panel opens, the keys in its list.
  QTest::keyClick(&window.window(), Qt::Key_L, Qt::ControlModifier);
  ASSERT_TRUE(QTest::qWaitFor([&] { return panel.shown(); }));
  EXPECT_TRUE(panel.table().hasFocus());
  frontier::gui::Run& lane = window.session().lane();
  const SearchResult& result = *lane.result();
  const trace::Trace& trace = result.trace;
  ASSERT_GE(trace.steps(), 3u);
  int pushed_in_all = 0;
  for (trace::Step t = 0; t <= trace.steps(); ++t) {
    lane.seek(static_cast<int>(t));
    const QStringList states = panel.states();
    EXPECT_EQ(QLocale().toString(static_cast<qulonglong>(states.size())),
              window.panels().counters->value(QStringLiteral("frontier")))
        << "after " << t << " expansions";
    if (t == trace.steps()) break;  // the end: nothing is taken next
    ASSERT_FALSE(states.isEmpty()) << "after " << t << " expansions";
    EXPECT_EQ(states.front(), lane.problem()->describe_state(result.algorithm, trace.expanded_by(t + 1)))
        << "the next one listed is not the one the search takes next, after " << t << " expansions";
    EXPECT_TRUE(panel.table().item(0, 0)->text().startsWith(QStringLiteral("1, front, next")));
    EXPECT_TRUE(panel.summary().startsWith(QStringLiteral("Queue (first in, first out): "))) << panel.summary().toStdString();
    // The states this expansion pushed are marked so, and only those.
    int pushed = 0;
    for (int row = 0; row < panel.table().rowCount(); ++row) {
      pushed += panel.table().item(row, 0)->text().contains(QStringLiteral("just pushed"));
    }
    int discovered = 0;
    for (trace::StateId s = 0; s < trace.state_count(); ++s) {
      discovered += t > 0 && trace.discovered_at(s) == t && trace.expanded_at(s) > t;
    }
    EXPECT_EQ(pushed, discovered) << "after " << t << " expansions";
    pushed_in_all += pushed;
  }
  EXPECT_GT(pushed_in_all, 0) << "no step was seen pushing";
  EXPECT_EQ(panel.table().accessibleName(), QStringLiteral("Frontier, next first"));
  // Closed, it lists nothing (and costs nothing); open again, it is up to date at once.
  window.panels().dock("frontier_dock")->close();
  ASSERT_TRUE(QTest::qWaitFor([&] { return !panel.shown(); }));
  lane.seek(1);
  EXPECT_EQ(panel.table().rowCount(), 0);
  window.panels().show_frontier();
  ASSERT_TRUE(QTest::qWaitFor([&] { return panel.shown(); }));
  EXPECT_EQ(panel.states().front(), lane.problem()->describe_state(result.algorithm, trace.expanded_by(2)));
}

// Each search's container is named as its pseudo-code keeps it, with its ends: 0-1 BFS's
// deque, A*'s priority queue (its entries with their estimate h), DFS's stack, and BFS by
// turns' queue as its lesson calls it, layer by layer, with no h (it has none).
TEST(FrontierPanel, NamesEachSearchsContainerAndItsEnds) {
  struct Case {
    const char* file;
    const char* algorithm;
    const char* name;
    const char* first;
  };
  for (const Case& c : {Case{"/mahjong/sample.in", "zero-one-bfs", "Deque (both ends): ", "1, front, next"},
                        Case{"/eight/sample.in", "astar-manhattan", "Priority queue: ", "1, cheapest, next"},
                        Case{"/lianliankan/hdu1175_sample.in", "dfs", "Stack (last in, first out): ", "1, top, next"},
                        Case{"/eight/sample.in", "bidirectional-bfs", "Two queues, one from each end: ", "1, next"},
                        Case{"/lianliankan/hdu1175_sample.in", "bfs-turns", "Queue, layer by layer: ", "1, front, next"},
                        Case{"/huarongdao/sample.in", "dijkstra", "Priority queue: ", "1, cheapest, next"}}) {
    SCOPED_TRACE(c.algorithm);
    WindowStandIn window;
    ASSERT_TRUE(searched_with_the_list_open(window, samples_directory() + QLatin1String(c.file), QLatin1String(c.algorithm)));
    FrontierPanel& panel = *window.panels().frontier;
    window.session().lane().seek(2);
    EXPECT_TRUE(panel.summary().startsWith(QLatin1String(c.name))) << panel.summary().toStdString();
    ASSERT_GT(panel.table().rowCount(), 0);
    EXPECT_TRUE(panel.table().item(0, 0)->text().startsWith(QLatin1String(c.first))) << panel.table().item(0, 0)->text().toStdString();
    // h is said only of a search that has one.
    const bool astar = QLatin1String(c.algorithm) == QLatin1String("astar-manhattan");
    EXPECT_EQ(panel.summary().contains(QStringLiteral("estimate h")), astar) << panel.summary().toStdString();
    EXPECT_FALSE(panel.summary().contains(QStringLiteral("A*"))) << panel.summary().toStdString();
    if (astar) {
      EXPECT_TRUE(panel.states().front().contains(QStringLiteral("estimate h"))) << panel.states().front().toStdString();
    }
  }
}

// Huarongdao's judge solver runs in two stages: the panel names the stage under way with its
// container, and once the blank's walk is over, what its queue still held is listed no
// more, nor counted, nor drawn.
TEST(FrontierPanel, ASearchInStagesShowsTheContainerOfTheStageUnderWay) {
  WindowStandIn window;
  // An open 4 x 5 board: the blank walks from the corner to the piece's far side, and its
  // queue still holds cells it reached steps before.
  const QString file = write_temporary(QStringLiteral("open.in"), "4 5 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 4 5 1 5\n");
  ASSERT_TRUE(searched_with_the_list_open(window, file, QStringLiteral("dijkstra-from-target")));
  FrontierPanel& panel = *window.panels().frontier;
  frontier::gui::Run& lane = window.session().lane();
  const trace::Trace& trace = lane.result()->trace;
  ASSERT_EQ(trace.stage_at(0), 0u);
  ASSERT_EQ(trace.stage_at(trace.steps()), 1u);
  trace::Step walked = 0;  // the step the blank's walk ends in
  while (trace.stage_at(walked) == 0) ++walked;
  trace::StateId left = trace::kNoState;  // a state the walk left waiting
  for (trace::StateId s = 0; s < trace.state_count() && left == trace::kNoState; ++s) {
    if (trace.set_aside_at(s) == walked && trace.discovered_at(s) < walked) left = s;
  }
  ASSERT_NE(left, trace::kNoState) << "the walk leaves a cell reached before its last step";
  const QString left_words = lane.problem()->describe_state("dijkstra-from-target", left);
  lane.seek(static_cast<int>(walked) - 1);
  EXPECT_TRUE(panel.summary().startsWith(QStringLiteral(
      "Priority queue (stage 1 of 2: The blank walks alone to the marked piece's sides, by A*): ")))
      << panel.summary().toStdString();
  EXPECT_TRUE(panel.summary().endsWith(QStringLiteral("equal keys the last pushed first."))) << panel.summary().toStdString();
  EXPECT_TRUE(panel.states().contains(left_words)) << left_words.toStdString();
  EXPECT_TRUE(panel.states().front().contains(QStringLiteral("estimate h"))) << panel.states().front().toStdString();
  lane.seek(static_cast<int>(walked));
  EXPECT_TRUE(panel.summary().startsWith(QStringLiteral("Priority queue (stage 2 of 2: The search back from the target, by Dijkstra): ")))
      << panel.summary().toStdString();
  EXPECT_FALSE(panel.states().contains(left_words)) << "set aside with the blank's walk";
  EXPECT_EQ(QLocale().toString(static_cast<qulonglong>(panel.states().size())),
            window.panels().counters->value(QStringLiteral("frontier")));
  EXPECT_EQ(trace.mark(left, walked), trace::Mark::set_aside);
  EXPECT_EQ(trace.mark(left, walked - 1), trace::Mark::frontier);
}

// A click on an entry (or the keys moving onto it) rings its state's cells on the board,
// until the cursor moves on.
TEST(FrontierPanel, AnEntryPickedShowsItsCellsOnTheBoard) {
  WindowStandIn window;
  ASSERT_TRUE(searched_with_the_list_open(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in"),
                                          QStringLiteral("bfs-turns")));
  FrontierPanel& panel = *window.panels().frontier;
  frontier::gui::Run& lane = window.session().lane();
  lane.seek(2);
  ASSERT_GE(panel.table().rowCount(), 1);
  EXPECT_TRUE(window.board_view()->pointed_cells().empty());
  const QTableWidget& table = panel.table();
  QTest::mouseClick(table.viewport(), Qt::LeftButton, {}, table.visualItemRect(table.item(0, 1)).center());
  const std::string algorithm = lane.result()->algorithm;
  const trace::StateId next = lane.result()->trace.expanded_by(3);
  std::vector<QPoint> expected;
  for (const Cell cell : lane.problem()->cells_of(algorithm, next)) {
    expected.push_back(window.board_view()->board_painter()->grid_cell(cell));
  }
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(window.board_view()->pointed_cells(), expected);
  lane.seek(3);
  EXPECT_TRUE(window.board_view()->pointed_cells().empty()) << "the ring goes with the moment it was of";
}

TEST(FrontierPanel, BeforeAnySearchItSaysWhatItWillShow) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  window.show_active();
  window.panels().show_frontier();
  EXPECT_EQ(window.panels().frontier->table().rowCount(), 0);
  EXPECT_TRUE(window.panels().frontier->summary().startsWith(QStringLiteral("Run a search:")));
}

}  // namespace
}  // namespace frontier::gui::testing
