#include "frontier/huarongdao/spfa.hpp"

#include <cstdint>
#include <deque>
#include <vector>

#include "frontier/huarongdao/piece_graph.hpp"
#include "search_steps.hpp"

namespace frontier::huarongdao {

template <class Observer>
Answer spfa(BoardGraph& graph, const Query& query, Observer&& observer) {
  Answer answer;
  if (already_there<SpfaLine>(query, answer, observer)) return answer;
  PieceSearch search(graph, query);
  std::vector<std::uint8_t> queued(search.dist.size(), 0);
  std::deque<StateId> queue;

  const StateId start = search.start<SpfaLine>(query, observer);
  observer.line(SpfaLine::enqueue_start, start);
  queue.push_back(start);
  queued[start] = 1;

  StateId u = trace::kNoState;
  auto relax = [&](StateId v, std::int64_t d) {
    if (search.lower<SpfaLine>(v, u, d, observer) && !queued[v]) {
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
    expand_piece_state<SpfaLine>(graph, search.piece, u, search.dist[u], observer, relax);
  }

  StateId best = trace::kNoState;
  for (int side = 0; side < kDirections; ++side) {
    const StateId s = beside_state(search.target, side);
    if (search.dist[s] != PieceSearch::kInfinity && (best == trace::kNoState || search.dist[s] < search.dist[best])) {
      best = s;
    }
  }
  observer.line(SpfaLine::best_side, best);
  if (best == trace::kNoState) return answer;
  answer.status = Status::solved;
  answer.moves = search.dist[best];
  answer.witness = search.moves_to(best);
  return answer;
}

template Answer spfa<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer spfa<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
