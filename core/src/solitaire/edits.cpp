#include "frontier/solitaire/edits.hpp"

#include <stdexcept>
#include <string>

#include "frontier/common/board_edits.hpp"

namespace frontier::solitaire {

namespace {
std::string square(Cell cell) { return "(" + std::to_string(cell.row) + ", " + std::to_string(cell.col) + ")"; }
}  // namespace

std::optional<int> piece_on(const Configuration& configuration, Cell cell) {
  for (int i = 0; i < kPieces; ++i) {
    if (configuration.pieces[static_cast<std::size_t>(i)] == cell) return i;
  }
  return std::nullopt;
}

void move_piece(Configuration& configuration, Cell from, Cell to) {
  const std::optional<int> moved = piece_on(configuration, from);
  if (!moved) throw std::invalid_argument("no piece stands on " + square(from));
  if (from == to) return;
  require_on_board(to, kBoardSize, kBoardSize);
  if (piece_on(configuration, to)) throw std::invalid_argument("two pieces cannot stand on one square " + square(to));
  configuration.pieces[static_cast<std::size_t>(*moved)] = to;
}

}  // namespace frontier::solitaire
