#pragma once
// The judge's solver: Dijkstra's algorithm over the piece graph (piece_graph.hpp), where
// walking the blank around the piece costs BoardGraph::walk moves and a swap costs 1.
// Costs of expanded states never decrease, so the first state popped with the piece on
// the target gives the answer. State encoding: see piece_graph.hpp (5 * rows * cols states).

#include <cstddef>
#include <string_view>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kDijkstraSummary =
    "Dijkstra over (piece cell, side of the blank) with a walk-around table, from the start";

inline constexpr std::string_view kDijkstraPseudocode[] = {
    "if the piece is on the target: return 0",                                                  // 1
    "start <- (piece, side of the blank) if the blank touches the piece, else (the blank alone on its cell)",  // 2
    "dist[start] <- 0; push start",                                                             // 3
    "while the queue is not empty:",                                                            // 4
    "  u <- pop the state of least dist (skip one popped before)",                              // 5
    "  if u is (target, any side): return dist[u] and its moves",                               // 6
    "  if u is the blank alone on b: for each neighbour c of b:",                               // 7
    "    if c is movable and not the piece: relax(the blank on c, dist[u] + 1)",                // 8
    "  else u = (p, side): relax((the blank's cell, opposite side), dist[u] + 1)   -- swap",    // 9
    "    for each other side s of p:",                                                          // 10
    "      if walk[p][side][s] < inf: relax((p, s), dist[u] + walk[p][side][s])",               // 11
    "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; push v",                        // 12
    "return -1",                                                                                // 13
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kDijkstraNarration[] = {
    "If the marked piece is already on the target, the answer is 0.",  // 1
    "Start from {subject}.",  // 2
    "Give {subject} a distance of 0 and put it in the queue.",  // 3
    "While the queue holds a state, take the nearest.",  // 4
    "Take {subject}, the state of least distance: {subject_cost}.",  // 5
    "If {subject} has the marked piece on the target, the answer is {subject_cost}.",  // 6
    "Try the next neighbour of the blank's cell in {current}.",  // 7
    "If that cell is movable and not the marked piece, the blank steps on: {subject}, one move more than {cost}.",  // 8
    "Swap the marked piece with the blank: {subject}, one move more than {cost}.",  // 9
    "Walk the blank around the marked piece to another side: {subject}.",  // 10
    "If the blank can walk around to {subject}, try it at {cost} plus the walk's moves.",  // 11
    "{subject} is cheaper this way: it takes {current} as its parent and goes in the queue.",  // 12
    "The queue is empty and the target was never reached: the answer is -1.",  // 13
};

// The lines of kDijkstraPseudocode by name, numbered from 1 in the same order.
enum class DijkstraLine : int {
  already_there = 1, start, push_start, loop, pop, goal_test, each_blank_neighbour, blank_step, swap,
  each_other_side, walk_around, relax, not_found
};

// Instantiated in dijkstra.cpp for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer dijkstra(BoardGraph& graph, const Query& query, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kDijkstraSearch = Search::checked<DijkstraLine::not_found>(kDijkstraName, kDijkstraSummary,
    kDijkstraPseudocode, kDijkstraNarration, "%n move(s)", trace::Keeping{trace::Container::priority_queue, trace::Ties::lowest_state},
    {SearchKind::piece_graph, piece_graph_state_count, decode_piece_graph_state}, dijkstra<trace::NoObserver>,
    dijkstra<trace::Recorder&>);

}  // namespace frontier::huarongdao
