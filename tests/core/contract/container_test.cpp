// The Frontier panel's list (trace::frontier_in_order) held, for every search of every
// puzzle of core's list, to an independent replay of the container the search declares
// (AlgorithmInfo::container), fed by the fine steps it recorded on random boards: every
// discovery or improvement pushes the state where that container puts it (a queue's back,
// the deque's front when it costs no more than the state expanded, else its back; the
// priority queue by cost plus A*'s estimate, equal keys as its ties say; the stack's top;
// the queue of the side that reached it), and every expansion must be what the container
// gives next, stale copies of a state taken already passed over. A search in stages starts
// a new container of its next stage's kind where it sets the old one aside. Before each
// expansion the list must be the states waiting in the order the replayed container gives
// them out from there (those still waiting when the search ended, as a set), and none a
// stage left behind. Nothing here is shared with frontier_order.cpp.

#include <gtest/gtest.h>

#include <atomic>
#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "every_puzzle.hpp"
#include "frontier/puzzles.hpp"
#include "frontier/trace/frontier_order.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier {
namespace {

using trace::Container;
using trace::StateId;

// Lists checked a run, spread over it, the last included; random files a puzzle; the
// state spaces checked at every size, and the runs of larger ones that discover few.
constexpr trace::Step kChecksARun = 40;
constexpr std::uint64_t kSeeds = 8;
constexpr std::size_t kMostStates = 20000;
constexpr std::size_t kMostDiscovered = 3000;

// One copy of a state in the container.
struct Entry {
  StateId state = trace::kNoState;
  std::int64_t key = 0;
  std::uint64_t pushed = 0;  // the order of pushes
  int side = 0;              // two_queues: 0 from the start, 1 from the other end
};

class ReplayedContainer {
 public:
  ReplayedContainer(Container kind, trace::Ties ties) : kind_(kind), ties_(ties) {}

  void push(StateId state, std::int64_t cost, std::int64_t estimate, std::int64_t expanding_cost, int side) {
    const Entry entry{state, cost + estimate, next_++, side};
    switch (kind_) {
      case Container::queue:
      case Container::two_queues: queue_[side].push_back(entry); break;
      case Container::stack: queue_[0].push_back(entry); break;  // the back is the top
      case Container::deque:
        if (cost <= expanding_cost) {
          queue_[0].push_front(entry);
        } else {
          queue_[0].push_back(entry);
        }
        break;
      case Container::priority_queue:
        if (ties_ == trace::Ties::lowest_state) {
          buckets_[entry.key].entries.push_back(entry);
        } else {
          // Equal keys by the order pushed, or the reverse.
          const auto order = static_cast<std::int64_t>(entry.pushed);
          heap_.insert({entry.key, ties_ == trace::Ties::last_pushed ? -order : order, entry.state, entry.pushed});
        }
        break;
    }
  }

  // What the container gives out next, stale copies dropped; for two queues, the front of
  // either (the search chooses the side), `expected` when it is one of them.
  Entry take(StateId expected) {
    drop_stale();
    Entry taken;
    switch (kind_) {
      case Container::queue:
      case Container::deque:
        if (!queue_[0].empty()) {
          taken = queue_[0].front();
          queue_[0].pop_front();
        }
        break;
      case Container::stack:
        if (!queue_[0].empty()) {
          taken = queue_[0].back();
          queue_[0].pop_back();
        }
        break;
      case Container::two_queues:
        for (int side : {0, 1}) {
          if (!queue_[side].empty() && queue_[side].front().state == expected) {
            taken = queue_[side].front();
            queue_[side].pop_front();
            break;
          }
        }
        break;
      case Container::priority_queue:
        if (ties_ == trace::Ties::lowest_state) {
          while (!buckets_.empty() && buckets_.begin()->second.entries.empty()) buckets_.erase(buckets_.begin());
          if (buckets_.empty()) break;
          Bucket& bucket = buckets_.begin()->second;
          if (!bucket.started) {
            std::ranges::stable_sort(bucket.entries, [](const Entry& a, const Entry& b) { return a.state < b.state; });
            bucket.started = true;
          }
          taken = bucket.entries.front();
          bucket.entries.erase(bucket.entries.begin());
        } else if (!heap_.empty()) {
          const auto [key, order, state, pushed] = *heap_.begin();
          heap_.erase(heap_.begin());
          taken = Entry{state, key, pushed, 0};
        }
        break;
    }
    if (taken.state != trace::kNoState) taken_at_[taken.state] = next_;
    return taken;
  }

  bool taken(StateId state) const { return taken_at_.contains(state); }
  // The states waiting, each once: what a stage leaves behind when it ends.
  std::set<StateId> waiting() {
    drop_stale();
    std::set<StateId> states;
    for (const auto& queue : queue_) {
      for (const Entry& e : queue) states.insert(e.state);
    }
    for (const auto& e : heap_) states.insert(std::get<2>(e));
    for (const auto& [key, bucket] : buckets_) {
      for (const Entry& e : bucket.entries) states.insert(e.state);
    }
    std::erase_if(states, [this](StateId s) { return taken(s); });
    return states;
  }

 private:
  // A copy pushed before its state was last taken is stale: a state reached again more
  // cheaply after it was taken (DFS) is pushed anew, and that copy is live.
  bool stale(StateId state, std::uint64_t pushed) const {
    const auto at = taken_at_.find(state);
    return at != taken_at_.end() && pushed < at->second;
  }
  void drop_stale() {
    for (auto& queue : queue_) {
      std::erase_if(queue, [this](const Entry& e) { return stale(e.state, e.pushed); });
    }
    std::erase_if(heap_, [this](const auto& e) { return stale(std::get<2>(e), std::get<3>(e)); });
    for (auto& [key, bucket] : buckets_) {
      std::erase_if(bucket.entries, [this](const Entry& e) { return stale(e.state, e.pushed); });
    }
  }

  Container kind_;
  trace::Ties ties_;
  std::deque<Entry> queue_[2];
  std::set<std::tuple<std::int64_t, std::int64_t, StateId, std::uint64_t>> heap_;
  // Ties::lowest_state: a list a key, sorted by state when its turn comes; a push of that
  // key while its turn is under way joins the list's end.
  struct Bucket {
    std::vector<Entry> entries;
    bool started = false;
  };
  std::map<std::int64_t, Bucket> buckets_;
  std::map<StateId, std::uint64_t> taken_at_;  // the push count when the state was last taken
  std::uint64_t next_ = 0;
};

template <class P>
std::int64_t estimate_of(std::string_view algorithm, const typename P::Case& game, const typename P::Query& query, StateId state) {
  if constexpr (EstimatesStates<P>) {
    return P::estimate(algorithm, game, query, state).value_or(0);
  } else {
    return 0;
  }
}

// One search on one query: the replay fed by its fine steps, the list checked before each
// expansion against the order the replay then gives the waiting states out.
template <class P>
void expect_list_is_the_containers(const trace::AlgorithmInfo& info, const typename P::Case& game,
                                   const typename P::Query& query, const typename P::Rules& rules, const std::string& what,
                                   std::size_t& entries_checked, std::size_t& stages_run) {
  trace::Trace recorded(P::state_count(info.name, game, rules));
  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.trace = &recorded, .fine = &fine});
  (void)P::run(info.name, game, query, rules, &recorder);
  recorded.finish(true);

  // First the whole run through the replay: the order every state is given out. Each
  // stage of a search in stages has a container of its own; what one leaves is kept.
  std::size_t stage = 0;
  auto replay = std::make_unique<ReplayedContainer>(info.keeping(stage).container, info.keeping(stage).ties);
  std::set<StateId> taken_ever;
  std::map<StateId, trace::Step> left_behind;  // by a stage's end, at that step
  std::map<StateId, int> side;
  std::map<StateId, std::int64_t> cost;
  std::vector<StateId> given_out;  // expansion k (1-based) is given_out[k - 1]
  StateId expanding = trace::kNoState;
  int set_up_pushes = 0;
  for (const trace::FineStep& step : fine) {
    if (step.kind == trace::FineKind::discover || step.kind == trace::FineKind::improve) {
      // Two queues: the set-up's first push starts the first side, the others the second;
      // a state reached joins its expanding state's side. One container has one side.
      int from_side = 0;
      if (info.container == Container::two_queues) from_side = step.expansion == 0 ? (set_up_pushes++ == 0 ? 0 : 1) : side[expanding];
      if (!side.contains(step.state) || step.kind == trace::FineKind::improve) side[step.state] = from_side;
      cost[step.state] = step.cost;
      const std::int64_t expanding_cost = expanding == trace::kNoState ? std::numeric_limits<std::int64_t>::min() : cost[expanding];
      replay->push(step.state, step.cost, estimate_of<P>(info.name, game, query, step.state), expanding_cost, from_side);
    } else if (step.kind == trace::FineKind::set_aside) {
      ASSERT_LT(stage + 1, info.stages.size()) << what << ": a stage set aside that the search does not declare";
      for (const StateId s : replay->waiting()) left_behind.emplace(s, step.expansion);
      ++stage;
      replay = std::make_unique<ReplayedContainer>(info.keeping(stage).container, info.keeping(stage).ties);
      expanding = trace::kNoState;
    } else if (step.kind == trace::FineKind::expand) {
      const Entry next = replay->take(step.state);
      taken_ever.insert(step.state);
      ASSERT_EQ(next.state, step.state) << what << ": expansion " << step.expansion << " is not what the "
                                        << static_cast<int>(info.container) << " container gives next";
      expanding = step.state;
      given_out.push_back(step.state);
    }
  }
  stages_run = std::max(stages_run, stage + 1);  // a query answered early runs fewer
  // Then the list before expansions spread over the run (each check is a pass over the
  // states): the waiting states in the order given out.
  std::vector<trace::Step> checks;
  const trace::Step every = std::max<trace::Step>(1, recorded.steps() / kChecksARun);
  for (trace::Step done = 0; done < recorded.steps(); done += every) checks.push_back(done);
  checks.push_back(recorded.steps());
  for (const trace::Step done : checks) {
    const trace::FrontierOrder listed =
        trace::frontier_in_order(recorded, done, {}, trace::kNoState, std::numeric_limits<std::size_t>::max());
    std::vector<StateId> taken_later;
    std::set<StateId> seen;
    std::set<StateId> never;
    for (const trace::FrontierEntry& entry : listed.first) {
      if (entry.taken) {
        taken_later.push_back(entry.state);
      } else {
        never.insert(entry.state);
      }
    }
    std::vector<StateId> expected;
    for (std::size_t k = done; k < given_out.size(); ++k) {
      const StateId s = given_out[k];
      // Waiting now: reached by expansion `done`, and not taken before.
      if (recorded.discovered_at(s) <= done && recorded.expanded_at(s) > done && seen.insert(s).second) expected.push_back(s);
    }
    ASSERT_EQ(taken_later, expected) << what << " after " << done << " expansions";
    entries_checked += expected.size();
    for (const StateId s : never) {
      EXPECT_FALSE(taken_ever.contains(s)) << what << ": " << s << " is listed as never taken";
      EXPECT_LE(recorded.discovered_at(s), done) << what;
      const auto left = left_behind.find(s);
      EXPECT_TRUE(left == left_behind.end() || left->second > done)
          << what << ": " << s << " is listed after " << done << " expansions, left behind by its stage at " << left->second;
    }
  }
}

// Whether `algorithm` discovers at most kMostDiscovered states on this query: run once
// without a recorder, counting, and stopped past the limit.
template <class P>
bool small_run(std::string_view algorithm, const typename P::Case& game, const typename P::Query& query,
               const typename P::Rules& rules) {
  struct Counter final : trace::FineSink {
    std::size_t discovered = 0;
    std::atomic<bool> stop{false};
    void take(const trace::FineStep& step) override {
      if (step.kind == trace::FineKind::discover && ++discovered > kMostDiscovered) stop.store(true);
    }
  } counter;
  trace::Recorder recorder({.cancel = &counter.stop, .sink = &counter});
  (void)P::run(algorithm, game, query, rules, &recorder);
  return counter.discovered <= kMostDiscovered;
}

template <class P>
class Containers : public ::testing::Test {};
TYPED_TEST_SUITE(Containers, testing::EveryPuzzle, testing::PuzzleIds);

template <class P>
typename P::File random_file(std::uint64_t seed) {
  GenerateValues values;
  for (const GenerateParameter& parameter : P::generate_parameters()) {
    const std::string id(parameter.id);
    if (id == kRowsParameter || id == kColsParameter) values[id] = std::max(parameter.minimum, 4.0 + static_cast<double>(seed % 3));
    if (id == kQueriesParameter || id == kCasesParameter) values[id] = std::max(parameter.minimum, 2.0);
  }
  return P::generate(seed, values);
}

TYPED_TEST(Containers, TheListIsTheDeclaredContainersOrderForEverySearchOnRandomBoards) {
  using P = TypeParam;
  const typename P::Rules rules = P::rules_from({});
  std::vector<trace::AlgorithmInfo> searches;
  for (const auto& list : {P::algorithms(), P::lessons()}) {
    searches.insert(searches.end(), list.begin(), list.end());
  }
  std::size_t entries_checked = 0;
  std::set<std::string_view> checked_searches;
  std::map<std::string_view, std::size_t> stages_run;
  for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) {
    const typename P::File file = random_file<P>(seed);
    for (std::size_t c = 0; c < P::case_count(file); ++c) {
      for (std::size_t q = 0; q < P::query_count(file, c); ++q) {
        for (const trace::AlgorithmInfo& info : searches) {
          // A run of a state space too large to check in a moment (the 8-puzzle's 9!
          // frames from a far start) is passed over.
          if (P::state_count(info.name, P::case_at(file, c), rules) > kMostStates &&
              !small_run<P>(info.name, P::case_at(file, c), P::query_at(file, c, q), rules)) {
            continue;
          }
          const std::string what = std::string(P::kId) + " " + std::string(info.name) + " seed " + std::to_string(seed) +
                                   " case " + std::to_string(c) + " query " + std::to_string(q);
          const std::size_t before = entries_checked;
          expect_list_is_the_containers<P>(info, P::case_at(file, c), P::query_at(file, c, q), rules, what, entries_checked,
                                           stages_run[info.name]);
          if (::testing::Test::HasFatalFailure()) return;
          if (entries_checked > before) checked_searches.insert(info.name);
        }
      }
    }
  }
  // Not passed by default: every search held was seen with states waiting.
  for (const trace::AlgorithmInfo& info : searches) {
    EXPECT_TRUE(checked_searches.contains(info.name)) << P::kId << " " << info.name << " never had a state waiting to check";
    EXPECT_EQ(stages_run[info.name], std::max<std::size_t>(info.stages.size(), 1)) << P::kId << " " << info.name << ": not every stage was run";
  }
  EXPECT_GT(entries_checked, 100u) << P::kId;
}

}  // namespace
}  // namespace frontier
