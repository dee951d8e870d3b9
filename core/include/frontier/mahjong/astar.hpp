#pragma once
// A* over zero-one-bfs's states, (cell, direction of travel) on the board and its ring,
// with the same costs (the first segment 1, straight on 0, a turn 1), ordered by
// f = segments so far + h, where h is the fewest segments still to add on an empty plane:
//   0  at the target, or with the target straight ahead on the state's line;
//   1  with the target anywhere ahead of the state (past the line across it through its
//      cell) or on that line across: one turn, then straight on;
//   2  with the target behind: a path of one turn more never gets behind its first
//      segment, so it takes two.
// h is exact on a board with no cards and no edge, whose moves include every move of the
// real board at the same cost: so it never exceeds the segments really left (admissible),
// and across any one move it falls by at most that move's cost (consistent; a shortest
// distance obeys the triangle inequality). The first state popped on the target gives the
// answer, and no state is expanded twice.
//
// State encoding: as zero-one-bfs, RingGrid index * 4 + direction; heading_state_count(board)
// states.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "frontier/mahjong/rules.hpp"
#include "frontier/mahjong/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::mahjong {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kAstarSummary =
    "A* over (cell, direction): 0-1 BFS's costs, ordered by segments so far plus 0, 1 or 2 more as the target lies straight ahead, ahead or across, or behind";

inline constexpr std::string_view kAstarPseudocode[] = {
    "if start = target: return 0",                                                              // 1
    "for each direction d: cost[start, d] <- 1; push (start, d) at f = 1 + h(start, d)",        // 2
    "while the queue is not empty:",                                                            // 3
    "  pop (cell, d) of least f = cost + h, skipping states already expanded",                  // 4
    "  if cell = target: return cost[cell, d]",                                                 // 5
    "  ahead <- the neighbour of cell in direction d   (going straight costs 0)",               // 6
    "  if ahead is open (a blank, the ring, or the target) and cost[cell, d] < cost[ahead, d]:",  // 7
    "    cost[ahead, d] <- cost[cell, d]; parent <- (cell, d); push (ahead, d) at f = cost + h",  // 8
    "  for each turn d' to the left or right of d   (a new segment costs 1):",                  // 9
    "    if cost[cell, d] + 1 < cost[cell, d']:",                                               // 10
    "      cost[cell, d'] <- cost[cell, d] + 1; parent <- (cell, d); push (cell, d') at f = cost + h",  // 11
    "return 0   (no path)   -- h: 0 if the target is straight ahead, 1 if ahead or across, else 2",  // 12
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kAstarNarration[] = {
    "If the two cards are the same cell, the answer is 0.",  // 1
    "Start from the first card in each of the four directions, each with 1 segment, ordered by 1 plus its estimate.",  // 2
    "While the queue holds a state, take the one of least segments plus estimate.",  // 3
    "Take {subject}, reached with {subject_cost}, of least segments plus estimate; one already expanded is skipped.",  // 4
    "If {subject} stands on the target, the answer is {subject_cost}.",  // 5
    "Look one cell ahead of {current}: going straight on costs nothing.",  // 6
    "Is the cell ahead of {current} open, and is {cost} cheaper than its best so far?",  // 7
    "Go straight on to {subject} with the same {cost}, ordered by that plus its estimate.",  // 8
    "Try turning {current} to the left or to the right: a new segment costs 1.",  // 9
    "Would turning to {subject}, one segment more than {cost}, beat its best so far?",  // 10
    "Turn to {subject}, one segment more than {cost}, ordered by that plus its estimate.",  // 11
    "The queue is empty and the target was never reached: no path, the answer is 0.",  // 12
};

// The lines of kAstarPseudocode by name; the values are their 1-based numbers.
enum class AstarLine : int {
  same_ends = 1, push_start, loop, pop, goal_test, look_ahead, test_ahead, push_ahead, each_turn, test_turn,
  push_turn, no_path
};

// h of the state (cell, travelling in `direction`) for a path to `target` (above).
int astar_estimate(Cell cell, int direction, Cell target);

// Throws std::invalid_argument when an end of the pair is off the board. Instantiated for
// trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer astar(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kAstarSearch = Search::checked<AstarLine::no_path>(kAstarName, kAstarSummary,
    kAstarPseudocode, kAstarNarration, "%n segment(s)", trace::Container::priority_queue,
    {SearchKind::guided_headings, heading_count, decode_heading_state, heading_estimate}, astar<trace::NoObserver>,
    astar<trace::Recorder&>);

}  // namespace frontier::mahjong
