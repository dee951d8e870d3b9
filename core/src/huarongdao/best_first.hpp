#pragma once
// Dijkstra and A* over the piece graph are one search that differs only in the key a state
// is queued by: dist for dijkstra, dist + h for astar (h its lower bound on the moves
// left). Both keys never fall along an edge (every edge costs at least 1, and astar's h is
// consistent), so no push lands below the list being popped, BucketQueue's one requirement,
// and the first state popped with the piece on the target gives the answer. Their lines
// carry the same names, so one template serves both line enums.

#include <cstdint>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "bucket_queue.hpp"
#include "search_steps.hpp"

namespace frontier::huarongdao {

// `estimate(search, s)` is what the key adds to dist[s]: 0 for dijkstra. A push of equal
// key (astar's swap towards the target) joins the list under way and leaves after the
// states already in it.
template <class Line, class Observer, class Estimate>
Answer best_first(BoardGraph& graph, const Query& query, Observer& observer, Estimate&& estimate) {
  Answer answer;
  if (already_there<Line>(query, answer, observer)) return answer;
  PieceSearch search(graph, query);
  BucketQueue queue(search.labels.buckets, BucketQueue::Order::by_state);
  const auto h = [&](StateId s) { return estimate(search, s); };

  const StateId start = search.start<Line>(query, observer);
  observer.line(Line::push_start, start);
  queue.push(h(start), start);

  StateId u = trace::kNoState;
  auto relax = [&](StateId v, std::int64_t d) {
    if (search.lower<Line>(v, u, d, observer)) queue.push(static_cast<std::int32_t>(d + h(v)), v);
  };

  while (!queue.empty()) {
    observer.line(Line::loop);
    const std::int32_t popped_key = queue.top_dist();
    u = queue.pop();
    if (popped_key != search.dist[u] + h(u)) continue;  // a stale entry
    if (observer.stop_requested()) {
      answer.status = Status::stopped;
      return answer;
    }
    observer.expand(u);
    ++answer.expansions;
    observer.line(Line::pop, u);
    observer.line(Line::goal_test, u);
    if (u < static_cast<StateId>(search.n) * 4 && static_cast<int>(u / 4) == search.target) {
      answer.status = Status::solved;
      answer.moves = search.dist[u];
      answer.witness = search.moves_to(u);
      return answer;
    }
    expand_piece_state<Line>(graph, search.piece, u, search.dist[u], observer, relax);
  }
  observer.line(Line::not_found);
  return answer;
}

}  // namespace frontier::huarongdao
