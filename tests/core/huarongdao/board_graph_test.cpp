// The walk table (the blank's fewest moves from one side of a cell to another without
// passing it) against a plain search, lazily and eagerly filled alike, and its paths.

#include <gtest/gtest.h>

#include <map>
#include <queue>

#include "frontier/huarongdao/board_graph.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

// Fewest steps from `from` to `to` over movable cells, never entering `avoid`; -1 if none.
int plain_walk(const Board& board, Cell from, Cell to, Cell avoid) {
  if (!testing::open_cell(board, from) || !testing::open_cell(board, to)) return -1;
  std::map<Cell, int> steps{{from, 0}};
  std::queue<Cell> todo;
  todo.push(from);
  while (!todo.empty()) {
    const Cell c = todo.front();
    todo.pop();
    if (c == to) return steps[c];
    for (int d = 0; d < kDirections; ++d) {
      const Cell n = step(c, d);
      if (!testing::open_cell(board, n) || n == avoid || steps.count(n)) continue;
      steps[n] = steps[c] + 1;
      todo.push(n);
    }
  }
  return -1;
}

TEST(HuarongdaoBoardGraph, WalksMatchAPlainSearch) {
  SplitMix64 random(99);
  for (int k = 0; k < 150; ++k) {
    const Board board = testing::random_board(random, static_cast<int>(random.uniform(1, 7)),
                                              static_cast<int>(random.uniform(1, 7)), 0.75);
    BoardGraph lazy(board), eager(board);
    eager.prepare_all();
    EXPECT_EQ(eager.prepared_cells(), board.cell_count());
    for (int p = 0; p < board.cell_count(); ++p) {
      const Cell cell = board.cell_at(p);
      for (int a = 0; a < kDirections; ++a) {
        for (int b = 0; b < kDirections; ++b) {
          const int expected = testing::open_cell(board, cell) ? plain_walk(board, step(cell, a), step(cell, b), cell) : -1;
          ASSERT_EQ(lazy.walk(p, a, b), expected) << "cell " << cell.row << "," << cell.col << " " << a << "->" << b;
          ASSERT_EQ(eager.walk(p, a, b), expected);
          if (expected <= 0) continue;
          // The path: `expected` cells, each beside the last, never the piece's cell.
          const std::vector<int> path = lazy.walk_path(p, a, b);
          ASSERT_EQ(static_cast<int>(path.size()), expected);
          Cell at = step(cell, a);
          for (const int c : path) {
            EXPECT_TRUE(testing::neighbours(at, board.cell_at(c)));
            EXPECT_TRUE(testing::open_cell(board, board.cell_at(c)));
            EXPECT_NE(c, p);
            at = board.cell_at(c);
          }
          EXPECT_EQ(at, step(cell, b));
        }
      }
    }
  }
}

TEST(HuarongdaoBoardGraph, NeighboursAndSides) {
  const Board board{2, 3, {1, 1, 0, 1, 1, 1}};
  const BoardGraph graph(board);
  EXPECT_EQ(graph.next(0, 1), 1);                  // (1,1) -> right (1,2)
  EXPECT_EQ(graph.next(1, 1), BoardGraph::kNone);  // (1,3) is fixed
  EXPECT_EQ(graph.next(0, 0), BoardGraph::kNone);  // off the board
  EXPECT_EQ(graph.side_of(4, 1), 0);               // (1,2) is above (2,2)
  EXPECT_EQ(graph.side_of(4, 0), BoardGraph::kNone);
  // Every pair of cells on boards of every shape, one row and one column included.
  for (const auto& [rows, cols] : {std::pair{1, 5}, std::pair{5, 1}, std::pair{3, 4}, std::pair{2, 2}}) {
    const BoardGraph g(Board{rows, cols, std::vector<std::uint8_t>(static_cast<std::size_t>(rows * cols), 1)});
    for (int p = 0; p < rows * cols; ++p) {
      for (int c = 0; c < rows * cols; ++c) {
        int expected = BoardGraph::kNone;
        for (int d = 0; d < kDirections; ++d) {
          if (step(g.cell(p), d) == g.cell(c)) expected = d;
        }
        EXPECT_EQ(g.side_of(p, c), expected) << rows << "x" << cols << " " << p << " " << c;
      }
    }
  }
}

}  // namespace
}  // namespace frontier::huarongdao
