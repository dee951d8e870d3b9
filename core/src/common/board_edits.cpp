#include "frontier/common/board_edits.hpp"

namespace frontier {

void require_on_board(Cell cell, int rows, int cols) {
  if (cell.row >= 1 && cell.row <= rows && cell.col >= 1 && cell.col <= cols) return;
  throw std::out_of_range("cell (" + std::to_string(cell.row) + ", " + std::to_string(cell.col) + ") is off the " +
                          std::to_string(rows) + " x " + std::to_string(cols) + " board");
}

void require_side(std::string_view what, int value, int most) {
  if (value >= 1 && value <= most) return;
  throw std::invalid_argument(std::string(what) + " must be from 1 to " + std::to_string(most));
}

}  // namespace frontier
