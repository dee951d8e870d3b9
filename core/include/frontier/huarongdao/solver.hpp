#pragma once
// The one entry point the CLI, the GUI and the tests share, and the registry of
// algorithms (the judge's default first):
//   dijkstra  the piece graph with a walk table, Dijkstra's algorithm   (piece_graph.hpp encoding)
//   spfa      the same graph relaxed with SPFA, as the contest solutions do (same encoding)
//   bfs       breadth-first over (blank, piece) positions, one move at a time (bfs.hpp encoding)
// Huarongdao has no rule variants, so there is no Rules argument; a judge file holds one
// board, so the "case" is the Board.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

// The algorithms' names, as the registry, the command line and the GUI spell them.
inline constexpr std::string_view kDijkstraName = "dijkstra";
inline constexpr std::string_view kSpfaName = "spfa";
inline constexpr std::string_view kBfsName = "bfs";

std::span<const trace::AlgorithmInfo> algorithms();

// Answers many queries on one board: the walk table is computed once and reused.
class BoardSolver {
 public:
  explicit BoardSolver(const Board& board) : board_(board), graph_(board) {}

  // Throws std::invalid_argument for an unknown algorithm or a query the reader would
  // refuse, with the reader's reason (legal_query.hpp); bfs throws std::length_error on
  // boards beyond its limit.
  // recorder == nullptr runs the unobserved (judge) instantiation.
  Answer solve(std::string_view algorithm, const Query& query, trace::Recorder* recorder = nullptr);

  const Board& board() const { return board_; }
  BoardGraph& graph() { return graph_; }

 private:
  Board board_;
  BoardGraph graph_;
};

Answer run(std::string_view algorithm, const Board& board, const Query& query, trace::Recorder* recorder);

// The size of an algorithm's state space on this board (to size a trace::Trace).
std::size_t state_count(std::string_view algorithm, const Board& board);

}  // namespace frontier::huarongdao
