#include "frontier/huarongdao/dijkstra.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"
#include "bucket_queue.hpp"
#include "search_steps.hpp"

namespace frontier::huarongdao {

template <class Observer>
Answer dijkstra(BoardGraph& graph, const Query& query, Observer&& observer) {
  Answer answer;
  if (already_there<DijkstraLine>(query, answer, observer)) return answer;
  PieceSearch search(graph, query);
  BucketQueue queue(search.labels.buckets, BucketQueue::Order::by_state);

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
