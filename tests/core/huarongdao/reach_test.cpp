// The board's reach (reach.hpp) against plain searches that share no code with it: the
// blank's walks while the marked piece rests on a cell, and the piece graph's parts
// against a breadth-first search over whole positions (blank, marked piece).

#include <gtest/gtest.h>

#include <map>
#include <queue>
#include <set>
#include <utility>
#include <vector>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

using testing::open_cell;

// The cells the blank gets to from `from` over movable cells, never entering `avoid`.
std::set<Cell> plain_reach(const Board& board, Cell from, Cell avoid) {
  std::set<Cell> seen{from};
  std::queue<Cell> todo;
  todo.push(from);
  while (!todo.empty()) {
    const Cell c = todo.front();
    todo.pop();
    for (int d = 0; d < kDirections; ++d) {
      const Cell n = step(c, d);
      if (!open_cell(board, n) || n == avoid || !seen.insert(n).second) continue;
      todo.push(n);
    }
  }
  return seen;
}

// Every (marked piece, blank beside it) the position (blank, piece) leads to, one move at
// a time under the rules.
std::set<std::pair<Cell, Cell>> plain_states_reached(const Board& board, Cell blank, Cell piece) {
  std::set<std::pair<Cell, Cell>> seen{{blank, piece}};
  std::queue<std::pair<Cell, Cell>> todo;
  todo.push({blank, piece});
  std::set<std::pair<Cell, Cell>> beside;
  while (!todo.empty()) {
    const auto [b, p] = todo.front();
    todo.pop();
    if (testing::neighbours(b, p)) beside.insert({p, b});
    for (int d = 0; d < kDirections; ++d) {
      const Cell slider = step(b, d);
      if (!open_cell(board, slider)) continue;
      const std::pair<Cell, Cell> next{slider, slider == p ? b : p};
      if (seen.insert(next).second) todo.push(next);
    }
  }
  return beside;
}

std::vector<Board> boards(SplitMix64& random, int count, int largest) {
  std::vector<Board> out;
  for (int k = 0; k < count; ++k) {
    const int rows = static_cast<int>(random.uniform(1, largest)), cols = static_cast<int>(random.uniform(1, largest));
    if (k % 3 == 0) {
      // The official data's shape: corridors inside a movable border.
      out.push_back(Puzzle::generate(random.next(), {{"rows", rows}, {"cols", cols}, {"queries", 0}, {"corridors", 1}}).board);
    } else {
      out.push_back(testing::random_board(random, rows, cols, 0.55 + 0.1 * static_cast<double>(random.uniform(0, 3))));
    }
  }
  return out;
}

TEST(HuarongdaoReach, BlankReachesWhereAPlainSearchAroundThePieceDoes) {
  SplitMix64 random(2013'11'23);
  int cut_off = 0, joined = 0;
  for (const Board& board : boards(random, 80, 9)) {
    BoardGraph graph(board);
    const Reach& reach = graph.reach();
    std::vector<int> movable;
    for (int i = 0; i < board.cell_count(); ++i) {
      if (graph.movable(i)) movable.push_back(i);
    }
    for (const int p : movable) {
      for (const int x : movable) {
        if (x == p) continue;
        const std::set<Cell> reached = plain_reach(board, board.cell_at(x), board.cell_at(p));
        for (const int y : movable) {
          if (y == p || y < x) continue;
          const bool expected = reached.count(board.cell_at(y)) > 0;
          ASSERT_EQ(reach.blank_reaches(p, x, y), expected)
              << "piece " << p << ", " << x << " to " << y << " on\n" << Puzzle::write({board, {}});
          ASSERT_EQ(reach.blank_reaches(p, y, x), expected);
          (expected ? joined : cut_off) += 1;
        }
      }
    }
  }
  // Both answers, many times over: cut cells split the boards often.
  EXPECT_GT(cut_off, 10000);
  EXPECT_GT(joined, 10000);
}

TEST(HuarongdaoReach, PartsHoldTheStatesThePieceCanReach) {
  SplitMix64 random(2013'11'24);
  int pairs = 0, shared = 0;
  for (const Board& board : boards(random, 60, 6)) {
    BoardGraph graph(board);
    const Reach& reach = graph.reach();
    for (int p = 0; p < board.cell_count(); ++p) {
      for (int a = 0; a < kDirections; ++a) {
        const bool exists = graph.movable(p) && graph.next(p, a) != BoardGraph::kNone;
        ASSERT_EQ(reach.part(p, a) != Reach::kNoPart, exists);
        if (!exists) continue;
        const auto reached = plain_states_reached(board, board.cell_at(graph.next(p, a)), board.cell_at(p));
        for (int q = 0; q < board.cell_count(); ++q) {
          for (int b = 0; b < kDirections; ++b) {
            if (!graph.movable(q) || graph.next(q, b) == BoardGraph::kNone) continue;
            const bool expected = reached.count({board.cell_at(q), board.cell_at(graph.next(q, b))}) > 0;
            ASSERT_EQ(reach.part(p, a) == reach.part(q, b), expected)
                << "(" << p << ", " << a << ") and (" << q << ", " << b << ") on\n" << Puzzle::write({board, {}});
            ++pairs;
            shared += expected;
          }
        }
      }
    }
  }
  EXPECT_GT(pairs, 20000);
  EXPECT_GT(shared, pairs / 20);
  EXPECT_LT(shared, pairs - pairs / 20);
}

}  // namespace
}  // namespace frontier::huarongdao
