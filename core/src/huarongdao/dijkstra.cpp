#include "frontier/huarongdao/dijkstra.hpp"

#include "best_first.hpp"

namespace frontier::huarongdao {

template <class Observer>
Answer dijkstra(BoardGraph& graph, const Query& query, Observer&& observer) {
  // Keyed by dist alone.
  return best_first<DijkstraLine>(graph, query, observer, [](const PieceSearch&, StateId) { return 0; });
}

template Answer dijkstra<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer dijkstra<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
