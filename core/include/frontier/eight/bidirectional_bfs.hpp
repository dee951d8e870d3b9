#pragma once
// `bidirectional-bfs`: breadth-first search from the start and from the goal at once, one
// whole layer at a time, the forward side on odd layers and the backward one on even
// layers, until a frame is seen by both. Before a layer grows a side from a to a+1 moves,
// the sides have seen every frame within a moves of the start and within b of the goal and
// none in common, so every way is longer than a+b; the first frame seen by both gives a way
// of at most a+1+b moves, the shortest.
// Each side sees the frames within about half the answer of its end: a few thousand
// instead of the tens of thousands one search from the start sees.

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <utility>

#include "frontier/eight/answer.hpp"
#include "frontier/eight/model.hpp"
#include "frontier/eight/searches.hpp"
#include "frontier/eight/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::eight {

inline constexpr std::string_view kBidirectionalBfsSummary =
    "breadth-first from the start and from the goal, layers alternating, until the two sides meet";

inline constexpr std::string_view kBidirectionalBfsPseudocode[] = {
    "if the tiles of start have an odd number of inversions: answer unsolvable",    // 1
    "mark start seen forward at 0 moves; forward frontier <- [start]",             // 2
    "mark goal seen backward at 0 moves; backward frontier <- [goal]",             // 3
    "if start = goal: answer no move",                                             // 4
    "for layer <- 1, 2, ...:",                                                     // 5
    "  side <- forward when layer is odd, else backward",                          // 6
    "  for each f in the frontier of side:",                                       // 7
    "    for each move of the blank in f (up, right, down, left) to n:",           // 8
    "      if n was seen on side: skip it",                                        // 9
    "      mark n seen on side at moves(f) + 1, parent(n) <- f",                   // 10
    "      if n was seen on the other side: answer the way start .. n .. goal",    // 11
    "      add n to the next frontier of side",                                    // 12
    "  frontier of side <- next frontier",                                         // 13
};

inline constexpr std::string_view kBidirectionalBfsNarration[] = {
    "Count the inversions of the start's tiles: a move never changes whether they are odd, the goal has none, "
    "so an odd count means the goal can never be reached.",  // 1
    "Mark the start {subject} seen at 0 moves: the forward frontier holds it alone.",  // 2
    "Mark the goal {subject} seen at 0 moves: the backward frontier holds it alone.",  // 3
    "If the start is the goal, no move is needed.",  // 4
    "Begin the next layer.",  // 5
    "Odd layers grow the search from the start, even ones the search from the goal.",  // 6
    "Take {subject} from its side's frontier, {subject_cost} from its end.",  // 7
    "Move the blank of {current} to give {subject}.",  // 8
    "If {subject} was seen on this side already, skip it.",  // 9
    "Mark {subject} seen on this side, one move more than {current}, which becomes its parent.",  // 10
    "If {subject} was seen by the other side too, the two searches meet: the answer is found.",  // 11
    "Add {subject} to this side's next frontier.",  // 12
    "The next frontier becomes this side's frontier.",  // 13
};

enum class BidirectionalBfsLine : int {
  parity = 1, mark_start, mark_goal, start_is_goal, for_layer, pick_side, for_each_frontier, for_each_move,
  skip_seen, mark_seen, seen_on_other_side, add_to_next, next_frontier
};

// States: state_of(side, rank), side 0 from the start, 1 from the goal. Costs are moves
// from their side's end. Requires a valid frame (run() checks).
template <class Observer = trace::NoObserver>
Answer bidirectional_bfs(const Frame& start, Observer&& observer = {}) {
  using trace::kNoState;
  using trace::StateId;
  observer.line(BidirectionalBfsLine::parity, state_of(0, rank(start)));
  if (!solvable(start)) return unsolvable_answer();
  Workspace& work = this_thread_workspace();
  const Frame ends[2] = {start, kGoal};
  StateId end_rank[2] = {};
  for (int side = 0; side < 2; ++side) {
    end_rank[side] = rank(ends[side]);
    work.marks[side].begin_search();
    work.marks[side].mark(end_rank[side], kNoState, 0);
    work.frontier[side].clear();
    work.frontier[side].push_back({ends[side], end_rank[side]});
    observer.discover(state_of(side, end_rank[side]), kNoState, 0);
    observer.line(side == 0 ? BidirectionalBfsLine::mark_start : BidirectionalBfsLine::mark_goal,
                  state_of(side, end_rank[side]));
  }
  observer.line(BidirectionalBfsLine::start_is_goal);
  if (end_rank[0] == end_rank[1]) return solved_answer(start, {});

  for (int layer = 1;; ++layer) {
    observer.line(BidirectionalBfsLine::for_layer);
    const int side = layer % 2 == 1 ? 0 : 1;
    observer.line(BidirectionalBfsLine::pick_side);
    FrameMarks& mine = work.marks[side];
    const FrameMarks& theirs = work.marks[1 - side];
    work.next_layer.clear();
    StateId meeting = kNoState;
    for (const Waiting& current : work.frontier[side]) {
      if (observer.stop_requested()) return stopped_answer();
      const StateId current_state = state_of(side, current.rank);
      const int moves = mine.moves(current.rank);
      observer.expand(current_state);
      observer.line(BidirectionalBfsLine::for_each_frontier, current_state);
      for_each_move(current.frame, blank_index(current.frame), [&](const Frame& next, int) {
        const StateId next_rank = rank(next);
        const StateId next_state = state_of(side, next_rank);
        observer.line(BidirectionalBfsLine::for_each_move, next_state);
        if (mine.seen(next_rank)) {
          observer.line(BidirectionalBfsLine::skip_seen, next_state);
          return true;
        }
        mine.mark(next_rank, current.rank, moves + 1);
        observer.discover(next_state, current_state, moves + 1);
        observer.line(BidirectionalBfsLine::mark_seen, next_state);
        observer.line(BidirectionalBfsLine::seen_on_other_side, next_state);
        if (theirs.seen(next_rank)) {
          meeting = next_rank;
          return false;
        }
        work.next_layer.push_back({next, next_rank});
        observer.line(BidirectionalBfsLine::add_to_next, next_state);
        return true;
      });
      if (meeting != kNoState) {
        // start .. meeting on the forward side, then meeting .. goal back along the backward side.
        std::vector<Frame> path = path_from_root(work.marks[0], meeting);
        const std::vector<Frame> to_goal = path_from_root(work.marks[1], meeting);
        path.insert(path.end(), to_goal.rbegin() + 1, to_goal.rend());
        return solved_answer(start, moves_along(path));
      }
    }
    std::swap(work.frontier[side], work.next_layer);
    observer.line(BidirectionalBfsLine::next_frontier);
  }
}

inline constexpr Search kBidirectionalBfsSearch = Search::checked<BidirectionalBfsLine::next_frontier>(
    kBidirectionalBfsName, kBidirectionalBfsSummary, kBidirectionalBfsPseudocode, kBidirectionalBfsNarration,
    "%n move(s)", trace::Container::two_queues, {SearchKind::frames_both_ends, frame_count_both_ends, decode_frame},
    bidirectional_bfs<trace::NoObserver>, bidirectional_bfs<trace::Recorder&>);

}  // namespace frontier::eight
