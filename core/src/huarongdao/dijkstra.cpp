#include "frontier/huarongdao/dijkstra.hpp"

#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"

namespace frontier::huarongdao {

template <class Observer>
Answer dijkstra(BoardGraph& graph, const Query& query, Observer&& observer) {
  Answer answer;
  observer.line(DijkstraLine::already_there);
  if (query.piece == query.target) {
    answer.status = Status::solved;
    answer.moves = 0;
    return answer;
  }
  const int n = graph.cell_count();
  const int piece = graph.index(query.piece), target = graph.index(query.target);
  constexpr std::int32_t kInfinity = std::numeric_limits<std::int32_t>::max();
  std::vector<std::int32_t> dist(piece_state_count(n), kInfinity);
  std::vector<StateId> parent(piece_state_count(n), trace::kNoState);
  // (dist << 32 | state): the least dist first, ties by state, so every run is the same.
  std::priority_queue<std::uint64_t, std::vector<std::uint64_t>, std::greater<>> queue;

  const StateId start = piece_graph_start(graph, graph.index(query.blank), piece);
  observer.line(DijkstraLine::start, start);
  dist[start] = 0;
  observer.discover(start, trace::kNoState, 0);
  observer.line(DijkstraLine::push_start, start);
  queue.push(start);

  StateId u = trace::kNoState;
  auto relax = [&](StateId v, std::int64_t d) {
    if (d >= dist[v]) return;
    observer.line(DijkstraLine::relax, v);
    if (dist[v] == kInfinity) {
      observer.discover(v, u, d);
    } else {
      observer.improve(v, u, d);
    }
    dist[v] = static_cast<std::int32_t>(d);
    parent[v] = u;
    queue.push(static_cast<std::uint64_t>(d) << 32 | v);
  };

  while (!queue.empty()) {
    observer.line(DijkstraLine::loop);
    const std::uint64_t top = queue.top();
    queue.pop();
    u = static_cast<StateId>(top & 0xFFFFFFFFu);
    if (static_cast<std::int32_t>(top >> 32) != dist[u]) continue;  // a stale entry
    if (observer.stop_requested()) {
      answer.status = Status::stopped;
      return answer;
    }
    observer.expand(u);
    ++answer.expansions;
    observer.line(DijkstraLine::pop, u);
    observer.line(DijkstraLine::goal_test, u);
    if (u < static_cast<StateId>(n) * 4 && static_cast<int>(u / 4) == target) {
      answer.status = Status::solved;
      answer.moves = dist[u];
      answer.witness = piece_graph_moves(graph, path_to(parent, u));
      return answer;
    }
    expand_piece_state<DijkstraLine>(graph, piece, u, dist[u], observer, relax);
  }
  observer.line(DijkstraLine::not_found);
  return answer;
}

template Answer dijkstra<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer dijkstra<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
