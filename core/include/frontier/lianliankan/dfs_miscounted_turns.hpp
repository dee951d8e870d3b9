#pragma once
// A lesson, wrong on purpose: the depth-first walk of a well-known published solution,
// which does not know which way the line is heading and so guesses turns from positions.
// It remembers one point (at first the start) and counts a step as a turn only when the
// next cell differs from that point in both row and column; after a counted turn it
// remembers the cell just entered. A turn taken right after a counted one still shares a
// row or a column with the remembered cell, so it goes uncounted, and a staircase of four
// turns passes for two (sample_inputs/lianliankan/dfs_pitfall.in). Every cell is used
// once per line, so the walk tries simple paths, and it prunes as the original does:
// after two counted turns the line must stand in the target's row or column.
//
// Puzzle::solve refuses it; run and the trace take it, so that the class can watch it go
// wrong beside bfs-turns. States are headings (heading.hpp): a cell and the direction the
// walk stepped into it; the start, entered from nowhere, is drawn heading right, the first
// way the walk tries.

#include <cstddef>
#include <string_view>

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/lianliankan/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

inline constexpr std::string_view kDfsMiscountedTurnsMistake =
    "a turn is counted only where the next cell shares neither row nor column with the last counted corner, "
    "so a staircase's turns go uncounted and lines of more than two turns pass";

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kDfsMiscountedTurnsSummary =
    "the depth-first walk of a published solution, which guesses turns from positions";

inline constexpr std::string_view kDfsMiscountedTurnsPseudocode[] = {
    "if the tiles differ, one is blank, or both clicks are the same cell: answer NO",           // 1
    "remembered <- start; counted <- 0; walk on from start   (each cell at most once on the line)",  // 2
    "walk on from cell:",                                                                       // 3
    "  if counted = 2 and cell is in neither the target's row nor its column: go back",         // 4
    "  for each direction d (right, down, left, up): next <- the neighbour of cell in direction d",  // 5
    "    skip next if it is off the board, already on the line, or a tile other than the target",  // 6
    "    if next differs from remembered in row and in column: a turn   (skip next if counted = 2)",  // 7
    "      counted <- counted + 1; remembered <- next   (a turn that keeps remembered's row or column is missed)",  // 8
    "    if next is the target: answer YES",                                                    // 9
    "    walk on from next",                                                                    // 10
    "  go back: cell leaves the line; remembered and counted are as they were before it",       // 11
    "answer NO",                                                                                // 12
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kDfsMiscountedTurnsNarration[] = {
    "Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.",  // 1
    "Remember the first click, count no turns yet, and walk on from it.",  // 2
    "Walk on from {subject}.",  // 3
    "Two turns are counted and {subject} is in neither the target's row nor its column: go back.",  // 4
    "Try the next neighbour of the cell the walk stands on.",  // 5
    "Skip that neighbour if it is off the board, already on the line, or a tile other than the target.",  // 6
    "{subject} differs from the remembered cell in row and in column: this looks like a turn.",  // 7
    "Count a turn at {subject} and remember it; a turn that keeps the remembered cell's row or column goes uncounted.",  // 8
    "If {subject} is the target, the answer is YES.",  // 9
    "Walk on from {subject}.",  // 10
    "Go back from {subject}: it leaves the line, and the remembered cell and the count are as they were.",  // 11
    "Every walk has been tried without reaching the target: the answer is NO.",  // 12
};

// The lines above by name; each value is its 1-based line number.
enum class DfsMiscountedTurnsLine : int {
  check_pair = 1, start, walk_on, prune, each_direction, test_next, looks_like_turn, count_turn, reach_target,
  go_on, go_back, answer_no
};

// Instantiated for trace::NoObserver and trace::Recorder&. A YES carries the line it
// found and its true turns (more than two where the mistake shows).
template <class Observer = trace::NoObserver>
Answer dfs_miscounted_turns(const Board& board, const Query& query, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kDfsMiscountedTurnsSearch = Search::checked<DfsMiscountedTurnsLine::answer_no>(
    kDfsMiscountedTurns, kDfsMiscountedTurnsSummary, kDfsMiscountedTurnsPseudocode, kDfsMiscountedTurnsNarration,
    "%n turn(s)", trace::Container::stack, {SearchKind::miscounted_walk, heading_count, decode_heading_state},
    dfs_miscounted_turns<trace::NoObserver>, dfs_miscounted_turns<trace::Recorder&>, kDfsMiscountedTurnsMistake);

}  // namespace frontier::lianliankan
