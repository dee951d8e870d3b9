#pragma once
// The boards one step smaller than a board, for shrinking a failing case to the smallest
// that still fails (frontier-cli stress, stress_command.hpp): one row taken out, one column taken out, or one
// piece taken off. The queries move with their cells; a board whose line held a query's
// cell, or whose piece was a query's, is not offered, so each smaller board keeps every
// query and its meaning.

#include <concepts>
#include <cstddef>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/mahjong/model.hpp"

namespace frontier::cli {

template <class T>
struct SmallerGrid {
  int rows = 0;
  int cols = 0;
  std::vector<T> cells;  // row-major
  std::vector<CellPair> queries;
};

// `cells` is rows x cols, row-major, indexable; `blank` is an empty cell.
template <class T, class Cells>
std::vector<SmallerGrid<T>> smaller_grids(int rows, int cols, const Cells& cells, const std::vector<CellPair>& queries,
                                          T blank) {
  std::vector<SmallerGrid<T>> smaller;
  const auto at = [&](int row, int col) -> T { return cells[static_cast<std::size_t>(row - 1) * cols + (col - 1)]; };
  const auto clicked = [&](Cell cell) {
    for (const CellPair& query : queries) {
      if (query.from == cell || query.to == cell) return true;
    }
    return false;
  };
  // A line out: `row_out` or `col_out` (the other 0).
  const auto without = [&](int row_out, int col_out) {
    SmallerGrid<T> grid{rows - (row_out > 0 ? 1 : 0), cols - (col_out > 0 ? 1 : 0), {}, {}};
    for (int r = 1; r <= rows; ++r) {
      for (int c = 1; c <= cols; ++c) {
        if (r != row_out && c != col_out) grid.cells.push_back(at(r, c));
      }
    }
    const auto moved = [&](Cell cell) {
      return Cell{cell.row - (row_out > 0 && cell.row > row_out ? 1 : 0),
                  cell.col - (col_out > 0 && cell.col > col_out ? 1 : 0)};
    };
    for (const CellPair& query : queries) grid.queries.push_back({moved(query.from), moved(query.to)});
    return grid;
  };
  for (int r = 1; r <= rows && rows > 1; ++r) {
    bool held = false;
    for (const CellPair& query : queries) held = held || query.from.row == r || query.to.row == r;
    if (!held) smaller.push_back(without(r, 0));
  }
  for (int c = 1; c <= cols && cols > 1; ++c) {
    bool held = false;
    for (const CellPair& query : queries) held = held || query.from.col == c || query.to.col == c;
    if (!held) smaller.push_back(without(0, c));
  }
  for (int r = 1; r <= rows; ++r) {
    for (int c = 1; c <= cols; ++c) {
      if (at(r, c) == blank || clicked({r, c})) continue;
      SmallerGrid<T> grid{rows, cols, {}, queries};
      for (int rr = 1; rr <= rows; ++rr) {
        for (int cc = 1; cc <= cols; ++cc) grid.cells.push_back(rr == r && cc == c ? blank : at(rr, cc));
      }
      smaller.push_back(std::move(grid));
    }
  }
  return smaller;
}

// The cases one step smaller, for the puzzles whose case is a board with queries on it;
// stress keeps the board as it is where a puzzle has no overload here.
std::vector<lianliankan::Case> smaller_cases(const lianliankan::Case& game);
std::vector<mahjong::Game> smaller_cases(const mahjong::Game& game);

template <class Case>
concept ShrinksCases = requires(const Case& game) {
  { smaller_cases(game) } -> std::same_as<std::vector<Case>>;
};

}  // namespace frontier::cli
