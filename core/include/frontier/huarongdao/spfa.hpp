#pragma once
// The classic contest solution: the same piece graph as dijkstra, relaxed with SPFA (a
// first-in first-out queue; a state whose dist drops is queued again). It cannot stop at
// the first state on the target, and it may expand a state several times: compare its
// expansion count with dijkstra's. State encoding: see piece_graph.hpp.

#include <cstddef>
#include <string_view>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

inline constexpr std::string_view kSpfaPseudocode[] = {
    "if the piece is on the target: return 0",                                                  // 1
    "start <- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)",  // 2
    "dist[start] <- 0; enqueue start",                                                          // 3
    "while the queue is not empty:",                                                            // 4
    "  u <- dequeue the oldest state (it comes back if dist[u] drops later)",                   // 5
    "  queued[u] <- false",                                                                     // 6
    "  if u is the blank alone on b: for each neighbour c of b:",                               // 7
    "    if c is movable and not the piece: relax(the blank on c, dist[u] + 1)",                // 8
    "  else u = (p, side): relax((the blank's cell, opposite side), dist[u] + 1)   -- swap",    // 9
    "    for each other side s of p:",                                                          // 10
    "      if walk[p][side][s] < inf: relax((p, s), dist[u] + walk[p][side][s])",               // 11
    "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; if not queued[v]: enqueue v",   // 12
    "return the least dist[(target, side)] over the four sides, or -1",                         // 13
};

// The lines of kSpfaPseudocode by name, numbered from 1 in the same order.
enum class SpfaLine : int {
  already_there = 1, start, enqueue_start, loop, dequeue, unqueue, each_blank_neighbour, blank_step, swap,
  each_other_side, walk_around, relax, best_side
};

// Instantiated in spfa.cpp for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer spfa(BoardGraph& graph, const Query& query, Observer&& observer = {});

}  // namespace frontier::huarongdao
