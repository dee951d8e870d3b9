#pragma once
// Dijkstra's queue for the Huarongdao piece graph, as one list of states per dist (the
// graph's buckets, reused from search to search): every dist is a small integer and every
// edge costs at least 1 (a swap, a lone step, a walk to another side), so an expansion
// never adds to the list being popped. A state lowered again stays in its older list too;
// the caller skips it there, as with a heap.
//
// Order::by_state sorts each list when its turn comes, so states leave in the order of
// (dist, state), the order of a binary heap of (dist << 32 | state): dijkstra's trace is
// then the same on every run. Order::first_in leaves each list as it was filled, which is
// all dijkstra-from-target needs (it answers by dist alone).

#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"

namespace frontier::huarongdao {

class BucketQueue {
 public:
  enum class Order { by_state, first_in };

  BucketQueue(std::vector<std::vector<StateId>>& buckets, Order order) : buckets_(buckets), order_(order) {}
  BucketQueue(const BucketQueue&) = delete;
  BucketQueue& operator=(const BucketQueue&) = delete;
  ~BucketQueue() {
    for (std::size_t d = current_; d < end_; ++d) buckets_[d].clear();
  }

  [[gnu::always_inline]] void push(std::int32_t dist, StateId state) {
    const auto d = static_cast<std::size_t>(dist);
    if (d >= buckets_.size()) grow(d);
    buckets_[d].push_back(state);
    if (d >= end_) end_ = d + 1;
  }

  // Moves on to the next list that has states left; false when none has.
  [[gnu::always_inline]] bool empty() {
    // Most calls find the list under way not done: a test kept inline in the caller's loop.
    if (current_ < end_ && (sorted_ || order_ == Order::first_in) && head_ < buckets_[current_].size()) return false;
    return advance();
  }

  // The least dist; requires !empty().
  std::int32_t top_dist() const { return static_cast<std::int32_t>(current_); }
  StateId pop() { return buckets_[current_][head_++]; }
  // The state `ahead` pops after the next one if it is in the same list, else kNoState:
  // for a caller that fetches its labels into the cache before it needs them.
  StateId peek(std::size_t ahead) const {
    const std::vector<StateId>& bucket = buckets_[current_];
    return head_ + ahead < bucket.size() ? bucket[head_ + ahead] : trace::kNoState;
  }

 private:
  [[gnu::noinline]] bool advance() {
    while (current_ < end_) {
      std::vector<StateId>& bucket = buckets_[current_];
      if (order_ == Order::by_state && !sorted_) {
        std::sort(bucket.begin(), bucket.end());
        sorted_ = true;
      }
      if (head_ < bucket.size()) return false;
      bucket.clear();
      ++current_;
      head_ = 0;
      sorted_ = false;
    }
    return true;
  }

  // Out of line, so that push stays small enough to be inlined into the relax.
  [[gnu::noinline]] void grow(std::size_t d) { buckets_.resize(std::max(d + 1, buckets_.size() * 2)); }

  std::vector<std::vector<StateId>>& buckets_;
  Order order_;
  std::size_t current_ = 0;  // the dist whose list is being popped
  std::size_t head_ = 0;     // the next state in that list
  std::size_t end_ = 0;      // one past the largest dist pushed
  bool sorted_ = false;
};

}  // namespace frontier::huarongdao
