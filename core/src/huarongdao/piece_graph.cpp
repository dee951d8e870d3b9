#include "frontier/huarongdao/piece_graph.hpp"

#include <algorithm>

namespace frontier::huarongdao {

PieceState decode_piece_state(const Board& board, StateId state) {
  const int n = board.cell_count();
  if (state >= static_cast<StateId>(n) * 4) return {true, board.cell_at(static_cast<int>(state) - 4 * n), -1};
  return {false, board.cell_at(static_cast<int>(state / 4)), static_cast<int>(state % 4)};
}

StateId piece_graph_start(const BoardGraph& graph, int blank, int piece) {
  const int side = graph.side_of(piece, blank);
  return side == BoardGraph::kNone ? alone_state(graph.cell_count(), blank) : beside_state(piece, side);
}

std::vector<StateId> path_to(const std::vector<StateId>& parent, StateId goal) {
  std::vector<StateId> path;
  for (StateId s = goal; s != trace::kNoState; s = parent[s]) path.push_back(s);
  std::reverse(path.begin(), path.end());
  return path;
}

namespace {

// Where the blank is in a state.
int blank_cell(const BoardGraph& graph, StateId state) {
  const int n = graph.cell_count();
  if (state >= static_cast<StateId>(n) * 4) return static_cast<int>(state) - 4 * n;
  return graph.next(static_cast<int>(state / 4), static_cast<int>(state % 4));
}

}  // namespace

std::vector<Move> piece_graph_moves(BoardGraph& graph, const std::vector<StateId>& path) {
  std::vector<Move> moves;
  const StateId alone = static_cast<StateId>(graph.cell_count()) * 4;
  for (std::size_t k = 1; k < path.size(); ++k) {
    const StateId u = path[k - 1], v = path[k];
    const int blank = blank_cell(graph, u), next_blank = blank_cell(graph, v);
    if (u >= alone) {  // the blank alone takes one step
      moves.push_back({graph.cell(next_blank), graph.cell(blank), false});
      continue;
    }
    const int p = static_cast<int>(u / 4), q = static_cast<int>(v / 4);
    if (p != q) {  // a swap: the marked piece slides into the blank
      moves.push_back({graph.cell(p), graph.cell(blank), true});
      continue;
    }
    int at = blank;  // a walk around the piece, one move per cell
    for (const int c : graph.walk_path(p, static_cast<int>(u % 4), static_cast<int>(v % 4))) {
      moves.push_back({graph.cell(c), graph.cell(at), false});
      at = c;
    }
  }
  return moves;
}

}  // namespace frontier::huarongdao
