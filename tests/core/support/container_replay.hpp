#pragma once
// An independent model of a search's container, replayed from the fine steps it recorded,
// to hold trace::frontier_in_order to: every discovery or improvement pushes the state with
// its cost, in the order reported; an expansion takes out the cheapest entry, the earliest
// pushed among equals, skipping stale copies (of a state taken already). That is BFS's
// FIFO queue, whose costs never fall: the search it is run on. (A search that improves a
// waiting state later is listed by where its cheaper copy is taken, which no snapshot of
// its container says; frontier_order.hpp.) It shares nothing with frontier_order.cpp, and
// each expansion the search records must be the model's front, or the model is not its.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "frontier/trace/frontier_order.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::testing {

class ContainerReplay {
 public:
  void push(trace::StateId state, std::int64_t cost) {
    entries_.insert({cost, next_++, state});
  }
  // The front, stale copies dropped on the way; none when empty.
  trace::StateId take() {
    while (!entries_.empty()) {
      const auto [cost, order, state] = *entries_.begin();
      entries_.erase(entries_.begin());
      if (taken_.contains(state)) continue;
      taken_.insert(state);
      return state;
    }
    return trace::kNoState;
  }
  // The live entries, front first.
  std::vector<trace::StateId> order() const {
    std::vector<trace::StateId> states;
    std::set<trace::StateId> listed;
    for (const auto& [cost, order, state] : entries_) {
      if (!taken_.contains(state) && listed.insert(state).second) states.push_back(state);
    }
    return states;
  }

 private:
  std::set<std::tuple<std::int64_t, std::uint64_t, trace::StateId>> entries_;
  std::set<trace::StateId> taken_;
  std::uint64_t next_ = 0;
};

inline std::vector<trace::StateId> states_of(const trace::FrontierOrder& order) {
  std::vector<trace::StateId> states;
  for (const trace::FrontierEntry& entry : order.first) states.push_back(entry.state);
  return states;
}

// Runs `algorithm` with every fine step recorded and, before each expansion, compares the
// frontier in order with the replayed container: the same states, in the same order where
// the search took them; those it never took (it ended first) as a set.
template <class P>
void expect_frontier_in_the_containers_order(std::string_view algorithm, const typename P::Case& game,
                                             const typename P::Query& query, const typename P::Rules& rules,
                                             const std::string& what) {
  trace::Trace recorded(P::state_count(algorithm, game, rules));
  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.trace = &recorded, .fine = &fine});
  const auto answer = P::run(algorithm, game, query, rules, &recorder);
  (void)answer;
  recorded.finish(true);
  ContainerReplay replay;
  const auto compare = [&](trace::Step done) {
    const trace::FrontierOrder listed =
        trace::frontier_in_order(recorded, done, {}, trace::kNoState, std::numeric_limits<std::size_t>::max());
    const std::vector<trace::StateId> held = replay.order();
    ASSERT_EQ(listed.size, held.size()) << what << " after " << done << " expansions";
    std::multiset<trace::StateId> rest_listed;
    std::multiset<trace::StateId> rest_held;
    for (std::size_t i = 0; i < held.size(); ++i) {
      if (listed.first[i].taken) {
        ASSERT_EQ(listed.first[i].state, held[i]) << what << " after " << done << " expansions, entry " << i << ": listed "
                                                  << ::testing::PrintToString(states_of(listed)) << ", replayed "
                                                  << ::testing::PrintToString(held);
      } else {
        rest_listed.insert(listed.first[i].state);
        rest_held.insert(held[i]);
      }
    }
    EXPECT_EQ(rest_listed, rest_held) << what << ": the states still waiting at the end";
  };
  trace::Step done = 0;
  for (const trace::FineStep& step : fine) {
    if (step.kind == trace::FineKind::discover || step.kind == trace::FineKind::improve) {
      replay.push(step.state, step.cost);
    } else if (step.kind == trace::FineKind::expand) {
      compare(done);
      if (::testing::Test::HasFatalFailure()) return;
      const trace::StateId front = replay.take();
      ASSERT_EQ(front, step.state) << what << ": expansion " << step.expansion
                                   << " is not the front of the replayed container";
      ++done;
    }
  }
  compare(done);
}

}  // namespace frontier::testing
