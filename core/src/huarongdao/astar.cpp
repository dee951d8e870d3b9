#include "frontier/huarongdao/astar.hpp"

#include <cstdlib>
#include <optional>

#include "best_first.hpp"

namespace frontier::huarongdao {
namespace {

int manhattan(int cols, int a, int b) {
  return std::abs(a / cols - b / cols) + std::abs(a % cols - b % cols);
}

// The cell of the marked piece in a piece-graph state of a board of n cells.
int piece_cell(int n, int start_piece, StateId state) {
  return state < static_cast<StateId>(n) * 4 ? static_cast<int>(state / 4) : start_piece;
}

}  // namespace

std::optional<std::int64_t> astar_estimate(const Board& board, const Query& query, StateId state) {
  const int piece = piece_cell(board.cell_count(), board.index(query.piece), state);
  return manhattan(board.cols, piece, board.index(query.target));
}

template <class Observer>
Answer astar(BoardGraph& graph, const Query& query, Observer&& observer) {
  // Keyed by f = dist + h.
  const int cols = graph.cols();
  return best_first<AstarLine>(graph, query, observer, [cols](const PieceSearch& search, StateId s) {
    return manhattan(cols, piece_cell(search.n, search.piece, s), search.target);
  });
}

template Answer astar<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
template Answer astar<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
