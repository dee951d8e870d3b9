#include "frontier/mahjong/zero_one_bfs.hpp"

#include <vector>

#include "heading_path.hpp"
#include "heading_steps.hpp"
#include "same_ends.hpp"
#include "scratch.hpp"

namespace frontier::mahjong {
namespace {

using detail::expand_heading;
using detail::heading_path_to;
using detail::push_start_headings;

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
  std::vector<StateId>& deque = scratch.queue;
  std::size_t head = scratch.states + kDirections;
  std::size_t tail = head;

  const auto push_back = [&](StateId s) { deque[tail++] = s; };
  push_start_headings<Line>(scratch, observer, push_back);

  while (head < tail) {
    const StateId s = deque[head++];
    if (scratch.expanded(s)) continue;  // a stale copy: the state was pushed again more cheaply
    if (observer.stop_requested()) return stopped_answer();
    scratch.mark_expanded(s);
    observer.expand(s);
    observer.line(Line::loop);
    if (expand_heading<Line>(scratch, s, observer, [&](StateId t) { deque[--head] = t; }, push_back)) {
      return heading_path_to(scratch, s);
    }
  }
  observer.line(Line::no_path);
  return {};
}

template Answer zero_one_bfs<trace::NoObserver>(const Board&, const Pair&, const Rules&, trace::NoObserver&&);
template Answer zero_one_bfs<trace::Recorder&>(const Board&, const Pair&, const Rules&, trace::Recorder&);

}  // namespace frontier::mahjong
