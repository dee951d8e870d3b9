#pragma once
// The working memory of one search, reused by every search on the same thread. A judge
// file asks thousands of pairs of one board, and allocating and clearing a quarter
// megabyte per pair would cost more than the searches themselves. Instead of clearing,
// each search takes a fresh stamp: a state's cost and parent mean something only while its
// stamp is the current one, so a search touches only the states it reaches.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "frontier/mahjong/rules.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::mahjong::detail {

class Scratch {
 public:
  // Per state: reached in this search (cost and parent valid), or also expanded.
  bool reached(std::size_t s) const { return stamp_[s] >= reached_; }
  bool expanded(std::size_t s) const { return stamp_[s] == reached_ + 1; }
  void mark_reached(std::size_t s) { stamp_[s] = reached_; }
  void mark_expanded(std::size_t s) { stamp_[s] = reached_ + 1; }

  // Whether a path standing on RingGrid index `cell` may step in `direction`: the
  // neighbour lies within the ring and may be entered (a blank on the board, the ring when
  // the rules allow it, the target even when it holds a card).
  bool may_step(int cell, int direction) const {
    return (within_[static_cast<std::size_t>(cell)] >> direction & 1) &&
           open_[static_cast<std::size_t>(cell + step_[direction])];
  }
  bool within_ring(int cell, int direction) const { return within_[static_cast<std::size_t>(cell)] >> direction & 1; }
  int step(int direction) const { return step_[direction]; }

  // `s` reached at `reached_cost` from `from` (kNoState for a start).
  void reach(trace::StateId s, int reached_cost, trace::StateId from) {
    mark_reached(s);
    cost[s] = reached_cost;
    parent[s] = from;
  }
  // The states from a start to `goal`, following parent.
  std::vector<trace::StateId> chain_to(trace::StateId goal) const {
    std::vector<trace::StateId> chain;
    for (trace::StateId s = goal; s != trace::kNoState; s = parent[s]) chain.push_back(s);
    std::reverse(chain.begin(), chain.end());
    return chain;
  }

  std::vector<int> cost;
  std::vector<trace::StateId> parent;
  std::vector<trace::StateId> queue;  // the deque or queue; read only where written

  friend class Lease;

 private:
  void prepare_grid(const Board& board, const Rules& rules, Cell target);

  std::vector<std::uint32_t> stamp_;
  std::uint32_t reached_ = 0;  // stamps below this are from earlier searches
  std::vector<unsigned char> open_;    // per RingGrid index
  std::vector<unsigned char> within_;  // per RingGrid index: bit d when the neighbour in d is within the ring
  int within_width_ = -1;              // the board size `within_` was built for
  int within_height_ = -1;
  int step_[kDirections] = {};
  bool in_use_ = false;
};

// This thread's scratch, prepared for one search of `states` states with a queue of
// `queue_slots` on the given board, pair target and rules. Refuses a second search started
// from inside an observer's hook on the same thread.
class Lease {
 public:
  Lease(const Board& board, const Rules& rules, Cell target, std::size_t states, std::size_t queue_slots);
  ~Lease();
  Lease(const Lease&) = delete;
  Lease& operator=(const Lease&) = delete;

  Scratch& operator*() const { return scratch_; }

 private:
  Scratch& scratch_;
};

}  // namespace frontier::mahjong::detail
