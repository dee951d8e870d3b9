#include "frontier/mahjong/line_bfs.hpp"

#include <algorithm>
#include <vector>

namespace frontier::mahjong {
namespace {

using trace::kNoState;
using trace::StateId;

constexpr int kUnseen = -1;

// Every parent link is one straight segment, so the cells on the parent chain are the corners.
Answer path_to(const RingGrid& grid, const std::vector<StateId>& parent, StateId goal, int segments) {
  Answer answer;
  answer.segments = segments;
  for (StateId s = goal; s != kNoState; s = parent[s]) answer.states.push_back(s);
  std::reverse(answer.states.begin(), answer.states.end());
  for (const StateId s : answer.states) answer.corners.push_back(grid.cell(static_cast<int>(s)));
  return answer;
}

}  // namespace

template <class Observer>
Answer line_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer) {
  check_pair(board, pair);
  observer.line(1);
  if (pair.from == pair.to) return {};

  const RingGrid grid(board);
  const std::vector<unsigned char> open = open_cells(board, rules, pair.to);
  const std::size_t count = static_cast<std::size_t>(grid.cell_count());
  const int start = grid.index(pair.from);
  const int target = grid.index(pair.to);
  std::vector<int> layer(count, kUnseen);
  std::vector<StateId> parent(count, kNoState);
  std::vector<StateId> queue(count);  // each cell is enqueued once
  std::size_t head = 0;
  std::size_t tail = 0;

  layer[start] = 0;
  queue[tail++] = static_cast<StateId>(start);
  observer.discover(static_cast<StateId>(start), kNoState, 0);
  observer.line(2, static_cast<StateId>(start));

  while (head < tail) {
    if (observer.stop_requested()) return stopped_answer();
    const StateId cell = queue[head++];
    observer.expand(cell);
    observer.line(3);
    observer.line(4, cell);
    const int here = layer[cell];
    for (int d = 0; d < kDirections; ++d) {
      int next = grid.neighbour(static_cast<int>(cell), d);
      observer.line(5, next < 0 ? kNoState : static_cast<StateId>(next));
      while (next >= 0) {
        const StateId s = static_cast<StateId>(next);
        observer.line(6, s);
        if (!open[s] || (layer[s] != kUnseen && layer[s] <= here)) break;
        if (layer[s] == kUnseen) {
          layer[s] = here + 1;
          parent[s] = cell;
          queue[tail++] = s;
          observer.line(7, s);
          observer.discover(s, cell, here + 1);
        }
        observer.line(8, s);
        if (next == target) return path_to(grid, parent, s, layer[s]);
        next = grid.neighbour(next, d);
        observer.line(9, next < 0 ? kNoState : static_cast<StateId>(next));
      }
    }
  }
  observer.line(10);
  return {};
}

template Answer line_bfs<trace::NoObserver>(const Board&, const Pair&, const Rules&, trace::NoObserver&&);
template Answer line_bfs<trace::Recorder&>(const Board&, const Pair&, const Rules&, trace::Recorder&);

}  // namespace frontier::mahjong
