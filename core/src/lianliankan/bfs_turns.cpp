#include "frontier/lianliankan/bfs_turns.hpp"

#include <vector>

#include "check_pair.hpp"
#include "walk.hpp"

namespace frontier::lianliankan {

template <class Observer>
Answer bfs_turns(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  using trace::kNoState;
  using trace::StateId;
  if (!tiles_checked<BfsTurnsLine>(board, query, observer)) return {};
  const PaddedBoard padded(board, rules);
  const Cell target = query.to;
  walk::Labels labels(board);
  std::vector<StateId> layers[kMaxTurns + 1];
  auto reach = [&](StateId state, StateId from, int turns) {
    labels.reach(state, from, turns, observer);
    layers[turns].push_back(state);
  };

  observer.line(BfsTurnsLine::start_layer);
  for (int d = 0; d < kDirections; ++d) reach(encode_heading(board, {query.from, d}), kNoState, 0);
  for (int t = 0; t <= kMaxTurns; ++t) {
    // Index, not iterator: going straight on appends to this very layer.
    for (std::size_t i = 0; i < layers[t].size(); ++i) {
      const StateId state = layers[t][i];
      // Stale: a straighter line got here first, and it was expanded in an earlier layer.
      const walk::Taken taken = walk::take<BfsTurnsLine::pop, BfsTurnsLine::skip_stale>(labels, state, t, observer);
      if (taken == walk::Taken::stale) continue;
      if (taken == walk::Taken::stopped) return walk::stopped();
      const Heading here = decode_heading(board, state);
      const walk::Ahead ahead = walk::look_ahead<BfsTurnsLine>(board, padded, here, observer);
      if (ahead.cell == target) return walk::linked(board, labels.parent, state, target);
      observer.line(BfsTurnsLine::go_straight, ahead.state);
      if (padded.open(ahead.cell) && labels.fewest[ahead.state] > t) reach(ahead.state, state, t);
      walk::turn<BfsTurnsLine>(board, labels, state, here, t, observer, reach);
    }
  }
  observer.line(BfsTurnsLine::answer_no);
  return {};
}

template Answer bfs_turns<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer bfs_turns<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
