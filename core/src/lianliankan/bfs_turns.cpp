#include "frontier/lianliankan/bfs_turns.hpp"

#include <cstdint>
#include <vector>

#include "walk.hpp"

namespace frontier::lianliankan {

template <class Observer>
Answer bfs_turns(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  using trace::kNoState;
  using trace::StateId;
  Answer answer;
  observer.line(BfsTurnsLine::check_pair);
  if (!tiles_can_pair(board, query)) {
    observer.line(BfsTurnsLine::answer_no);
    return answer;
  }
  const PaddedBoard padded(board, rules);
  const Cell target = query.to;
  std::vector<std::uint8_t> fewest(heading_state_count(board), walk::kUnreached);
  std::vector<StateId> parent(fewest.size(), kNoState);
  std::vector<StateId> layers[kMaxTurns + 1];
  auto reach = [&](StateId state, StateId from, int turns) {
    const bool first = fewest[state] == walk::kUnreached;
    fewest[state] = static_cast<std::uint8_t>(turns);
    parent[state] = from;
    layers[turns].push_back(state);
    if (first) {
      observer.discover(state, from, turns);
    } else {
      observer.improve(state, from, turns);
    }
  };

  observer.line(BfsTurnsLine::start_layer);
  for (int d = 0; d < kDirections; ++d) reach(encode_heading(board, {query.from, d}), kNoState, 0);
  for (int t = 0; t <= kMaxTurns; ++t) {
    // Index, not iterator: going straight on appends to this very layer.
    for (std::size_t i = 0; i < layers[t].size(); ++i) {
      const StateId state = layers[t][i];
      if (fewest[state] < t) {  // a straighter line got here first: expanded in an earlier layer
        observer.line(BfsTurnsLine::pop, state);
        observer.line(BfsTurnsLine::skip_stale, state);
        continue;
      }
      if (observer.stop_requested()) {
        answer.stopped = true;
        return answer;
      }
      observer.expand(state);
      observer.line(BfsTurnsLine::pop, state);
      observer.line(BfsTurnsLine::skip_stale, state);
      const Heading here = decode_heading(board, state);
      const Cell ahead = step(here.cell, here.direction);
      const StateId ahead_state = padded.contains(ahead) ? encode_heading(board, {ahead, here.direction}) : kNoState;
      observer.line(BfsTurnsLine::ahead, ahead_state);
      observer.line(BfsTurnsLine::reach_target, ahead_state);
      if (ahead == target) {
        answer.linked = true;
        answer.corners = walk::witness(board, parent, state, target);
        answer.turns = turns_of(answer.corners);
        return answer;
      }
      observer.line(BfsTurnsLine::go_straight, ahead_state);
      if (padded.open(ahead) && fewest[ahead_state] > t) reach(ahead_state, state, t);
      if (t < kMaxTurns) {
        observer.line(BfsTurnsLine::for_each_turn, state);
        for (int d = 0; d < kDirections; ++d) {
          if (d == here.direction || d == opposite(here.direction)) continue;
          const StateId turned = encode_heading(board, {here.cell, d});
          observer.line(BfsTurnsLine::turn, turned);
          if (fewest[turned] > t + 1) reach(turned, state, t + 1);
        }
      }
    }
  }
  observer.line(BfsTurnsLine::answer_no);
  return answer;
}

template Answer bfs_turns<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer bfs_turns<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
