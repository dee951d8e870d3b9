#include "frontier/huarongdao/solver.hpp"

#include <stdexcept>

#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/dijkstra.hpp"
#include "frontier/huarongdao/legal_query.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/spfa.hpp"

namespace frontier::huarongdao {

namespace {

constexpr trace::AlgorithmInfo kAlgorithms[] = {
    {kDijkstraName, "Dijkstra over (piece cell, side of the blank) with a walk-around table (the judge's solver)",
     kDijkstraPseudocode},
    {kSpfaName, "the same graph relaxed with SPFA, as the classic contest solutions do", kSpfaPseudocode},
    {kBfsName, "breadth-first search over (blank, piece) positions, one move at a time", kBfsPseudocode},
};

enum class Which { dijkstra, spfa, bfs };

Which which(std::string_view algorithm) {
  if (algorithm == kDijkstraName) return Which::dijkstra;
  if (algorithm == kSpfaName) return Which::spfa;
  if (algorithm == kBfsName) return Which::bfs;
  throw std::invalid_argument("unknown huarongdao algorithm '" + std::string(algorithm) + "'");
}

void check_query(const Board& board, const Query& query) {
  if (auto fault = query_fault(board, query)) throw std::invalid_argument(fault->reason);
}

}  // namespace

std::span<const trace::AlgorithmInfo> algorithms() { return kAlgorithms; }

Answer BoardSolver::solve(std::string_view algorithm, const Query& query, trace::Recorder* recorder) {
  const Which w = which(algorithm);
  check_query(board_, query);
  switch (w) {
    case Which::dijkstra:
      return recorder ? dijkstra<trace::Recorder&>(graph_, query, *recorder) : dijkstra(graph_, query);
    case Which::spfa:
      return recorder ? spfa<trace::Recorder&>(graph_, query, *recorder) : spfa(graph_, query);
    case Which::bfs:
      return recorder ? bfs<trace::Recorder&>(graph_, query, *recorder) : bfs(graph_, query);
  }
  return {};
}

Answer run(std::string_view algorithm, const Board& board, const Query& query, trace::Recorder* recorder) {
  BoardSolver solver(board);
  return solver.solve(algorithm, query, recorder);
}

std::size_t state_count(std::string_view algorithm, const Board& board) {
  return which(algorithm) == Which::bfs ? bfs_state_count(board.cell_count())
                                        : piece_state_count(board.cell_count());
}

}  // namespace frontier::huarongdao
