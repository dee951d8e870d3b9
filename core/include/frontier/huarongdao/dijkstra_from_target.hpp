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
#include <optional>
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
    "sides <- the sides d of the piece the blank reaches without passing it, where (piece, d) can reach the target",  // 2
    "if sides is empty: return -1   -- both read off the board's cut cells and the piece graph's parts",  // 3
    "blank[the blank's cell] <- 0; push it   -- A*, the blank alone, h(c) = |c - piece| - 1",   // 4
    "while a side in sides is not popped:",                                                     // 5
    "  b <- pop the cell of least blank[b] + h(b), the last pushed among ties (skip one popped before)",  // 6
    "  for each neighbour c of b:",                                                             // 7
    "    if c is movable, not the piece and blank[b] + 1 < blank[c]: blank[c] <- blank[b] + 1; push c",  // 8
    "for each side s of the target: dist[(target, s)] <- 0; push it   -- the search from the target",  // 9
    "while the queue is not empty:",                                                            // 10
    "  u <- pop the state of least dist, the first pushed among ties (skip one popped before)",  // 11
    "  if dist[u] + the least blank[d] of a side d not met yet >= best: return best and its moves",  // 12
    "  if u is (piece, d): best <- min(best, blank[d] + dist[u])",                              // 13
    "  u = (p, side): relax((the blank's cell, opposite side), dist[u] + 1)   -- swap",         // 14
    "  for each other side s of p:",                                                            // 15
    "    if walk[p][side][s] < inf: relax((p, s), dist[u] + walk[p][side][s])",                 // 16
    "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; push v",                        // 17
    "return best, or -1 if it is still inf",                                                    // 18
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kDijkstraFromTargetNarration[] = {
    "If the marked piece is already on the target, the answer is 0.",  // 1
    "Keep the sides of the marked piece that the blank can reach without passing it and from which the marked piece can reach the target.",  // 2
    "If no side is kept, the answer is -1, and nothing needs searching.",  // 3
    "First walk the blank alone from {subject}, by A* towards the marked piece.",  // 4
    "While a kept side of the marked piece is not reached, take the best cell of the blank's queue.",  // 5
    "Take {subject}, of least moves plus distance to the marked piece, reached with {subject_cost}.",  // 6
    "Try the next neighbour of the blank's cell.",  // 7
    "If that cell is movable, not the marked piece and nearer this way, the blank reaches {subject} in one move more than {cost}.",  // 8
    "Now search back from the target: the marked piece on it, the blank on each side, at distance 0.",  // 9
    "While the queue holds a state, take the nearest to the target.",  // 10
    "Take {subject}, the state of least distance from the target: {subject_cost}.",  // 11
    "If {subject_cost} plus the blank's least walk to a side not met yet cannot beat the best, the answer is the best.",  // 12
    "If the marked piece in {subject} stands where it starts, the blank's walk to that side plus {subject_cost} may be the best.",  // 13
    "Swap the marked piece with the blank: {subject}, one move more than {cost}.",  // 14
    "Walk the blank around the marked piece to another side: {subject}.",  // 15
    "If the blank can walk around to {subject}, try it at {cost} plus the walk's moves.",  // 16
    "{subject} is cheaper this way: it takes {current} as its parent and goes in the queue.",  // 17
    "The search is over: the answer is the best found, or -1 if none was.",  // 18
};

// The lines of kDijkstraFromTargetPseudocode by name, numbered from 1 in the same order.
// each_blank_neighbour, swap, each_other_side and walk_around are named as in dijkstra,
// so that expand_piece_state (piece_graph.hpp) lights them alike.
enum class DijkstraFromTargetLine : int {
  already_there = 1, choose_sides, no_side, blank_start, blank_loop, blank_pop, each_blank_neighbour, blank_step,
  push_target, loop, pop, bound, meet, swap, each_other_side, walk_around, relax, not_found
};

// Its two stages, each with a container of its own (the Frontier panel names the one under
// way): the blank's A*, whose keys change by 0 or 2 a move, kept in two lists popped from
// their ends (equal keys the last pushed first); then Dijkstra from the target, a list a
// dist filled in order (equal keys the first pushed first). The blank's walk ends with
// Observer::set_aside, leaving what its queue still holds.
inline constexpr trace::Stage kDijkstraFromTargetStages[] = {
    {"The blank walks alone to the marked piece's sides, by A*",
     {trace::Container::priority_queue, trace::Ties::last_pushed}},
    {"The search back from the target, by Dijkstra", {trace::Container::priority_queue, trace::Ties::first_pushed}},
};

// The blank walk's estimate of a lone blank's state (its Manhattan distance to the marked
// piece, less one: what its A* adds to the moves); nullopt for a state of the search from
// the target, ordered by its distance alone.
std::optional<std::int64_t> blank_walk_estimate(const Board& board, const Query& query, trace::StateId state);

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
    "%n move(s)", kDijkstraFromTargetStages,
    {SearchKind::piece_graph, piece_graph_state_count, decode_piece_graph_state, blank_walk_estimate},
    dijkstra_from_target<trace::NoObserver>, dijkstra_from_target<trace::Recorder&>);

}  // namespace frontier::huarongdao
