#pragma once
// The plain search students meet first: breadth-first over whole positions (where the
// blank is, where the marked piece is), one move at a time. Its space is (rows * cols)^2
// positions, so it refuses large boards (see kMaxBfsStates).
//
// StateId encoding, with N = rows * cols and cell indices (row - 1) * cols + (col - 1):
//   blank * N + piece    (0 <= id < N * N)

#include <cstddef>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>

#include "frontier/huarongdao/board_graph.hpp"
#include "frontier/huarongdao/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::huarongdao {

// Without a recorder bfs needs one byte per position plus its queue; it refuses boards
// with more positions than this (about 90 x 90), throwing std::length_error. A recorded
// run refuses above trace::kMaxTraceStates (64 x 64).
inline constexpr std::size_t kMaxBfsStates = std::size_t{1} << 26;

inline std::size_t bfs_state_count(int cell_count) {
  return static_cast<std::size_t>(cell_count) * static_cast<std::size_t>(cell_count);
}

Position decode_position(const Board& board, trace::StateId state);

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kBfsSummary =
    "breadth-first search over (blank, piece) positions, one move at a time";

inline constexpr std::string_view kBfsPseudocode[] = {
    "if the piece is on the target: return 0",                                                  // 1
    "push (blank, piece) as layer 0",                                                           // 2
    "while the queue is not empty:",                                                            // 3
    "  u = (blank b, piece p) <- pop the oldest",                                               // 4
    "  if p is the target: return layer(u) and its moves",                                      // 5
    "  for each neighbour c of b:",                                                             // 6
    "    if c is movable: v <- (c, p), or (c, b) when c = p: the piece on c slides into the blank",  // 7
    "      if v is new: layer(v) <- layer(u) + 1; parent(v) <- u; push v",                      // 8
    "return -1",                                                                                // 9
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kBfsNarration[] = {
    "If the marked piece is already on the target, the answer is 0.",  // 1
    "Put {subject} in the queue as layer 0.",  // 2
    "While the queue holds a position, take the oldest.",  // 3
    "Take {subject} from the queue, {subject_cost} from the start.",  // 4
    "If the marked piece in {subject} is on the target, the answer is {subject_cost}.",  // 5
    "Try the next neighbour of the blank's cell in {current}.",  // 6
    "If that cell is movable, the blank moves onto it: {subject}.",  // 7
    "{subject} is new: one move more than {cost}, with {current} as its parent, into the queue.",  // 8
    "The queue is empty and the target was never reached: the answer is -1.",  // 9
};

// The lines of kBfsPseudocode by name, numbered from 1 in the same order.
enum class BfsLine : int {
  already_there = 1, push_start, loop, pop, goal_test, each_neighbour, slide, push_new, not_found
};

// Instantiated in bfs.cpp for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer bfs(const BoardGraph& graph, const Query& query, Observer&& observer = {});

// bfs as the registry calls it: every search is handed the graph as dijkstra and spfa take
// it (they fill in its walk table as they go); bfs only reads it.
template <class Observer>
Answer bfs_on(BoardGraph& graph, const Query& query, Observer&& observer) {
  return bfs<Observer>(graph, query, std::forward<Observer>(observer));
}

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kBfsSearch = Search::checked<BfsLine::not_found>(kBfsName,
    kBfsSummary, kBfsPseudocode, kBfsNarration, "%n move(s)", trace::Container::queue,
    {SearchKind::positions, position_count, decode_position_state}, bfs_on<trace::NoObserver>,
    bfs_on<trace::Recorder&>);

}  // namespace frontier::huarongdao
