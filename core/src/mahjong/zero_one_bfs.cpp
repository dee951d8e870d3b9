#include "frontier/mahjong/zero_one_bfs.hpp"

#include <vector>

#include "heading_path.hpp"
#include "same_ends.hpp"
#include "scratch.hpp"

namespace frontier::mahjong {
namespace {

using Line = ZeroOneBfsLine;

// The deque: each state is pushed at the front at most once (from its one straight
// predecessor) and at the back at most twice (from its two turns), so `states` slots
// before the start and 2 * states after it always suffice.
std::size_t deque_slots(std::size_t states) { return 3 * states + 2 * kDirections; }

}  // namespace

template <class Observer>
Answer zero_one_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer) {
  if (same_ends<Line>(board, pair, observer)) return {};

  detail::Scratch scratch(board, pair, rules, kDirections, deque_slots);
  const int target = scratch.target;
  std::vector<int>& cost = scratch.cost;
  std::vector<StateId>& deque = scratch.queue;
  std::size_t head = scratch.states + kDirections;
  std::size_t tail = head;

  for (int d = 0; d < kDirections; ++d) {
    const StateId s = static_cast<StateId>(scratch.start * kDirections + d);
    scratch.reach(s, 1, kNoState);
    deque[tail++] = s;
    observer.discover(s, kNoState, 1);
    observer.line(Line::push_start, s);
  }

  while (head < tail) {
    const StateId s = deque[head++];
    if (scratch.expanded(s)) continue;  // a stale copy: the state was pushed again more cheaply
    if (observer.stop_requested()) return stopped_answer();
    scratch.mark_expanded(s);
    observer.expand(s);
    observer.line(Line::loop);
    observer.line(Line::pop, s);
    const int cell = static_cast<int>(s / kDirections);
    const int d = static_cast<int>(s % kDirections);
    observer.line(Line::goal_test, s);
    if (cell == target) return detail::heading_path_to(scratch, s);

    const StateId ahead_state = scratch.within_ring(cell, d)
                                    ? static_cast<StateId>((cell + scratch.step(d)) * kDirections + d)
                                    : kNoState;
    observer.line(Line::look_ahead, ahead_state);
    observer.line(Line::test_ahead, ahead_state);
    if (scratch.may_step(cell, d) && cost[s] < scratch.cost_of(ahead_state)) {
      const bool seen = scratch.reached(ahead_state);
      scratch.reach(ahead_state, cost[s], s);
      deque[--head] = ahead_state;
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
        deque[tail++] = t;
        observer.line(Line::push_turn, t);
        if (seen) observer.improve(t, s, cost[t]);
        else observer.discover(t, s, cost[t]);
      }
    }
  }
  observer.line(Line::no_path);
  return {};
}

template Answer zero_one_bfs<trace::NoObserver>(const Board&, const Pair&, const Rules&, trace::NoObserver&&);
template Answer zero_one_bfs<trace::Recorder&>(const Board&, const Pair&, const Rules&, trace::Recorder&);

}  // namespace frontier::mahjong
