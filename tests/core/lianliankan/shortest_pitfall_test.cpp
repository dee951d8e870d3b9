// The other classic mistake, kept as the lesson bfs-shortest-line: a breadth-first search
// over cells finds a shortest line and judges the pair by that line's turns. The fewest
// cells and the fewest turns are different questions. Held here to the oracle and to a
// shortest-distance count of our own (no code shared with the lesson): it never says YES
// wrongly, its line is always a shortest one, and on some boards it says NO where a longer
// line of two turns exists, as on sample_inputs/lianliankan/shortest_pitfall.in.

#include <gtest/gtest.h>

#include "test_scale.hpp"
#include "data_files.hpp"

#include <cstdlib>
#include <deque>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "oracle.hpp"
#include "random_cases.hpp"

namespace frontier::lianliankan {
namespace {

// Steps of the shortest way between the clicks over blanks (the target excepted), inside
// the board; -1 when there is none.
int shortest_steps(const Board& board, const Query& query) {
  std::vector<int> steps(static_cast<std::size_t>(board.rows * board.cols), -1);
  const auto at = [&](Cell c) -> int& { return steps[static_cast<std::size_t>((c.row - 1) * board.cols + c.col - 1)]; };
  std::deque<Cell> queue{query.from};
  at(query.from) = 0;
  while (!queue.empty()) {
    const Cell cell = queue.front();
    queue.pop_front();
    for (const auto& [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
      const Cell next{cell.row + dr, cell.col + dc};
      if (!board.inside(next) || at(next) >= 0) continue;
      if (next == query.to) return at(cell) + 1;
      if (board.tile(next) != 0) continue;
      at(next) = at(cell) + 1;
      queue.push_back(next);
    }
  }
  return -1;
}

int length_of(const std::vector<Cell>& corners) {
  int length = 0;
  for (std::size_t i = 1; i < corners.size(); ++i) {
    length += std::abs(corners[i].row - corners[i - 1].row) + std::abs(corners[i].col - corners[i - 1].col);
  }
  return length;
}

TEST(ShortestPitfall, TheShippedBoardHasAShortLineOfThreeTurnsAndALongOneOfTwo) {
  const JudgeFile file = Puzzle::read(
      test_data::slurp(test_data::source_dir() / "sample_inputs" / "lianliankan" / "shortest_pitfall.in"));
  ASSERT_EQ(file.cases.size(), 1u);
  const Case& game = file.cases[0];
  const Query& query = game.queries.at(0);
  EXPECT_EQ(testing::oracle_turns(game.board, query, false), 2);
  const Answer lesson = Puzzle::run(kBfsShortestLine, game, query, {}, nullptr);
  EXPECT_FALSE(lesson.linked);
  EXPECT_EQ(lesson.turns, 3);
  EXPECT_EQ(length_of(lesson.corners), shortest_steps(game.board, query));
  const Answer judge = Puzzle::run(kMiddleSegment, game, query, {}, nullptr);
  EXPECT_TRUE(judge.linked);
  EXPECT_GT(length_of(judge.corners), length_of(lesson.corners));
  // Its second pair has a shortest line of two turns: there the lesson is right.
  EXPECT_TRUE(Puzzle::run(kBfsShortestLine, game, game.queries.at(1), {}, nullptr).linked);
}

TEST(ShortestPitfall, TheLessonIsNeverWronglyYesAndOftenWronglyNo) {
  const int kBoards = frontier::test::repetitions(3000);
  SplitMix64 random(1176);
  int wrong_no = 0;
  int right_yes = 0;
  for (int b = 0; b < kBoards; ++b) {
    const auto [game, seed] = testing::random_case(random, {.most_rows = 7, .most_cols = 7, .density_step = 0.15,
                                                   .density_steps = 5, .most_tiles = 2, .queries = 10});
    for (const Query& query : game.queries) {
      const Answer answer = Puzzle::run(kBfsShortestLine, game, query, {}, nullptr);
      const int turns = testing::oracle_turns(game.board, query, false);
      const std::string where = "board " + std::to_string(b) + " (seed " + std::to_string(seed) + ")";
      if (answer.linked) {
        ASSERT_GE(turns, 0) << where;
        ASSERT_TRUE(testing::witness_is_legal(game.board, query, false, answer)) << where;
        ++right_yes;
      } else if (turns >= 0) {
        ++wrong_no;
      }
      // Whenever it reached the target, its line is a shortest one.
      if (!answer.corners.empty() && tiles_can_pair(game.board, query)) {
        ASSERT_EQ(length_of(answer.corners), shortest_steps(game.board, query)) << where;
      }
    }
  }
  EXPECT_GT(right_yes, kBoards);
  EXPECT_GT(wrong_no, kBoards / 100);
}

}  // namespace
}  // namespace frontier::lianliankan
