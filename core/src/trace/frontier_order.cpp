#include "frontier/trace/frontier_order.hpp"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace frontier::trace {

FrontierOrder frontier_in_order(const Trace& trace, Step step, std::span<const FineStep> fine, StateId current,
                                std::size_t limit, bool before_start) {
  // The expansion under way: what it pushed so far, with the cost it gave (an improvement
  // of a waiting state changes its cost, not its place).
  std::unordered_map<StateId, std::int64_t> pushed_now;
  std::unordered_map<StateId, FrontierChange> changed_now;
  std::vector<StateId> new_now;
  FrontierOrder order;
  order.stage = before_start ? 0 : trace.stage_at(step);
  // A stage ended in the expansion under way: what waited then is set aside, its own
  // pushes so far included.
  bool set_aside_now = false;
  for (const FineStep& fine_step : fine) {
    if (fine_step.kind == FineKind::set_aside) {
      set_aside_now = true;
      ++order.stage;
      pushed_now.clear();
      changed_now.clear();
      new_now.clear();
      continue;
    }
    if (fine_step.kind != FineKind::discover && fine_step.kind != FineKind::improve) continue;
    if (fine_step.state == kNoState || fine_step.state >= trace.state_count()) continue;
    const bool already_waiting =
        !before_start && trace.discovered_at(fine_step.state) <= step && trace.expanded_at(fine_step.state) > step;
    if (!already_waiting && !pushed_now.contains(fine_step.state)) new_now.push_back(fine_step.state);
    pushed_now[fine_step.state] = fine_step.cost;
    // The first word stands: a state pushed, then improved in the same step, was pushed.
    changed_now.try_emplace(fine_step.state,
                            fine_step.kind == FineKind::discover ? FrontierChange::pushed : FrontierChange::improved);
  }
  const bool whole_expansion = fine.empty() && !before_start && step > 0;
  const auto change_of = [&](StateId s) {
    if (whole_expansion) {
      if (trace.discovered_at(s) == step) return FrontierChange::pushed;
      if (trace.cost_at(s, step) != trace.cost_at(s, step - 1)) return FrontierChange::improved;
      return FrontierChange::none;
    }
    const auto now = changed_now.find(s);
    return now != changed_now.end() ? now->second : FrontierChange::none;
  };
  struct Waiting {
    Step leaves;  // its next expansion; kNever: still waiting at the end
    std::int64_t cost;
    Step reached;
    StateId state;
    auto key() const { return std::tie(leaves, cost, reached, state); }
  };
  std::vector<Waiting> waiting;
  const auto cost_of = [&](StateId s) {
    const auto now = pushed_now.find(s);
    return now != pushed_now.end() ? now->second : trace.cost_at(s, step);
  };
  for (StateId s = 0; s < trace.state_count() && !before_start && !set_aside_now; ++s) {
    if (s == current || trace.discovered_at(s) > step || trace.expanded_at(s) <= step) continue;
    if (trace.set_aside_at(s) <= step) continue;
    waiting.push_back({trace.expanded_at(s), cost_of(s), trace.discovered_at(s), s});
  }
  for (const StateId s : new_now) {
    if (s != current && (before_start || trace.expanded_at(s) > step)) {
      waiting.push_back({trace.expanded_at(s), cost_of(s), before_start ? 0 : step + 1, s});
    }
  }
  order.size = waiting.size();
  const std::size_t shown = std::min(limit, waiting.size());
  std::partial_sort(waiting.begin(), waiting.begin() + static_cast<std::ptrdiff_t>(shown), waiting.end(),
                    [](const Waiting& a, const Waiting& b) { return a.key() < b.key(); });
  order.first.reserve(shown);
  for (std::size_t i = 0; i < shown; ++i) {
    order.first.push_back({waiting[i].state, waiting[i].cost, waiting[i].leaves != kNever, change_of(waiting[i].state)});
  }
  return order;
}

}  // namespace frontier::trace
