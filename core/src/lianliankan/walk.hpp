#pragma once
// Helpers shared by the searches that walk the line cell by cell (bfs-turns, dfs).

#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::lianliankan::walk {

// "Never reached" in a table of fewest turns per state.
inline constexpr std::uint8_t kUnreached = 255;

// True when `target` lies straight ahead of `cell` heading in `direction`.
inline bool straight_ahead(Cell cell, int direction, Cell target) {
  switch (direction) {
    case 0: return target.col == cell.col && target.row < cell.row;
    case 1: return target.row == cell.row && target.col > cell.col;
    case 2: return target.col == cell.col && target.row > cell.row;
    default: return target.row == cell.row && target.col < cell.col;
  }
}

// The line from the start state to `last` (following `parent`), then on to `end`, as
// corners.
inline std::vector<Cell> witness(const Board& board, const std::vector<trace::StateId>& parent,
                                 trace::StateId last, Cell end) {
  std::vector<Cell> cells{end};
  for (trace::StateId s = last; s != trace::kNoState; s = parent[s]) cells.push_back(decode_heading(board, s).cell);
  std::reverse(cells.begin(), cells.end());
  return corners_of(cells);
}

}  // namespace frontier::lianliankan::walk
