// Every 8-puzzle search against the tests' own brute force (oracle.hpp): on random frames,
// "unsolvable" exactly where no way reaches the goal, otherwise a move string that replays
// to the goal in as few moves as the oracle's distance. The parity rule against the brute
// force over every frame; the judge's table against its one-case search; the checker.

#include <gtest/gtest.h>

#include <string>

#include "test_scale.hpp"
#include "frontier/common/random.hpp"
#include "frontier/eight/generator.hpp"
#include "frontier/eight/goal_table.hpp"
#include "frontier/eight/model.hpp"
#include "frontier/eight/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::eight {
namespace {

const oracle::Distances& distances() {
  static const oracle::Distances table;
  return table;
}

std::string board_of(const Frame& frame) {
  std::string board;
  for (const std::uint8_t value : frame.cells) board += value == kBlank ? 'x' : static_cast<char>('0' + value);
  return board;
}

TEST(EightSearches, EverySearchAgreesWithTheBruteForceOnRandomFrames) {
  SplitMix64 random(1043);
  for (int i = 0; i < 200; ++i) {
    const Frame start = i % 2 == 0 ? random_frame(random) : random_solvable_frame(random);
    const std::string board = board_of(start);
    const std::optional<int> fewest = distances().moves_to_goal(board);
    for (const trace::AlgorithmInfo& algorithm : Puzzle::algorithms()) {
      // IDA* on the hardest frames is slow without a memory: every tenth frame is enough.
      if (algorithm.name == kIdaStarName && i % 10 != 0) continue;
      const Answer answer = Puzzle::run(algorithm.name, start, start, {}, nullptr);
      const std::string line = Puzzle::answer_text(answer);
      const std::string where = std::string(algorithm.name) + " on " + board;
      if (!fewest) {
        EXPECT_EQ(line, "unsolvable") << where;
        continue;
      }
      std::string why;
      const auto reached = oracle::replay(board, line, &why);
      ASSERT_TRUE(reached.has_value()) << where << ": " << line << ": " << why;
      EXPECT_EQ(*reached, oracle::kGoal) << where << ": " << line;
      EXPECT_EQ(static_cast<int>(line.size()), *fewest) << where << ": " << line;
      EXPECT_EQ(answer.fewest_moves, fewest) << where;
      EXPECT_EQ(Puzzle::check(start, start, {}, line), std::nullopt) << where;
    }
  }
}

TEST(EightSearches, TheJudgesSolverAgreesWithTheBruteForceOnThousandsOfFrames) {
  SplitMix64 random(1077);
  for (int i = 0, n = frontier::test::repetitions(5000); i < n; ++i) {
    const Frame start = random_frame(random);
    const std::string board = board_of(start);
    const std::optional<int> fewest = distances().moves_to_goal(board);
    const std::string line = judge_words(answer_from_goal_table(start));
    if (!fewest) {
      EXPECT_EQ(line, "unsolvable") << board;
    } else {
      EXPECT_EQ(oracle::replay(board, line), std::string(oracle::kGoal)) << board << ": " << line;
      EXPECT_EQ(static_cast<int>(line.size()), *fewest) << board << ": " << line;
    }
  }
}

TEST(EightSearches, TheParityRuleIsTheBruteForcesReachEverywhere) {
  EXPECT_EQ(distances().reachable(), static_cast<std::size_t>(kSolvableFrameCount));
  for (trace::StateId r = 0; r < kFrameCount; r += 7) {
    const Frame frame = unrank(r);
    ASSERT_EQ(rank(frame), r);
    EXPECT_EQ(solvable(frame), distances().moves_to_goal(board_of(frame)).has_value()) << board_of(frame);
  }
}

TEST(EightSearches, TheJudgesTableAnswersAsItsSearchFromTheGoalDoes) {
  SplitMix64 random(77);
  for (int i = 0; i < 100; ++i) {
    const Frame start = random_frame(random);
    EXPECT_EQ(answer_from_goal_table(start), Puzzle::run(kBfsFromGoalName, start, start, {}, nullptr)) << board_of(start);
  }
}

TEST(EightSearches, TheSampleOfTheStatementIsSolvedInNineteenMoves) {
  const JudgeFile file = Puzzle::read("2 3 4 1 5 x 7 6 8\n");
  const std::string line = Puzzle::answer_text(Puzzle::run(kBfsFromGoalName, file.cases[0], file.cases[0], {}, nullptr));
  EXPECT_EQ(line.size(), 19u) << line;
  EXPECT_EQ(oracle::replay("23415x768", line), std::string(oracle::kGoal));
}

TEST(EightSearches, TheCheckerTakesAnyWayToTheGoalAndNothingElse) {
  const Frame one_away = Puzzle::read("1 2 3 4 5 6 7 x 8").cases[0];
  EXPECT_EQ(Puzzle::check(one_away, one_away, {}, "r"), std::nullopt);
  EXPECT_EQ(Puzzle::check(one_away, one_away, {}, "rlr"), std::nullopt) << "the judge takes a longer way too";
  EXPECT_NE(Puzzle::check(one_away, one_away, {}, ""), std::nullopt);
  EXPECT_NE(Puzzle::check(one_away, one_away, {}, "d")->find("out of the frame"), std::string::npos);
  EXPECT_NE(Puzzle::check(one_away, one_away, {}, "rq")->find("not one of"), std::string::npos);
  EXPECT_NE(Puzzle::check(one_away, one_away, {}, "unsolvable"), std::nullopt);
  const Frame odd = Puzzle::read("1 2 3 4 5 6 8 7 x").cases[0];
  EXPECT_EQ(Puzzle::check(odd, odd, {}, "unsolvable"), std::nullopt);
  EXPECT_EQ(Puzzle::answer_text(Puzzle::run(kBfsName, odd, odd, {}, nullptr)), "unsolvable");
}

TEST(EightSearches, ManhattanTakesNoMoreFramesThanMisplacedTiles) {
  SplitMix64 random(2024);
  std::int64_t manhattan_total = 0;
  std::int64_t misplaced_total = 0;
  for (int i = 0; i < 30; ++i) {
    const Frame start = random_solvable_frame(random);
    trace::Recorder manhattan_run;
    trace::Recorder misplaced_run;
    Puzzle::run(kAstarManhattanName, start, start, {}, &manhattan_run);
    Puzzle::run(kAstarMisplacedName, start, start, {}, &misplaced_run);
    manhattan_total += manhattan_run.step();
    misplaced_total += misplaced_run.step();
  }
  EXPECT_LT(manhattan_total * 3, misplaced_total) << "the better bound takes far fewer frames";
}

}  // namespace
}  // namespace frontier::eight
