#pragma once
// The memory a Solitaire search works in, kept between cases. A judge file holds up to
// 100000 cases and the state space has 635376 configurations, so clearing a per-state
// array for every case would cost far more than the search itself. Instead each side
// keeps a generation stamp per state: a state is "seen" in this search only when its
// stamp equals the current generation, and starting a search just bumps the generation.
// A stamp is one byte, so that the array the inner loop probes (620 KiB) stays in cache;
// the price is a real clear once every 255 searches.

#include <cstdint>
#include <vector>

#include "frontier/solitaire/model.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::solitaire {

// Seen / depth / parent of every configuration for one side (one search direction).
class SideMarks {
 public:
  // Forgets every mark, in O(1) but for a real clear once every 255 searches.
  void begin_search();
  bool seen(trace::StateId rank) const { return stamp_[rank] == generation_; }
  void mark(trace::StateId rank, trace::StateId parent, int depth) {
    stamp_[rank] = generation_;
    link_[rank] = (parent == trace::kNoState ? kNoParent : parent) | static_cast<std::uint32_t>(depth) << kParentBits;
  }
  // Valid only for a state seen in this search.
  trace::StateId parent(trace::StateId rank) const {
    const std::uint32_t parent = link_[rank] & kNoParent;
    return parent == kNoParent ? trace::kNoState : parent;
  }
  int depth(trace::StateId rank) const { return static_cast<int>(link_[rank] >> kParentBits); }

 private:
  // Parent and depth share one word, so that marking a state writes one cache line, not two.
  static constexpr int kParentBits = 20;
  static constexpr std::uint32_t kNoParent = (std::uint32_t{1} << kParentBits) - 1;
  static_assert(kConfigurationCount <= kNoParent && kMaxMaxMoves < (1 << (32 - kParentBits)));

  std::vector<std::uint8_t> stamp_;
  std::vector<std::uint32_t> link_;
  std::uint8_t generation_ = 0;
};

// A configuration waiting in a frontier: its squares (to generate its moves) and rank.
struct FrontierEntry {
  Squares squares;
  trace::StateId rank;
};

struct Workspace {
  SideMarks marks[2];                   // [0] from the start, [1] from the goal
  std::vector<FrontierEntry> frontier[2];
  std::vector<FrontierEntry> next_layer;
};

// The squares from the side's root (depth 0) to `rank`, following parents.
std::vector<Squares> path_from_root(const SideMarks& marks, trace::StateId rank);

// One workspace per thread (the GUI searches on a worker thread while the CLI and tests
// search on the main one). A search must not start another search on the same thread
// from inside an observer hook.
Workspace& this_thread_workspace();

}  // namespace frontier::solitaire
