#include "frontier/solitaire/rules.hpp"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace frontier::solitaire {

std::vector<Move> legal_moves(const Configuration& configuration) {
  std::vector<Move> moves;
  for_each_move(squares_of(configuration), [&](const Squares&, int from, int to, bool jump) {
    moves.push_back({cell_of(from), cell_of(to), jump});
    return true;
  });
  return moves;
}

std::optional<Configuration> apply_move(const Configuration& configuration, const Move& move) {
  if (!is_valid(configuration) || !on_board(move.to)) return std::nullopt;
  const int row_step = move.to.row - move.from.row;
  const int col_step = move.to.col - move.from.col;
  const int length = std::abs(row_step) + std::abs(col_step);
  // Straight along a row or a column, one square for a step, two for a jump.
  if ((row_step != 0 && col_step != 0) || length != (move.jump ? 2 : 1)) return std::nullopt;
  auto occupied = [&](Cell c) {
    for (const Cell piece : configuration.pieces) {
      if (piece == c) return true;
    }
    return false;
  };
  if (occupied(move.to)) return std::nullopt;
  if (move.jump && !occupied({move.from.row + row_step / 2, move.from.col + col_step / 2})) return std::nullopt;
  for (int i = 0; i < kPieces; ++i) {
    if (configuration.pieces[i] == move.from) {
      Configuration after = configuration;
      after.pieces[i] = move.to;
      return after;
    }
  }
  return std::nullopt;
}

Move move_between(const Squares& before, const Squares& after) {
  // Both lists are sorted: the square only `before` has is where the piece left, the one
  // only `after` has is where it arrived.
  int from = -1;
  int to = -1;
  for (const auto s : before) {
    if (std::find(after.begin(), after.end(), s) == after.end()) from = s;
  }
  for (const auto s : after) {
    if (std::find(before.begin(), before.end(), s) == before.end()) to = s;
  }
  if (from < 0 || to < 0) throw std::logic_error("move_between: the configurations are not one move apart");
  const Cell a = cell_of(from);
  const Cell b = cell_of(to);
  return {a, b, std::abs(a.row - b.row) + std::abs(a.col - b.col) == 2};
}

std::vector<Move> moves_along(const std::vector<Squares>& path) {
  std::vector<Move> moves;
  for (std::size_t i = 1; i < path.size(); ++i) moves.push_back(move_between(path[i - 1], path[i]));
  return moves;
}

}  // namespace frontier::solitaire
