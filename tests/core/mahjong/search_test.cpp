// Every Mahjong algorithm against the oracle on random boards, every witness replayed, and
// the edge cases by name.

#include <gtest/gtest.h>

#include <map>
#include <stdexcept>
#include <string>

#include "test_scale.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/mahjong/line_bfs.hpp"
#include "frontier/mahjong/zero_one_bfs.hpp"
#include "oracle.hpp"

namespace frontier::mahjong {
namespace {

using test_support::board_from;
using test_support::oracle_segments;
using test_support::witness_is_valid;

const Board kSampleBoard = board_from({"XXXXX", "X   X", "XXX X", " XXX "});

// Judge order is x (column) first; Cell is {row, col}.
Pair judge_pair(int x1, int y1, int x2, int y2) { return {{y1, x1}, {y2, x2}}; }

// Runs every algorithm, checks each witness, and returns the segments when they all agree.
int segments_of(const Board& board, const Pair& pair, const Rules& rules = {}) {
  int first = -1;
  for (const auto& algorithm : Puzzle::algorithms()) {
    const Answer answer = Puzzle::run(algorithm.name, Game{board, {}}, pair, rules, nullptr);
    EXPECT_TRUE(witness_is_valid(board, pair, rules, answer)) << algorithm.name;
    if (first < 0) first = answer.segments;
    EXPECT_EQ(answer.segments, first) << algorithm.name << " disagrees";
  }
  return first;
}

TEST(MahjongSearch, AllAlgorithmsMatchTheOracleOnRandomBoards) {
  SplitMix64 random(20240611);
  std::map<int, int> seen;  // answer -> how often, so the test covers more than "0"
  for (int board_number = 0, boards = frontier::test::repetitions(3000); board_number < boards; ++board_number) {
    const int width = static_cast<int>(random.uniform(1, 8));
    const int height = static_cast<int>(random.uniform(1, 8));
    const double density = static_cast<double>(random.uniform(0, 9)) / 10.0;
    const Board board = test_support::random_board(random, width, height, density);
    // Every fourth board is also solved with the ring closed.
    const bool closed_too = board_number % 4 == 0;
    for (int q = 0; q < 6; ++q) {
      const Pair pair = test_support::random_pair(random, board);
      for (const bool leave : {true, false}) {
        if (!leave && !closed_too) continue;
        const Rules rules{.may_leave_board = leave};
        const int expected = oracle_segments(board, pair, rules);
        if (leave) ++seen[expected];
        for (const auto& algorithm : Puzzle::algorithms()) {
          const Answer answer = Puzzle::run(algorithm.name, Game{board, {}}, pair, rules, nullptr);
          ASSERT_EQ(answer.segments, expected)
              << algorithm.name << " on board " << board_number << " pair " << test_support::show(pair.from) << "-"
              << test_support::show(pair.to) << (leave ? "" : " (ring closed)");
          ASSERT_TRUE(witness_is_valid(board, pair, rules, answer)) << algorithm.name << " on board " << board_number;
        }
      }
    }
  }
  for (int segments = 0; segments <= 5; ++segments) EXPECT_GT(seen[segments], 20) << segments << " segments";
}

TEST(MahjongSearch, JudgeSample) {
  EXPECT_EQ(segments_of(kSampleBoard, judge_pair(2, 3, 5, 3)), 4);
  EXPECT_EQ(segments_of(kSampleBoard, judge_pair(1, 3, 4, 4)), 3);
  EXPECT_EQ(segments_of(kSampleBoard, judge_pair(2, 3, 3, 4)), 0);
}

TEST(MahjongSearch, NeighboursNeedOneSegment) {
  const Board board = board_from({"XXX", "XXX", "XXX"});
  EXPECT_EQ(segments_of(board, {{2, 2}, {1, 2}}), 1);
  EXPECT_EQ(segments_of(board, {{2, 2}, {2, 3}}), 1);
  for (const std::string_view algorithm : {kRunBfsName, kZeroOneBfsName}) {
    const Answer answer = Puzzle::run(algorithm, Game{board, {}}, {{2, 2}, {1, 2}}, {}, nullptr);
    EXPECT_EQ(answer.corners, (std::vector<Cell>{{2, 2}, {1, 2}})) << algorithm;
  }
}

TEST(MahjongSearch, APathThatMustLeaveTheBoard) {
  // (1,3)-(4,4) in judge order runs down out of the board, along the ring and back up.
  const Pair pair = judge_pair(1, 3, 4, 4);
  EXPECT_EQ(segments_of(kSampleBoard, pair), 3);
  EXPECT_EQ(segments_of(kSampleBoard, pair, {.may_leave_board = false}), 0);
  for (const std::string_view algorithm : {kRunBfsName, kZeroOneBfsName}) {
    const Answer answer = Puzzle::run(algorithm, Game{kSampleBoard, {}}, pair, {}, nullptr);
    EXPECT_EQ(answer.corners, (std::vector<Cell>{{3, 1}, {5, 1}, {5, 4}, {4, 4}})) << algorithm;
  }
  // Two cards in the corners of a full 2x2 board meet only around the outside.
  const Board full = board_from({"XX", "XX"});
  EXPECT_EQ(segments_of(full, {{1, 1}, {2, 2}}), 4);
  EXPECT_EQ(segments_of(full, {{1, 1}, {2, 2}}, {.may_leave_board = false}), 0);
}

TEST(MahjongSearch, AWalledInCardHasNoPathExceptToItsWall) {
  const Board board = board_from({"XXXXX", "XXXXX", "XXXXX", "XXXXX", "XXXXX"});
  EXPECT_EQ(segments_of(board, {{3, 3}, {1, 1}}), 0);
  EXPECT_EQ(segments_of(board, {{3, 3}, {5, 3}}), 0);
  EXPECT_EQ(segments_of(board, {{3, 3}, {2, 3}}), 1);
  // Corner cards of the wall meet around the ring.
  EXPECT_EQ(segments_of(board, {{1, 1}, {1, 5}}), 3);
}

TEST(MahjongSearch, OneByOneAndOneByNBoards) {
  EXPECT_EQ(segments_of(board_from({"X"}), {{1, 1}, {1, 1}}), 0);
  EXPECT_EQ(segments_of(board_from({" "}), {{1, 1}, {1, 1}}), 0);
  const Board row = board_from({"XXXXX"});
  EXPECT_EQ(segments_of(row, {{1, 1}, {1, 2}}), 1);
  EXPECT_EQ(segments_of(row, {{1, 1}, {1, 5}}), 3);
  EXPECT_EQ(segments_of(row, {{1, 1}, {1, 5}}, {.may_leave_board = false}), 0);
  const Board column = board_from({"X", "X", "X"});
  EXPECT_EQ(segments_of(column, {{1, 1}, {3, 1}}), 3);
  EXPECT_EQ(segments_of(column, {{3, 1}, {2, 1}}), 1);
  const Board gap = board_from({"X X"});
  EXPECT_EQ(segments_of(gap, {{1, 1}, {1, 3}}), 1);
}

TEST(MahjongSearch, EqualEndsAnswerZero) {
  EXPECT_EQ(segments_of(kSampleBoard, {{1, 1}, {1, 1}}), 0);
  EXPECT_EQ(segments_of(kSampleBoard, {{2, 2}, {2, 2}}), 0);
}

TEST(MahjongSearch, EndsOnBlanksAreComputedTheSameWay) {
  const Board empty = board_from({"   ", "   ", "   "});
  EXPECT_EQ(segments_of(empty, {{1, 1}, {3, 3}}), 2);
  EXPECT_EQ(segments_of(empty, {{2, 2}, {2, 3}}), 1);
  // A blank start inside a wall of cards can reach only the wall.
  const Board walled = board_from({"XXX", "X X", "XXX"});
  EXPECT_EQ(segments_of(walled, {{2, 2}, {1, 2}}), 1);
  EXPECT_EQ(segments_of(walled, {{2, 2}, {1, 1}}), 0);
  // A blank target is reached like a card.
  EXPECT_EQ(segments_of(kSampleBoard, {{3, 2}, {2, 3}}), 2);
}

TEST(MahjongSearch, RefusesPairsOffTheBoardAndUnknownAlgorithms) {
  EXPECT_THROW(Puzzle::run(kZeroOneBfsName, Game{kSampleBoard, {}}, {{0, 1}, {1, 1}}, {}, nullptr), std::invalid_argument);
  EXPECT_THROW(Puzzle::run(kLineBfsName, Game{kSampleBoard, {}}, {{1, 1}, {5, 1}}, {}, nullptr), std::invalid_argument);
  EXPECT_THROW(Puzzle::run(kRunBfsName, Game{kSampleBoard, {}}, {{1, 6}, {1, 1}}, {}, nullptr), std::invalid_argument);
  EXPECT_THROW(Puzzle::run("dfs", Game{kSampleBoard, {}}, {{1, 1}, {1, 2}}, {}, nullptr), std::invalid_argument);
}

TEST(MahjongSearch, RegistryListsTheJudgeSolverFirst) {
  ASSERT_EQ(Puzzle::algorithms().size(), 4u);
  EXPECT_EQ(Puzzle::algorithms()[0].name, kRunBfsName);
  EXPECT_EQ(Puzzle::algorithms()[1].name, kZeroOneBfsName);
  EXPECT_EQ(Puzzle::algorithms()[2].name, kLineBfsName);
  EXPECT_EQ(Puzzle::algorithms()[3].name, kAstarName);
  EXPECT_EQ(Puzzle::state_count(kRunBfsName, Game{kSampleBoard, {}}, {}), 7u * 6u * 5u);
  EXPECT_EQ(Puzzle::state_count(kZeroOneBfsName, Game{kSampleBoard, {}}, {}), 7u * 6u * 4u);
  EXPECT_EQ(Puzzle::state_count(kLineBfsName, Game{kSampleBoard, {}}, {}), 7u * 6u);
  const Game game{kSampleBoard, {}};
  EXPECT_EQ(Puzzle::decode(kZeroOneBfsName, game, zero_one_bfs_state(kSampleBoard, {5, 6}, 3)).first(),
            (StatePart{{5, 6}, StateRole::heading, 3}));
  EXPECT_EQ(Puzzle::decode(kLineBfsName, game, line_bfs_state(kSampleBoard, {0, 0})).first(),
            (StatePart{{0, 0}, StateRole::cell, -1}));
}

}  // namespace
}  // namespace frontier::mahjong
