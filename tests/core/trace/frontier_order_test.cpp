// trace::frontier_in_order on a trace written by hand: the order the states leave, the
// expansion under way (its pushes so far on top, its own state taken out), the set-up before
// any state, the states still waiting at the end (cheapest first, marked never taken), and
// the limit.

#include <gtest/gtest.h>

#include <vector>

#include "frontier/trace/frontier_order.hpp"

namespace frontier::trace {
namespace {

std::vector<StateId> states(const FrontierOrder& order) {
  std::vector<StateId> out;
  for (const FrontierEntry& entry : order.first) out.push_back(entry.state);
  return out;
}

// 0 is the start; expanding it reaches 2 then 1 (cost 1); expanding 2 reaches 3 (cost 2);
// expanding 1 reaches 4 (cost 1 again, by another way) and ends: 3 and 4 are never taken.
Trace made_by_hand() {
  Trace trace(6);
  trace.record_discover(0, kNoState, 0, 0);
  trace.record_expand(0, 1);
  trace.record_discover(2, 0, 1, 1);
  trace.record_discover(1, 0, 1, 1);
  trace.record_expand(2, 2);
  trace.record_discover(3, 2, 2, 2);
  trace.record_expand(1, 3);
  trace.record_discover(4, 1, 1, 3);
  trace.finish(true);
  return trace;
}

TEST(FrontierInOrder, ListsTheStatesInTheOrderTheyLeave) {
  const Trace trace = made_by_hand();
  EXPECT_EQ(states(frontier_in_order(trace, 0, {}, kNoState, 10)), (std::vector<StateId>{0}));
  EXPECT_EQ(states(frontier_in_order(trace, 1, {}, 0, 10)), (std::vector<StateId>{2, 1}));
  const FrontierOrder at_two = frontier_in_order(trace, 2, {}, 2, 10);
  EXPECT_EQ(states(at_two), (std::vector<StateId>{1, 3}));
  EXPECT_TRUE(at_two.first[0].taken);
  EXPECT_FALSE(at_two.first[1].taken) << "3 is still waiting when the search ends";
  EXPECT_EQ(at_two.first[1].cost, 2);
  // The end: never taken, cheapest first.
  const FrontierOrder at_end = frontier_in_order(trace, 3, {}, 1, 10);
  EXPECT_EQ(states(at_end), (std::vector<StateId>{4, 3}));
  EXPECT_EQ(at_end.size, 2u);
}

TEST(FrontierInOrder, TheExpansionUnderWayHasItsStateOutAndItsPushesSoFarOn) {
  const Trace trace = made_by_hand();
  // Expanding 2 (step 2), before and after it reaches 3.
  EXPECT_EQ(states(frontier_in_order(trace, 1, {}, 2, 10)), (std::vector<StateId>{1}));
  const std::vector<FineStep> reached = {{2, FineKind::expand, 0, 2, 0}, {2, FineKind::discover, 0, 3, 2}};
  const FrontierOrder order = frontier_in_order(trace, 1, reached, 2, 10);
  EXPECT_EQ(states(order), (std::vector<StateId>{1, 3}));
  EXPECT_EQ(order.first[1].cost, 2);
  // The set-up: none seen before its pushes.
  EXPECT_TRUE(frontier_in_order(trace, 0, {}, kNoState, 10, true).first.empty());
  const std::vector<FineStep> start = {{0, FineKind::discover, 0, 0, 0}};
  EXPECT_EQ(states(frontier_in_order(trace, 0, start, kNoState, 10, true)), (std::vector<StateId>{0}));
}

TEST(FrontierInOrder, EachEntrySaysWhetherTheStepShownPushedOrImprovedIt) {
  const Trace trace = made_by_hand();
  // The whole of expansion 1 pushed 2 and 1; nothing is marked before any expansion.
  for (const FrontierEntry& entry : frontier_in_order(trace, 1, {}, 0, 10).first) {
    EXPECT_EQ(entry.change, FrontierChange::pushed) << entry.state;
  }
  EXPECT_EQ(frontier_in_order(trace, 0, {}, kNoState, 10).first.front().change, FrontierChange::none);
  // Inside expansion 2 (of 2), after it reached 3 and found a cheaper way to 1.
  const std::vector<FineStep> so_far = {{2, FineKind::expand, 0, 2, 0}, {2, FineKind::discover, 0, 3, 2},
                                        {2, FineKind::improve, 0, 1, 0}};
  const FrontierOrder order = frontier_in_order(trace, 1, so_far, 2, 10);
  ASSERT_EQ(states(order), (std::vector<StateId>{1, 3}));
  EXPECT_EQ(order.first[0].change, FrontierChange::improved);
  EXPECT_EQ(order.first[0].cost, 0);
  EXPECT_EQ(order.first[1].change, FrontierChange::pushed);
}

TEST(FrontierInOrder, TheLimitKeepsTheFrontAndCountsTheRest) {
  const Trace trace = made_by_hand();
  const FrontierOrder order = frontier_in_order(trace, 1, {}, 0, 1);
  EXPECT_EQ(states(order), (std::vector<StateId>{2}));
  EXPECT_EQ(order.size, 2u);
}

// A search in two stages: the first starts at 0 and reaches 1 and 2; expanding 1 reaches 3,
// then the stage ends (2 and 3 left waiting) and the second pushes 4 and 5 in the same
// expansion; expanding 4 ends the run with 5 still waiting.
Trace in_two_stages() {
  Trace trace(6);
  trace.record_discover(0, kNoState, 0, 0);
  trace.record_expand(0, 1);
  trace.record_discover(1, 0, 1, 1);
  trace.record_discover(2, 0, 1, 1);
  trace.record_expand(1, 2);
  trace.record_discover(3, 1, 2, 2);
  trace.record_set_aside(2);
  trace.record_discover(4, kNoState, 0, 2);
  trace.record_discover(5, kNoState, 0, 2);
  trace.record_expand(4, 3);
  trace.finish(true);
  return trace;
}

TEST(FrontierInOrder, AStageSetAsideLeavesItsStatesOutOfTheNextStagesList) {
  const Trace trace = in_two_stages();
  EXPECT_EQ(trace.set_aside_at(2), 2u);
  EXPECT_EQ(trace.set_aside_at(3), 2u);
  EXPECT_EQ(trace.set_aside_at(4), kNever);
  EXPECT_EQ(trace.set_aside_at(0), kNever) << "taken before the stage ended";
  // The first stage: 1 next, 2 never taken; the stage under way is the first.
  const FrontierOrder first = frontier_in_order(trace, 1, {}, 0, 10);
  EXPECT_EQ(states(first), (std::vector<StateId>{1, 2}));
  EXPECT_EQ(first.stage, 0u);
  // After expansion 2: the second stage's 4 and 5 alone.
  const FrontierOrder second = frontier_in_order(trace, 2, {}, 1, 10);
  EXPECT_EQ(states(second), (std::vector<StateId>{4, 5}));
  EXPECT_EQ(second.stage, 1u);
  EXPECT_EQ(second.first[0].change, FrontierChange::pushed);
  // Inside expansion 2: before the stage ends, 3 joins 2; after, only what the new stage pushed.
  const std::vector<FineStep> before = {{2, FineKind::expand, 0, 1, 0}, {2, FineKind::discover, 0, 3, 2}};
  EXPECT_EQ(states(frontier_in_order(trace, 1, before, 1, 10)), (std::vector<StateId>{2, 3}));
  std::vector<FineStep> after = before;
  after.push_back({2, FineKind::set_aside, 0, kNoState, 0});
  const FrontierOrder emptied = frontier_in_order(trace, 1, after, 1, 10);
  EXPECT_TRUE(emptied.first.empty());
  EXPECT_EQ(emptied.stage, 1u);
  after.push_back({2, FineKind::discover, 0, 4, 0});
  EXPECT_EQ(states(frontier_in_order(trace, 1, after, 1, 10)), (std::vector<StateId>{4}));
}

TEST(FrontierInOrder, TheCountersCountOnlyTheStageUnderWay) {
  const Trace trace = in_two_stages();
  EXPECT_EQ(trace.counters(1).frontier, 2u);  // 1 and 2
  EXPECT_EQ(trace.counters(2).frontier, 2u);  // 4 and 5; 2 and 3 set aside
  EXPECT_EQ(trace.counters(2).largest_frontier, 2u);
  EXPECT_EQ(trace.counters(3).frontier, 1u);  // 5
  EXPECT_EQ(trace.stage_at(1), 0u);
  EXPECT_EQ(trace.stage_at(2), 1u);
  EXPECT_EQ(trace.stage_at(3), 1u);
}

}  // namespace
}  // namespace frontier::trace
