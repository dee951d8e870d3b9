#include "frontier/mahjong/line_bfs.hpp"

#include <vector>

#include "same_ends.hpp"
#include "scratch.hpp"

namespace frontier::mahjong {
namespace {

using Line = LineBfsLine;

// Every parent link is one straight segment, so the cells on the parent chain are the corners.
Answer path_to(const detail::Scratch& scratch, StateId goal) {
  Answer answer = scratch.path_to(goal);
  for (const StateId s : answer.states) answer.corners.push_back(scratch.grid.cell(static_cast<int>(s)));
  return answer;
}

// Each cell is enqueued once.
std::size_t queue_slots(std::size_t cells) { return cells; }

}  // namespace

template <class Observer>
Answer line_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer) {
  if (same_ends<Line>(board, pair, observer)) return {};

  detail::Scratch scratch(board, pair, rules, 1, queue_slots);
  const auto start = static_cast<StateId>(scratch.start);
  std::vector<int>& layer = scratch.cost;
  std::vector<StateId>& queue = scratch.queue;
  std::size_t head = 0;
  std::size_t tail = 0;

  scratch.reach(start, 0, kNoState);
  queue[tail++] = start;
  observer.discover(start, kNoState, 0);
  observer.line(Line::enqueue_start, start);

  while (head < tail) {
    if (observer.stop_requested()) return stopped_answer();
    const StateId cell = queue[head++];
    observer.expand(cell);
    observer.line(Line::loop);
    observer.line(Line::dequeue, cell);
    const int here = layer[cell];
    for (int d = 0; d < kDirections; ++d) {
      // `from` is the cell the walk stands on; `s`, one step on, is a cell only within the ring.
      int from = static_cast<int>(cell);
      auto next_state = [&] {
        return scratch.within_ring(from, d) ? static_cast<StateId>(from + scratch.step(d)) : kNoState;
      };
      observer.line(Line::each_direction, next_state());
      for (;;) {
        observer.line(Line::test_next, next_state());
        if (!scratch.may_step(from, d)) break;
        const StateId s = static_cast<StateId>(from + scratch.step(d));
        if (scratch.cost_of(s) <= here) break;
        if (!scratch.reached(s)) {
          scratch.reach(s, here + 1, cell);
          queue[tail++] = s;
          observer.line(Line::discover_next, s);
          observer.discover(s, cell, here + 1);
        }
        observer.line(Line::goal_test, s);
        if (s == static_cast<StateId>(scratch.target)) return path_to(scratch, s);
        from = static_cast<int>(s);
        observer.line(Line::step_on, next_state());
      }
    }
  }
  observer.line(Line::no_path);
  return {};
}

template Answer line_bfs<trace::NoObserver>(const Board&, const Pair&, const Rules&, trace::NoObserver&&);
template Answer line_bfs<trace::Recorder&>(const Board&, const Pair&, const Rules&, trace::Recorder&);

}  // namespace frontier::mahjong
