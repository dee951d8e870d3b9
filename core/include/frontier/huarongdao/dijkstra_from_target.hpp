#pragma once
// The judge's solver: Dijkstra's algorithm run backwards, from the target, over the piece
// graph (piece_graph.hpp). That graph is undirected: a walk around the piece from side a
// to side b costs what the walk back costs, and the swap (p, side) -> (the blank's cell,
// opposite side) is its own reverse at the same cost. So one search from the four sides of
// the target gives every state's distance *to* the target, and every query whose piece
// must reach that target can read its answer off it: after an A* search of the blank alone
// (never entering the piece) to the sides of the piece,
//   answer = min over sides d of blank[d] + dist[(piece, d)].
// Puzzle::solve groups the file's queries by target, so one search from a target serves
// all its queries; the search stops as soon as no query of the group can still improve.
//
// State encoding: as piece_graph.hpp. i * 4 + side is (piece on cell i, blank on `side`),
// labelled with its distance to the target; 4N + i is the blank alone on cell i during
// its A* search, labelled with its moves from the blank's start.

#include <cstddef>
#include <iterator>
#include <span>
#include <string_view>
#include <vector>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kDijkstraFromTargetSummary =
    "Dijkstra backwards from the target over (piece cell, side of the blank), one search for all the queries with that target (the judge's solver)";

inline constexpr std::string_view kDijkstraFromTargetPseudocode[] = {
    "if the piece is on the target: return 0",                                                  // 1
    "blank[the blank's cell] <- 0; push it   -- A*, the blank alone, h(c) = |c - piece| - 1",   // 2
    "while the blank's queue is not empty and a side of the piece is not popped:",              // 3
    "  b <- pop the cell of least blank[b] + h(b) (skip one popped before)",                    // 4
    "  for each neighbour c of b:",                                                             // 5
    "    if c is movable, not the piece and blank[b] + 1 < blank[c]: blank[c] <- blank[b] + 1; push c",  // 6
    "if the blank reaches no side of the piece: return -1",                                     // 7
    "for each side s of the target: dist[(target, s)] <- 0; push it   -- the search from the target",  // 8
    "while the queue is not empty:",                                                            // 9
    "  u <- pop the state of least dist (skip one popped before)",                              // 10
    "  if dist[u] + the least blank[d] of a side d not met yet >= best: return best and its moves",  // 11
    "  if u is (piece, d): best <- min(best, blank[d] + dist[u])",                              // 12
    "  u = (p, side): relax((the blank's cell, opposite side), dist[u] + 1)   -- swap",         // 13
    "  for each other side s of p:",                                                            // 14
    "    if walk[p][side][s] < inf: relax((p, s), dist[u] + walk[p][side][s])",                 // 15
    "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; push v",                        // 16
    "return best, or -1 if it is still inf",                                                    // 17
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kDijkstraFromTargetNarration[] = {
    "If the marked piece is already on the target, the answer is 0.",  // 1
    "First walk the blank alone from {subject}, by A* towards the marked piece.",  // 2
    "While the blank's queue holds a cell and no side of the marked piece is reached, take the best.",  // 3
    "Take {subject}, of least moves plus distance to the marked piece, reached with {subject_cost}.",  // 4
    "Try the next neighbour of the blank's cell.",  // 5
    "If that cell is movable, not the marked piece and nearer this way, the blank reaches {subject} in one move more than {cost}.",  // 6
    "The blank reaches no side of the marked piece: the answer is -1.",  // 7
    "Now search back from the target: the marked piece on it, the blank on each side, at distance 0.",  // 8
    "While the queue holds a state, take the nearest to the target.",  // 9
    "Take {subject}, the state of least distance from the target: {subject_cost}.",  // 10
    "If {subject_cost} plus the blank's least walk to a side not met yet cannot beat the best, the answer is the best.",  // 11
    "If the marked piece in {subject} stands where it starts, the blank's walk to that side plus {subject_cost} may be the best.",  // 12
    "Swap the marked piece with the blank: {subject}, one move more than {cost}.",  // 13
    "Walk the blank around the marked piece to another side: {subject}.",  // 14
    "If the blank can walk around to {subject}, try it at {cost} plus the walk's moves.",  // 15
    "{subject} is cheaper this way: it takes {current} as its parent and goes in the queue.",  // 16
    "The search is over: the answer is the best found, or -1 if none was.",  // 17
};

// The lines of kDijkstraFromTargetPseudocode by name, numbered from 1 in the same order.
// each_blank_neighbour, swap, each_other_side and walk_around are named as in dijkstra,
// so that expand_piece_state (piece_graph.hpp) lights them alike.
enum class DijkstraFromTargetLine : int {
  already_there = 1, blank_start, blank_loop, blank_pop, each_blank_neighbour, blank_step, unreachable,
  push_target, loop, pop, bound, meet, swap, each_other_side, walk_around, relax, not_found
};

// Queries that share one target (and no other), answered by one search from it:
// answers[k] is queries[k]'s. Every query must be legal (legal_query.hpp). Each answer's
// expansions count its own blank's search and the whole search from the target.
template <class Observer = trace::NoObserver>
void dijkstra_from_target_group(BoardGraph& graph, std::span<const Query> queries, std::span<Answer> answers,
                                Observer&& observer = {});

// One query: the group of one, as Puzzle::run and the visualizer run it.
template <class Observer = trace::NoObserver>
Answer dijkstra_from_target(BoardGraph& graph, const Query& query, Observer&& observer = {});

// A whole file's queries: grouped by target, each group searched once, the answers in the
// queries' order. The groups are independent, so they are shared out among `workers`
// threads (0: dijkstra_from_target_workers's choice), each searching its own copy of the
// graph, the walk table filled before the copies are made; the answers are the same for
// any number of workers.
std::vector<Answer> dijkstra_from_target_all(BoardGraph& graph, std::span<const Query> queries, int workers = 0);

// The threads dijkstra_from_target_all uses for a file of `groups` targets: one for a file
// of few targets, else the cores, at most 8.
int dijkstra_from_target_workers(std::size_t groups);

extern template void dijkstra_from_target_group<trace::NoObserver>(BoardGraph&, std::span<const Query>,
                                                                   std::span<Answer>, trace::NoObserver&&);
extern template void dijkstra_from_target_group<trace::Recorder&>(BoardGraph&, std::span<const Query>,
                                                                  std::span<Answer>, trace::Recorder&);
extern template Answer dijkstra_from_target<trace::NoObserver>(BoardGraph&, const Query&, trace::NoObserver&&);
extern template Answer dijkstra_from_target<trace::Recorder&>(BoardGraph&, const Query&, trace::Recorder&);

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kDijkstraFromTargetSearch = Search::checked<DijkstraFromTargetLine::not_found>(
    kDijkstraFromTargetName, kDijkstraFromTargetSummary, kDijkstraFromTargetPseudocode, kDijkstraFromTargetNarration,
    "%n move(s)", dijkstra_from_target<trace::NoObserver>, dijkstra_from_target<trace::Recorder&>);

}  // namespace frontier::huarongdao
