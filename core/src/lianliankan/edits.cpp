#include "frontier/lianliankan/edits.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "frontier/common/board_edits.hpp"

namespace frontier::lianliankan {

void set_tile(Case& game, Cell cell, std::int32_t tile) {
  Board& board = game.board;
  require_on_board(cell, board.rows, board.cols);
  if (tile < kBlank) throw std::invalid_argument("a tile is a number from 1 to " + std::to_string(kMaxTile) + ", or 0 for a blank");
  board.tiles[static_cast<std::size_t>(cell.row - 1) * board.cols + (cell.col - 1)] = tile;
}

void resize(Case& game, int rows, int cols) {
  Board& board = game.board;
  resize_board(board.tiles, board.rows, board.cols, {"rows", rows, kMaxRows}, {"columns", cols, kMaxCols}, kBlank);
}

JudgeFile empty_file(int rows, int cols) {
  Case game;
  game.board = Board{1, 1, {kBlank}};
  resize(game, rows, cols);
  return JudgeFile{{game}};
}

std::vector<std::int32_t> tiles_in_use(const Board& board) {
  std::vector<std::int32_t> kinds;
  for (const std::int32_t tile : board.tiles) {
    if (tile != kBlank) kinds.push_back(tile);
  }
  std::sort(kinds.begin(), kinds.end());
  kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
  return kinds;
}

}  // namespace frontier::lianliankan
