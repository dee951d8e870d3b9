// Recording Mahjong searches: a recorded run answers exactly as the judge solver does, and
// the trace obeys the invariants the visualizer relies on.

#include <gtest/gtest.h>

#include <atomic>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "frontier/mahjong/puzzle.hpp"
#include "frontier/mahjong/astar.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/mahjong/line_bfs.hpp"
#include "frontier/mahjong/run_bfs.hpp"
#include "frontier/mahjong/zero_one_bfs.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"
#include "data_files.hpp"
#include "oracle.hpp"

namespace frontier::mahjong {
namespace {

using trace::FineKind;
using trace::FineStep;
using trace::kNever;
using trace::Recorder;
using trace::StateId;
using trace::Step;
using trace::Trace;

struct Recorded {
  Answer answer;
  Trace trace;
};

Recorded record(std::string_view algorithm, const Board& board, const Pair& pair, const Rules& rules = {}) {
  Recorded recorded{{}, Trace(Puzzle::state_count(algorithm, Game{board, {}}, {}))};
  Recorder recorder({.trace = &recorded.trace});
  recorded.answer = Puzzle::run(algorithm, Game{board, {}}, pair, rules, &recorder);
  recorded.trace.finish(!recorded.answer.stopped);
  return recorded;
}

void check_invariants(std::string_view algorithm, const Board& board, const Pair& pair, const Recorded& r) {
  const Trace& trace = r.trace;
  // Discovered strictly before expanded; never expanded unseen.
  for (StateId s = 0; s < trace.state_count(); ++s) {
    if (trace.expanded_at(s) != kNever) {
      ASSERT_LT(trace.discovered_at(s), trace.expanded_at(s)) << "state " << s;
    }
  }
  // Layers (costs of the expanded states) never decrease; for A*, cost plus estimate, the
  // order of its queue (a state's cost alone may fall from one expansion to the next).
  std::int64_t previous = 0;
  for (Step k = 1; k <= trace.steps(); ++k) {
    const StateId s = trace.expanded_by(k);
    const std::optional<std::int64_t> estimate = Puzzle::estimate(algorithm, Game{board, {}}, pair, s);
    const std::int64_t layer = trace.cost_at(s, k) + estimate.value_or(0);
    ASSERT_GE(layer, previous) << "expansion " << k;
    previous = layer;
  }
  // The frontier at t is exactly the discovered-but-unexpanded states.
  for (Step t = 0; t <= trace.steps(); ++t) {
    std::size_t frontier = 0;
    for (StateId s = 0; s < trace.state_count(); ++s) frontier += trace.mark(s, t) == trace::Mark::frontier;
    ASSERT_EQ(trace.counters(t).frontier, frontier) << "step " << t;
  }
  // The witness's states are a parent chain met in the order of the search.
  const auto& states = r.answer.states;
  if (!r.answer.found()) {
    EXPECT_TRUE(states.empty());
    return;
  }
  ASSERT_FALSE(states.empty());
  EXPECT_EQ(Puzzle::decode(algorithm, Game{board, {}}, states.front()).first().cell, pair.from);
  EXPECT_EQ(Puzzle::decode(algorithm, Game{board, {}}, states.back()).first().cell, pair.to);
  EXPECT_EQ(trace.cost(states.back()), r.answer.segments);
  EXPECT_EQ(trace.parent(states.front()), trace::kNoState);
  for (std::size_t i = 1; i < states.size(); ++i) {
    EXPECT_EQ(trace.parent(states[i]), states[i - 1]);
    ASSERT_NE(trace.expanded_at(states[i - 1]), kNever);
    // The link was made while the parent was expanded (in 0-1 BFS possibly as an
    // improvement of a state discovered earlier by a dearer way).
    EXPECT_EQ(trace.parent_at(states[i], trace.expanded_at(states[i - 1])), states[i - 1]);
    if (trace.expanded_at(states[i]) != kNever) {
      EXPECT_LT(trace.expanded_at(states[i - 1]), trace.expanded_at(states[i]));
    }
  }
}

TEST(MahjongTrace, RecordedRunsAnswerAsTheJudgeSolverAndKeepTheInvariants) {
  SplitMix64 random(99);
  for (int n = 0; n < 300; ++n) {
    const Board board = test_support::random_board(random, static_cast<int>(random.uniform(1, 8)),
                                                   static_cast<int>(random.uniform(1, 8)), 0.45);
    const Pair pair = test_support::random_pair(random, board);
    for (const auto& algorithm : Puzzle::algorithms()) {
      const Recorded recorded = record(algorithm.name, board, pair);
      EXPECT_EQ(recorded.answer, Puzzle::run(algorithm.name, Game{board, {}}, pair, {}, nullptr)) << algorithm.name;
      EXPECT_TRUE(recorded.trace.completed());
      check_invariants(algorithm.name, board, pair, recorded);
    }
  }
}

TEST(MahjongTrace, ZeroOneBfsWitnessesAreExpandedInOrder) {
  const Board board = test_support::board_from({"XXXXX", "X   X", "XXX X", " XXX "});
  const Pair pair{{3, 1}, {4, 4}};
  const Recorded r = record(kZeroOneBfsName, board, pair);
  ASSERT_EQ(r.answer.segments, 3);
  for (const StateId s : r.answer.states) EXPECT_NE(r.trace.expanded_at(s), kNever);  // the target too
  const Recorded lines = record(kLineBfsName, board, pair);
  ASSERT_EQ(lines.answer.segments, 3);
  EXPECT_EQ(lines.trace.expanded_at(lines.answer.states.back()), kNever);  // found when discovered
  EXPECT_EQ(lines.trace.cost(lines.answer.states.back()), 3);
  // run-bfs: start, the two runs expanded on the way, the target; the third run, which
  // holds the target's neighbour, ends the search when it is discovered.
  const Recorded runs = record(kRunBfsName, board, pair);
  ASSERT_EQ(runs.answer.segments, 3);
  ASSERT_EQ(runs.answer.states.size(), 4u);
  EXPECT_EQ(runs.trace.expanded_at(runs.answer.states.back()), kNever);
  EXPECT_EQ(runs.trace.cost(runs.answer.states.back()), 3);
  EXPECT_EQ(runs.trace.cost(runs.answer.states[1]), 1);
  EXPECT_EQ(runs.trace.cost(runs.answer.states[2]), 2);
}

std::vector<FineStep> fine_steps(std::string_view algorithm, const Board& board, const Pair& pair, Step first,
                                 Step last, Answer* answer = nullptr) {
  std::vector<FineStep> fine;
  Recorder recorder({.fine = &fine, .fine_first = first, .fine_last = last});
  const Answer a = Puzzle::run(algorithm, Game{board, {}}, pair, {}, &recorder);
  if (answer) *answer = a;
  return fine;
}

TEST(MahjongTrace, FineStepsOfOneExpansionAreReDerivedExactly) {
  SplitMix64 random(5);
  for (int n = 0; n < 40; ++n) {
    const Board board = test_support::random_board(random, 6, 5, 0.4);
    const Pair pair = test_support::random_pair(random, board);
    for (const auto& algorithm : Puzzle::algorithms()) {
      const std::vector<FineStep> all = fine_steps(algorithm.name, board, pair, 0, kNever);
      Step expansions = 0;
      for (const FineStep& step : all) {
        expansions += step.kind == FineKind::expand;
        if (step.kind == FineKind::line) {
          ASSERT_GE(step.line, 1);
          ASSERT_LE(static_cast<std::size_t>(step.line), algorithm.pseudocode.size());
        }
      }
      for (Step k = 1; k <= expansions; k += 3) {
        Answer answer;
        const std::vector<FineStep> one = fine_steps(algorithm.name, board, pair, k, k, &answer);
        std::vector<FineStep> expected;
        for (const FineStep& step : all) {
          if (step.expansion == k) expected.push_back(step);
        }
        ASSERT_EQ(one.size(), expected.size()) << algorithm.name << " expansion " << k;
        for (std::size_t i = 0; i < one.size(); ++i) {
          EXPECT_EQ(one[i].kind, expected[i].kind);
          EXPECT_EQ(one[i].line, expected[i].line);
          EXPECT_EQ(one[i].state, expected[i].state);
          EXPECT_EQ(one[i].cost, expected[i].cost);
        }
        if (k < expansions) {
          EXPECT_TRUE(answer.stopped) << "a fine-only run stops after its range";
        }
      }
    }
  }
}

// Every named line of an algorithm, in order, written out here (not taken from the enum's
// range) so that a line the search never names is caught.
struct NamedLine {
  int number;
  const char* name;
};
template <class Line>
NamedLine named(Line line, const char* name) {
  return {static_cast<int>(line), name};
}
std::vector<NamedLine> named_lines(std::string_view algorithm) {
  using Z = ZeroOneBfsLine;
  using L = LineBfsLine;
  using R = RunBfsLine;
  if (algorithm == kRunBfsName) {
    return {named(R::same_ends, "same_ends"),         named(R::expand_start, "expand_start"),
            named(R::beside_start, "beside_start"),   named(R::apart, "apart"),
            named(R::enqueue_first, "enqueue_first"),
            named(R::first_goal_test, "first_goal_test"), named(R::loop, "loop"),
            named(R::dequeue, "dequeue"),             named(R::each_cell, "each_cell"),
            named(R::cross, "cross"),                 named(R::discover_cross, "discover_cross"),
            named(R::goal_test, "goal_test")};
  }
  if (algorithm == kZeroOneBfsName) {
    return {named(Z::same_ends, "same_ends"),   named(Z::push_start, "push_start"), named(Z::loop, "loop"),
            named(Z::pop, "pop"),               named(Z::goal_test, "goal_test"),   named(Z::look_ahead, "look_ahead"),
            named(Z::test_ahead, "test_ahead"), named(Z::push_ahead, "push_ahead"), named(Z::each_turn, "each_turn"),
            named(Z::test_turn, "test_turn"),   named(Z::push_turn, "push_turn"),   named(Z::no_path, "no_path")};
  }
  if (algorithm == kLineBfsName) {
    return {named(L::same_ends, "same_ends"),     named(L::enqueue_start, "enqueue_start"),
            named(L::loop, "loop"),               named(L::dequeue, "dequeue"),
            named(L::each_direction, "each_direction"), named(L::test_next, "test_next"),
            named(L::discover_next, "discover_next"), named(L::goal_test, "goal_test"),
            named(L::step_on, "step_on"),         named(L::no_path, "no_path")};
  }
  if (algorithm == kAstarName) {
    using A = AstarLine;
    return {named(A::same_ends, "same_ends"),   named(A::push_start, "push_start"), named(A::loop, "loop"),
            named(A::pop, "pop"),               named(A::goal_test, "goal_test"),   named(A::look_ahead, "look_ahead"),
            named(A::test_ahead, "test_ahead"), named(A::push_ahead, "push_ahead"), named(A::each_turn, "each_turn"),
            named(A::test_turn, "test_turn"),   named(A::push_turn, "push_turn"),   named(A::no_path, "no_path")};
  }
  ADD_FAILURE() << "no named lines for " << algorithm;
  return {};
}

TEST(MahjongTrace, EveryPseudocodeLineIsReported) {
  // The samples first, then random boards: sparse ones for long walks, dense ones for
  // walled-in cards that have no path.
  std::vector<Game> games;
  const auto samples = test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "mahjong", ".out");
  ASSERT_FALSE(samples.empty());
  for (const auto& input : samples) {
    for (Game& game : Puzzle::read(test_data::slurp(input)).games) games.push_back(std::move(game));
  }
  SplitMix64 random(11);
  for (int n = 0; n < 60; ++n) {
    Game game{test_support::random_board(random, 5, 5, n % 2 ? 0.5 : 0.85), {}};
    game.pairs.push_back(n == 0 ? Pair{{1, 1}, {1, 1}} : test_support::random_pair(random, game.board));
    games.push_back(std::move(game));
  }
  for (const auto& algorithm : Puzzle::algorithms()) {
    const std::vector<NamedLine> names = named_lines(algorithm.name);
    ASSERT_EQ(names.size(), algorithm.pseudocode.size()) << algorithm.name;
    for (std::size_t i = 0; i < names.size(); ++i) {
      EXPECT_EQ(names[i].number, static_cast<int>(i) + 1) << algorithm.name << " line " << names[i].name;
    }
    std::set<int> lines;
    for (const Game& game : games) {
      for (const Pair& pair : game.pairs) {
        for (const FineStep& step : fine_steps(algorithm.name, game.board, pair, 0, kNever)) {
          if (step.kind == FineKind::line) lines.insert(step.line);
        }
      }
    }
    for (const NamedLine& line : names) {
      EXPECT_TRUE(lines.count(line.number)) << algorithm.name << " never reports line " << line.number << " ("
                                            << line.name << ")";
    }
    EXPECT_EQ(lines.size(), algorithm.pseudocode.size()) << algorithm.name << " reports a line it does not have";
  }
}

TEST(MahjongTrace, CancelStopsTheSearch) {
  const Board board(20, 20);
  std::atomic<bool> cancel{true};
  for (const auto& algorithm : Puzzle::algorithms()) {
    Trace trace(Puzzle::state_count(algorithm.name, Game{board, {}}, {}));
    Recorder recorder({.trace = &trace, .cancel = &cancel});
    const Answer answer = Puzzle::run(algorithm.name, Game{board, {}}, {{1, 1}, {20, 20}}, {}, &recorder);
    EXPECT_TRUE(answer.stopped);
    EXPECT_EQ(recorder.step(), 0u);
  }
}

// A*: the states leave the queue in order of cost + estimate (the estimate is consistent),
// none past the oracle's segments (it is admissible), and every state on the target, or
// with the target straight ahead, is estimated 0; other searches have no estimate.
TEST(MahjongTrace, AstarExpandsByCostPlusEstimateNeverPastTheAnswer) {
  SplitMix64 random(20260102);
  int found = 0;
  for (int board_number = 0; board_number < 400; ++board_number) {
    const int width = static_cast<int>(random.uniform(1, 8));
    const int height = static_cast<int>(random.uniform(1, 8));
    const Board board = test_support::random_board(random, width, height, static_cast<double>(random.uniform(0, 8)) / 10.0);
    const Game game{board, {}};
    for (int q = 0; q < 4; ++q) {
      const Pair pair = test_support::random_pair(random, board);
      for (const Rules rules : {Rules{}, Rules{.may_leave_board = false}}) {
        const int expected = test_support::oracle_segments(board, pair, rules);
        Trace trace(Puzzle::state_count(kAstarName, game, rules));
        Recorder recorder({.trace = &trace});
        ASSERT_EQ(Puzzle::run(kAstarName, game, pair, rules, &recorder).segments, expected);
        trace.finish(true);
        found += expected > 0;
        std::int64_t last_f = 0;
        for (Step t = 1; t <= trace.steps(); ++t) {
          const StateId s = trace.expanded_by(t);
          const std::optional<std::int64_t> h = Puzzle::estimate(kAstarName, game, pair, s);
          ASSERT_TRUE(h.has_value());
          ASSERT_GE(*h, 0);
          ASSERT_LE(*h, 2);
          const StatePart heading = Puzzle::decode(kAstarName, game, s).first();
          const int rows = pair.to.row - heading.cell.row, cols = pair.to.col - heading.cell.col;
          const bool on_its_line = heading.direction % 2 == 0 ? cols == 0 : rows == 0;
          const int ahead = rows * kRowStep[heading.direction] + cols * kColStep[heading.direction];
          if (on_its_line && ahead >= 0) {
            ASSERT_EQ(*h, 0);
          }
          if (ahead < 0) {
            ASSERT_EQ(*h, 2) << "the target is behind";
          }
          const std::int64_t f = trace.cost(s) + *h;
          ASSERT_GE(f, last_f) << "expansion " << t;
          if (expected > 0) {
            ASSERT_LE(f, expected) << "expansion " << t;
          }
          last_f = f;
        }
        std::size_t expanded = 0;  // states expanded, each once: so as many as the expansions
        for (StateId s = 0; s < trace.state_count(); ++s) expanded += trace.expanded_at(s) != kNever;
        ASSERT_EQ(expanded, trace.steps());
      }
    }
  }
  EXPECT_GT(found, 500);
  EXPECT_EQ(Puzzle::estimate(kZeroOneBfsName, Game{Board(2, 2), {}}, {{1, 1}, {2, 2}}, 0), std::nullopt);
}

}  // namespace
}  // namespace frontier::mahjong
