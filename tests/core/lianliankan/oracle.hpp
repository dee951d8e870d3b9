#pragma once
// Test helpers for Lianliankan: an obviously correct oracle and a witness checker, both
// written from the rules alone, sharing no code with the algorithms under test.

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>
#include <vector>

#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"

namespace frontier::lianliankan::testing {

// A line may pass through `cell` (the two clicks themselves excluded by the callers).
inline bool passable(const Board& board, Cell cell, bool outside) {
  if (cell.row < 0 || cell.row > board.rows + 1 || cell.col < 0 || cell.col > board.cols + 1) return false;
  if (!board.inside(cell)) return outside;
  return board.tile(cell) == 0;
}

// The oracle enumerates every line of at most `segments` straight segments, walking each
// segment cell by cell: from the start, pick a direction, walk; at every cell walked,
// either the target is reached, or the walk stops at an obstacle, or (segments left) a new
// segment starts here in another direction.
class Oracle {
 public:
  Oracle(const Board& board, const Query& query, bool outside) : board_(board), query_(query), outside_(outside) {}

  // Fewest turns of a legal line, or -1 when there is none.
  int fewest_turns() const {
    const Cell a = query_.from;
    const Cell b = query_.to;
    if (!board_.inside(a) || !board_.inside(b) || a == b) return -1;
    if (board_.tile(a) == 0 || board_.tile(a) != board_.tile(b)) return -1;
    for (int segments = 1; segments <= 3; ++segments) {
      if (reaches(a, -1, segments)) return segments - 1;
    }
    return -1;
  }

 private:
  bool reaches(Cell at, int previous_direction, int segments) const {
    for (int d = 0; d < 4; ++d) {
      if (d == previous_direction) continue;
      Cell cell = at;
      for (;;) {
        cell = {cell.row + kRowStep[d], cell.col + kColStep[d]};
        if (cell == query_.to) return true;
        if (!passable(board_, cell, outside_)) break;
        if (segments > 1 && reaches(cell, d, segments - 1)) return true;
      }
    }
    return false;
  }

  const Board& board_;
  Query query_;
  bool outside_;
};

inline int oracle_turns(const Board& board, const Query& query, bool outside) {
  return Oracle(board, query, outside).fewest_turns();
}

// Replays a witness against the rules: it starts and ends at the clicks, is made of at
// most three axis-parallel segments meeting at right angles, never visits a cell twice,
// and every cell between the clicks is blank (or on the ring, under --outside).
inline ::testing::AssertionResult witness_is_legal(const Board& board, const Query& query, bool outside,
                                                   const Answer& answer) {
  if (!answer.linked) {
    if (!answer.corners.empty() || answer.turns != -1) return ::testing::AssertionFailure() << "NO with a witness";
    return ::testing::AssertionSuccess();
  }
  const auto& corners = answer.corners;
  if (corners.size() < 2 || corners.size() > 4) {
    return ::testing::AssertionFailure() << corners.size() << " corners";
  }
  if (corners.front() != query.from || corners.back() != query.to) {
    return ::testing::AssertionFailure() << "the witness does not join the two clicks";
  }
  if (answer.turns != static_cast<int>(corners.size()) - 2) {
    return ::testing::AssertionFailure() << "turns " << answer.turns << " but " << corners.size() << " corners";
  }
  std::vector<Cell> visited{corners.front()};
  int previous_direction = -1;
  for (std::size_t i = 1; i < corners.size(); ++i) {
    const Cell from = corners[i - 1];
    const Cell to = corners[i];
    if ((from.row == to.row) == (from.col == to.col)) {
      return ::testing::AssertionFailure() << "segment " << i << " is not horizontal or vertical";
    }
    int direction = 0;
    while (to.row - from.row != kRowStep[direction] * std::abs(to.row - from.row) ||
           to.col - from.col != kColStep[direction] * std::abs(to.col - from.col)) {
      ++direction;
    }
    if (previous_direction >= 0 && (direction == previous_direction || direction == (previous_direction + 2) % 4)) {
      return ::testing::AssertionFailure() << "corner " << i - 1 << " is no right-angle turn";
    }
    previous_direction = direction;
    for (Cell cell = from; cell != to;) {
      cell = {cell.row + kRowStep[direction], cell.col + kColStep[direction]};
      for (const Cell& seen : visited) {
        if (seen == cell) return ::testing::AssertionFailure() << "the line visits a cell twice";
      }
      visited.push_back(cell);
      if (cell == query.to) continue;
      if (!passable(board, cell, outside)) {
        return ::testing::AssertionFailure() << "the line crosses (" << cell.row << "," << cell.col << ")";
      }
    }
  }
  if (visited.back() != query.to) return ::testing::AssertionFailure() << "the line does not end at the target";
  return ::testing::AssertionSuccess();
}

// A board from its rows, e.g. {{1, 0, 2}, {0, 0, 1}}.
inline Board board_of(const std::vector<std::vector<int>>& rows) {
  Board board;
  board.rows = static_cast<int>(rows.size());
  board.cols = static_cast<int>(rows.front().size());
  for (const auto& row : rows) board.tiles.insert(board.tiles.end(), row.begin(), row.end());
  return board;
}

}  // namespace frontier::lianliankan::testing
