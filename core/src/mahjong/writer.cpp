// Writing Mahjong judge files in the canonical form described in format.hpp.

#include "frontier/mahjong/format.hpp"

namespace frontier::mahjong {

std::string write_judge_file(const JudgeFile& file) {
  std::string text;
  for (const Game& game : file.games) {
    const Board& board = game.board;
    text += std::to_string(board.width) + " " + std::to_string(board.height) + "\n";
    for (int row = 1; row <= board.height; ++row) {
      for (int col = 1; col <= board.width; ++col) text += board.has_card({row, col}) ? 'X' : ' ';
      text += '\n';
    }
    // The judge writes x (the column) before y (the row).
    for (const Pair& pair : game.pairs) {
      text += std::to_string(pair.from.col) + " " + std::to_string(pair.from.row) + " " +
              std::to_string(pair.to.col) + " " + std::to_string(pair.to.row) + "\n";
    }
    text += "0 0 0 0\n";
  }
  text += "0 0\n";
  return text;
}

}  // namespace frontier::mahjong
