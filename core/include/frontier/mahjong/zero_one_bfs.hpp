#pragma once
// The judge's solver: 0-1 BFS over (cell, direction of travel) on the board and its ring.
// Going straight on costs nothing, turning starts a new segment and costs 1, and the first
// segment costs 1, so the cost of a state is the number of segments of the best path
// that reaches its cell travelling in its direction.
//
// State encoding: StateId = RingGrid index * 4 + direction (frontier::kRowStep order:
// up, right, down, left); heading_state_count(board) states.

#include <cstddef>
#include <string_view>

#include "frontier/mahjong/rules.hpp"
#include "frontier/mahjong/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::mahjong {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kZeroOneBfsSummary =
    "0-1 BFS over (cell, direction): straight on costs 0, a turn costs 1";

inline constexpr std::string_view kZeroOneBfsPseudocode[] = {
    "if start = target: return 0",                                                              // 1
    "for each direction d: cost[start, d] <- 1; push (start, d) at the back",                   // 2
    "while the deque is not empty:",                                                            // 3
    "  pop (cell, d) from the front, skipping states already expanded",                         // 4
    "  if cell = target: return cost[cell, d]",                                                 // 5
    "  ahead <- the neighbour of cell in direction d   (going straight costs 0)",               // 6
    "  if ahead is open (a blank, the ring, or the target) and cost[cell, d] < cost[ahead, d]:",  // 7
    "    cost[ahead, d] <- cost[cell, d]; parent <- (cell, d); push (ahead, d) at the front",   // 8
    "  for each turn d' to the left or right of d   (a new segment costs 1):",                  // 9
    "    if cost[cell, d] + 1 < cost[cell, d']:",                                               // 10
    "      cost[cell, d'] <- cost[cell, d] + 1; parent <- (cell, d); push (cell, d') at the back",  // 11
    "return 0   (no path)",                                                                     // 12
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kZeroOneBfsNarration[] = {
    "If the two cards are the same cell, the answer is 0.",  // 1
    "Start from the first card in each of the four directions, each with 1 segment, at the back of the deque.",  // 2
    "While the deque holds a state, take the one at its front.",  // 3
    "Take {subject} from the front, reached with {subject_cost}; one already expanded is skipped.",  // 4
    "If {subject} stands on the target, the answer is {subject_cost}.",  // 5
    "Look one cell ahead of {current}: going straight on costs nothing.",  // 6
    "Is the cell ahead of {current} open, and is {cost} cheaper than its best so far?",  // 7
    "Go straight on to {subject} with the same {cost}, at the front of the deque.",  // 8
    "Try turning {current} to the left or to the right: a new segment costs 1.",  // 9
    "Would turning to {subject}, one segment more than {cost}, beat its best so far?",  // 10
    "Turn to {subject}, one segment more than {cost}, at the back of the deque.",  // 11
    "The deque is empty and the target was never reached: no path, the answer is 0.",  // 12
};

// The lines of kZeroOneBfsPseudocode by name; the values are their 1-based numbers.
enum class ZeroOneBfsLine : int {
  same_ends = 1, push_start, loop, pop, goal_test, look_ahead, test_ahead, push_ahead, each_turn, test_turn,
  push_turn, no_path
};

inline trace::StateId zero_one_bfs_state(const Board& board, Cell cell, int direction) {
  return static_cast<trace::StateId>(RingGrid(board).index(cell) * kDirections + direction);
}

// Throws std::invalid_argument when an end of the pair is off the board. Instantiated for
// trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer zero_one_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kZeroOneBfsSearch = Search::checked<ZeroOneBfsLine::no_path>(
    kZeroOneBfsName, kZeroOneBfsSummary, kZeroOneBfsPseudocode, kZeroOneBfsNarration, "%n segment(s)", trace::Container::deque,
    {SearchKind::headings, heading_count, decode_heading_state}, zero_one_bfs<trace::NoObserver>,
    zero_one_bfs<trace::Recorder&>);

}  // namespace frontier::mahjong
