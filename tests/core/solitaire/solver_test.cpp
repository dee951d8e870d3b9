// Both algorithms against the brute-force oracle, and the edge cases by name.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/solitaire/generator.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"
#include "oracle.hpp"

namespace frontier::solitaire {
namespace {

Answer answer_of(std::string_view algorithm, const Case& question, const Rules& rules) {
  return Puzzle::run(algorithm, question, question, rules, nullptr);
}

Configuration make(std::array<Cell, 4> pieces) { return Configuration{pieces}; }

// Unoptimised builds (the sanitizer preset is a Debug build) run this search code some
// 30 times slower: there the random comparison takes fewer starts and checks bfs and
// iddfs (the slow ones) on every 4th case. Optimised builds check everything.
#ifdef __OPTIMIZE__
constexpr int kOracleStarts = 20;
constexpr int kBfsEvery = 1;
#else
constexpr int kOracleStarts = 4;
constexpr int kBfsEvery = 4;
#endif

const Configuration kCorner = make({{{1, 1}, {1, 2}, {2, 1}, {2, 2}}});
// Every distance from the corner position up to 16 moves, built once for two tests.
const oracle::Distances& from_the_corner() {
  static const oracle::Distances distances(kCorner, kMaxMaxMoves);
  return distances;
}

Rules limit(int k) {
  Rules rules;
  rules.max_moves = k;
  return rules;
}

// Checks the algorithms on one case against the oracle's distance (-1: beyond it); the
// slow ones, bfs and iddfs (which does bfs's work again and again), only `with_bfs`.
void expect_matches(const Case& question, int k, int distance, const std::string& label, bool with_bfs = true) {
  const bool yes = distance >= 0 && distance <= k;
  for (const auto& algorithm : Puzzle::algorithms()) {
    if (!with_bfs && (algorithm.name == kBfsName || algorithm.name == kIddfsName)) continue;
    const Answer answer = answer_of(algorithm.name, question, limit(k));
    SCOPED_TRACE(label + " K=" + std::to_string(k) + " algorithm=" + std::string(algorithm.name));
    ASSERT_FALSE(answer.stopped);
    ASSERT_EQ(answer.reachable, yes) << "oracle distance " << distance;
    if (yes) {
      ASSERT_EQ(answer.fewest_moves, distance);
      ASSERT_TRUE(oracle::replays_to_goal(question, answer));
    } else {
      ASSERT_FALSE(answer.fewest_moves.has_value());
      ASSERT_TRUE(answer.moves.empty());
    }
  }
}

// 20 starts x 100 goals = 2000 cases (in optimised builds). Goals are random walks of 0..12 moves (mostly within
// reach at K = 8, some just beyond: the hardest NO cases) or, one in four, fully random
// (almost always far). Each case is checked at K = 8 and at one other K from 0..10 (the
// oracle searches 10 moves deep); bfs and iddfs, whose work grows ~1.7x per layer, only at
// the other K up to 7, to keep the test quick (EightMovesAwayIsYesNineIsNo checks it at 9).
TEST(SolitaireVsOracle, RandomCasesAtEightAndOtherLimits) {
  constexpr int kRadius = 10;
  SplitMix64 random(0x5011'7A1E);
  int cases = 0;
  int yes_at_eight = 0;
  for (int s = 0; s < kOracleStarts; ++s) {
    const Configuration start = random_configuration(random);
    const oracle::Distances distances(start, kRadius);
    for (int g = 0; g < 100; ++g) {
      const Configuration goal = random.uniform(0, 3) == 0
                                     ? random_configuration(random)
                                     : shuffled(random_walk(start, static_cast<int>(random.uniform(0, 12)), random), random);
      const Case question{start, goal};
      const int distance = distances.to(goal);
      const std::string label = "start " + std::to_string(s) + " goal " + std::to_string(g);
      expect_matches(question, 8, distance, label, g % kBfsEvery == 0);
      int other = static_cast<int>(random.uniform(0, kRadius - 1));
      if (other == 8) other = kRadius;
      expect_matches(question, other, distance, label, other < 8 && g % kBfsEvery == 0);
      ++cases;
      yes_at_eight += distance >= 0 && distance <= 8;
    }
  }
  EXPECT_EQ(cases, kOracleStarts * 100);
  // Both answers must be well represented, or the comparison proves little.
  EXPECT_GT(yes_at_eight, cases / 2);
  EXPECT_LT(yes_at_eight, cases * 9 / 10);
}

// The judge sample.
TEST(SolitaireEdgeCases, StatementSample) {
  const Case question{make({{{4, 4}, {4, 5}, {5, 4}, {6, 5}}}), make({{{2, 4}, {3, 3}, {3, 6}, {4, 6}}})};
  for (const auto& algorithm : Puzzle::algorithms()) {
    const Answer answer = answer_of(algorithm.name, question, Rules{});
    EXPECT_TRUE(answer.reachable) << algorithm.name;
    EXPECT_TRUE(oracle::replays_to_goal(question, answer)) << algorithm.name;
  }
}

TEST(SolitaireEdgeCases, StartEqualsGoalIsZeroMovesEvenAtKZero) {
  const Configuration start = make({{{1, 1}, {8, 8}, {4, 5}, {2, 7}}});
  // The goal lists the same squares in another order: pieces are identical.
  const Configuration goal = make({{{4, 5}, {2, 7}, {8, 8}, {1, 1}}});
  for (const auto& algorithm : Puzzle::algorithms()) {
    for (int k : {0, 8}) {
      const Answer answer = answer_of(algorithm.name, Case{start, goal}, limit(k));
      EXPECT_TRUE(answer.reachable);
      EXPECT_EQ(answer.fewest_moves, 0);
      EXPECT_TRUE(answer.moves.empty());
    }
  }
}

TEST(SolitaireEdgeCases, KZeroRefusesEvenOneMove) {
  const Case question{make({{{1, 1}, {1, 2}, {1, 3}, {1, 4}}}), make({{{2, 1}, {1, 2}, {1, 3}, {1, 4}}})};
  for (const auto& algorithm : Puzzle::algorithms()) {
    EXPECT_FALSE(answer_of(algorithm.name, question, limit(0)).reachable);
    const Answer one = answer_of(algorithm.name, question, limit(1));
    EXPECT_EQ(one.fewest_moves, 1);
    EXPECT_EQ(one.moves, (std::vector<Move>{{{1, 1}, {2, 1}, false}}));
  }
}

TEST(SolitaireEdgeCases, OneJumpOverANeighbour) {
  // (1,1) jumps right over (1,2) onto (1,3): one move.
  const Case question{make({{{1, 1}, {1, 2}, {8, 8}, {8, 7}}}), make({{{1, 3}, {1, 2}, {8, 8}, {8, 7}}})};
  for (const auto& algorithm : Puzzle::algorithms()) {
    const Answer answer = answer_of(algorithm.name, question, limit(1));
    EXPECT_EQ(answer.fewest_moves, 1) << algorithm.name;
    EXPECT_EQ(answer.moves, (std::vector<Move>{{{1, 1}, {1, 3}, true}})) << algorithm.name;
  }
}

TEST(SolitaireEdgeCases, NoJumpOverTwoPiecesNorOffTheBoard) {
  // A row of pieces along the top edge: (1,1) can neither jump over two pieces nor leave the board.
  const Configuration row = make({{{1, 1}, {1, 2}, {1, 3}, {1, 8}}});
  const std::vector<Move> moves = legal_moves(row);
  for (const Move& move : moves) {
    EXPECT_TRUE(on_board(move.to));
    EXPECT_FALSE(move.from == (Cell{1, 1}) && move.to == (Cell{1, 4}));
  }
  // The goal needs (1,1) at (1,4): not one jump, but reachable by stepping around.
  const Case question{row, make({{{1, 4}, {1, 2}, {1, 3}, {1, 8}}})};
  const oracle::Distances distances(row, 8);
  for (const auto& algorithm : Puzzle::algorithms()) {
    const Answer answer = answer_of(algorithm.name, question, Rules{});
    EXPECT_EQ(answer.fewest_moves, distances.to(question.goal)) << algorithm.name;
    EXPECT_GT(*answer.fewest_moves, 1);
  }
}

TEST(SolitaireEdgeCases, PiecesInACorner) {
  // Each piece: two directions off the board, the others a step or a jump.
  const std::vector<Move> expected = {
      {{1, 1}, {1, 3}, true}, {{1, 1}, {3, 1}, true},   // (1,1): right and down are jumps
      {{1, 2}, {1, 3}, false}, {{1, 2}, {3, 2}, true},  // (1,2): right steps, down jumps
      {{2, 1}, {2, 3}, true}, {{2, 1}, {3, 1}, false},  // (2,1): right jumps, down steps
      {{2, 2}, {2, 3}, false}, {{2, 2}, {3, 2}, false}, // (2,2): right and down step
  };
  EXPECT_EQ(legal_moves(kCorner), expected);
  // Into the opposite corner: far more than 8 moves.
  const Case question{kCorner, make({{{8, 8}, {8, 7}, {7, 8}, {7, 7}}})};
  const int distance = from_the_corner().to(question.goal);
  EXPECT_TRUE(distance == -1 || distance > 8);
  for (const auto& algorithm : Puzzle::algorithms()) {
    EXPECT_FALSE(answer_of(algorithm.name, question, Rules{}).reachable);
  }
  const Answer answer = answer_of(kBidirectionalBfsName, question, limit(kMaxMaxMoves));
  ASSERT_EQ(answer.reachable, distance >= 0);
  if (answer.reachable) {
    EXPECT_EQ(answer.fewest_moves, distance);
    EXPECT_TRUE(oracle::replays_to_goal(question, answer));
  }
}

// A goal exactly 8 moves away is YES at K = 8; one exactly 9 away is NO at 8, YES at 9.
TEST(SolitaireEdgeCases, EightMovesAwayIsYesNineIsNo) {
  const Configuration start = make({{{4, 4}, {4, 5}, {5, 4}, {6, 5}}});
  const oracle::Distances distances(start, 9);
  SplitMix64 random(98);
  Configuration at_eight;
  Configuration at_nine;
  bool found_eight = false;
  bool found_nine = false;
  while (!found_eight || !found_nine) {
    const Configuration goal = random_walk(start, 11, random);
    if (!found_eight && distances.to(goal) == 8) at_eight = goal, found_eight = true;
    if (!found_nine && distances.to(goal) == 9) at_nine = goal, found_nine = true;
  }
  for (const auto& algorithm : Puzzle::algorithms()) {
    SCOPED_TRACE(std::string(algorithm.name));
    const Answer eight = answer_of(algorithm.name, Case{start, at_eight}, Rules{});
    EXPECT_TRUE(eight.reachable);
    EXPECT_EQ(eight.fewest_moves, 8);
    EXPECT_TRUE(oracle::replays_to_goal(Case{start, at_eight}, eight));
    EXPECT_FALSE(answer_of(algorithm.name, Case{start, at_nine}, Rules{}).reachable);
    const Answer nine = answer_of(algorithm.name, Case{start, at_nine}, limit(9));
    EXPECT_EQ(nine.fewest_moves, 9);
    EXPECT_TRUE(oracle::replays_to_goal(Case{start, at_nine}, nine));
    // One move short of the distance is NO, for odd and even limits alike.
    EXPECT_FALSE(answer_of(algorithm.name, Case{start, at_eight}, limit(7)).reachable);
  }
}

// Farther limits than the oracle test reaches: all the way to K = 16, from the corner.
TEST(SolitaireEdgeCases, LargeLimitsAgreeWithTheOracle) {
  SplitMix64 random(1616);
  for (int g = 0; g < 12; ++g) {
    const Configuration goal = random_configuration(random);
    const int distance = from_the_corner().to(goal);
    for (int k : {11, 13, 16}) {
      const bool yes = distance >= 0 && distance <= k;
      const Answer answer = answer_of(kBidirectionalBfsName, Case{kCorner, goal}, limit(k));
      ASSERT_EQ(answer.reachable, yes) << "K=" << k << " distance " << distance;
      if (yes) {
        EXPECT_EQ(answer.fewest_moves, distance);
        EXPECT_TRUE(oracle::replays_to_goal(Case{kCorner, goal}, answer));
      }
    }
  }
}

// On a NO every deepening searches all it can: deepening L expands each configuration
// within L - 1 moves of the start at least once, so iddfs's expansions add up to at least
// the sizes of those sets, and the configurations it ever expands are exactly those within
// K - 1 moves (those it ever reaches, within K).
TEST(SolitaireIddfs, EachDeepeningExpandsEveryConfigurationWithinReach) {
  constexpr int kLimit = 5;
  SplitMix64 random(1401);
  int cases = 0;
  while (cases < 3) {
    const Configuration start = random_configuration(random);
    const Configuration goal = random_configuration(random);
    const oracle::Distances distances(start, kLimit);
    if (distances.to(goal) != -1) continue;  // wanted: a NO at the limit
    ++cases;
    trace::Trace trace(Puzzle::state_count(kIddfsName, Case{}, {}));
    trace::Recorder recorder({.trace = &trace});
    ASSERT_FALSE(Puzzle::run(kIddfsName, Case{start, goal}, Case{start, goal}, limit(kLimit), &recorder).reachable);
    trace.finish(true);
    std::size_t expanded = 0, discovered = 0;
    for (trace::StateId s = 0; s < trace.state_count(); ++s) {
      expanded += trace.expanded_at(s) != trace::kNever;
      discovered += trace.discovered_at(s) != trace::kNever;
    }
    EXPECT_EQ(expanded, distances.within(kLimit - 1));
    EXPECT_EQ(discovered, distances.within(kLimit));
    std::size_t every_deepening = 0;
    for (int l = 1; l <= kLimit; ++l) every_deepening += distances.within(l - 1);
    EXPECT_GE(trace.steps(), every_deepening);
  }
}

TEST(SolitaireRun, RefusesBadInputs) {
  const Case good{make({{{1, 1}, {1, 2}, {1, 3}, {1, 4}}}), make({{{1, 1}, {1, 2}, {1, 3}, {1, 5}}})};
  EXPECT_THROW(answer_of("dfs", good, Rules{}), std::invalid_argument);
  EXPECT_THROW(answer_of(kBfsName, good, limit(-1)), std::invalid_argument);
  EXPECT_THROW(answer_of(kBfsName, good, limit(kMaxMaxMoves + 1)), std::invalid_argument);
  Case twice = good;
  twice.goal.pieces[3] = {1, 1};
  EXPECT_THROW(answer_of(kBfsName, twice, Rules{}), std::invalid_argument);
  Case off = good;
  off.start.pieces[0] = {9, 1};
  EXPECT_THROW(answer_of(kBidirectionalBfsName, off, Rules{}), std::invalid_argument);
  EXPECT_THROW(Puzzle::state_count("dfs", Case{}, {}), std::invalid_argument);
}

TEST(SolitaireRun, RegistryListsTheJudgeSolverFirst) {
  ASSERT_EQ(Puzzle::algorithms().size(), 3u);
  EXPECT_EQ(Puzzle::algorithms()[0].name, kBidirectionalBfsName);
  EXPECT_EQ(Puzzle::algorithms()[1].name, kBfsName);
  EXPECT_EQ(Puzzle::algorithms()[2].name, kIddfsName);
  EXPECT_EQ(Puzzle::state_count(kBfsName, Case{}, {}), std::size_t{kConfigurationCount});
  EXPECT_EQ(Puzzle::state_count(kIddfsName, Case{}, {}), std::size_t{kConfigurationCount});
  EXPECT_EQ(Puzzle::state_count(kBidirectionalBfsName, Case{}, {}), std::size_t{2} * kConfigurationCount);
}

TEST(SolitaireRun, JudgeOutputIsOneWordPerCase) {
  const JudgeFile file = generate_judge_file(7, 6);
  const std::string out = Puzzle::solve(file, kBidirectionalBfsName, Rules{}, kJudgeFormat);
  EXPECT_EQ(out, Puzzle::solve(file, kBfsName, Rules{}, kJudgeFormat));
  std::string expected;
  for (const Case& question : file.cases) {
    const int d = oracle::Distances(question.start, 8).to(question.goal);
    expected += d >= 0 ? "YES\n" : "NO\n";
  }
  EXPECT_EQ(out, expected);
}

}  // namespace
}  // namespace frontier::solitaire
