#include "frontier/solitaire/workspace.hpp"

#include <algorithm>

namespace frontier::solitaire {

void SideMarks::begin_search() {
  if (stamp_.empty()) {  // first search on this thread: allocate once
    stamp_.assign(kConfigurationCount, 0);
    link_.assign(kConfigurationCount, kNoParent);
  }
  if (++generation_ == 0) {  // wrapped: old stamps could match again, so clear for real
    std::fill(stamp_.begin(), stamp_.end(), 0);
    generation_ = 1;
  }
}

std::vector<Squares> path_from_root(const SideMarks& marks, trace::StateId rank) {
  std::vector<Squares> path;
  for (trace::StateId r = rank; r != trace::kNoState; r = marks.parent(r)) path.push_back(unrank(r));
  std::reverse(path.begin(), path.end());
  return path;
}

Workspace& this_thread_workspace() {
  thread_local Workspace workspace;
  return workspace;
}

}  // namespace frontier::solitaire
