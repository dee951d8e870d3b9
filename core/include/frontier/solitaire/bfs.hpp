#pragma once
// `bfs`: breadth-first search from the start, one layer of moves at a time, for at most
// K layers. The first time the goal is discovered its depth is the fewest moves.

#include <cstddef>
#include <iterator>
#include <string_view>

#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/solitaire/searches.hpp"
#include "frontier/solitaire/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::solitaire {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kBfsSummary = "breadth-first from the start, up to K layers";

inline constexpr std::string_view kBfsPseudocode[] = {
    "mark start seen at depth 0; queue <- [start]",                        // 1
    "if start = goal: answer YES in 0 moves",                              // 2
    "while the queue is not empty:",                                       // 3
    "  if the front of the queue is at depth K: answer NO",                // 4
    "  c <- pop the front of the queue",                                   // 5
    "  for each legal move of c (a step or a jump of one piece) to n:",    // 6
    "    if n was seen: skip it",                                          // 7
    "    mark n seen at depth(c) + 1, parent(n) <- c",                     // 8
    "    if n = goal: answer YES in depth(n) moves (parents lead back)",   // 9
    "    push n to the back of the queue",                                 // 10
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kBfsNarration[] = {
    "Mark {subject} seen at depth 0 and put it in the queue.",  // 1
    "If the start is the goal, the answer is YES in 0 moves.",  // 2
    "While the queue holds a configuration, look at its front.",  // 3
    "If {subject}, at the front of the queue, is already K moves from the start, the answer is NO.",  // 4
    "Take {subject} from the front of the queue, {subject_cost} from the start.",  // 5
    "Try the move of {current} that gives {subject}: a step or a jump of one piece.",  // 6
    "If {subject} was seen before, skip it.",  // 7
    "Mark {subject} seen, one move more than {cost}, with {current} as its parent.",  // 8
    "If {subject} is the goal, the answer is YES: the parents lead back to the start.",  // 9
    "Put {subject} at the back of the queue.",  // 10
};

// The lines of kBfsPseudocode by name; values are the 1-based line numbers.
enum class BfsLine : int {
  mark_start = 1, start_is_goal, while_queue, front_at_limit, pop, for_each_move, skip_seen, mark_seen, found_goal,
  push
};

// States: the rank of the configuration (0..kConfigurationCount-1); parents and costs in
// the trace are the search's own (cost = depth = moves from the start).
// Requires valid configurations and 0 <= rules.max_moves <= kMaxMaxMoves (run() checks).
template <class Observer = trace::NoObserver>
Answer bfs_moves(const Case& question, const Rules& rules, Observer&& observer = {}) {
  using trace::kNoState;
  using trace::StateId;
  Workspace& work = this_thread_workspace();
  SideMarks& seen = work.marks[0];
  auto& queue = work.frontier[0];
  const Squares start = squares_of(question.start);
  const StateId start_rank = rank(start);
  const StateId goal_rank = rank(squares_of(question.goal));

  seen.begin_search();
  queue.clear();
  seen.mark(start_rank, kNoState, 0);
  queue.push_back({start, start_rank});
  observer.discover(start_rank, kNoState, 0);
  observer.line(BfsLine::mark_start, start_rank);
  observer.line(BfsLine::start_is_goal, start_rank);
  if (start_rank == goal_rank) return yes_answer(0, {});

  for (std::size_t head = 0;; ++head) {
    observer.line(BfsLine::while_queue);
    if (head == queue.size()) break;
    if (observer.stop_requested()) return stopped_answer();
    const FrontierEntry current = queue[head];
    const int depth = seen.depth(current.rank);
    observer.line(BfsLine::front_at_limit, current.rank);
    // FIFO order: everything still queued is at depth K too, and one more move is too many.
    if (depth >= rules.max_moves) return no_answer();
    observer.expand(current.rank);
    observer.line(BfsLine::pop, current.rank);
    const bool goal_unseen = for_each_move(current.squares, [&](const Squares& next, int, int, bool) {
      const StateId next_rank = rank(next);
      observer.line(BfsLine::for_each_move, next_rank);
      if (seen.seen(next_rank)) {
        observer.line(BfsLine::skip_seen, next_rank);
        return true;
      }
      seen.mark(next_rank, current.rank, depth + 1);
      observer.discover(next_rank, current.rank, depth + 1);
      observer.line(BfsLine::mark_seen, next_rank);
      observer.line(BfsLine::found_goal, next_rank);
      if (next_rank == goal_rank) return false;
      queue.push_back({next, next_rank});
      observer.line(BfsLine::push, next_rank);
      return true;
    });
    if (!goal_unseen) {
      return yes_answer(depth + 1, moves_along(path_from_root(seen, goal_rank)));
    }
  }
  // Never reached, so the pseudo-code has no line for it: every configuration is at most
  // 25 moves from every other, and K is at most kMaxMaxMoves, so the queue always reaches
  // depth K before it empties.
  return no_answer();
}

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kBfsSearch = Search::checked<BfsLine::push>(kBfsName, kBfsSummary,
    kBfsPseudocode, kBfsNarration, "%n move(s)", trace::Container::queue,
    {SearchKind::configurations, configuration_count, decode_configuration}, bfs_moves<trace::NoObserver>,
    bfs_moves<trace::Recorder&>);

}  // namespace frontier::solitaire
