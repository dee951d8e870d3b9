#pragma once
// The memory an 8-puzzle search works in, kept between cases: a judge file holds many cases
// and there are 9! frames, so clearing a per-frame array for every case would cost more
// than most searches. Each side keeps a generation stamp per frame instead: a frame is
// marked in this search only when its stamp is the current generation.

#include <cstdint>
#include <vector>

#include "frontier/eight/model.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::eight {

// Seen, closed, moves and parent of every frame for one side (one search direction).
class FrameMarks {
 public:
  // Forgets every mark, in O(1) but for a real clear once every 255 searches.
  void begin_search();
  bool seen(trace::StateId rank) const { return seen_[rank] == generation_; }
  void mark(trace::StateId rank, trace::StateId parent, int moves) {
    seen_[rank] = generation_;
    parent_[rank] = parent;
    moves_[rank] = static_cast<std::uint8_t>(moves);
  }
  bool closed(trace::StateId rank) const { return closed_[rank] == generation_; }
  void close(trace::StateId rank) { closed_[rank] = generation_; }
  // Valid only for a frame seen in this search.
  trace::StateId parent(trace::StateId rank) const { return parent_[rank]; }
  int moves(trace::StateId rank) const { return moves_[rank]; }

 private:
  std::vector<std::uint8_t> seen_;
  std::vector<std::uint8_t> closed_;
  std::vector<trace::StateId> parent_;
  std::vector<std::uint8_t> moves_;  // at most 31 for a frame that reaches the goal
  std::uint8_t generation_ = 0;
};

// A frame waiting in a frontier: the frame (to make its moves) and its rank.
struct Waiting {
  Frame frame;
  trace::StateId rank;
};

struct Workspace {
  FrameMarks marks[2];  // [0] from the start (or the one end searched), [1] from the goal
  std::vector<Waiting> frontier[2];
  std::vector<Waiting> next_layer;
};

// The frames from the side's root to `rank`, following parents.
std::vector<Frame> path_from_root(const FrameMarks& marks, trace::StateId rank);
// The moves along consecutive frames.
std::vector<Move> moves_along(const std::vector<Frame>& frames);

// One workspace per thread (the GUI searches on a worker thread while the CLI and tests
// search on the main one).
Workspace& this_thread_workspace();

// Calls visit(next, direction) for every move of the blank in `frame`, in Frontier's order
// (up, right, down, left); visit returns false to stop, and so does for_each_move then.
template <class Visit>
inline bool for_each_move(const Frame& frame, int blank, Visit&& visit) {
  const int row = blank / kSide;
  const int col = blank % kSide;
  for (int d = 0; d < kDirections; ++d) {
    const int r = row + kRowStep[d];
    const int c = col + kColStep[d];
    if (r < 0 || r >= kSide || c < 0 || c >= kSide) continue;
    Frame next = frame;
    next.cells[static_cast<std::size_t>(blank)] = next.cells[static_cast<std::size_t>(r * kSide + c)];
    next.cells[static_cast<std::size_t>(r * kSide + c)] = kBlank;
    if (!visit(next, d)) return false;
  }
  return true;
}

}  // namespace frontier::eight
