#include "frontier/lianliankan/dfs.hpp"

#include <cstdint>
#include <utility>
#include <vector>

#include "check_pair.hpp"
#include "walk.hpp"

namespace frontier::lianliankan {

template <class Observer>
Answer dfs(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  using trace::kNoState;
  using trace::StateId;
  if (!tiles_checked<DfsLine>(board, query, observer)) return {};
  const PaddedBoard padded(board, rules);
  const Cell target = query.to;
  // Fewest turns any push of a state carried; a later push needs strictly fewer, so each
  // state is expanded at most once per turn count.
  walk::Labels labels(board);
  std::vector<std::pair<StateId, std::uint8_t>> stack;
  auto push = [&](StateId state, StateId from, int turns) {
    labels.reach(state, from, turns, observer);
    stack.emplace_back(state, static_cast<std::uint8_t>(turns));
  };

  observer.line(DfsLine::push_start);
  // Pushed in reverse, so that "up" is explored first, as in every Frontier search.
  for (int d = kDirections - 1; d >= 0; --d) push(encode_heading(board, {query.from, d}), kNoState, 0);
  while (!stack.empty()) {
    const auto [state, turns] = stack.back();
    stack.pop_back();
    const int t = turns;
    // Stale: pushed again since with fewer turns; that push is explored instead.
    const walk::Taken taken = walk::take<DfsLine::while_stack, DfsLine::pop>(labels, state, t, observer);
    if (taken == walk::Taken::stale) continue;
    if (taken == walk::Taken::stopped) return walk::stopped();
    const Heading here = decode_heading(board, state);
    observer.line(DfsLine::prune, state);
    if (t == kMaxTurns && !walk::straight_ahead(here.cell, here.direction, target)) continue;
    const walk::Ahead ahead = walk::look_ahead<DfsLine>(board, padded, here, observer);
    if (ahead.cell == target) return walk::linked(board, labels.parent, state, target);
    walk::turn<DfsLine>(board, labels, state, here, t, observer, push);
    // Pushed last, so the line goes straight on before it tries turning here.
    observer.line(DfsLine::go_straight, ahead.state);
    if (padded.open(ahead.cell) && labels.fewest[ahead.state] > t) push(ahead.state, state, t);
  }
  observer.line(DfsLine::answer_no);
  return {};
}

template Answer dfs<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer dfs<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
