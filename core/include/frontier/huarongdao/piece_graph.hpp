#pragma once
// The graph that dijkstra and spfa search. Once the blank is beside the marked piece,
// only two things matter: which cell the piece is on and on which side of it the blank
// waits. From such a state the blank either swaps with the piece (1 move; the piece steps
// onto the blank's cell and the blank ends on its opposite side) or walks around the piece
// to another side (BoardGraph::walk moves). Before that, the blank walks alone, one move at
// a time, until it first touches the piece.
//
// StateId encoding, with N = rows * cols and a cell's index i = (row - 1) * cols + (col - 1):
//   i * 4 + side   for 0 <= id < 4N: the marked piece on cell i, the blank beside it on
//                  `side` (0 up, 1 right, 2 down, 3 left, as frontier::kRowStep)
//   4N + i         for 4N <= id < 5N: the marked piece still on its start, the blank on
//                  cell i and not yet beside it (the first phase of every query)

#include <cstddef>
#include <string>
#include <vector>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::huarongdao {

using trace::StateId;

inline std::size_t piece_state_count(int cell_count) { return static_cast<std::size_t>(cell_count) * 5; }
inline StateId beside_state(int piece, int side) { return static_cast<StateId>(piece * 4 + side); }
inline StateId alone_state(int cell_count, int blank) { return static_cast<StateId>(cell_count * 4 + blank); }

struct PieceState {
  bool blank_alone = false;  // the first phase: `cell` is the blank's cell, side is -1
  Cell cell;                 // otherwise the marked piece's cell ...
  int side = -1;             // ... and the side of it where the blank is
};
PieceState decode_piece_state(const Board& board, StateId state);

// The state where the query begins: the blank beside the piece, or the blank alone.
StateId piece_graph_start(const BoardGraph& graph, int blank, int piece);

// Pseudo-code lines 7 to 11 are the same in dijkstra and spfa: what is tried when u is
// expanded. `relax(v, cost)` is called for each neighbour v that exists. `Line` is the
// calling algorithm's line enum (DijkstraLine or SpfaLine): both name these lines alike.
template <class Line, class Observer, class Relax>
void expand_piece_state(BoardGraph& graph, int start_piece, StateId u, std::int64_t cost, Observer& observer,
                        Relax&& relax) {
  const int n = graph.cell_count();
  if (u >= static_cast<StateId>(n) * 4) {
    const int b = static_cast<int>(u) - 4 * n;
    for (int d = 0; d < kDirections; ++d) {
      const int c = graph.next(b, d);
      if (c == BoardGraph::kNone || c == start_piece) {
        observer.line(Line::each_blank_neighbour, trace::kNoState);
        continue;
      }
      const int side = graph.side_of(start_piece, c);
      const StateId v = side == BoardGraph::kNone ? alone_state(n, c) : beside_state(start_piece, side);
      observer.line(Line::each_blank_neighbour, v);
      observer.line(Line::blank_step, v);
      relax(v, cost + 1);
    }
    return;
  }
  const int p = static_cast<int>(u / 4), side = static_cast<int>(u % 4);
  const StateId swapped = beside_state(graph.next(p, side), opposite(side));
  observer.line(Line::swap, swapped);
  relax(swapped, cost + 1);
  for (int s = 0; s < kDirections; ++s) {
    if (s == side) continue;
    const StateId v = beside_state(p, s);
    observer.line(Line::each_other_side, v);
    const int walk = graph.walk(p, side, s);
    if (walk == BoardGraph::kNoWalk) continue;
    observer.line(Line::walk_around, v);
    relax(v, cost + walk);
  }
}

// Every single move along a path of states from the start to the goal: the blank's lone
// steps, each swap (a move of the marked piece), and each walk around the piece expanded
// cell by cell.
std::vector<Move> piece_graph_moves(BoardGraph& graph, const std::vector<StateId>& path);

// The path of states that ends in `goal`, following `parent` back to a state without one.
std::vector<StateId> path_to(const std::vector<StateId>& parent, StateId goal);

}  // namespace frontier::huarongdao
