#pragma once
// Answers many queries on one board: the piece graph's walk table is computed once and
// reused by every query, as the judge's file of many queries on one board wants.
// Puzzle::run and Puzzle::solve answer through it; solve's member is defined in
// puzzle.cpp, beside the registry it looks the algorithm up in. Puzzle::solve turns the
// graph's witnesses off (BoardGraph::set_witnesses): the judge prints only the number of
// moves, so its answers carry no moves; every other caller gets them.

#include <string_view>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

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

}  // namespace frontier::huarongdao
