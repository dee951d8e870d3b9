#pragma once
// The moves of Solitaire: one piece steps up, right, down or left onto an empty
// neighbouring square, or jumps over one neighbouring piece onto the empty square right
// behind it. Nothing ever leaves the board, and a jump passes over exactly one piece.
// Every move can be undone by the opposite move, so "reachable" is symmetric: that is
// what lets a search run backward from the goal.

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/solitaire/model.hpp"

namespace frontier::solitaire {

// The question's limit: YES when the goal is reachable in at most max_moves moves.
struct Rules {
  int max_moves = kDefaultMaxMoves;  // 0..kMaxMaxMoves
  friend bool operator==(const Rules&, const Rules&) = default;
};

struct Move {
  Cell from;
  Cell to;
  bool jump = false;  // over the piece between `from` and `to`
  friend bool operator==(const Move&, const Move&) = default;
};

// Calls visit(next, from_square, to_square, jump) for every legal move of `squares`
// (sorted), pieces in square order and directions in Frontier's order (up, right, down,
// left); `next` is sorted again. visit returns false to stop early, and so does
// for_each_move then. Inline because it is the inner loop of every search.
template <class Visit>
inline bool for_each_move(const Squares& squares, Visit&& visit) {
  std::uint64_t occupied = 0;
  for (const auto s : squares) occupied |= std::uint64_t{1} << s;
  for (int i = 0; i < kPieces; ++i) {
    const int row = squares[i] / kBoardSize;
    const int col = squares[i] % kBoardSize;
    for (int d = 0; d < kDirections; ++d) {
      int r = row + kRowStep[d];
      int c = col + kColStep[d];
      if (r < 0 || r >= kBoardSize || c < 0 || c >= kBoardSize) continue;
      bool jump = false;
      if ((occupied >> (r * kBoardSize + c)) & 1) {
        r += kRowStep[d];
        c += kColStep[d];
        if (r < 0 || r >= kBoardSize || c < 0 || c >= kBoardSize) continue;
        if ((occupied >> (r * kBoardSize + c)) & 1) continue;
        jump = true;
      }
      Squares next = squares;
      next[i] = static_cast<std::uint8_t>(r * kBoardSize + c);
      // Only one square changed: slide it back into sorted place.
      int j = i;
      while (j > 0 && next[j - 1] > next[j]) std::swap(next[j - 1], next[j]), --j;
      while (j + 1 < kPieces && next[j] > next[j + 1]) std::swap(next[j], next[j + 1]), ++j;
      if (!visit(next, static_cast<int>(squares[i]), r * kBoardSize + c, jump)) return false;
    }
  }
  return true;
}

// The legal moves of a valid configuration, in for_each_move's order.
std::vector<Move> legal_moves(const Configuration& configuration);
// The configuration after `move` (the moved piece keeps its place in the list), or
// nothing when the move is not legal there.
std::optional<Configuration> apply_move(const Configuration& configuration, const Move& move);
// The single move that turns `before` into `after`, two configurations one move apart.
Move move_between(const Squares& before, const Squares& after);
// The moves along a path of configurations, each one move from the next.
std::vector<Move> moves_along(const std::vector<Squares>& path);

}  // namespace frontier::solitaire
