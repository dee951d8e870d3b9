#pragma once
// What every board editor needs whatever the puzzle: a row-major grid given another size
// (the top-left part kept, new cells filled), and the words of an edit refused because its
// cell or its size is off the limits. The puzzles' own edits (<puzzle>/edits.hpp) are
// built on these, so that they refuse alike.

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "frontier/common/cell.hpp"

namespace frontier {

// `cells` is rows x cols, row-major; it becomes new_rows x new_cols, with the cells the two
// sizes share kept where they were and the others `fill`, and `rows` and `cols` the new
// size: a board's cells and its sides change together.
template <class T>
void resize_grid(std::vector<T>& cells, int& rows, int& cols, int new_rows, int new_cols, T fill) {
  std::vector<T> resized(static_cast<std::size_t>(new_rows) * static_cast<std::size_t>(new_cols), fill);
  for (int r = 0; r < rows && r < new_rows; ++r) {
    for (int c = 0; c < cols && c < new_cols; ++c) {
      resized[static_cast<std::size_t>(r) * new_cols + c] = cells[static_cast<std::size_t>(r) * cols + c];
    }
  }
  cells = std::move(resized);
  rows = new_rows;
  cols = new_cols;
}

// Throws std::invalid_argument ("rows must be from 1 to 1000") unless 1 <= value <= most.
void require_side(std::string_view what, int value, int most);

// A side of a board as an edit asks for it: its name in a refusal ("rows", "width"), the
// length asked, and the most the judge allows.
struct Side {
  std::string_view name;
  int length;
  int most;
};

// The edit that resizes any board: both sides checked (require_side, rows first), then
// resize_grid.
template <class T>
void resize_board(std::vector<T>& cells, int& rows, int& cols, Side new_rows, Side new_cols, T fill) {
  require_side(new_rows.name, new_rows.length, new_rows.most);
  require_side(new_cols.name, new_cols.length, new_cols.most);
  resize_grid(cells, rows, cols, new_rows.length, new_cols.length, fill);
}

// Throws std::out_of_range ("cell (4, 7) is off the 3 x 5 board") unless 1 <= row <= rows
// and 1 <= col <= cols.
void require_on_board(Cell cell, int rows, int cols);
}  // namespace frontier
