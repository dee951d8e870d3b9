#include "frontier/lianliankan/bfs_turns.hpp"

#include <vector>

#include "check_pair.hpp"
#include "walk.hpp"

namespace frontier::lianliankan {

template <class Observer>
Answer bfs_turns(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  if (!tiles_checked<BfsTurnsLine>(board, query, observer)) return {};
  walk::Walker walker(board, query, rules);
  std::vector<StateId> layers[kMaxTurns + 1];
  auto reach = [&](StateId state, StateId from, int turns) {
    walker.labels.reach(state, from, turns, observer);
    layers[turns].push_back(state);
  };

  observer.line(BfsTurnsLine::start_layer);
  for (int d = 0; d < kDirections; ++d) reach(encode_heading(board, {query.from, d}), kNoState, 0);
  for (int t = 0; t <= kMaxTurns; ++t) {
    // Index, not iterator: going straight on appends to this very layer.
    for (std::size_t i = 0; i < layers[t].size(); ++i) {
      const StateId state = layers[t][i];
      // Stale: a straighter line got here first, and it was expanded in an earlier layer.
      const walk::Taken taken = walker.take<BfsTurnsLine::pop, BfsTurnsLine::skip_stale>(state, t, observer);
      if (taken == walk::Taken::stale) continue;
      if (taken == walk::Taken::stopped) return walk::stopped();
      const Heading here = decode_heading(board, state);
      const walk::Ahead ahead = walker.look_ahead<BfsTurnsLine>(here, observer);
      if (ahead.cell == walker.target) return walker.linked(state);
      observer.line(BfsTurnsLine::go_straight, ahead.state);
      if (walker.straight_on(ahead, t)) reach(ahead.state, state, t);
      walker.turn<BfsTurnsLine>(state, here, t, observer, reach);
    }
  }
  observer.line(BfsTurnsLine::answer_no);
  return {};
}

template Answer bfs_turns<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer bfs_turns<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
