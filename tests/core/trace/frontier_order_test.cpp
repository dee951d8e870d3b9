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

}  // namespace
}  // namespace frontier::trace
