#include "frontier/mahjong/edits.hpp"

#include "frontier/common/board_edits.hpp"

namespace frontier::mahjong {

void set_card(Game& game, Cell cell, bool card) {
  require_on_board(cell, game.board.height, game.board.width);
  game.board.set_card(cell, card);
}

void resize(Game& game, int width, int height) {
  Board& board = game.board;
  resize_board(board.cards, board.height, board.width, {"height", height, kMaxHeight}, {"width", width, kMaxWidth}, false);
}

JudgeFile empty_file(int width, int height) {
  Game game{Board(1, 1), {}};
  resize(game, width, height);
  return JudgeFile{{game}};
}

}  // namespace frontier::mahjong
