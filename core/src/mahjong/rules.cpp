#include "frontier/mahjong/rules.hpp"

#include <stdexcept>
#include <string>

namespace frontier::mahjong {

std::vector<unsigned char> open_cells(const Board& board, const Rules& rules, Cell target) {
  const RingGrid grid(board);
  std::vector<unsigned char> open(static_cast<std::size_t>(grid.cell_count()), rules.may_leave_board ? 1 : 0);
  for (int row = 1; row <= board.height; ++row) {
    for (int col = 1; col <= board.width; ++col) open[grid.index({row, col})] = board.has_card({row, col}) ? 0 : 1;
  }
  open[grid.index(target)] = 1;
  return open;
}

void check_pair(const Board& board, const Pair& pair) {
  for (const Cell c : {pair.from, pair.to}) {
    if (!board.on_board(c)) {
      throw std::invalid_argument("pair end (row " + std::to_string(c.row) + ", col " + std::to_string(c.col) +
                                  ") is not on the " + std::to_string(board.height) + "x" +
                                  std::to_string(board.width) + " board");
    }
  }
}

}  // namespace frontier::mahjong
