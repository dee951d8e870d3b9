#pragma once
// Pseudo-code line 1 of every Lianliankan search, and its answer NO.

#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"

namespace frontier::lianliankan {

// Lines `check_pair` and, when the two cells are not two equal tiles, `answer_no`: true
// when the search may go on. `Line` is the calling algorithm's line enum.
template <class Line, class Observer>
bool tiles_checked(const Board& board, const Query& query, Observer& observer) {
  observer.line(Line::check_pair);
  if (tiles_can_pair(board, query)) return true;
  observer.line(Line::answer_no);
  return false;
}

}  // namespace frontier::lianliankan
