#pragma once
// What a path between two cards may do, what an answer holds, and how the searches number
// the cells of the board together with the ring of blanks around it.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/mahjong/model.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::mahjong {

// A path is a chain of straight horizontal and vertical segments from the first card to
// the second that crosses no card other than the second. The judge lets it leave the
// board; one ring of blanks around the board is enough, since a path never gains by
// going further out.
struct Rules {
  // Off, the ring is closed: shows students what leaving the board buys.
  bool may_leave_board = true;
};

struct Answer {
  // The judge's answer: the fewest segments, 0 when there is no path (or the ends are equal).
  int segments = 0;
  // The path's corner points: the start, each turn (ring points included), the target;
  // corners.size() == segments + 1, empty when segments == 0.
  std::vector<Cell> corners;
  // The search states along the path, start first (see each algorithm's state encoding).
  std::vector<trace::StateId> states;
  // The observer asked the search to stop; nothing else in the answer is meaningful.
  bool stopped = false;

  bool found() const { return segments > 0; }
  friend bool operator==(const Answer&, const Answer&) = default;
};

inline Answer stopped_answer() {
  Answer answer;
  answer.stopped = true;
  return answer;
}

// The board and its ring, numbered row-major: index = row * (width + 2) + col, with
// row 0..height+1 and col 0..width+1 in the judge's 1-based coordinates (so the ring is
// row 0 / height+1 and col 0 / width+1).
struct RingGrid {
  int width = 0;   // of the board, without the ring
  int height = 0;

  explicit RingGrid(const Board& board) : width(board.width), height(board.height) {}
  int stride() const { return width + 2; }
  int cell_count() const { return (width + 2) * (height + 2); }
  int index(Cell c) const { return c.row * stride() + c.col; }
  Cell cell(int index) const { return {index / stride(), index % stride()}; }
};

// How far one step in `direction` moves a RingGrid index.
inline int index_step(const RingGrid& grid, int direction) {
  return kRowStep[direction] * grid.stride() + kColStep[direction];
}

// How many states a search over (cell, direction of travel) has, zero-one-bfs's and
// astar's: one a RingGrid index and direction, numbered index * kDirections + direction.
inline std::size_t heading_state_count(const Board& board) {
  return static_cast<std::size_t>(RingGrid(board).cell_count()) * kDirections;
}

// Why the pair cannot be asked on this board, in the reader's words ("pair x1 9 is outside
// the board (5 columns)": the first coordinate off the board in the judge's order x1 y1 x2
// y2, a zero one only when no other is off);
// nullopt when both ends are on the board. Puzzle::validate, the reader and the searches
// all decide through this one function.
std::optional<std::string> pair_refusal(const Board& board, const Pair& pair);

// Throws std::invalid_argument with pair_refusal's reason when there is one.
void check_pair(const Board& board, const Pair& pair);

}  // namespace frontier::mahjong
