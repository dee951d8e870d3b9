#include "frontier/lianliankan/dfs.hpp"

#include <cstdint>
#include <utility>
#include <vector>

#include "walk.hpp"

namespace frontier::lianliankan {

template <class Observer>
Answer dfs(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  using trace::kNoState;
  using trace::StateId;
  Answer answer;
  observer.line(DfsLine::check_pair);
  if (!tiles_can_pair(board, query)) {
    observer.line(DfsLine::answer_no);
    return answer;
  }
  const PaddedBoard padded(board, rules);
  const Cell target = query.to;
  // Fewest turns any push of a state carried; a later push needs strictly fewer, so each
  // state is expanded at most once per turn count.
  std::vector<std::uint8_t> fewest(heading_state_count(board), walk::kUnreached);
  std::vector<StateId> parent(fewest.size(), kNoState);
  std::vector<std::pair<StateId, std::uint8_t>> stack;
  auto push = [&](StateId state, StateId from, int turns) {
    const bool first = fewest[state] == walk::kUnreached;
    fewest[state] = static_cast<std::uint8_t>(turns);
    parent[state] = from;
    stack.emplace_back(state, static_cast<std::uint8_t>(turns));
    if (first) {
      observer.discover(state, from, turns);
    } else {
      observer.improve(state, from, turns);
    }
  };

  observer.line(DfsLine::push_start);
  // Pushed in reverse, so that "up" is explored first, as in every Frontier search.
  for (int d = kDirections - 1; d >= 0; --d) push(encode_heading(board, {query.from, d}), kNoState, 0);
  while (!stack.empty()) {
    const auto [state, turns] = stack.back();
    stack.pop_back();
    const int t = turns;
    if (fewest[state] < t) {  // pushed again since with fewer turns; that push is explored instead
      observer.line(DfsLine::while_stack, state);
      observer.line(DfsLine::pop, state);
      continue;
    }
    if (observer.stop_requested()) {
      answer.stopped = true;
      return answer;
    }
    observer.expand(state);
    observer.line(DfsLine::while_stack, state);
    observer.line(DfsLine::pop, state);
    const Heading here = decode_heading(board, state);
    observer.line(DfsLine::prune, state);
    if (t == kMaxTurns && !walk::straight_ahead(here.cell, here.direction, target)) continue;
    const Cell ahead = step(here.cell, here.direction);
    const StateId ahead_state = padded.contains(ahead) ? encode_heading(board, {ahead, here.direction}) : kNoState;
    observer.line(DfsLine::ahead, ahead_state);
    observer.line(DfsLine::reach_target, ahead_state);
    if (ahead == target) {
      answer.linked = true;
      answer.corners = walk::witness(board, parent, state, target);
      answer.turns = turns_of(answer.corners);
      return answer;
    }
    if (t < kMaxTurns) {
      observer.line(DfsLine::for_each_turn, state);
      for (int d = 0; d < kDirections; ++d) {
        if (d == here.direction || d == opposite(here.direction)) continue;
        const StateId turned = encode_heading(board, {here.cell, d});
        observer.line(DfsLine::turn, turned);
        if (fewest[turned] > t + 1) push(turned, state, t + 1);
      }
    }
    // Pushed last, so the line goes straight on before it tries turning here.
    observer.line(DfsLine::go_straight, ahead_state);
    if (padded.open(ahead) && fewest[ahead_state] > t) push(ahead_state, state, t);
  }
  observer.line(DfsLine::answer_no);
  return answer;
}

template Answer dfs<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer dfs<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
