#pragma once
// The classic contest solution: the same piece graph as dijkstra, relaxed with SPFA (a
// first-in first-out queue; a state whose dist drops is queued again). It cannot stop at
// the first state on the target, and it may expand a state several times: compare its
// expansion count with dijkstra's. State encoding: see piece_graph.hpp.

#include <cstddef>
#include <string_view>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/dijkstra.hpp"
#include "frontier/huarongdao/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kSpfaSummary =
    "the same graph relaxed with SPFA, as the classic contest solutions do";

// Dijkstra's lines where the two run the same steps (the start, and a state's expansion in
// search_steps.hpp); reworded where SPFA's first-in first-out queue differs.
inline constexpr auto kSpfaPseudocode = trace::reworded(kDijkstraPseudocode, {
    {3, "dist[start] <- 0; enqueue start"},
    {5, "  u <- dequeue the oldest state (it comes back if dist[u] drops later)"},
    {6, "  queued[u] <- false"},
    {12, "relax(v, d): if d < dist[v]: dist[v] <- d; parent[v] <- u; if not queued[v]: enqueue v"},
    {13, "return the least dist[(target, side)] over the four sides, or -1"},
});

// Dijkstra's sentences but for the lines reworded above.
inline constexpr auto kSpfaNarration = trace::reworded(kDijkstraNarration, {
    {3, "Give {subject} a distance of 0 and put it in the queue."},
    {5, "Take {subject}, the oldest in the queue, at {subject_cost}; it comes back if its distance drops later."},
    {6, "{subject} is no longer in the queue."},
    {12, "{subject} is cheaper this way: it takes {current} as its parent and joins the queue unless it is queued already."},
    {13, "The queue is empty: the answer is the least distance with the marked piece on the target, from any side, or -1."},
});

// The lines of kSpfaPseudocode by name, numbered from 1 in the same order.
enum class SpfaLine : int {
  already_there = 1, start, enqueue_start, loop, dequeue, unqueue, each_blank_neighbour, blank_step, swap,
  each_other_side, walk_around, relax, best_side
};

// Instantiated in spfa.cpp for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer spfa(BoardGraph& graph, const Query& query, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kSpfaSearch = Search::checked<SpfaLine::best_side>(kSpfaName,
    kSpfaSummary, kSpfaPseudocode, kSpfaNarration, "%n move(s)", trace::Container::queue,
    {SearchKind::piece_graph, piece_graph_state_count, decode_piece_graph_state}, spfa<trace::NoObserver>,
    spfa<trace::Recorder&>);

}  // namespace frontier::huarongdao
