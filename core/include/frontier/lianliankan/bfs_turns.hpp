#pragma once
// Breadth-first search by turns (Dial's algorithm with three buckets): layer t holds the
// states (cell, heading) the line reaches with t turns. Going straight on keeps a state in
// its layer, turning in place puts it in the next one, and no layer beyond 2 is opened.
// Layers are expanded in order, so the first line to reach the target has the fewest
// turns. States: see heading.hpp.

#include <cstddef>
#include <string_view>

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/lianliankan/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kBfsTurnsSummary =
    "breadth-first search over (cell, heading), layer by layer of turns; finds the fewest turns";

inline constexpr std::string_view kBfsTurnsPseudocode[] = {
    "if the tiles differ, one is blank, or both clicks are the same cell: answer NO",           // 1
    "for each direction d: add (start, d) to layer 0",                                          // 2
    "for t = 0, 1, 2: for each (cell, d) in layer t, in order (the layer grows meanwhile):",    // 3
    "  skip (cell, d) if it has since been reached with fewer turns",                           // 4
    "  ahead := the next cell in direction d",                                                  // 5
    "  if ahead is the target: answer YES with t turns",                                        // 6
    "  if ahead is open and (ahead, d) was never reached with t turns or fewer: add it to layer t",  // 7
    "  if t < 2: for each direction d' at right angles to d:",                                  // 8
    "    if (cell, d') was never reached with t + 1 turns or fewer: add it to layer t + 1",     // 9
    "answer NO",                                                                                // 10
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kBfsTurnsNarration[] = {
    "Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.",  // 1
    "Start from the first click: one state for each of the four headings, all with 0 turns, in layer 0.",  // 2
    "Take {subject} from the layer of its turns, reached with {subject_cost}.",  // 3
    "If {subject} has since been reached with fewer turns, skip it: that straighter line is explored instead.",  // 4
    "Look one cell ahead of {current}.",  // 5
    "If the cell ahead of {current} is the target, the answer is YES with {cost}.",  // 6
    "If the cell ahead of {current} is open and no line reached it with {cost} or fewer, it joins this same layer.",  // 7
    "With {cost}, {current} may still turn: try the two headings at right angles.",  // 8
    "Turn to {subject}: it joins the next layer unless a line reached it with as few turns.",  // 9
    "No line of at most two turns reaches the target: the answer is NO.",  // 10
};

// The lines above by name; each value is its 1-based line number.
enum class BfsTurnsLine : int {
  check_pair = 1, start_layer, pop, skip_stale, ahead, reach_target, go_straight, for_each_turn, turn, answer_no
};

// Instantiated for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer bfs_turns(const Board& board, const Query& query, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kBfsTurnsSearch = Search::checked<BfsTurnsLine::answer_no>(kBfsTurns, kBfsTurnsSummary,
    kBfsTurnsPseudocode, kBfsTurnsNarration, "%n turn(s)", trace::Container::priority_queue, {SearchKind::turns_walk, heading_count, decode_heading_state},
    bfs_turns<trace::NoObserver>, bfs_turns<trace::Recorder&>);

}  // namespace frontier::lianliankan
