#pragma once
// `bfs` and `bfs-from-goal`: breadth-first search between the start and the goal, one is
// rooted at the start, the other at the goal. Every move can be undone, so a search from
// the goal finds the same distances; rooted at the goal, its parents point toward the goal,
// and the start's chain of parents is a shortest way there. That is the judge's solver:
// `solve` runs it once over all 181,440 solvable frames and answers every case from the
// one table (goal_table.hpp), with the very answer one search from the goal to that start
// gives, as the two discover frames in the same order.
//
// Both first look at the parity of the start's inversions (model.hpp): an odd count can
// never reach the goal, and the search answers at once.

#include <algorithm>
#include <cstddef>
#include <utility>
#include <string_view>

#include "frontier/eight/answer.hpp"
#include "frontier/eight/model.hpp"
#include "frontier/eight/searches.hpp"
#include "frontier/eight/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::eight {

inline constexpr std::string_view kBfsFromGoalSummary =
    "breadth-first from the goal until the start is reached (the judge's solver keeps one such search over all "
    "181,440 solvable frames for every case)";
inline constexpr std::string_view kBfsSummary = "breadth-first from the start, one layer of moves at a time";

inline constexpr std::string_view kBfsFromGoalPseudocode[] = {
    "if the tiles of start have an odd number of inversions: answer unsolvable",  // 1
    "mark goal seen at 0 moves; queue <- [goal]",                                 // 2
    "if start = goal: answer no move",                                            // 3
    "while the queue is not empty:",                                              // 4
    "  f <- pop the front of the queue",                                          // 5
    "  for each move of the blank in f (up, right, down, left) to n:",            // 6
    "    if n was seen: skip it",                                                 // 7
    "    mark n seen at moves(f) + 1, toward_goal(n) <- f",                       // 8
    "    if n = start: answer the moves from start along toward_goal",            // 9
    "    push n to the back of the queue",                                        // 10
};
inline constexpr std::string_view kBfsFromGoalNarration[] = {
    "Count the inversions of the start's tiles: a move never changes whether they are odd, the goal has none, "
    "so an odd count means the goal can never be reached.",  // 1
    "Mark the goal {subject} seen at 0 moves and put it in the queue.",  // 2
    "If the start is the goal, no move is needed.",  // 3
    "While the queue holds a frame, look at its front.",  // 4
    "Take {subject} from the front of the queue, {subject_cost} from the goal.",  // 5
    "Move the blank of {current} to give {subject}.",  // 6
    "If {subject} was seen before, skip it.",  // 7
    "Mark {subject} seen, one move further from the goal than {current}, which is its way toward the goal.",  // 8
    "If {subject} is the start, the answer is found: follow the way toward the goal.",  // 9
    "Put {subject} at the back of the queue.",  // 10
};

inline constexpr trace::RewordedLine kBfsLines[] = {
    {2, "mark start seen at 0 moves; queue <- [start]"},
    {8, "    mark n seen at moves(f) + 1, parent(n) <- f"},
    {9, "    if n = goal: answer the moves along the parents from start"},
};
inline constexpr auto kBfsPseudocode = trace::reworded(kBfsFromGoalPseudocode, kBfsLines);
inline constexpr trace::RewordedLine kBfsSentences[] = {
    {2, "Mark the start {subject} seen at 0 moves and put it in the queue."},
    {5, "Take {subject} from the front of the queue, {subject_cost} from the start."},
    {8, "Mark {subject} seen, one move more than {current}, which becomes its parent."},
    {9, "If {subject} is the goal, the answer is found: the parents lead back to the start."},
};
inline constexpr auto kBfsNarration = trace::reworded(kBfsFromGoalNarration, kBfsSentences);

// The lines of both by name; values are the 1-based line numbers.
enum class BfsLine : int {
  parity = 1, mark_root, start_is_goal, while_queue, pop, for_each_move, skip_seen, mark_seen, found, push
};

// States: the frame's rank; costs are the moves from the root (the start, or the goal).
// Requires a valid frame (run() checks).
template <bool kFromGoal, class Observer = trace::NoObserver>
Answer layered_bfs(const Frame& start, Observer&& observer = {}) {
  using trace::kNoState;
  using trace::StateId;
  const Frame root = kFromGoal ? kGoal : start;
  const StateId root_rank = rank(root);
  const StateId target_rank = rank(kFromGoal ? start : kGoal);
  observer.line(BfsLine::parity, rank(start));
  if (!solvable(start)) return unsolvable_answer();

  Workspace& work = this_thread_workspace();
  FrameMarks& seen = work.marks[0];
  auto& queue = work.frontier[0];
  seen.begin_search();
  queue.clear();
  seen.mark(root_rank, kNoState, 0);
  queue.push_back({root, root_rank});
  observer.discover(root_rank, kNoState, 0);
  observer.line(BfsLine::mark_root, root_rank);
  observer.line(BfsLine::start_is_goal, root_rank);
  if (root_rank == target_rank) return solved_answer(start, {});

  for (std::size_t head = 0;; ++head) {
    observer.line(BfsLine::while_queue);
    if (head == queue.size()) break;  // never: a solvable start is always reached
    if (observer.stop_requested()) return stopped_answer();
    const Waiting current = queue[head];
    const int moves = seen.moves(current.rank);
    observer.expand(current.rank);
    observer.line(BfsLine::pop, current.rank);
    const bool target_unseen = for_each_move(current.frame, blank_index(current.frame), [&](const Frame& next, int) {
      const StateId next_rank = rank(next);
      observer.line(BfsLine::for_each_move, next_rank);
      if (seen.seen(next_rank)) {
        observer.line(BfsLine::skip_seen, next_rank);
        return true;
      }
      seen.mark(next_rank, current.rank, moves + 1);
      observer.discover(next_rank, current.rank, moves + 1);
      observer.line(BfsLine::mark_seen, next_rank);
      observer.line(BfsLine::found, next_rank);
      if (next_rank == target_rank) return false;
      queue.push_back({next, next_rank});
      observer.line(BfsLine::push, next_rank);
      return true;
    });
    if (!target_unseen) {
      std::vector<Frame> path = path_from_root(seen, target_rank);
      // Rooted at the goal, the path runs goal .. start: the way from the start is it backwards.
      if constexpr (kFromGoal) std::reverse(path.begin(), path.end());
      return solved_answer(start, moves_along(path));
    }
  }
  return unsolvable_answer();
}

template <class Observer = trace::NoObserver>
Answer bfs_from_goal(const Frame& start, Observer&& observer = {}) {
  return layered_bfs<true>(start, std::forward<Observer>(observer));
}
template <class Observer = trace::NoObserver>
Answer bfs(const Frame& start, Observer&& observer = {}) {
  return layered_bfs<false>(start, std::forward<Observer>(observer));
}

// Their entries in the registry (puzzle.cpp).
inline constexpr Search kBfsFromGoalSearch = Search::checked<BfsLine::push>(
    kBfsFromGoalName, kBfsFromGoalSummary, kBfsFromGoalPseudocode, kBfsFromGoalNarration, "%n move(s)", trace::Container::queue,
    {SearchKind::frames_from_goal, frame_count, decode_frame}, bfs_from_goal<trace::NoObserver>,
    bfs_from_goal<trace::Recorder&>);
inline constexpr Search kBfsSearch = Search::checked<BfsLine::push>(
    kBfsName, kBfsSummary, kBfsPseudocode, kBfsNarration, "%n move(s)", trace::Container::queue, {SearchKind::frames, frame_count, decode_frame},
    bfs<trace::NoObserver>, bfs<trace::Recorder&>);

}  // namespace frontier::eight
