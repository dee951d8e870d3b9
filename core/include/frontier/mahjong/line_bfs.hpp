#pragma once
// The classic textbook search: a BFS over cells in which a cell's neighbours are all the
// cells one straight segment away. Expanding a cell walks each of the four directions
// until a card or the edge of the ring stops it, giving every cell not yet seen the next
// layer; so a cell's layer is the number of segments of the best path to it. A walk also
// stops at a cell already seen in the walker's own layer or earlier: that cell's own walks
// reach everything beyond it as early, which keeps the search linear in the cells.
//
// State encoding: StateId = RingGrid index (cells only; no direction);
// line_bfs_state_count(board) states.

#include <cstddef>
#include <iterator>
#include <string_view>

#include "frontier/mahjong/rules.hpp"
#include "frontier/mahjong/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::mahjong {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kLineBfsSummary =
    "BFS over cells, each expansion walking straight lines; layer = segments";

inline constexpr std::string_view kLineBfsPseudocode[] = {
    "if start = target: return 0",                                                              // 1
    "layer[start] <- 0; enqueue start",                                                         // 2
    "while the queue is not empty:",                                                            // 3
    "  cell <- dequeue",                                                                        // 4
    "  for each direction d: next <- the neighbour of cell in direction d",                     // 5
    "    while next is open (a blank, the ring, or the target) and not seen in layer <= layer[cell]:",  // 6
    "      if next is unseen: layer[next] <- layer[cell] + 1; parent[next] <- cell; enqueue next",  // 7
    "      if next = target: return layer[next]",                                               // 8
    "      next <- the neighbour of next in direction d",                                       // 9
    "return 0   (no path)",                                                                     // 10
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kLineBfsNarration[] = {
    "If the two cards are the same cell, the answer is 0.",  // 1
    "Give the first card layer 0 and put it in the queue.",  // 2
    "While the queue holds a cell, take the oldest.",  // 3
    "Take {subject} from the queue, reached with {subject_cost}.",  // 4
    "From {current}, walk in the next direction.",  // 5
    "Is the next cell open and not yet seen with {cost} or fewer? Then the straight walk goes on.",  // 6
    "{subject} is new: it gets one segment more than {cost} and joins the queue.",  // 7
    "If {subject} is the target, the answer is {subject_cost}.",  // 8
    "Step on along the straight line.",  // 9
    "The queue is empty and the target was never reached: no path, the answer is 0.",  // 10
};

// The lines of kLineBfsPseudocode by name; the values are their 1-based numbers.
enum class LineBfsLine : int {
  same_ends = 1, enqueue_start, loop, dequeue, each_direction, test_next, discover_next, goal_test, step_on, no_path
};

inline std::size_t line_bfs_state_count(const Board& board) {
  return static_cast<std::size_t>(RingGrid(board).cell_count());
}
inline trace::StateId line_bfs_state(const Board& board, Cell cell) {
  return static_cast<trace::StateId>(RingGrid(board).index(cell));
}

// Throws std::invalid_argument when an end of the pair is off the board. Instantiated for
// trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer line_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kLineBfsSearch = Search::checked<LineBfsLine::no_path>(kLineBfsName, kLineBfsSummary,
    kLineBfsPseudocode, kLineBfsNarration, "%n segment(s)", trace::Container::queue, {SearchKind::cells, ringed_cell_count, decode_cell_state},
    line_bfs<trace::NoObserver>, line_bfs<trace::Recorder&>);

}  // namespace frontier::mahjong
