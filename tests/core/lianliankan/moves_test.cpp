// Puzzle::moves and Puzzle::hint, the questions play mode asks after every move: held to
// a brute-force check of every pair of cells on thousands of small boards, and timed on
// the largest board, where a query per pair of equal tiles never ends.

#include <gtest/gtest.h>

#include <chrono>
#include <set>
#include <stop_token>
#include <utility>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "oracle.hpp"
#include "random_cases.hpp"

namespace frontier::lianliankan {
namespace {

using testing::oracle_turns;

// Every pair of cells, each checked by the oracle.
std::set<std::pair<Cell, Cell>> every_linked_pair(const Board& board, bool outside) {
  std::set<std::pair<Cell, Cell>> linked;
  for (int a = 0; a < board.rows * board.cols; ++a) {
    for (int b = a + 1; b < board.rows * board.cols; ++b) {
      const Cell from{a / board.cols + 1, a % board.cols + 1};
      const Cell to{b / board.cols + 1, b % board.cols + 1};
      if (oracle_turns(board, {from, to}, outside) >= 0) linked.emplace(from, to);
    }
  }
  return linked;
}

TEST(PlayMoves, AreEveryLinkedPairOnThousandsOfSmallBoards) {
  SplitMix64 random(20261201);
  // Sparse boards make long runs and lines around them; dense ones make neighbours.
  const testing::CaseShape shape{7, 7, 0.1, 9, 4, 1};
  int with_moves = 0;
  int without = 0;
  for (int round = 0; round < 3000; ++round) {
    const testing::RandomCase drawn = testing::random_case(random, shape);
    const Board& board = drawn.game.board;
    for (const bool outside : {false, true}) {
      const Rules rules{outside};
      const std::vector<Query> moves = Puzzle::moves(drawn.game, rules, board);
      std::set<std::pair<Cell, Cell>> listed;
      for (const Query& move : moves) listed.emplace(move.from, move.to);
      ASSERT_EQ(listed.size(), moves.size()) << "seed " << drawn.seed << ": a pair listed twice";
      ASSERT_EQ(listed, every_linked_pair(board, outside)) << "seed " << drawn.seed << " outside " << outside;

      const std::optional<Query> hint = Puzzle::hint(drawn.game, {}, rules, board, 0, {});
      ASSERT_EQ(hint.has_value(), !moves.empty()) << "seed " << drawn.seed;
      if (hint) {
        ASSERT_GE(oracle_turns(board, *hint, outside), 0) << "seed " << drawn.seed << ": the hint does not link";
        ++with_moves;
      } else {
        ++without;
      }
    }
  }
  // Both answers were asked often enough to mean something.
  EXPECT_GT(with_moves, 1000);
  EXPECT_GT(without, 100);
}

Board largest_board(double density, std::int32_t tiles) {
  GeneratorOptions options;
  options.seed = 7;
  options.rows = kMaxRows;
  options.cols = 999;
  options.density = density;
  options.tiles = tiles;
  options.queries = 1;
  return generate_judge_file(options).cases.front().board;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The generator's board: half full, five kinds, so 100,000 copies of each tile and 2.5e10
// pairs of equal tiles. The limits are far above what one search a tile costs (about a
// second for the list, a tenth for the hint, on an idle machine) and far below the pairs'
// hours. Sparse boards, whose lines are long, are held to the oracle above.
TEST(PlayMoves, ListedOnTheLargestBoardInSeconds) {
  for (const auto& [density, tiles] : {std::pair{0.5, 5}}) {
    const Board board = largest_board(density, tiles);
    const Case game{board, {}};
    for (const bool outside : {false, true}) {
      const auto start = std::chrono::steady_clock::now();
      const std::vector<Query> moves = Puzzle::moves(game, Rules{outside}, board);
      EXPECT_LT(seconds_since(start), 30.0) << density << " outside " << outside;
      ASSERT_FALSE(moves.empty());
      // A sample of them, each linked by the judge's own rule.
      for (std::size_t i = 0; i < moves.size(); i += moves.size() / 50 + 1) {
        EXPECT_TRUE(Puzzle::apply(game, Rules{outside}, board, moves[i])) << density;
      }
      const auto hinted = std::chrono::steady_clock::now();
      const std::optional<Query> hint = Puzzle::hint(game, {}, Rules{outside}, board, 0, {});
      EXPECT_LT(seconds_since(hinted), 1.0) << density;
      ASSERT_TRUE(hint);
      EXPECT_TRUE(Puzzle::apply(game, Rules{outside}, board, *hint));
    }
  }
}

// A full board of distinct tiles has no move, and proving it visits every tile once.
TEST(PlayMoves, NoMoveOnTheLargestBoardIsFoundQuickly) {
  Board board{kMaxRows, 999, {}};
  board.tiles.resize(static_cast<std::size_t>(board.rows) * static_cast<std::size_t>(board.cols));
  for (std::size_t i = 0; i < board.tiles.size(); ++i) board.tiles[i] = static_cast<std::int32_t>(i + 1);
  const Case game{board, {}};
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(Puzzle::hint(game, {}, Rules{true}, board, 0, {}));
  EXPECT_TRUE(Puzzle::moves(game, Rules{true}, board).empty());
  EXPECT_LT(seconds_since(start), 30.0);
}

TEST(PlayMoves, HintStopsWhenAsked) {
  Board board{kMaxRows, 999, {}};
  board.tiles.resize(static_cast<std::size_t>(board.rows) * static_cast<std::size_t>(board.cols));
  for (std::size_t i = 0; i < board.tiles.size(); ++i) board.tiles[i] = static_cast<std::int32_t>(i + 1);
  board.tiles.back() = board.tiles[board.tiles.size() - 2];  // the one pair, found last
  std::stop_source stop;
  stop.request_stop();
  EXPECT_FALSE(Puzzle::hint(Case{board, {}}, {}, Rules{}, board, 0, stop.get_token()));
  EXPECT_TRUE(Puzzle::hint(Case{board, {}}, {}, Rules{}, board, 0, {}));
}

}  // namespace
}  // namespace frontier::lianliankan
