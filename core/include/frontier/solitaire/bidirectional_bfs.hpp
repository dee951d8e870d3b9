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
#include <string_view>

#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/solitaire/workspace.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::solitaire {

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

// States: rank + side * kConfigurationCount, side 0 forward (from the start), 1 backward
// (from the goal): one copy of the configurations per side. Costs are depths on their side.
inline constexpr trace::StateId kBidirectionalStateCount = 2 * kConfigurationCount;
inline constexpr trace::StateId bidirectional_state(int side, trace::StateId rank) {
  return rank + static_cast<trace::StateId>(side) * kConfigurationCount;
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
    observer.line(1 + side, bidirectional_state(side, end_rank[side]));
  }
  observer.line(3);
  if (end_rank[0] == end_rank[1]) return yes_answer(0, {});

  for (int layer = 1; layer <= rules.max_moves; ++layer) {
    observer.line(4);
    const int side = layer % 2 == 1 ? 0 : 1;
    observer.line(5);
    SideMarks& mine = work.marks[side];
    const SideMarks& theirs = work.marks[1 - side];
    work.next_layer.clear();
    StateId meeting = kNoState;
    for (const FrontierEntry& current : work.frontier[side]) {
      if (observer.stop_requested()) return stopped_answer();
      const StateId current_state = bidirectional_state(side, current.rank);
      const int depth = mine.depth(current.rank);
      observer.expand(current_state);
      observer.line(6, current_state);
      for_each_move(current.squares, [&](const Squares& next, int, int, bool) {
        const StateId next_rank = rank(next);
        const StateId next_state = bidirectional_state(side, next_rank);
        observer.line(7, next_state);
        if (mine.seen(next_rank)) {
          observer.line(8, next_state);
          return true;
        }
        mine.mark(next_rank, current.rank, depth + 1);
        observer.discover(next_state, current_state, depth + 1);
        observer.line(9, next_state);
        observer.line(10, next_state);
        if (theirs.seen(next_rank)) {
          meeting = next_rank;
          return false;
        }
        work.next_layer.push_back({next, next_rank});
        observer.line(11, next_state);
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
    observer.line(12);
    observer.line(13);
    if (work.frontier[side].empty()) return no_answer();
  }
  observer.line(14);
  return no_answer();
}

}  // namespace frontier::solitaire
