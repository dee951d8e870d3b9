#include "frontier/eight/workspace.hpp"

#include <algorithm>

namespace frontier::eight {

void FrameMarks::begin_search() {
  if (seen_.empty()) {
    seen_.assign(kFrameCount, 0);
    closed_.assign(kFrameCount, 0);
    parent_.assign(kFrameCount, trace::kNoState);
    moves_.assign(kFrameCount, 0);
  }
  if (++generation_ == 0) {
    std::fill(seen_.begin(), seen_.end(), 0);
    std::fill(closed_.begin(), closed_.end(), 0);
    generation_ = 1;
  }
}

std::vector<Frame> path_from_root(const FrameMarks& marks, trace::StateId rank) {
  std::vector<Frame> path;
  for (trace::StateId at = rank; at != trace::kNoState; at = marks.parent(at)) path.push_back(unrank(at));
  std::reverse(path.begin(), path.end());
  return path;
}

std::vector<Move> moves_along(const std::vector<Frame>& frames) {
  std::vector<Move> moves;
  for (std::size_t i = 1; i < frames.size(); ++i) moves.push_back(move_between(frames[i - 1], frames[i]));
  return moves;
}

Workspace& this_thread_workspace() {
  thread_local Workspace workspace;
  return workspace;
}

}  // namespace frontier::eight
