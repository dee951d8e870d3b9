#pragma once
// Pseudo-code line 1 of every Mahjong search.

#include "frontier/mahjong/rules.hpp"

namespace frontier::mahjong {

// Throws std::invalid_argument when an end of the pair is off the board; then line
// `same_ends` of the calling algorithm's line enum: true when the pair joins a cell with
// itself, which the judge answers 0 without a search.
template <class Line, class Observer>
bool same_ends(const Board& board, const Pair& pair, Observer& observer) {
  check_pair(board, pair);
  observer.line(Line::same_ends);
  return pair.from == pair.to;
}

}  // namespace frontier::mahjong
