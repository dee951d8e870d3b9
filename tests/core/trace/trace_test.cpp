#include "frontier/trace/trace.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

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

// What a search told the observer, in the order it told it: the oracle of the tests below
// replays it, sharing nothing with Trace's storage.
struct Told {
  enum Kind { discover, improve, expand } kind;
  StateId state;
  StateId parent;
  std::int64_t cost;
  Step step;  // expansions done when it was told
};

struct Shape {
  std::uint32_t seed;
  StateId states;
  std::int64_t largest_cost;      // costs are drawn from 0..largest_cost ...
  bool negative_costs;            // ... and some are negative
  bool parents_off_order;         // some parents are not the state being expanded
  bool expands_again;             // some done states are expanded again (SPFA)
};

// A random search over `shape.states` states, told to a Recorder and written down.
std::vector<Told> search_at_random(const Shape& shape, Trace& trace) {
  std::mt19937 random(shape.seed);
  auto below = [&](std::uint64_t n) { return static_cast<std::uint64_t>(random() % n); };
  auto any_cost = [&] {
    const auto cost = static_cast<std::int64_t>(below(static_cast<std::uint64_t>(shape.largest_cost) + 1));
    return shape.negative_costs && below(4) == 0 ? -cost : cost;
  };
  Recorder recorder({.trace = &trace});
  std::vector<Told> told;
  std::vector<bool> seen(shape.states, false);
  std::vector<StateId> frontier;
  std::vector<StateId> done;
  auto tell = [&](StateId s, StateId parent, std::int64_t cost) {
    const Told::Kind kind = seen[s] ? Told::improve : Told::discover;
    if (kind == Told::improve) {
      recorder.improve(s, parent, cost);
    } else {
      recorder.discover(s, parent, cost);
      frontier.push_back(s);
    }
    seen[s] = true;
    told.push_back({kind, s, parent, cost, recorder.step()});
  };
  for (int k = 0; k < 3; ++k) tell(static_cast<StateId>(below(shape.states)), kNoState, any_cost());
  while (!frontier.empty() || (shape.expands_again && !done.empty() && below(3) == 0)) {
    StateId s;
    if (frontier.empty() || (shape.expands_again && !done.empty() && below(10) == 0)) {
      s = done[below(done.size())];
    } else {
      const std::size_t pick = below(frontier.size());
      s = frontier[pick];
      frontier.erase(frontier.begin() + static_cast<std::ptrdiff_t>(pick));
      done.push_back(s);
    }
    recorder.expand(s);
    told.push_back({Told::expand, s, kNoState, 0, recorder.step()});
    // Mostly a few neighbours; now and then a burst, past what a byte of change can say.
    const std::uint64_t neighbours = below(40) == 0 ? 150 + below(100) : below(4);
    for (std::uint64_t n = 0; n < neighbours; ++n) {
      const auto next = static_cast<StateId>(below(shape.states));
      const StateId parent = shape.parents_off_order && below(5) == 0 ? static_cast<StateId>(below(shape.states)) : s;
      tell(next, parent, any_cost());
    }
    if (told.size() > 40000) break;
  }
  trace.finish(true);
  return told;
}

// Replays `told` step by step and holds every answer of `trace` at every step to it.
void expect_trace_tells(const std::vector<Told>& told, const Trace& trace, StateId states) {
  // A state not yet discovered at t shows the values it is discovered with.
  std::vector<std::int64_t> cost(states, 0);
  std::vector<StateId> parent(states, kNoState);
  std::vector<bool> ever(states, false);
  for (const Told& event : told) {
    if (event.kind == Told::expand || ever[event.state]) continue;
    ever[event.state] = true;
    cost[event.state] = event.cost;
    parent[event.state] = event.parent;
  }
  std::vector<bool> discovered(states, false);
  std::vector<bool> expanded(states, false);
  std::vector<StateId> order;
  std::vector<Step> layer_starts;
  std::int64_t layer = 0;
  std::size_t next = 0;
  std::size_t largest = 0;
  std::vector<std::int64_t> cost_now(states, 0);  // as the search knows it, for the layers
  for (Step t = 0;; ++t) {
    for (; next < told.size() && told[next].step == t; ++next) {
      const Told& event = told[next];
      if (event.kind == Told::expand) {
        order.push_back(event.state);
        expanded[event.state] = true;
        if (order.size() == 1 || cost_now[event.state] > layer) {
          layer_starts.push_back(t);
          layer = cost_now[event.state];
        }
      } else {
        discovered[event.state] = true;
        cost[event.state] = event.cost;
        parent[event.state] = event.parent;
        cost_now[event.state] = static_cast<std::int32_t>(event.cost);
      }
    }
    // Every state's picture at the first steps and every seventh after; the counters at all.
    const bool every_state = t < 64 || t % 7 == 0 || next == told.size();
    std::size_t frontier = 0;
    for (StateId s = 0; s < states; ++s) {
      const Mark mark = !discovered[s] ? Mark::unseen : expanded[s] ? Mark::done : Mark::frontier;
      frontier += mark == Mark::frontier;
      if (!every_state) continue;
      ASSERT_EQ(trace.mark(s, t), mark) << "state " << s << " step " << t;
      ASSERT_EQ(trace.cost_at(s, t), cost[s]) << "state " << s << " step " << t;
      ASSERT_EQ(trace.parent_at(s, t), parent[s]) << "state " << s << " step " << t;
    }
    largest = std::max(largest, frontier);
    const Counters counters = trace.counters(t);
    ASSERT_EQ(counters.frontier, frontier) << "step " << t;
    ASSERT_EQ(counters.largest_frontier, largest) << "step " << t;
    if (t > 0) {
      ASSERT_EQ(trace.expanded_by(t), order[t - 1]) << "step " << t;
      ASSERT_EQ(counters.current, order[t - 1]) << "step " << t;
      ASSERT_EQ(counters.layer, cost[order[t - 1]]) << "step " << t;
    }
    if (next == told.size()) {
      ASSERT_EQ(trace.steps(), t);
      break;
    }
  }
  EXPECT_EQ(trace.layer_starts(), layer_starts);
}

TEST(Trace, AnswersAsAReplayOfWhatTheSearchToldAtEveryStep) {
  const Shape shapes[] = {
      {1, 3000, 200, false, false, false},     // costs in a byte, parents as expanded
      {2, 3000, 60000, false, false, false},   // costs in two bytes
      {3, 3000, 100000, false, false, false},  // costs past two bytes
      {4, 3000, 300, true, false, false},      // negative costs
      {5, 3000, 200, false, true, false},      // parents the trace must keep
      {6, 3000, 200, false, false, true},      // states expanded again
      {7, 2500, 70000, true, true, true},      // all of it
  };
  for (const Shape& shape : shapes) {
    Trace trace(shape.states);
    const std::vector<Told> told = search_at_random(shape, trace);
    expect_trace_tells(told, trace, shape.states);
    if (::testing::Test::HasFatalFailure()) FAIL() << "shape " << shape.seed;
  }
}

TEST(Trace, AParentOffTheOrderAfterImprovementsKeepsEveryEarlierParent) {
  // Parents follow the order through an improvement; then one does not.
  Trace trace(4);
  Recorder recorder({.trace = &trace});
  recorder.discover(0, kNoState, 0);
  recorder.expand(0);        // step 1
  recorder.discover(1, 0, 9);
  recorder.discover(2, 0, 1);
  recorder.expand(2);        // step 2
  recorder.improve(1, 2, 2);
  recorder.discover(3, 0, 3);  // 0 is not the state being expanded
  recorder.expand(1);        // step 3
  trace.finish(true);
  EXPECT_EQ(trace.parent_at(1, 1), 0u);
  EXPECT_EQ(trace.parent_at(1, 2), 2u);
  EXPECT_EQ(trace.parent(2), 0u);
  EXPECT_EQ(trace.parent(3), 0u);
  EXPECT_EQ(trace.parent(0), kNoState);
  EXPECT_EQ(trace.cost_at(1, 1), 9);
  EXPECT_EQ(trace.cost(1), 2);
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
