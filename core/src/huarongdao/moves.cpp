#include "frontier/huarongdao/moves.hpp"

#include <cstdlib>
#include <string>

namespace frontier::huarongdao {

namespace {

bool beside(Cell a, Cell b) { return std::abs(a.row - b.row) + std::abs(a.col - b.col) == 1; }

MoveOutcome<Position> refuse(std::string reason) { return {std::nullopt, std::move(reason)}; }

}  // namespace

std::vector<Move> legal_moves(const Board& board, const Position& position) {
  std::vector<Move> moves;
  for (int d = 0; d < kDirections; ++d) {
    const Cell from = step(position.blank, d);
    if (board.movable(from)) moves.push_back({from, position.blank, from == position.piece});
  }
  return moves;
}

MoveOutcome<Position> apply_move(const Board& board, const Position& position, const Move& move) {
  if (move.to != position.blank) {
    return refuse(cell_text(move.to) + " is not the blank; the blank is on " + cell_text(position.blank));
  }
  if (!board.inside(move.from)) return refuse(cell_text(move.from) + " is off the board");
  if (!beside(move.from, move.to)) {
    return refuse(cell_text(move.from) + " is not beside the blank " + cell_text(move.to));
  }
  if (!board.movable(move.from)) return refuse(cell_text(move.from) + " is a fixed cell");
  const bool marked = move.from == position.piece;
  if (move.marked != marked) {
    return refuse(marked ? "the piece on " + cell_text(move.from) + " is the marked piece"
                         : "the piece on " + cell_text(move.from) + " is not the marked piece");
  }
  return {Position{move.from, marked ? move.to : position.piece}, {}};
}

}  // namespace frontier::huarongdao
