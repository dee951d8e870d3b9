#pragma once
// Depth-first search over (cell, heading), straight on first, with two prunings that
// keep it correct and fast: a line never takes a third turn, and after its second turn
// it must already be heading straight at the target. A state is pushed again only when
// it is reached with fewer turns than before, so each is expanded at most three times.
// Turns are counted by the heading, never guessed from positions (see the dfs pitfall
// test: counting them by comparing cells undercounts staircases). States: heading.hpp.

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
inline constexpr std::string_view kDfsSummary =
    "depth-first search over (cell, heading), straight on first, pruned at two turns";

inline constexpr std::string_view kDfsPseudocode[] = {
    "if the tiles differ, one is blank, or both clicks are the same cell: answer NO",           // 1
    "for each direction d: push (start, d) with 0 turns",                                       // 2
    "while the stack is not empty:",                                                            // 3
    "  pop (cell, d) with t turns; skip it if it has since been pushed with fewer turns",       // 4
    "  if t = 2 and the target is not straight ahead along d: prune this branch",               // 5
    "  ahead := the next cell in direction d",                                                  // 6
    "  if ahead is the target: answer YES with t turns",                                        // 7
    "  if t < 2: for each direction d' at right angles to d:",                                  // 8
    "    if (cell, d') was never pushed with t + 1 turns or fewer: push it with t + 1 turns",   // 9
    "  if ahead is open and (ahead, d) was never pushed with t turns or fewer: push it (explored next)",  // 10
    "answer NO",                                                                                // 11
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kDfsNarration[] = {
    "Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.",  // 1
    "Push the first click with each of the four headings, all with 0 turns.",  // 2
    "While the stack holds a state, the line goes on from the newest one.",  // 3
    "Pop {subject}, reached with {subject_cost}; skip it if it has since been pushed with fewer turns.",  // 4
    "{subject} has used both turns and the target is not straight ahead: prune this branch.",  // 5
    "Look one cell ahead of {current}.",  // 6
    "If the cell ahead of {current} is the target, the answer is YES with {cost}.",  // 7
    "With {cost}, {current} may still turn: try the two headings at right angles.",  // 8
    "Turn to {subject}: push it with one turn more than {cost}, unless it was pushed with as few turns.",  // 9
    "If the cell ahead of {current} is open and was never pushed with {cost} or fewer, push it: it is explored next.",  // 10
    "The stack is empty and no line of at most two turns reached the target: the answer is NO.",  // 11
};

// The lines above by name; each value is its 1-based line number.
enum class DfsLine : int {
  check_pair = 1, push_start, while_stack, pop, prune, ahead, reach_target, for_each_turn, turn, go_straight,
  answer_no
};

// Instantiated for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer dfs(const Board& board, const Query& query, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kDfsSearch = Search::checked<DfsLine::answer_no>(kDfs,
    kDfsSummary, kDfsPseudocode, kDfsNarration, "%n turn(s)", trace::Container::stack, {SearchKind::turns_walk, heading_count, decode_heading_state},
    dfs<trace::NoObserver>, dfs<trace::Recorder&>);

}  // namespace frontier::lianliankan
