#pragma once
// Test helpers for Mahjong: an obviously correct oracle, a witness checker, random boards.
//
// The oracle grows the set of cells reachable with at most k segments, k = 1, 2, ...: one
// more segment reaches every cell a straight walk from an already reached cell can get
// to. It shares no code with the algorithms (not even their open-cell grid).

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/mahjong/model.hpp"
#include "frontier/mahjong/rules.hpp"

namespace frontier::mahjong::test_support {

inline int oracle_segments(const Board& board, const Pair& pair, const Rules& rules) {
  if (pair.from == pair.to) return 0;
  auto may_enter = [&](Cell c) {
    if (c == pair.to) return true;
    if (!board.within_ring(c)) return false;
    if (!board.on_board(c)) return rules.may_leave_board;
    return !board.has_card(c);
  };
  std::set<Cell> reached = {pair.from};
  for (int segments = 1;; ++segments) {
    std::set<Cell> grown = reached;
    for (const Cell c : reached) {
      for (int d = 0; d < kDirections; ++d) {
        for (Cell x = step(c, d); may_enter(x); x = step(x, d)) {
          grown.insert(x);
          if (x == pair.to) break;  // the target card ends the walk
        }
      }
    }
    if (grown.count(pair.to)) return segments;
    if (grown == reached) return 0;
    reached = std::move(grown);
  }
}

inline std::string show(Cell c) { return "(" + std::to_string(c.row) + "," + std::to_string(c.col) + ")"; }

// Replays the corners of an answer against the rules.
inline ::testing::AssertionResult witness_is_valid(const Board& board, const Pair& pair, const Rules& rules,
                                                   const Answer& answer) {
  if (answer.stopped) return ::testing::AssertionFailure() << "the search stopped";
  if (answer.segments == 0) {
    if (!answer.corners.empty()) return ::testing::AssertionFailure() << "corners given for no path";
    return ::testing::AssertionSuccess();
  }
  const auto& corners = answer.corners;
  if (corners.size() != static_cast<std::size_t>(answer.segments) + 1) {
    return ::testing::AssertionFailure() << corners.size() << " corners for " << answer.segments << " segments";
  }
  if (corners.front() != pair.from || corners.back() != pair.to) {
    return ::testing::AssertionFailure() << "path runs " << show(corners.front()) << " to " << show(corners.back());
  }
  int previous_direction = -1;
  for (std::size_t i = 0; i + 1 < corners.size(); ++i) {
    const Cell a = corners[i];
    const Cell b = corners[i + 1];
    if (a == b || (a.row != b.row && a.col != b.col)) {
      return ::testing::AssertionFailure() << "segment " << show(a) << "-" << show(b) << " is not straight";
    }
    const int direction = a.row == b.row ? (b.col > a.col ? 1 : 3) : (b.row > a.row ? 2 : 0);
    if (previous_direction >= 0 && direction % 2 == previous_direction % 2) {
      return ::testing::AssertionFailure() << "no turn at " << show(a);
    }
    previous_direction = direction;
    for (Cell x = step(a, direction);; x = step(x, direction)) {
      if (!board.within_ring(x) || (!rules.may_leave_board && !board.on_board(x))) {
        return ::testing::AssertionFailure() << "the path leaves the allowed area at " << show(x);
      }
      const bool last_cell = i + 2 == corners.size() && x == b;
      if (x == pair.to && !last_cell) return ::testing::AssertionFailure() << "the path crosses the target early";
      if (board.has_card(x) && !last_cell) return ::testing::AssertionFailure() << "the path crosses a card at " << show(x);
      if (x == b) break;
    }
  }
  return ::testing::AssertionSuccess();
}

// A random board: each cell a card with probability `density`.
inline Board random_board(SplitMix64& random, int width, int height, double density) {
  Board board(width, height);
  for (int row = 1; row <= height; ++row) {
    for (int col = 1; col <= width; ++col) board.set_card({row, col}, random.chance(density));
  }
  return board;
}

// Mostly two cards; sometimes blanks or equal ends, which the searches must handle too.
inline Pair random_pair(SplitMix64& random, const Board& board) {
  auto any_cell = [&] {
    return Cell{static_cast<int>(random.uniform(1, board.height)), static_cast<int>(random.uniform(1, board.width))};
  };
  Pair pair{any_cell(), any_cell()};
  for (int tries = 0; tries < 8 && random.chance(0.8) && !board.has_card(pair.from); ++tries) pair.from = any_cell();
  for (int tries = 0; tries < 8 && random.chance(0.8) && !board.has_card(pair.to); ++tries) pair.to = any_cell();
  // Equal ends are a named edge case; keep them rare here.
  const bool single_cell = board.width * board.height == 1;
  while (pair.to == pair.from && !single_cell && !random.chance(0.03)) pair.to = any_cell();
  return pair;
}

// Parses rows of 'X' and ' ' into a board (rows padded to the longest).
inline Board board_from(const std::vector<std::string>& rows) {
  std::size_t width = 0;
  for (const auto& row : rows) width = std::max(width, row.size());
  Board board(static_cast<int>(width), static_cast<int>(rows.size()));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      board.set_card({static_cast<int>(r) + 1, static_cast<int>(c) + 1}, rows[r][c] == 'X');
    }
  }
  return board;
}

}  // namespace frontier::mahjong::test_support
