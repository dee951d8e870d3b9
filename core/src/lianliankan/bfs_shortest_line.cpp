#include "frontier/lianliankan/bfs_shortest_line.hpp"

#include <algorithm>
#include <vector>

#include "check_pair.hpp"
#include "walk.hpp"

namespace frontier::lianliankan {

namespace {
using Line = BfsShortestLineLine;
constexpr int kRight = 1;  // the heading the start is drawn with
}  // namespace

template <class Observer>
Answer bfs_shortest_line(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  if (!tiles_checked<Line>(board, query, observer)) return {};
  const PaddedBoard padded(board, rules);
  // Per padded cell, the state it was reached as (its heading), or kNoState.
  std::vector<StateId> reached_as(padded.size(), kNoState);
  std::vector<int> length(padded.size(), 0);
  std::vector<Cell> parent(padded.size());
  std::vector<Cell> queue;

  observer.line(Line::enqueue_start);
  const StateId start = encode_heading(board, {query.from, kRight});
  reached_as[padded.index(query.from)] = start;
  observer.discover(start, kNoState, 0);
  queue.push_back(query.from);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    observer.line(Line::loop);
    const Cell cell = queue[head];
    const StateId state = reached_as[padded.index(cell)];
    if (observer.stop_requested()) return walk::stopped();
    observer.expand(state);
    observer.line(Line::dequeue, state);
    for (int d = 0; d < kDirections; ++d) {
      const Cell next = step(cell, d);
      const StateId next_state = padded.contains(next) ? encode_heading(board, {next, d}) : kNoState;
      observer.line(Line::each_direction, next_state);
      observer.line(Line::reach_target, next_state);
      if (next == query.to) {
        std::vector<Cell> cells{query.to};
        for (Cell c = cell; c != query.from; c = parent[padded.index(c)]) cells.push_back(c);
        cells.push_back(query.from);
        std::reverse(cells.begin(), cells.end());
        Answer answer;
        answer.corners = corners_of(cells);
        answer.turns = turns_of(answer.corners);
        answer.linked = answer.turns <= kMaxTurns;
        observer.line(Line::judge_line, next_state);
        return answer;
      }
      observer.line(Line::discover, next_state);
      if (next_state == kNoState || !padded.open(next) || reached_as[padded.index(next)] != kNoState) continue;
      reached_as[padded.index(next)] = next_state;
      length[padded.index(next)] = length[padded.index(cell)] + 1;
      parent[padded.index(next)] = cell;
      observer.discover(next_state, state, length[padded.index(next)]);
      queue.push_back(next);
    }
  }
  observer.line(Line::answer_no);
  return {};
}

template Answer bfs_shortest_line<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer bfs_shortest_line<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
