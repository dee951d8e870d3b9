#include "frontier/huarongdao/spfa.hpp"

#include <cstdint>
#include <deque>
#include <limits>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"

namespace frontier::huarongdao {

template <class Observer>
Answer spfa(BoardGraph& graph, const Query& query, Observer&& observer) {
  Answer answer;
  observer.line(SpfaLine::already_there);
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
  std::vector<std::uint8_t> queued(piece_state_count(n), 0);
  std::deque<StateId> queue;

  const StateId start = piece_graph_start(graph, graph.index(query.blank), piece);
  observer.line(SpfaLine::start, start);
  dist[start] = 0;
  observer.discover(start, trace::kNoState, 0);
  observer.line(SpfaLine::enqueue_start, start);
  queue.push_back(start);
  queued[start] = 1;

  StateId u = trace::kNoState;
  auto relax = [&](StateId v, std::int64_t d) {
    if (d >= dist[v]) return;
    observer.line(SpfaLine::relax, v);
    if (dist[v] == kInfinity) {
      observer.discover(v, u, d);
    } else {
      observer.improve(v, u, d);
    }
    dist[v] = static_cast<std::int32_t>(d);
    parent[v] = u;
    if (!queued[v]) {
      queued[v] = 1;
      queue.push_back(v);
    }
  };

  while (!queue.empty()) {
    observer.line(SpfaLine::loop);
    if (observer.stop_requested()) {
      answer.status = Status::stopped;
      return answer;
    }
    u = queue.front();
    queue.pop_front();
    observer.expand(u);
    ++answer.expansions;
    observer.line(SpfaLine::dequeue, u);
    queued[u] = 0;
    observer.line(SpfaLine::unqueue, u);
    expand_piece_state<SpfaLine>(graph, piece, u, dist[u], observer, relax);
  }

  StateId best = trace::kNoState;
  for (int side = 0; side < kDirections; ++side) {
    const StateId s = beside_state(target, side);
    if (dist[s] != kInfinity && (best == trace::kNoState || dist[s] < dist[best])) best = s;
  }
  observer.line(SpfaLine::best_side, best);
  if (best == trace::kNoState) return answer;
  answer.status = Status::solved;
  answer.moves = dist[best];
  answer.witness = piece_graph_moves(graph, path_to(parent, best));
  return answer;
}

template Answer spfa<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer spfa<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
