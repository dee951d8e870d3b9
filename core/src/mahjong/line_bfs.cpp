#include "frontier/mahjong/line_bfs.hpp"

#include <vector>

#include "same_ends.hpp"
#include "scratch.hpp"

namespace frontier::mahjong {
namespace {

using Line = LineBfsLine;
using trace::kNoState;
using trace::StateId;

constexpr int kUnseen = -1;

// Every parent link is one straight segment, so the cells on the parent chain are the corners.
Answer path_to(const RingGrid& grid, const detail::Scratch& scratch, StateId goal, int segments) {
  Answer answer;
  answer.segments = segments;
  answer.states = scratch.chain_to(goal);
  for (const StateId s : answer.states) answer.corners.push_back(grid.cell(static_cast<int>(s)));
  return answer;
}

}  // namespace

template <class Observer>
Answer line_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer) {
  if (same_ends<Line>(board, pair, observer)) return {};

  const RingGrid grid(board);
  const std::size_t count = static_cast<std::size_t>(grid.cell_count());
  const int start = grid.index(pair.from);
  const int target = grid.index(pair.to);
  const detail::Lease lease(board, rules, pair.to, count, count);  // each cell is enqueued once
  detail::Scratch& scratch = *lease;
  std::vector<int>& layer = scratch.cost;
  std::vector<StateId>& queue = scratch.queue;
  auto layer_of = [&](StateId s) { return scratch.reached(s) ? layer[s] : kUnseen; };
  std::size_t head = 0;
  std::size_t tail = 0;

  scratch.reach(static_cast<StateId>(start), 0, kNoState);
  queue[tail++] = static_cast<StateId>(start);
  observer.discover(static_cast<StateId>(start), kNoState, 0);
  observer.line(Line::enqueue_start, static_cast<StateId>(start));

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
        const int seen_in = layer_of(s);
        if (seen_in != kUnseen && seen_in <= here) break;
        if (seen_in == kUnseen) {
          scratch.reach(s, here + 1, cell);
          queue[tail++] = s;
          observer.line(Line::discover_next, s);
          observer.discover(s, cell, here + 1);
        }
        observer.line(Line::goal_test, s);
        if (s == static_cast<StateId>(target)) return path_to(grid, scratch, s, layer[s]);
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
