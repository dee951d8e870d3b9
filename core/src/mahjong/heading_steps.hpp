#pragma once
// The steps zero-one-bfs and astar share: both search (cell, direction of travel) states
// at the same costs (the first segment 1, straight on 0, a turn 1) and differ only in the
// queue a reached state joins (the deque's front or back; astar's bucket of its f). Their
// pseudo-code lines carry the same names, so one template serves both line enums.

#include <vector>

#include "frontier/mahjong/rules.hpp"
#include "scratch.hpp"

namespace frontier::mahjong::detail {

// Lines push_start: every heading out of the start, at cost 1, handed to `push`.
template <class Line, class Observer, class Push>
[[gnu::always_inline]] inline void push_start_headings(Scratch& scratch, Observer& observer, Push&& push) {
  for (int d = 0; d < kDirections; ++d) {
    const StateId s = static_cast<StateId>(scratch.start * kDirections + d);
    scratch.reach(s, 1, kNoState);
    push(s);
    observer.discover(s, kNoState, 1);
    observer.line(Line::push_start, s);
  }
}

// Lines pop to push_turn for the state `s` just taken from the queue: true when it stands
// on the target (the search answers it), else its straight neighbour, reached at no cost,
// goes to `push_ahead` and its two turns, at one more, to `push_turn`. Forced inline: the
// searches' inner loop, whose queue indexes must stay in registers.
template <class Line, class Observer, class PushAhead, class PushTurn>
[[gnu::always_inline]] inline bool expand_heading(Scratch& scratch, StateId s, Observer& observer, PushAhead&& push_ahead, PushTurn&& push_turn) {
  std::vector<int>& cost = scratch.cost;
  observer.line(Line::pop, s);
  const int cell = static_cast<int>(s / kDirections);
  const int d = static_cast<int>(s % kDirections);
  observer.line(Line::goal_test, s);
  if (cell == scratch.target) return true;

  const StateId ahead_state =
      scratch.within_ring(cell, d) ? static_cast<StateId>((cell + scratch.step(d)) * kDirections + d) : kNoState;
  observer.line(Line::look_ahead, ahead_state);
  observer.line(Line::test_ahead, ahead_state);
  if (scratch.may_step(cell, d) && cost[s] < scratch.cost_of(ahead_state)) {
    const bool seen = scratch.reached(ahead_state);
    scratch.reach(ahead_state, cost[s], s);
    push_ahead(ahead_state);
    observer.line(Line::push_ahead, ahead_state);
    if (seen) observer.improve(ahead_state, s, cost[s]);
    else observer.discover(ahead_state, s, cost[s]);
  }
  for (const int turn : {(d + 1) % kDirections, (d + 3) % kDirections}) {
    const StateId t = static_cast<StateId>(cell * kDirections + turn);
    observer.line(Line::each_turn, t);
    observer.line(Line::test_turn, t);
    if (cost[s] + 1 < scratch.cost_of(t)) {
      const bool seen = scratch.reached(t);
      scratch.reach(t, cost[s] + 1, s);
      push_turn(t);
      observer.line(Line::push_turn, t);
      if (seen) observer.improve(t, s, cost[t]);
      else observer.discover(t, s, cost[t]);
    }
  }
  return false;
}

}  // namespace frontier::mahjong::detail
