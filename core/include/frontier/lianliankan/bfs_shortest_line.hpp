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
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

inline constexpr std::string_view kBfsShortestLineMistake =
    "it judges only the first shortest line it finds, which may turn three times where a longer line turns twice";

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

// The lines above by name; each value is its 1-based line number.
enum class BfsShortestLineLine : int {
  check_pair = 1, enqueue_start, loop, dequeue, each_direction, reach_target, judge_line, discover, answer_no
};

// Instantiated for trace::NoObserver and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer bfs_shortest_line(const Board& board, const Query& query, const Rules& rules, Observer&& observer = {});

}  // namespace frontier::lianliankan
