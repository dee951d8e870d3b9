#pragma once
// The state of the searches that walk the line cell by cell (bfs-turns, dfs): the cell
// the line has reached, on the padded board, and the direction it is heading in. At the
// first click the line may head any way, so the searches start from four states there.
//
// StateId = (row * (cols + 2) + col) * 4 + direction, with row 0..rows+1 and col
// 0..cols+1 (the outer ring included) and direction as in frontier::kRowStep (up, right,
// down, left).

#include <cstddef>

#include "frontier/common/cell.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::lianliankan {

struct Heading {
  Cell cell;
  int direction = 0;
  friend bool operator==(const Heading&, const Heading&) = default;
};

inline std::size_t heading_state_count(const Board& board) {
  return static_cast<std::size_t>(board.rows + 2) * static_cast<std::size_t>(board.cols + 2) * kDirections;
}
inline trace::StateId encode_heading(const Board& board, Heading heading) {
  return (static_cast<trace::StateId>(heading.cell.row) * static_cast<trace::StateId>(board.cols + 2) +
          static_cast<trace::StateId>(heading.cell.col)) *
             kDirections +
         static_cast<trace::StateId>(heading.direction);
}
inline Heading decode_heading(const Board& board, trace::StateId state) {
  const trace::StateId cell = state / kDirections;
  const trace::StateId width = static_cast<trace::StateId>(board.cols + 2);
  return {{static_cast<int>(cell / width), static_cast<int>(cell % width)}, static_cast<int>(state % kDirections)};
}

}  // namespace frontier::lianliankan
