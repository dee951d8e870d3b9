#pragma once
// A lesson, wrong on purpose: the other classic mistake, a breadth-first search over cells
// that ranks lines by their length. It finds the shortest line to the target and answers
// by that line's turns alone; but the fewest cells and the fewest turns are different
// questions, and where the shortest line turns three times a longer one may turn twice
// (sample_inputs/lianliankan/shortest_pitfall.in): it answers NO where the judge says YES.
// It never says YES wrongly, for the line it answers YES with is real.
//
// Puzzle::solve refuses it; run and the trace take it. States are headings (heading.hpp):
// a cell and the direction the search stepped into it (each cell is reached once); the
// start, entered from nowhere, is drawn heading right. A NO after reaching the target
// still carries the shortest line it judged, turns and all, so that the class sees them.

#include <cstddef>
#include <string_view>

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/lianliankan/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

inline constexpr std::string_view kBfsShortestLineMistake =
    "it judges only the first shortest line it finds, which may turn three times where a longer line turns twice";

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kBfsShortestLineSummary =
    "breadth-first search over cells that judges the shortest line by its turns";

inline constexpr std::string_view kBfsShortestLinePseudocode[] = {
    "if the tiles differ, one is blank, or both clicks are the same cell: answer NO",           // 1
    "length[start] <- 0; enqueue start",                                                        // 2
    "while the queue is not empty:",                                                            // 3
    "  cell <- dequeue",                                                                        // 4
    "  for each direction d: next <- the neighbour of cell in direction d",                     // 5
    "    if next is the target: line <- the way back through the parents   (a shortest line)",  // 6
    "      answer YES if line turns at most twice, else NO   (a longer line may turn less)",    // 7
    "    if next is open and never reached: length[next] <- length[cell] + 1; parent[next] <- cell; enqueue next",  // 8
    "answer NO",                                                                                // 9
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kBfsShortestLineNarration[] = {
    "Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.",  // 1
    "Give the first click length 0 and put it in the queue.",  // 2
    "While the queue holds a cell, take the oldest.",  // 3
    "Take {subject} from the queue, {subject_cost} from the first click.",  // 4
    "Look at the next neighbour of {current}.",  // 5
    "If that neighbour is the target, follow the parents back: that is a shortest line.",  // 6
    "Count the turns of that shortest line: at most two gives YES, more gives NO, though a longer line might turn less.",  // 7
    "If that neighbour is open and never reached, it gets length one more than {cost} and joins the queue.",  // 8
    "The queue is empty and the target was never reached: the answer is NO.",  // 9
};

// The lines above by name; each value is its 1-based line number.
enum class BfsShortestLineLine : int {
  check_pair = 1, enqueue_start, loop, dequeue, each_direction, reach_target, judge_line, discover, answer_no
};

// Instantiated for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer bfs_shortest_line(const Board& board, const Query& query, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kBfsShortestLineSearch = Search::checked<BfsShortestLineLine::answer_no>(
    kBfsShortestLine, kBfsShortestLineSummary, kBfsShortestLinePseudocode, kBfsShortestLineNarration, "%n step(s)", trace::Container::queue,
    {SearchKind::steps_walk, heading_count, decode_heading_state}, bfs_shortest_line<trace::NoObserver>,
    bfs_shortest_line<trace::Recorder&>, kBfsShortestLineMistake);

}  // namespace frontier::lianliankan
