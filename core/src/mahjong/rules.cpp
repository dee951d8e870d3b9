#include "frontier/mahjong/rules.hpp"

#include <stdexcept>
#include <string>

namespace frontier::mahjong {
namespace {

std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

}  // namespace

std::optional<std::string> pair_refusal(const Board& board, const Pair& pair) {
  struct Coordinate {
    const char* name;
    int value;
    bool is_x;  // x is the column
  };
  const Coordinate coordinates[4] = {{"pair x1", pair.from.col, true},
                                     {"pair y1", pair.from.row, false},
                                     {"pair x2", pair.to.col, true},
                                     {"pair y2", pair.to.row, false}};
  auto refusal = [&](const Coordinate& c) {
    return std::string(c.name) + " " + std::to_string(c.value) + " is outside the board (" +
           (c.is_x ? plural(board.width, "column") : plural(board.height, "row")) + ")";
  };
  auto outside = [&](const Coordinate& c) { return c.value < 1 || c.value > (c.is_x ? board.width : board.height); };
  // A zero is named last: in a file it may belong to the end marker "0 0 0 0", so the reader
  // can judge it only after the whole line, when every other coordinate is judged already.
  for (const Coordinate& c : coordinates) {
    if (c.value != 0 && outside(c)) return refusal(c);
  }
  for (const Coordinate& c : coordinates) {
    if (c.value == 0) return refusal(c);
  }
  return std::nullopt;
}

void check_pair(const Board& board, const Pair& pair) {
  if (const auto refusal = pair_refusal(board, pair)) throw std::invalid_argument(*refusal);
}

}  // namespace frontier::mahjong
