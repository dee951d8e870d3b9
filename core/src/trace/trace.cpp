#include "frontier/trace/trace.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace frontier::trace {

Trace::Trace(std::size_t state_count) {
  if (state_count > kMaxTraceStates) {
    throw std::length_error("the search has " + std::to_string(state_count) +
                            " states, more than the " + std::to_string(kMaxTraceStates) +
                            " a trace may record");
  }
  discovered_.assign(state_count, kNever);
  expanded_.assign(state_count, kNever);
  parent_.assign(state_count, kNoState);
  cost_.assign(state_count, 0);
}

void Trace::record_discover(StateId state, StateId parent, std::int64_t cost, Step now) {
  if (discovered_[state] != kNever) {  // seen before: for the picture this is an improvement
    record_improve(state, parent, cost, now);
    return;
  }
  discovered_[state] = now;
  parent_[state] = parent;
  cost_[state] = static_cast<std::int32_t>(cost);
}

void Trace::record_improve(StateId state, StateId parent, std::int64_t cost, Step now) {
  if (discovered_[state] == kNever) {
    record_discover(state, parent, cost, now);
    return;
  }
  improvements_.push_back({state, now, parent_[state], cost_[state]});
  parent_[state] = parent;
  cost_[state] = static_cast<std::int32_t>(cost);
}

void Trace::record_expand(StateId state, Step now) {
  order_.push_back(state);
  // cost_ holds the cost as it is now, at the expansion: that is the layer being expanded.
  if (order_.size() == 1 || cost_[state] > last_layer_) {
    layer_starts_.push_back(now);
    last_layer_ = cost_[state];
  }
  // A state expanded again (SPFA) keeps its first expansion step: the picture shows it
  // done from then on; the counters still count every expansion.
  if (expanded_[state] == kNever) expanded_[state] = now;
}

void Trace::finish(bool completed) {
  completed_ = completed;
  std::stable_sort(improvements_.begin(), improvements_.end(), [](const Improvement& a, const Improvement& b) {
    return a.state != b.state ? a.state < b.state : a.step < b.step;
  });

  // Frontier size per step from a difference array: +1 where a state is discovered,
  // -1 where it is first expanded.
  const Step n = steps();
  std::vector<std::int64_t> delta(static_cast<std::size_t>(n) + 2, 0);
  for (std::size_t s = 0; s < discovered_.size(); ++s) {
    if (discovered_[s] == kNever) continue;
    ++delta[discovered_[s]];
    if (expanded_[s] != kNever) --delta[expanded_[s]];
  }
  frontier_size_.assign(static_cast<std::size_t>(n) + 1, 0);
  largest_before_block_.assign(static_cast<std::size_t>(n) / kLargestBlock + 1, 0);
  std::int64_t running = 0;
  std::uint32_t largest = 0;
  for (Step t = 0; t <= n; ++t) {
    if (t % kLargestBlock == 0) largest_before_block_[t / kLargestBlock] = largest;
    running += delta[t];
    frontier_size_[t] = static_cast<std::uint32_t>(std::max<std::int64_t>(running, 0));
    largest = std::max(largest, frontier_size_[t]);
  }
  frontier_size_.shrink_to_fit();
  order_.shrink_to_fit();
  improvements_.shrink_to_fit();
  layer_starts_.shrink_to_fit();
}

const Trace::Improvement* Trace::first_improvement_after(StateId s, Step t) const {
  auto it = std::upper_bound(improvements_.begin(), improvements_.end(), std::pair{s, t},
                             [](const std::pair<StateId, Step>& key, const Improvement& imp) {
                               return key.first != imp.state ? key.first < imp.state : key.second < imp.step;
                             });
  return it != improvements_.end() && it->state == s ? &*it : nullptr;
}

std::int64_t Trace::cost_at(StateId s, Step t) const {
  const Improvement* imp = first_improvement_after(s, t);
  return imp ? imp->previous_cost : cost_[s];
}

StateId Trace::parent_at(StateId s, Step t) const {
  const Improvement* imp = first_improvement_after(s, t);
  return imp ? imp->previous_parent : parent_[s];
}

Counters Trace::counters(Step t) const {
  Counters c;
  c.total_steps = steps();
  c.step = std::min(t, c.total_steps);
  if (!frontier_size_.empty()) {
    c.frontier = frontier_size_[c.step];
    std::uint32_t largest = largest_before_block_[c.step / kLargestBlock];
    for (Step t = c.step / kLargestBlock * kLargestBlock; t <= c.step; ++t) largest = std::max(largest, frontier_size_[t]);
    c.largest_frontier = largest;
  }
  if (c.step > 0) {
    c.current = order_[c.step - 1];
    c.layer = cost_at(c.current, c.step);
  }
  return c;
}

Step Trace::next_layer_step(Step t) const {
  auto it = std::upper_bound(layer_starts_.begin(), layer_starts_.end(), t);
  return it == layer_starts_.end() ? steps() : *it;
}

Step Trace::previous_layer_step(Step t) const {
  auto it = std::lower_bound(layer_starts_.begin(), layer_starts_.end(), t);
  if (it == layer_starts_.begin()) return 0;
  return *--it;
}

std::size_t Trace::bytes() const {
  return discovered_.capacity() * sizeof(Step) + expanded_.capacity() * sizeof(Step) +
         parent_.capacity() * sizeof(StateId) + cost_.capacity() * sizeof(std::int32_t) +
         order_.capacity() * sizeof(StateId) + improvements_.capacity() * sizeof(Improvement) +
         frontier_size_.capacity() * sizeof(std::uint32_t) +
         largest_before_block_.capacity() * sizeof(std::uint32_t) + layer_starts_.capacity() * sizeof(Step);
}

}  // namespace frontier::trace
