#include "frontier/trace/trace.hpp"

#include <gtest/gtest.h>

#include "frontier/trace/recorder.hpp"

namespace frontier::trace {
namespace {

// A breadth-first search on a path graph 0-1-2-3 from 0, written once over an observer,
// as every puzzle's searches are.
template <class Observer>
int path_bfs(int n, Observer&& observer) {
  std::vector<int> dist(n, -1);
  std::vector<int> queue{0};
  dist[0] = 0;
  observer.discover(0, kNoState, 0);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    if (observer.stop_requested()) break;
    const int s = queue[head];
    observer.expand(static_cast<StateId>(s));
    observer.line(1, static_cast<StateId>(s));
    for (int next : {s - 1, s + 1}) {
      observer.line(2, static_cast<StateId>(next));
      if (next < 0 || next >= n || dist[next] >= 0) continue;
      dist[next] = dist[s] + 1;
      observer.discover(static_cast<StateId>(next), static_cast<StateId>(s), dist[next]);
      queue.push_back(next);
    }
  }
  return dist[n - 1];
}

TEST(Trace, PictureAtStepIsAFunctionOfTheStep) {
  Trace trace(4);
  Recorder recorder({.trace = &trace});
  EXPECT_EQ(path_bfs(4, recorder), 3);
  trace.finish(true);
  ASSERT_EQ(trace.steps(), 4u);
  EXPECT_EQ(trace.mark(0, 0), Mark::frontier);
  EXPECT_EQ(trace.mark(1, 0), Mark::unseen);
  EXPECT_EQ(trace.mark(0, 1), Mark::done);
  EXPECT_EQ(trace.mark(1, 1), Mark::frontier);
  EXPECT_EQ(trace.mark(3, 4), Mark::done);
  EXPECT_EQ(trace.cost(3), 3);
  EXPECT_EQ(trace.parent(3), 2u);
  EXPECT_EQ(trace.counters(2).frontier, 1u);
  EXPECT_EQ(trace.counters(2).layer, 1);
  EXPECT_EQ(trace.counters(2).current, 1u);
  EXPECT_EQ(trace.layer_starts(), (std::vector<Step>{1, 2, 3, 4}));
  EXPECT_EQ(trace.next_layer_step(2), 3u);
  EXPECT_EQ(trace.previous_layer_step(2), 1u);
  EXPECT_EQ(path_bfs(4, NoObserver{}), 3);
}

TEST(Trace, FineStepsOfOneExpansionAreReDerivedByRunningAgain) {
  std::vector<FineStep> fine;
  Recorder recorder({.fine = &fine, .fine_first = 2, .fine_last = 2});
  path_bfs(4, recorder);
  EXPECT_EQ(recorder.step(), 2u);  // stopped right after the wanted expansion
  std::vector<int> lines;
  for (const FineStep& step : fine) {
    EXPECT_EQ(step.expansion, 2u);
    if (step.kind == FineKind::line) lines.push_back(step.line);
  }
  EXPECT_EQ(lines, (std::vector<int>{1, 2, 2}));
}

TEST(Trace, CountersMatchACountOverAllStatesAtEveryStep) {
  // A wide tree: the frontier rises and falls across several blocks of steps.
  const int n = 5000;
  Trace trace(n);
  Recorder recorder({.trace = &trace});
  recorder.discover(0, kNoState, 0);
  for (int s = 0; s < n; ++s) {
    recorder.expand(static_cast<StateId>(s));
    for (int child : {2 * s + 1, 2 * s + 2}) {
      if (child < n) recorder.discover(static_cast<StateId>(child), static_cast<StateId>(s), s + 1);
    }
  }
  trace.finish(true);
  std::size_t largest = 0;
  for (Step t = 0; t <= trace.steps(); ++t) {
    std::size_t frontier = 0;
    for (StateId s = 0; s < n; ++s) frontier += trace.mark(s, t) == Mark::frontier;
    largest = std::max(largest, frontier);
    ASSERT_EQ(trace.counters(t).frontier, frontier) << "step " << t;
    ASSERT_EQ(trace.counters(t).largest_frontier, largest) << "step " << t;
  }
}

TEST(Trace, AnImprovementIsVisibleOnlyFromItsStepOn) {
  Trace trace(3);
  Recorder recorder({.trace = &trace});
  recorder.discover(0, kNoState, 0);
  recorder.expand(0);                  // step 1
  recorder.discover(1, 0, 5);
  recorder.discover(2, 0, 1);
  recorder.expand(2);                  // step 2
  recorder.improve(1, 2, 2);
  recorder.expand(1);                  // step 3
  trace.finish(true);
  EXPECT_EQ(trace.cost_at(1, 1), 5);
  EXPECT_EQ(trace.parent_at(1, 1), 0u);
  EXPECT_EQ(trace.cost_at(1, 2), 2);
  EXPECT_EQ(trace.parent_at(1, 2), 2u);
  EXPECT_EQ(trace.cost(1), 2);
  EXPECT_EQ(trace.counters(3).layer, 2);
  EXPECT_EQ(trace.layer_starts(), (std::vector<Step>{1, 2, 3}));
}

TEST(Trace, TooManyFineStepsStopTheRunInsteadOfExhaustingMemory) {
  std::vector<FineStep> fine;
  Recorder recorder({.fine = &fine, .fine_limit = 5});
  path_bfs(100, recorder);
  EXPECT_TRUE(recorder.fine_overflow());
  EXPECT_EQ(fine.size(), 5u);
  EXPECT_LT(recorder.step(), 10u);
}

TEST(Trace, RefusesAStateSpaceBeyondTheLimit) {
  EXPECT_THROW(Trace(kMaxTraceStates + 1), std::length_error);
}

}  // namespace
}  // namespace frontier::trace
