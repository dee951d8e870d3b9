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
#include <optional>
#include <string_view>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/dijkstra.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/huarongdao/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kAstarSummary =
    "A* over (piece cell, side of the blank): Dijkstra ordered by moves made plus the marked piece's Manhattan "
    "distance to the target";

// Dijkstra's lines (the same search, best_first.hpp) but for the three that order the
// queue by f = dist + h, so the line enum is dijkstra's too.
inline constexpr auto kAstarPseudocode = trace::reworded(kDijkstraPseudocode, {
    {3, "dist[start] <- 0; push start at f = h(start)   -- h: the piece's Manhattan distance to the target"},
    {5, "  u <- pop the state of least f = dist + h (skip one popped before)"},
    {12, "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; push v at f = d + h(v)"},
});

// Dijkstra's sentences but for the lines reworded above.
inline constexpr auto kAstarNarration = trace::reworded(kDijkstraNarration, {
    {3, "Give {subject} a distance of 0 and put it in the queue by its estimate, the marked piece's Manhattan distance to the target."},
    {5, "Take {subject}, the state of least distance plus estimate, reached with {subject_cost}."},
    {12, "{subject} is cheaper this way: it takes {current} as its parent and goes in the queue by its moves plus estimate."},
});
using AstarLine = DijkstraLine;

// h of a piece-graph state: the Manhattan distance from the marked piece's cell to the
// target (the piece's start while the blank walks alone). What the search orders by, and
// what a trace shows as the state's estimate.
std::optional<std::int64_t> astar_estimate(const Board& board, const Query& query, trace::StateId state);

// Instantiated in astar.cpp for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer astar(BoardGraph& graph, const Query& query, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kAstarSearch = Search::checked<AstarLine::not_found>(kAstarName,
    kAstarSummary, kAstarPseudocode, kAstarNarration, "%n move(s)", trace::Keeping{trace::Container::priority_queue, trace::Ties::lowest_state},
    {SearchKind::piece_graph, piece_graph_state_count, decode_piece_graph_state, astar_estimate},
    astar<trace::NoObserver>, astar<trace::Recorder&>);

}  // namespace frontier::huarongdao
