#pragma once
// A* over the same piece graph as dijkstra (piece_graph.hpp), guided by the marked piece's
// Manhattan distance to the target. Every move moves the marked piece by at most one cell
// (a swap moves it one cell and costs 1; a walk around it or a lone step of the blank
// moves it none and costs at least 1), so the distance is a lower bound on the moves left
// (admissible) and falls by at most the cost of any edge (consistent): the first state
// popped with the piece on the target gives the answer, and no state is expanded twice.
// State encoding: see piece_graph.hpp (5 * rows * cols states).

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

inline constexpr std::string_view kAstarPseudocode[] = {
    "if the piece is on the target: return 0",                                                  // 1
    "start <- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)",  // 2
    "dist[start] <- 0; push start at f = h(start)   -- h: the piece's Manhattan distance to the target",  // 3
    "while the queue is not empty:",                                                            // 4
    "  u <- pop the state of least f = dist + h (skip one popped before)",                      // 5
    "  if u is (target, any side): return dist[u] and its moves",                               // 6
    "  if u is the blank alone on b: for each neighbour c of b:",                               // 7
    "    if c is movable and not the piece: relax(the blank on c, dist[u] + 1)",                // 8
    "  else u = (p, side): relax((the blank's cell, opposite side), dist[u] + 1)   -- swap",    // 9
    "    for each other side s of p:",                                                          // 10
    "      if walk[p][side][s] < inf: relax((p, s), dist[u] + walk[p][side][s])",               // 11
    "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; push v at f = d + h(v)",        // 12
    "return -1",                                                                                // 13
};

// The lines of kAstarPseudocode by name, numbered from 1 in the same order; the lines it
// shares with dijkstra have dijkstra's names, so the piece graph's helpers serve both.
enum class AstarLine : int {
  already_there = 1, start, push_start, loop, pop, goal_test, each_blank_neighbour, blank_step, swap,
  each_other_side, walk_around, relax, not_found
};

// h of a piece-graph state: the Manhattan distance from the marked piece's cell to the
// target (the piece's start while the blank walks alone). What the search orders by, and
// what a trace shows as the state's estimate.
std::int64_t astar_estimate(const Board& board, const Query& query, trace::StateId state);

// Instantiated in astar.cpp for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer astar(BoardGraph& graph, const Query& query, Observer&& observer = {});

}  // namespace frontier::huarongdao
