#include "frontier/trace/questions.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "frontier/trace/recorder.hpp"

namespace frontier::trace {
namespace {

// Breadth-first search along a row of six cells 0..5 from cell 2. By hand: layer 0 is
// {2}, which reaches 1 and 3; layer 1 is {1, 3}, reaching 0 and 4; layer 2 is {0, 4},
// reaching 5; layer 3 is {5}. Expansion order 2, 1, 3, 0, 4, 5.
Trace row_bfs() {
  constexpr int n = 6;
  Trace trace(n);
  Recorder recorder({.trace = &trace});
  std::vector<int> dist(n, -1);
  std::vector<int> queue{2};
  dist[2] = 0;
  recorder.discover(2, kNoState, 0);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int s = queue[head];
    recorder.expand(static_cast<StateId>(s));
    for (int next : {s - 1, s + 1}) {
      if (next < 0 || next >= n || dist[next] >= 0) continue;
      dist[next] = dist[s] + 1;
      recorder.discover(static_cast<StateId>(next), static_cast<StateId>(s), dist[next]);
      queue.push_back(next);
    }
  }
  trace.finish(true);
  return trace;
}

// State s stands on cell (1, s + 1).
void cell_of(StateId state, std::vector<Cell>& cells) { cells.push_back({1, static_cast<int>(state) + 1}); }

TEST(Questions, LayersFollowTheCostsOfTheExpansions) {
  const Trace trace = row_bfs();
  const auto first = layer_from(trace, 0);
  ASSERT_TRUE(first);
  EXPECT_EQ(first->first, 1u);
  EXPECT_EQ(first->last, 1u);
  EXPECT_EQ(first->cost, 0);
  const auto second = layer_after(trace, *first);
  ASSERT_TRUE(second);
  EXPECT_EQ(second->first, 2u);
  EXPECT_EQ(second->last, 3u);
  EXPECT_EQ(second->expansions(), 2u);
  EXPECT_EQ(second->cost, 1);
  // Asked between the two expansions of layer 1, the next layer is layer 2.
  const auto third = layer_from(trace, 2);
  ASSERT_TRUE(third);
  EXPECT_EQ(third->first, 4u);
  EXPECT_EQ(third->last, 5u);
  const auto last = layer_after(trace, *third);
  ASSERT_TRUE(last);
  EXPECT_EQ(last->first, 6u);
  EXPECT_EQ(last->last, 6u);
  EXPECT_EQ(last->cost, 3);
  EXPECT_FALSE(layer_after(trace, *last));
  EXPECT_FALSE(layer_from(trace, 6));
}

TEST(Questions, ALayerReachesTheCellsNoEarlierStateStoodOn) {
  const Trace trace = row_bfs();
  const Layer zero = *layer_from(trace, 0);
  EXPECT_EQ(cells_first_reached(trace, zero, cell_of), (std::vector<Cell>{{1, 2}, {1, 4}}));
  const Layer one = *layer_after(trace, zero);
  EXPECT_EQ(cells_first_reached(trace, one, cell_of), (std::vector<Cell>{{1, 1}, {1, 5}}));
  const Layer two = *layer_after(trace, one);
  EXPECT_EQ(cells_first_reached(trace, two, cell_of), (std::vector<Cell>{{1, 6}}));
  const Layer three = *layer_after(trace, two);
  EXPECT_TRUE(cells_first_reached(trace, three, cell_of).empty());
}

TEST(Questions, ACellAnotherStateAlreadyStandsOnIsNotNew) {
  const Trace trace = row_bfs();
  // Every state on one cell: only the start's layer reaches it, and nothing is new after.
  const CellsOf one_cell = [](StateId, std::vector<Cell>& cells) { cells.push_back({4, 4}); };
  const Layer zero = *layer_from(trace, 0);
  EXPECT_TRUE(cells_first_reached(trace, zero, one_cell).empty());
}

TEST(Questions, AChoiceIsAFrontierOfTwoStatesOrMore) {
  const Trace trace = row_bfs();
  // After 0 expansions the frontier is {2}; after 1, {1, 3}.
  EXPECT_EQ(next_choice(trace, 0), 1u);
  EXPECT_EQ(next_choice(trace, 1), 1u);
  // After 2 (2, 1): {3, 0}; after 3: {0, 4}; after 4: {4}; after 5: {5}.
  EXPECT_EQ(next_choice(trace, 3), 3u);
  EXPECT_FALSE(next_choice(trace, 4));
}

TEST(Questions, TrendIsAboutTheSameWithinAFifth) {
  EXPECT_EQ(trend(10, 7), Trend::fewer);
  EXPECT_EQ(trend(10, 8), Trend::about_the_same);
  EXPECT_EQ(trend(10, 12), Trend::about_the_same);
  EXPECT_EQ(trend(10, 13), Trend::more);
  EXPECT_EQ(trend(0, 0), Trend::about_the_same);
  EXPECT_EQ(trend(0, 1), Trend::more);
  EXPECT_EQ(trend(1, 0), Trend::fewer);
}

TEST(Questions, PickedCellsAreHitsMissesOrExtras) {
  const std::vector<Cell> answer{{1, 1}, {2, 2}, {3, 3}};
  const CellMarking marking = mark_cells(answer, {{2, 2}, {5, 5}, {2, 2}});
  EXPECT_EQ(marking.hits, (std::vector<Cell>{{2, 2}}));
  EXPECT_EQ(marking.misses, (std::vector<Cell>{{1, 1}, {3, 3}}));
  EXPECT_EQ(marking.extras, (std::vector<Cell>{{5, 5}}));
  EXPECT_FALSE(marking.right());
  EXPECT_TRUE(mark_cells(answer, {{3, 3}, {1, 1}, {2, 2}}).right());
}

}  // namespace
}  // namespace frontier::trace
