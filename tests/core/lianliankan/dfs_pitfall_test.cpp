// The pitfall of a well-known DFS for this problem (the one in seed 001), kept as a lesson:
// it does not know which way the line is heading, so it guesses turns from positions. It
// remembers one point (at first the start) and counts a move as a turn only when the next
// cell differs from that point in both row and column; after a counted turn it remembers
// the cell just entered. A staircase then turns at a cell that still shares a row or a
// column with the remembered one, and that turn goes uncounted.
//
// Our dfs counts turns by its heading. This board has only a four-turn staircase from
// (1,1) to (3,4): the positional rule says YES, the truth (and every algorithm) says NO.
// The mistake is also kept as a search of its own, dfs-miscounted-turns (a lesson that
// solve refuses); below it is held to the restatement here, which shares no code with it.

#include <gtest/gtest.h>

#include "test_scale.hpp"
#include "data_files.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/lianliankan/generator.hpp"

#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/lianliankan/format.hpp"
#include "oracle.hpp"
#include "random_cases.hpp"

namespace frontier::lianliankan {
namespace {

// The positional turn rule, restated in our own terms: a depth-first walk over cells
// inside the board, each cell used once per branch, at most two counted turns.
class PositionalTurnDfs {
 public:
  PositionalTurnDfs(const Board& board, const Query& query)
      : board_(board), target_(query.to), used_(board.tiles.size(), false) {}

  bool links(const Query& query) {
    if (!tiles_can_pair(board_, query)) return false;
    use(query.from, true);
    return walk(query.from, query.from, 0);
  }

 private:
  bool walk(Cell at, Cell remembered, int counted_turns) {
    if (at == target_) return true;
    // After two counted turns the line must already be in the target's row or column.
    if (at.row != target_.row && at.col != target_.col && counted_turns >= 2) return false;
    // The order of the original: right, down, left, up.
    constexpr int kOrder[4] = {1, 2, 3, 0};
    for (const int d : kOrder) {
      const Cell next = step(at, d);
      if (!board_.inside(next) || used(next)) continue;
      if (board_.tile(next) != 0 && next != target_) continue;
      const bool looks_like_turn = next.row != remembered.row && next.col != remembered.col;
      if (looks_like_turn && counted_turns >= 2) continue;
      use(next, true);
      const bool found = looks_like_turn ? walk(next, next, counted_turns + 1) : walk(next, remembered, counted_turns);
      use(next, false);
      if (found) return true;
    }
    return false;
  }

  bool used(Cell cell) const { return used_[index(cell)]; }
  void use(Cell cell, bool value) { used_[index(cell)] = value; }
  std::size_t index(Cell cell) const {
    return static_cast<std::size_t>(cell.row - 1) * static_cast<std::size_t>(board_.cols) +
           static_cast<std::size_t>(cell.col - 1);
  }

  const Board& board_;
  Cell target_;
  std::vector<bool> used_;
};

const Board kStaircase = testing::board_of({{1, 0, 2, 2},
                                            {2, 0, 0, 2},
                                            {2, 2, 0, 1}});
const Query kStaircaseQuery{{1, 1}, {3, 4}};

TEST(DfsPitfall, PositionalTurnCountingSaysYesWhereNoLineOfTwoTurnsExists) {
  EXPECT_TRUE(PositionalTurnDfs(kStaircase, kStaircaseQuery).links(kStaircaseQuery));
  EXPECT_EQ(testing::oracle_turns(kStaircase, kStaircaseQuery, false), -1);
  const Case game{kStaircase, {kStaircaseQuery}};
  for (const auto& algorithm : Puzzle::algorithms()) {
    EXPECT_FALSE(Puzzle::run(algorithm.name, game, kStaircaseQuery, {}, nullptr).linked) << algorithm.name;
  }
}

TEST(DfsPitfall, PositionalTurnCountingIsRightOnHonestLines) {
  // Not a strawman: on the statement's first board it answers as the judge does.
  const Board board = testing::board_of({{1, 2, 3, 4}, {0, 0, 0, 0}, {4, 3, 2, 1}});
  const Query queries[] = {{{1, 1}, {3, 4}}, {{1, 1}, {2, 4}}, {{1, 1}, {3, 3}}, {{2, 1}, {2, 4}}};
  for (const Query& query : queries) {
    EXPECT_EQ(PositionalTurnDfs(board, query).links(query), testing::oracle_turns(board, query, false) >= 0);
  }
}

TEST(DfsPitfall, TheTeachersSampleHoldsThisBoard) {
  const JudgeFile file = Puzzle::read(
      test_data::slurp(test_data::source_dir() / "sample_inputs" / "lianliankan" / "dfs_pitfall.in"));
  ASSERT_FALSE(file.cases.empty());
  EXPECT_EQ(file.cases[0].board, kStaircase);
  ASSERT_FALSE(file.cases[0].queries.empty());
  EXPECT_EQ(file.cases[0].queries[0], kStaircaseQuery);
}

TEST(DfsPitfall, TheLessonSaysYesWithTheStaircasesFourTurns) {
  const Case game{kStaircase, {kStaircaseQuery}};
  const Answer answer = Puzzle::run(kDfsMiscountedTurns, game, kStaircaseQuery, {}, nullptr);
  EXPECT_TRUE(answer.linked);
  EXPECT_EQ(answer.turns, 4);
  const std::vector<Cell> staircase{{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}};
  EXPECT_EQ(answer.corners, staircase);
}

TEST(DfsPitfall, TheLessonIsListedApartAndSolveRefusesIt) {
  for (const auto& algorithm : Puzzle::algorithms()) EXPECT_FALSE(algorithm.lesson()) << algorithm.name;
  ASSERT_EQ(Puzzle::lessons().size(), 2u);
  EXPECT_EQ(Puzzle::lessons()[0].name, kDfsMiscountedTurns);
  EXPECT_EQ(Puzzle::lessons()[1].name, kBfsShortestLine);
  EXPECT_NE(Puzzle::lessons()[0].mistake.find("staircase"), std::string_view::npos);
  const JudgeFile file{{Case{kStaircase, {kStaircaseQuery}}}};
  try {
    Puzzle::solve(file, kDfsMiscountedTurns, {}, kJudgeFormat);
    ADD_FAILURE() << "solve answered with a lesson";
  } catch (const std::invalid_argument& error) {
    EXPECT_NE(std::string(error.what()).find("is a lesson, wrong on purpose"), std::string::npos) << error.what();
  }
  EXPECT_THROW(Puzzle::solve(file, kBfsShortestLine, {}, kJudgeFormat), std::invalid_argument);
}

// Thousands of small boards: the lesson answers exactly as the positional rule restated
// above, finds every line the oracle finds (its counted turns never exceed the true ones),
// and on some boards says YES where no line of two turns exists.
TEST(DfsPitfall, TheLessonIsThePositionalRuleOnRandomBoards) {
  const int kBoards = frontier::test::repetitions(5000);
  SplitMix64 random(1175);
  int wrong_yes = 0;
  int right_yes = 0;
  for (int b = 0; b < kBoards; ++b) {
    const auto [game, seed] = testing::random_case(random, {.most_rows = 6, .most_cols = 6, .density_step = 0.15,
                                                   .density_steps = 6, .most_tiles = 2, .queries = 10});
    for (const Query& query : game.queries) {
      const Answer answer = Puzzle::run(kDfsMiscountedTurns, game, query, {}, nullptr);
      ASSERT_EQ(answer.linked, PositionalTurnDfs(game.board, query).links(query))
          << "board " << b << " (seed " << seed << ") query (" << query.from.row << "," << query.from.col
          << ")-(" << query.to.row << "," << query.to.col << ")";
      const int turns = testing::oracle_turns(game.board, query, false);
      if (turns >= 0) {
        ASSERT_TRUE(answer.linked) << "board " << b;
        ++right_yes;
      } else if (answer.linked) {
        ASSERT_GT(answer.turns, kMaxTurns) << "board " << b;
        ++wrong_yes;
      }
    }
  }
  EXPECT_GT(right_yes, kBoards);
  EXPECT_GT(wrong_yes, kBoards / 100);  // about 3 in 100 boards show the mistake
}

}  // namespace
}  // namespace frontier::lianliankan
