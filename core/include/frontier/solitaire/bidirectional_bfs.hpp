#pragma once
// `bidirectional-bfs`, the judge solver: breadth-first search from the start and from
// the goal at once (moves can be undone, so a search backward from the goal uses the same
// moves), one whole layer at a time, the forward side on odd layers and the backward
// side on even ones: ceil(K/2) forward layers and floor(K/2) backward ones in all. It
// stops at the first configuration the two sides have both seen.
//
// Why the first meeting is a shortest way: before a layer grows a side from depth a to
// a+1, the sides have seen exactly the configurations within a moves of the start and
// within b moves of the goal, and none in common, so every way is longer than a+b. A
// configuration n then seen on both sides gives a way of a+1+depth(n) <= a+1+b moves,
// which is therefore the shortest. Without a meeting after a+b = K layers the goal is
// more than K moves away. Each side sees only the configurations within about K/2
// moves of its end: a few thousand instead of the ~100000 within K = 8 of the start.

#include <algorithm>
#include <cstddef>
#include <string_view>

#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/solitaire/searches.hpp"
#include "frontier/solitaire/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::solitaire {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kBidirectionalBfsSummary =
    "breadth-first from the start and from the goal, layers alternating, until the two sides meet";

inline constexpr std::string_view kBidirectionalBfsPseudocode[] = {
    "mark start seen forward at depth 0; forward frontier <- [start]",             // 1
    "mark goal seen backward at depth 0; backward frontier <- [goal]",             // 2
    "if start = goal: answer YES in 0 moves",                                      // 3
    "for layer <- 1 to K:",                                                        // 4
    "  side <- forward when layer is odd, else backward",                          // 5
    "  for each c in the frontier of side:",                                       // 6
    "    for each legal move of c (a step or a jump of one piece) to n:",          // 7
    "      if n was seen on side: skip it",                                        // 8
    "      mark n seen on side at depth(c) + 1, parent(n) <- c",                   // 9
    "      if n was seen on the other side: answer YES in depth_forward(n) + depth_backward(n) moves",  // 10
    "      add n to the next frontier of side",                                    // 11
    "  frontier of side <- next frontier",                                         // 12
    "  if the frontier of side is empty: answer NO (side has seen all it can reach)",  // 13
    "answer NO (the goal is more than K moves away)",                              // 14
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kBidirectionalBfsNarration[] = {
    "Mark {subject} seen at depth 0: the forward frontier holds it alone.",  // 1
    "Mark {subject} seen at depth 0: the backward frontier holds it alone.",  // 2
    "If the start is the goal, the answer is YES in 0 moves.",  // 3
    "Begin the next layer, up to K moves in all.",  // 4
    "Odd layers grow the search from the start, even ones the search from the goal.",  // 5
    "Take {subject} from its side's frontier, {subject_cost} from its end.",  // 6
    "Try the move of {current} that gives {subject}: a step or a jump of one piece.",  // 7
    "If {subject} was seen on this side already, skip it.",  // 8
    "Mark {subject} seen on this side, one move more than {cost}, with {current} as its parent.",  // 9
    "If {subject} was seen by the other side too, the two searches meet: the answer is YES.",  // 10
    "Add {subject} to this side's next frontier.",  // 11
    "The next frontier becomes this side's frontier.",  // 12
    "If this side's frontier is empty, it has seen all it can reach: the answer is NO.",  // 13
    "The goal is more than K moves away: the answer is NO.",  // 14
};

// The lines of kBidirectionalBfsPseudocode by name; values are the 1-based line numbers.
enum class BidirectionalBfsLine : int {
  mark_start = 1, mark_goal, start_is_goal, for_layer, pick_side, for_each_frontier, for_each_move, skip_seen,
  mark_seen, seen_on_other_side, add_to_next, next_frontier, side_exhausted, answer_no
};

// States: rank + side * kConfigurationCount, side 0 forward (from the start), 1 backward
// (from the goal): one copy of the configurations per side. Costs are depths on their side.
inline constexpr trace::StateId kBidirectionalStateCount = 2 * kConfigurationCount;
inline constexpr trace::StateId bidirectional_state(int side, trace::StateId rank) {
  return rank + static_cast<trace::StateId>(side) * kConfigurationCount;
}

// A state of either algorithm, the inverse of bidirectional_state: side 0 is the search
// from the start (all of bfs), side 1 the search from the goal.
struct StateView {
  int side = 0;
  Configuration configuration;  // canonical
};
inline StateView decode_state(trace::StateId state) {
  const int side = state >= kConfigurationCount ? 1 : 0;
  return {side, configuration_of(unrank(state - static_cast<trace::StateId>(side) * kConfigurationCount))};
}

// Requires valid configurations and 0 <= rules.max_moves <= kMaxMaxMoves (run() checks).
template <class Observer = trace::NoObserver>
Answer bidirectional_bfs(const Case& question, const Rules& rules, Observer&& observer = {}) {
  using trace::kNoState;
  using trace::StateId;
  Workspace& work = this_thread_workspace();
  const Squares ends[2] = {squares_of(question.start), squares_of(question.goal)};
  StateId end_rank[2] = {};
  for (int side = 0; side < 2; ++side) {
    end_rank[side] = rank(ends[side]);
    work.marks[side].begin_search();
    work.marks[side].mark(end_rank[side], kNoState, 0);
    work.frontier[side].clear();
    work.frontier[side].push_back({ends[side], end_rank[side]});
    observer.discover(bidirectional_state(side, end_rank[side]), kNoState, 0);
    observer.line(side == 0 ? BidirectionalBfsLine::mark_start : BidirectionalBfsLine::mark_goal,
                  bidirectional_state(side, end_rank[side]));
  }
  observer.line(BidirectionalBfsLine::start_is_goal);
  if (end_rank[0] == end_rank[1]) return yes_answer(0, {});

  for (int layer = 1; layer <= rules.max_moves; ++layer) {
    observer.line(BidirectionalBfsLine::for_layer);
    const int side = layer % 2 == 1 ? 0 : 1;
    observer.line(BidirectionalBfsLine::pick_side);
    SideMarks& mine = work.marks[side];
    const SideMarks& theirs = work.marks[1 - side];
    work.next_layer.clear();
    StateId meeting = kNoState;
    for (const FrontierEntry& current : work.frontier[side]) {
      if (observer.stop_requested()) return stopped_answer();
      const StateId current_state = bidirectional_state(side, current.rank);
      const int depth = mine.depth(current.rank);
      observer.expand(current_state);
      observer.line(BidirectionalBfsLine::for_each_frontier, current_state);
      for_each_move(current.squares, [&](const Squares& next, int, int, bool) {
        const StateId next_rank = rank(next);
        const StateId next_state = bidirectional_state(side, next_rank);
        observer.line(BidirectionalBfsLine::for_each_move, next_state);
        if (mine.seen(next_rank)) {
          observer.line(BidirectionalBfsLine::skip_seen, next_state);
          return true;
        }
        mine.mark(next_rank, current.rank, depth + 1);
        observer.discover(next_state, current_state, depth + 1);
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
        std::vector<Squares> path = path_from_root(work.marks[0], meeting);
        std::vector<Squares> to_goal = path_from_root(work.marks[1], meeting);
        path.insert(path.end(), to_goal.rbegin() + 1, to_goal.rend());
        const int moves = work.marks[0].depth(meeting) + work.marks[1].depth(meeting);
        return yes_answer(moves, moves_along(path));
      }
    }
    std::swap(work.frontier[side], work.next_layer);
    observer.line(BidirectionalBfsLine::next_frontier);
    observer.line(BidirectionalBfsLine::side_exhausted);
    if (work.frontier[side].empty()) return no_answer();
  }
  observer.line(BidirectionalBfsLine::answer_no);
  return no_answer();
}

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kBidirectionalBfsSearch = Search::checked<BidirectionalBfsLine::answer_no>(
    kBidirectionalBfsName, kBidirectionalBfsSummary, kBidirectionalBfsPseudocode, kBidirectionalBfsNarration,
    "%n move(s)", trace::Container::two_queues, {SearchKind::configurations_both_ends, configuration_count_both_ends, decode_configuration},
    bidirectional_bfs<trace::NoObserver>, bidirectional_bfs<trace::Recorder&>);

}  // namespace frontier::solitaire
