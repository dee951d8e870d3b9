#include "frontier/huarongdao/solver.hpp"

#include <stdexcept>
#include <utility>

#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/dijkstra.hpp"
#include "frontier/huarongdao/legal_query.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/spfa.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::huarongdao {

namespace {

// bfs only reads the graph; the registry hands every search the graph as dijkstra and
// spfa take it (they fill in its walk table as they go).
template <class Observer>
Answer bfs_on(BoardGraph& graph, const Query& query, Observer&& observer) {
  return bfs<Observer>(graph, query, std::forward<Observer>(observer));
}

using Search = trace::Algorithm<Answer, BoardGraph&, const Query&>;

constexpr Search kSearches[] = {
    {{kDijkstraName, "Dijkstra over (piece cell, side of the blank) with a walk-around table (the judge's solver)",
      kDijkstraPseudocode},
     dijkstra<trace::NoObserver>, dijkstra<trace::Recorder&>},
    {{kSpfaName, "the same graph relaxed with SPFA, as the classic contest solutions do", kSpfaPseudocode},
     spfa<trace::NoObserver>, spfa<trace::Recorder&>},
    {{kBfsName, "breadth-first search over (blank, piece) positions, one move at a time", kBfsPseudocode},
     bfs_on<trace::NoObserver>, bfs_on<trace::Recorder&>},
};
constexpr trace::Registry kRegistry("huarongdao", kSearches);

// Whether the algorithm searches bfs's (blank, piece) positions rather than the piece
// graph; refuses an unknown name.
bool searches_positions(std::string_view algorithm) {
  kRegistry.index_of(algorithm);
  return algorithm == kBfsName;
}

void check_query(const Board& board, const Query& query) {
  if (auto fault = query_fault(board, query)) throw std::invalid_argument(fault->reason);
}

}  // namespace

std::span<const trace::AlgorithmInfo> algorithms() { return kRegistry.infos(); }

Answer BoardSolver::solve(std::string_view algorithm, const Query& query, trace::Recorder* recorder) {
  const Search& search = kRegistry[algorithm];
  check_query(board_, query);
  return search.run(recorder, graph_, query);
}

Answer run(std::string_view algorithm, const Board& board, const Query& query, trace::Recorder* recorder) {
  BoardSolver solver(board);
  return solver.solve(algorithm, query, recorder);
}

std::size_t state_count(std::string_view algorithm, const Board& board) {
  return searches_positions(algorithm) ? bfs_state_count(board.cell_count())
                                        : piece_state_count(board.cell_count());
}

}  // namespace frontier::huarongdao
