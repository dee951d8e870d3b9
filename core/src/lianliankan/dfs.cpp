#include "frontier/lianliankan/dfs.hpp"

#include <cstdint>
#include <utility>
#include <vector>

#include "check_pair.hpp"
#include "walk.hpp"

namespace frontier::lianliankan {

template <class Observer>
Answer dfs(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  if (!tiles_checked<DfsLine>(board, query, observer)) return {};
  // The walker's labels: the fewest turns any push of a state carried; a later push needs
  // strictly fewer, so each state is expanded at most once per turn count.
  walk::Walker walker(board, query, rules);
  std::vector<std::pair<StateId, std::uint8_t>> stack;
  auto push = [&](StateId state, StateId from, int turns) {
    walker.labels.reach(state, from, turns, observer);
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
    const walk::Taken taken = walker.take<DfsLine::while_stack, DfsLine::pop>(state, t, observer);
    if (taken == walk::Taken::stale) continue;
    if (taken == walk::Taken::stopped) return walk::stopped();
    const Heading here = decode_heading(board, state);
    observer.line(DfsLine::prune, state);
    if (t == kMaxTurns && !walk::straight_ahead(here.cell, here.direction, walker.target)) continue;
    const walk::Ahead ahead = walker.look_ahead<DfsLine>(here, observer);
    if (ahead.cell == walker.target) return walker.linked(state);
    walker.turn<DfsLine>(state, here, t, observer, push);
    // Pushed last, so the line goes straight on before it tries turning here.
    observer.line(DfsLine::go_straight, ahead.state);
    if (walker.straight_on(ahead, t)) push(ahead.state, state, t);
  }
  observer.line(DfsLine::answer_no);
  return {};
}

template Answer dfs<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer dfs<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
