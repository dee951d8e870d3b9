#pragma once
// `astar-manhattan` and `astar-misplaced`: A* from the start, frames taken from the open set
// by the least moves made plus a lower bound on the moves still needed. Two bounds, one
// search: the tiles' Manhattan distance to their goal cells, and the count of tiles off
// their goal cells. Both never overestimate (each misplaced tile needs a move, each move
// brings one tile one cell nearer) and are consistent (one move changes either by at most
// one), so a frame is taken once, with its fewest moves, and the first time the goal is
// taken its moves are the fewest. Manhattan is the larger bound everywhere, and A* with it
// takes fewer frames: the lesson the compare view shows side by side.
//
// Ties of moves plus bound are taken in the order their frames were pushed.

#include <cstdint>
#include <functional>
#include <queue>
#include <string_view>
#include <tuple>
#include <vector>

#include "frontier/eight/answer.hpp"
#include "frontier/eight/model.hpp"
#include "frontier/eight/searches.hpp"
#include "frontier/eight/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::eight {

inline constexpr std::string_view kAstarManhattanSummary =
    "A* ordered by moves made plus the tiles' Manhattan distance to their goal cells";
inline constexpr std::string_view kAstarMisplacedSummary =
    "A* ordered by moves made plus the number of tiles off their goal cells";

inline constexpr std::string_view kAstarPseudocode[] = {
    "if the tiles of start have an odd number of inversions: answer unsolvable",     // 1
    "g(start) <- 0; open <- {start}, ordered by g + h",                             // 2
    "while open is not empty:",                                                     // 3
    "  f <- take the frame of least g + h from open (the first pushed among ties)",  // 4
    "  if f is closed: skip it (a costlier copy)",                                  // 5
    "  if f = goal: answer the moves along the parents",                            // 6
    "  close f",                                                                    // 7
    "  for each move of the blank in f (up, right, down, left) to n:",              // 8
    "    if n is closed or g(f) + 1 >= g(n): skip it",                              // 9
    "    g(n) <- g(f) + 1, parent(n) <- f; push n to open with g(n) + h(n)",        // 10
};

inline constexpr std::string_view kAstarNarration[] = {
    "Count the inversions of the start's tiles: a move never changes whether they are odd, the goal has none, "
    "so an odd count means the goal can never be reached.",  // 1
    "The start {subject} is 0 moves from the start; it opens the search.",  // 2
    "While a frame is open, take the most promising.",  // 3
    "Take {subject} from the open set: {subject_cost} made, and the least moves made plus bound.",  // 4
    "If {subject} was already closed, this is a costlier copy of it: skip it.",  // 5
    "If {subject} is the goal, the answer is found: the parents lead back to the start.",  // 6
    "Close {subject}: its fewest moves are known.",  // 7
    "Move the blank of {current} to give {subject}.",  // 8
    "If {subject} is closed, or was reached in as few moves already, skip it.",  // 9
    "{subject} is reached in one move more than {current}, its parent: push it with its moves plus its bound.",  // 10
};

enum class AstarLine : int {
  parity = 1, open_start, while_open, take, skip_closed, found, close, for_each_move, skip_worse, push
};

using FrameBound = int (*)(const Frame&);

// States: the frame's rank; costs are the moves made. Requires a valid frame (run() checks).
template <FrameBound kBound, class Observer = trace::NoObserver>
Answer astar(const Frame& start, Observer&& observer = {}) {
  using trace::kNoState;
  using trace::StateId;
  const StateId start_rank = rank(start);
  observer.line(AstarLine::parity, start_rank);
  if (!solvable(start)) return unsolvable_answer();
  const StateId goal_rank = rank(kGoal);

  Workspace& work = this_thread_workspace();
  FrameMarks& marks = work.marks[0];
  marks.begin_search();
  // (moves + bound, order pushed, rank), least first.
  using Entry = std::tuple<int, std::uint64_t, StateId>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  std::uint64_t pushed = 0;
  marks.mark(start_rank, kNoState, 0);
  open.emplace(kBound(start), pushed++, start_rank);
  observer.discover(start_rank, kNoState, 0);
  observer.line(AstarLine::open_start, start_rank);

  while (true) {
    observer.line(AstarLine::while_open);
    if (open.empty()) break;  // never: a solvable start reaches the goal
    if (observer.stop_requested()) return stopped_answer();
    const StateId current = std::get<2>(open.top());
    open.pop();
    if (marks.closed(current)) {
      observer.line(AstarLine::take, current);
      observer.line(AstarLine::skip_closed, current);
      continue;
    }
    const int moves = marks.moves(current);
    observer.expand(current);
    observer.line(AstarLine::take, current);
    observer.line(AstarLine::found, current);
    if (current == goal_rank) return solved_answer(start, moves_along(path_from_root(marks, goal_rank)));
    marks.close(current);
    observer.line(AstarLine::close, current);
    const Frame frame = unrank(current);
    for_each_move(frame, blank_index(frame), [&](const Frame& next, int) {
      const StateId next_rank = rank(next);
      observer.line(AstarLine::for_each_move, next_rank);
      const bool seen = marks.seen(next_rank);
      if (marks.closed(next_rank) || (seen && moves + 1 >= marks.moves(next_rank))) {
        observer.line(AstarLine::skip_worse, next_rank);
        return true;
      }
      marks.mark(next_rank, current, moves + 1);
      if (seen) {
        observer.improve(next_rank, current, moves + 1);
      } else {
        observer.discover(next_rank, current, moves + 1);
      }
      open.emplace(moves + 1 + kBound(next), pushed++, next_rank);
      observer.line(AstarLine::push, next_rank);
      return true;
    });
  }
  return unsolvable_answer();
}

inline constexpr Search kAstarManhattanSearch = Search::checked<AstarLine::push>(
    kAstarManhattanName, kAstarManhattanSummary, kAstarPseudocode, kAstarNarration, "%n move(s)", trace::Container::priority_queue,
    {SearchKind::frames_by_bound, frame_count, decode_frame, manhattan_estimate},
    astar<manhattan, trace::NoObserver>, astar<manhattan, trace::Recorder&>);
inline constexpr Search kAstarMisplacedSearch = Search::checked<AstarLine::push>(
    kAstarMisplacedName, kAstarMisplacedSummary, kAstarPseudocode, kAstarNarration, "%n move(s)", trace::Container::priority_queue,
    {SearchKind::frames_by_bound, frame_count, decode_frame, misplaced_estimate},
    astar<misplaced, trace::NoObserver>, astar<misplaced, trace::Recorder&>);

}  // namespace frontier::eight
