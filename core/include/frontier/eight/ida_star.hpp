#pragma once
// `ida-star`: iterative deepening A* with the Manhattan bound. A depth-first search from the
// start that turns back wherever moves made plus the bound pass a limit; the limit starts at
// the start's bound, and each time the goal is not found it grows to the least moves plus
// bound that went past it. The bound never overestimates, so the first limit under which
// the goal is found is its fewest moves. It keeps only the path on its stack: the price is
// the frames expanded again in every round (the trace and the counters show each time).
//
// The search never undoes the move it just made, but it does not remember frames: a frame
// reached twice by different ways is searched twice, as IDA* is written.

#include <cstdint>
#include <limits>
#include <string_view>
#include <vector>

#include "frontier/eight/answer.hpp"
#include "frontier/eight/model.hpp"
#include "frontier/eight/searches.hpp"
#include "frontier/eight/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::eight {

inline constexpr std::string_view kIdaStarSummary =
    "iterative deepening A*: depth-first under a limit on moves made plus the Manhattan distance, the limit "
    "raised each round";

inline constexpr std::string_view kIdaStarPseudocode[] = {
    "if the tiles of start have an odd number of inversions: answer unsolvable",         // 1
    "limit <- h(start)",                                                                  // 2
    "loop:",                                                                              // 3
    "  if dfs(start, 0) finds the goal: answer the moves on the stack",                   // 4
    "  limit <- the least g + h that passed the limit",                                   // 5
    "dfs(f, g):   (f is expanded again in every round that reaches it)",                  // 6
    "  if g + h(f) > limit: note g + h(f); return not found",                             // 7
    "  if f = goal: return found",                                                        // 8
    "  for each move of the blank in f (up, right, down, left) but back to its parent:",  // 9
    "    if dfs(n, g + 1) finds the goal: return found",                                  // 10
    "  return not found",                                                                 // 11
};

inline constexpr std::string_view kIdaStarNarration[] = {
    "Count the inversions of the start's tiles: a move never changes whether they are odd, the goal has none, "
    "so an odd count means the goal can never be reached.",  // 1
    "The first limit is the start {subject}'s bound: no way can be shorter.",  // 2
    "Search again from the start under the limit.",  // 3
    "Search depth-first from {subject}: if it finds the goal under the limit, the answer is the path on the stack.",  // 4
    "No way fits the limit: raise it to the least moves plus bound that passed it.",  // 5
    "Expand {subject}, {subject_cost} from the start; it is expanded again in every round that reaches it.",  // 6
    "If the moves made to {subject} plus its bound pass the limit, turn back here.",  // 7
    "If {subject} is the goal, the answer is found.",  // 8
    "Move the blank of {current} to give {subject}, never straight back.",  // 9
    "Search on from {subject}, one move deeper.",  // 10
    "No way from {subject} fits the limit: go back.",  // 11
};

enum class IdaStarLine : int {
  parity = 1, first_limit, loop, search_round, raise_limit, dfs, past_limit, found, for_each_move, go_deeper,
  not_found
};

namespace detail {

// One round's depth-first search under `limit`, the path so far in `stack`.
template <class Observer>
class IdaStarRound {
 public:
  IdaStarRound(Observer& observer, int limit) : observer_(observer), limit_(limit) {}

  // Whether the goal is reached from the stack's last frame, `moves` from the start;
  // `came_from` is the direction back to its parent (-1 at the start).
  bool search(std::vector<Frame>& stack, int moves, int came_from) {
    if (observer_.stop_requested()) {
      stopped_ = true;
      return false;
    }
    const Frame& frame = stack.back();
    const trace::StateId here = rank(frame);
    observer_.expand(here);
    observer_.line(IdaStarLine::dfs, here);
    const int estimate = moves + manhattan(frame);
    observer_.line(IdaStarLine::past_limit, here);
    if (estimate > limit_) {
      next_limit_ = std::min(next_limit_, estimate);
      return false;
    }
    observer_.line(IdaStarLine::found, here);
    if (frame == kGoal) return true;
    const Frame current = frame;  // the stack grows below, moving its frames
    bool found = false;
    for_each_move(current, blank_index(current), [&](const Frame& next, int direction) {
      if (direction == came_from) return true;
      const trace::StateId next_rank = rank(next);
      observer_.line(IdaStarLine::for_each_move, next_rank);
      observer_.discover(next_rank, here, moves + 1);
      observer_.line(IdaStarLine::go_deeper, next_rank);
      stack.push_back(next);
      if (search(stack, moves + 1, opposite(direction))) {
        found = true;
        return false;
      }
      stack.pop_back();
      return !stopped_;
    });
    if (!found && !stopped_) observer_.line(IdaStarLine::not_found, here);
    return found;
  }
  bool stopped() const { return stopped_; }
  int next_limit() const { return next_limit_; }

 private:
  Observer& observer_;
  int limit_;
  int next_limit_ = std::numeric_limits<int>::max();
  bool stopped_ = false;
};

}  // namespace detail

// States: the frame's rank; costs are the moves from the start along the stack. Requires
// a valid frame (run() checks).
template <class Observer = trace::NoObserver>
Answer ida_star(const Frame& start, Observer&& observer = {}) {
  const trace::StateId start_rank = rank(start);
  observer.line(IdaStarLine::parity, start_rank);
  if (!solvable(start)) return unsolvable_answer();
  int limit = manhattan(start);
  observer.line(IdaStarLine::first_limit, start_rank);
  std::vector<Frame> stack;
  while (true) {
    observer.line(IdaStarLine::loop);
    stack.assign(1, start);
    observer.discover(start_rank, trace::kNoState, 0);
    observer.line(IdaStarLine::search_round, start_rank);
    detail::IdaStarRound<Observer> round(observer, limit);
    if (round.search(stack, 0, -1)) return solved_answer(start, moves_along(stack));
    if (round.stopped()) return stopped_answer();
    limit = round.next_limit();
    observer.line(IdaStarLine::raise_limit);
  }
}

inline constexpr Search kIdaStarSearch = Search::checked<IdaStarLine::not_found>(
    kIdaStarName, kIdaStarSummary, kIdaStarPseudocode, kIdaStarNarration, "%n move(s)", trace::Container::stack,
    {SearchKind::frames_deepening, frame_count, decode_frame, manhattan_estimate}, ida_star<trace::NoObserver>,
    ida_star<trace::Recorder&>);

}  // namespace frontier::eight
