#include "frontier/mahjong/astar.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
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

using Line = AstarLine;

// The queue, as one list a value of f. A move raises f by at most 3 (a turn's 1, and h
// from 0 to 2) and never lowers it (h is consistent), so every state queued has an f from
// the least one's to 3 more: four lists, used round by f % 4, always suffice. Kept per
// thread, like the Scratch, so a search allocates nothing once the lists have grown.
struct Buckets {
  static constexpr int kCount = 4;
  std::array<std::vector<StateId>, kCount> lists;
  std::array<std::size_t, kCount> heads{};
};

Buckets& thread_buckets() {
  thread_local Buckets buckets;
  return buckets;
}

// Zero-one-bfs's own deque is not used: astar queues by f in the buckets above.
std::size_t no_slots(std::size_t) { return 0; }

}  // namespace

int astar_estimate(Cell cell, int direction, Cell target) {
  const int rows = target.row - cell.row;
  const int cols = target.col - cell.col;
  // How far the target lies ahead along the heading, and how far off its line.
  const int ahead = rows * kRowStep[direction] + cols * kColStep[direction];
  const int across = kRowStep[direction] != 0 ? cols : rows;
  if (across == 0 && ahead >= 0) return 0;
  if (ahead >= 0) return 1;
  return 2;
}

template <class Observer>
Answer astar(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer) {
  if (same_ends<Line>(board, pair, observer)) return {};

  detail::Scratch scratch(board, pair, rules, kDirections, no_slots);
  const Cell target_cell = scratch.grid.cell(scratch.target);
  std::vector<int>& cost = scratch.cost;
  Buckets& buckets = thread_buckets();
  for (int b = 0; b < Buckets::kCount; ++b) {
    buckets.lists[b].clear();
    buckets.heads[b] = 0;
  }
  const auto h = [&](StateId s) {
    return astar_estimate(scratch.grid.cell(static_cast<int>(s / kDirections)), static_cast<int>(s % kDirections),
                          target_cell);
  };
  int queued = 0;
  const auto push = [&](StateId s) {
    buckets.lists[static_cast<std::size_t>((cost[s] + h(s)) % Buckets::kCount)].push_back(s);
    ++queued;
  };

  int least_f = INT32_MAX;
  push_start_headings<Line>(scratch, observer, [&](StateId s) {
    push(s);
    least_f = std::min(least_f, 1 + h(s));
  });

  while (true) {
    observer.line(Line::loop);
    if (queued == 0) break;
    const std::size_t b = static_cast<std::size_t>(least_f % Buckets::kCount);
    std::vector<StateId>& list = buckets.lists[b];
    if (buckets.heads[b] == list.size()) {  // no state of this f is left: on to the next
      list.clear();
      buckets.heads[b] = 0;
      ++least_f;
      continue;
    }
    const StateId s = list[buckets.heads[b]++];
    --queued;
    // A stale copy: the state was expanded from a cheaper copy, or is queued again under
    // a lower f (it holds this f no more).
    if (scratch.expanded(s) || cost[s] + h(s) != least_f) continue;
    if (observer.stop_requested()) return stopped_answer();
    scratch.mark_expanded(s);
    observer.expand(s);
    if (expand_heading<Line>(scratch, s, observer, push, push)) return heading_path_to(scratch, s);
  }
  observer.line(Line::no_path);
  return {};
}

template Answer astar<trace::NoObserver>(const Board&, const Pair&, const Rules&, trace::NoObserver&&);
template Answer astar<trace::Recorder&>(const Board&, const Pair&, const Rules&, trace::Recorder&);

}  // namespace frontier::mahjong
