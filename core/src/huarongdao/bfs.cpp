#include "frontier/huarongdao/bfs.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "search_steps.hpp"

namespace frontier::huarongdao {

using trace::StateId;

Position decode_position(const Board& board, StateId state) {
  const auto n = static_cast<StateId>(board.cell_count());
  return {board.cell_at(static_cast<int>(state / n)), board.cell_at(static_cast<int>(state % n))};
}

namespace {
// Per position, the direction the blank came from (its previous cell is one step the other
// way); kUnseen for a position not reached, kStart for the first one. One byte a position
// is what lets an unrecorded search go to 2^26 positions.
constexpr std::uint8_t kUnseen = 0xFF;
constexpr std::uint8_t kStart = 4;
}  // namespace

template <class Observer>
Answer bfs(const BoardGraph& graph, const Query& query, Observer&& observer) {
  constexpr bool kRecorded = !std::is_same_v<std::remove_cvref_t<Observer>, trace::NoObserver>;
  const int n = graph.cell_count();
  const std::size_t limit = kRecorded ? trace::kMaxTraceStates : kMaxBfsStates;
  if (bfs_state_count(n) > limit) {
    throw std::length_error("bfs would search " + std::to_string(bfs_state_count(n)) +
                            " positions, more than its limit of " + std::to_string(limit) +
                            (kRecorded ? " for a recorded run" : "") + "; use dijkstra on this board");
  }
  Answer answer;
  if (already_there<BfsLine>(query, answer, observer)) return answer;
  const auto cells = static_cast<StateId>(n);
  const int target = graph.index(query.target);
  std::vector<std::uint8_t> came(bfs_state_count(n), kUnseen);
  std::vector<StateId> queue;
  // The layer of each queued position is not stored: it grows by one where the previous
  // layer ended.
  std::size_t layer_end = 1;
  std::int64_t layer = 0;

  const StateId start = static_cast<StateId>(graph.index(query.blank)) * cells +
                        static_cast<StateId>(graph.index(query.piece));
  came[start] = kStart;
  observer.discover(start, trace::kNoState, 0);
  observer.line(BfsLine::push_start, start);
  queue.push_back(start);

  for (std::size_t head = 0; head < queue.size(); ++head) {
    observer.line(BfsLine::loop);
    if (head == layer_end) {
      ++layer;
      layer_end = queue.size();
    }
    if (observer.stop_requested()) {
      answer.status = Status::stopped;
      return answer;
    }
    const StateId u = queue[head];
    const int b = static_cast<int>(u / cells), p = static_cast<int>(u % cells);
    observer.expand(u);
    ++answer.expansions;
    observer.line(BfsLine::pop, u);
    observer.line(BfsLine::goal_test, u);
    if (p == target) {
      answer.status = Status::solved;
      answer.moves = layer;
      // Walk back: the blank came from one step against `came`; if the piece now sits on
      // that cell it was the marked piece that slid.
      for (StateId s = u; came[s] != kStart;) {
        const int blank = static_cast<int>(s / cells), at = static_cast<int>(s % cells);
        const int previous = graph.next(blank, opposite(came[s]));
        const bool marked = at == previous;
        answer.witness.push_back({graph.cell(blank), graph.cell(previous), marked});
        s = static_cast<StateId>(previous) * cells + static_cast<StateId>(marked ? blank : at);
      }
      std::reverse(answer.witness.begin(), answer.witness.end());
      return answer;
    }
    for (int d = 0; d < kDirections; ++d) {
      const int c = graph.next(b, d);
      if (c == BoardGraph::kNone) {
        observer.line(BfsLine::each_neighbour, trace::kNoState);
        continue;
      }
      const StateId v = static_cast<StateId>(c) * cells + static_cast<StateId>(c == p ? b : p);
      observer.line(BfsLine::each_neighbour, v);
      observer.line(BfsLine::slide, v);
      if (came[v] != kUnseen) continue;
      came[v] = static_cast<std::uint8_t>(d);
      observer.line(BfsLine::push_new, v);
      observer.discover(v, u, layer + 1);
      queue.push_back(v);
    }
  }
  observer.line(BfsLine::not_found);
  return answer;
}

template Answer bfs<trace::NoObserver>(const BoardGraph&, const Query&, trace::NoObserver&&);
template Answer bfs<trace::Recorder&>(const BoardGraph&, const Query&, trace::Recorder&);

}  // namespace frontier::huarongdao
