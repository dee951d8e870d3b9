#pragma once
// Pseudo-code line 1 of every Lianliankan search, and its answer NO.

#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"

namespace frontier::lianliankan {

// Line `check_pair`: true when the search may go on. A pair it refuses ends there, on
// that line, which gives its own answer NO: lighting the last line's "answer NO" after it
// would tell that a search ran and found no line. `Line` is the calling algorithm's
// line enum.
template <class Line, class Observer>
bool tiles_checked(const Board& board, const Query& query, Observer& observer) {
  observer.line(Line::check_pair);
  return tiles_can_pair(board, query);
}

}  // namespace frontier::lianliankan
