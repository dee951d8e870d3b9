#include "frontier/huarongdao/dijkstra.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"
#include "search_steps.hpp"

namespace frontier::huarongdao {

namespace {

// Dijkstra's queue as one list of states per dist (the graph's buckets, reused from query
// to query): every dist is a small integer, and every edge costs at least 1 (a swap, a
// lone step, a walk to another side), so an expansion never adds to the list being popped.
// Each list is sorted when its turn comes, so states leave in the order of (dist, state),
// the order of a binary heap of (dist << 32 | state), and every run is the same. A state
// lowered again stays in its older list too; the caller skips it there, as with a heap.
class BucketQueue {
 public:
  explicit BucketQueue(std::vector<std::vector<StateId>>& buckets) : buckets_(buckets) {}
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
  bool empty() {
    while (current_ < end_) {
      std::vector<StateId>& bucket = buckets_[current_];
      if (!sorted_) {
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

  // The least (dist, state); requires !empty().
  std::int32_t top_dist() const { return static_cast<std::int32_t>(current_); }
  StateId pop() { return buckets_[current_][head_++]; }

 private:
  // Out of line, so that push stays small enough to be inlined into the relax.
  [[gnu::noinline]] void grow(std::size_t d) { buckets_.resize(std::max(d + 1, buckets_.size() * 2)); }

  std::vector<std::vector<StateId>>& buckets_;
  std::size_t current_ = 0;  // the dist whose list is being popped
  std::size_t head_ = 0;     // the next state in that list
  std::size_t end_ = 0;      // one past the largest dist pushed
  bool sorted_ = false;
};

}  // namespace

template <class Observer>
Answer dijkstra(BoardGraph& graph, const Query& query, Observer&& observer) {
  Answer answer;
  if (already_there<DijkstraLine>(query, answer, observer)) return answer;
  PieceSearch search(graph, query);
  BucketQueue queue(search.labels.buckets);

  const StateId start = search.start<DijkstraLine>(query, observer);
  observer.line(DijkstraLine::push_start, start);
  queue.push(0, start);

  StateId u = trace::kNoState;
  auto relax = [&](StateId v, std::int64_t d) {
    if (search.lower<DijkstraLine>(v, u, d, observer)) queue.push(static_cast<std::int32_t>(d), v);
  };

  while (!queue.empty()) {
    observer.line(DijkstraLine::loop);
    const std::int32_t popped_dist = queue.top_dist();
    u = queue.pop();
    if (popped_dist != search.dist[u]) continue;  // a stale entry
    if (observer.stop_requested()) {
      answer.status = Status::stopped;
      return answer;
    }
    observer.expand(u);
    ++answer.expansions;
    observer.line(DijkstraLine::pop, u);
    observer.line(DijkstraLine::goal_test, u);
    if (u < static_cast<StateId>(search.n) * 4 && static_cast<int>(u / 4) == search.target) {
      answer.status = Status::solved;
      answer.moves = search.dist[u];
      answer.witness = search.moves_to(u);
      return answer;
    }
    expand_piece_state<DijkstraLine>(graph, search.piece, u, search.dist[u], observer, relax);
  }
  observer.line(DijkstraLine::not_found);
  return answer;
}

template Answer dijkstra<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer dijkstra<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
