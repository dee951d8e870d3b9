#include "frontier/mahjong/rules.hpp"

#include <stdexcept>
#include <string>

namespace frontier::mahjong {

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
