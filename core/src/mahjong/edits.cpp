#include "frontier/mahjong/edits.hpp"

#include "frontier/common/board_edits.hpp"

namespace frontier::mahjong {

void set_card(Game& game, Cell cell, bool card) {
  require_on_board(cell, game.board.height, game.board.width);
  game.board.set_card(cell, card);
}

void resize(Game& game, int width, int height) {
  require_side("width", width, kMaxWidth);
  require_side("height", height, kMaxHeight);
  Board& board = game.board;
  resize_grid(board.cards, board.height, board.width, height, width, false);
}

JudgeFile empty_file(int width, int height) {
  Game game{Board(1, 1), {}};
  resize(game, width, height);
  return JudgeFile{{game}};
}

}  // namespace frontier::mahjong
