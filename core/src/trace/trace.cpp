#include "frontier/trace/trace.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace frontier::trace {

Trace::Trace(std::size_t state_count) {
  if (state_count > kMaxTraceStates) {
    throw std::length_error("the search has " + std::to_string(state_count) +
                            " states, more than the " + std::to_string(kMaxTraceStates) +
                            " a trace may record");
  }
  discovered_.assign(state_count, kNever);
  expanded_.assign(state_count, kNever);
  cost_ = CostColumn(state_count);
}

void Trace::record_discover(StateId state, StateId parent, std::int64_t cost, Step now) {
  if (discovered_[state] != kNever) {  // seen before: for the picture this is an improvement
    record_improve(state, parent, cost, now);
    return;
  }
  if (parent_.empty() && !parent_follows_order(parent, now)) keep_parents();
  discovered_[state] = now;
  if (!parent_.empty()) parent_[state] = parent;
  cost_.set(state, static_cast<std::int32_t>(cost));
}

void Trace::record_improve(StateId state, StateId parent, std::int64_t cost, Step now) {
  if (discovered_[state] == kNever) {
    record_discover(state, parent, cost, now);
    return;
  }
  if (parent_.empty() && !parent_follows_order(parent, now)) keep_parents();
  improved_state_.push_back(state);
  improved_step_.push_back(now);
  improved_previous_cost_.push_back(cost_[state]);
  if (!parent_.empty()) {
    improved_previous_parent_.push_back(parent_[state]);
    parent_[state] = parent;
  }
  cost_.set(state, static_cast<std::int32_t>(cost));
}

// Every record so far had the parent its step implies; replaying them in the order they
// came gives each state's latest parent and each improvement the parent it replaced.
void Trace::keep_parents() {
  parent_.assign(discovered_.size(), kNoState);
  for (std::size_t s = 0; s < discovered_.size(); ++s) {
    if (discovered_[s] != kNever) parent_[s] = parent_set_at(discovered_[s]);
  }
  improved_previous_parent_.clear();
  improved_previous_parent_.reserve(improved_state_.size());
  for (std::size_t i = 0; i < improved_state_.size(); ++i) {
    improved_previous_parent_.push_back(parent_[improved_state_[i]]);
    parent_[improved_state_[i]] = parent_set_at(improved_step_[i]);
  }
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

void Trace::record_set_aside(Step now) {
  std::vector<std::pair<StateId, Step>> left;
  for (std::size_t s = 0; s < discovered_.size(); ++s) {
    const auto state = static_cast<StateId>(s);
    if (discovered_[s] != kNever && expanded_[s] == kNever && set_aside_at(state) == kNever) left.emplace_back(state, now);
  }
  const auto middle = static_cast<std::ptrdiff_t>(set_aside_.size());
  set_aside_.insert(set_aside_.end(), left.begin(), left.end());
  std::inplace_merge(set_aside_.begin(), set_aside_.begin() + middle, set_aside_.end());
  stage_ends_.push_back(now);
}

Step Trace::set_aside_at(StateId s) const {
  const auto at = std::lower_bound(set_aside_.begin(), set_aside_.end(), std::pair{s, Step{0}});
  return at != set_aside_.end() && at->first == s ? at->second : kNever;
}

std::size_t Trace::stage_at(Step t) const {
  return static_cast<std::size_t>(std::upper_bound(stage_ends_.begin(), stage_ends_.end(), t) - stage_ends_.begin());
}

void Trace::finish(bool completed) {
  completed_ = completed;

  // Improvements sorted by (state, step), those with equal keys in the order they came.
  {
    std::vector<std::pair<std::uint64_t, std::uint32_t>> keyed(improved_state_.size());
    for (std::size_t i = 0; i < keyed.size(); ++i) {
      keyed[i] = {std::uint64_t{improved_state_[i]} << 32 | improved_step_[i], static_cast<std::uint32_t>(i)};
    }
    std::sort(keyed.begin(), keyed.end());
    std::vector<std::uint32_t> order(keyed.size());
    for (std::size_t k = 0; k < keyed.size(); ++k) order[k] = keyed[k].second;
    keyed = {};
    auto permute = [&order](auto& column) {
      std::remove_reference_t<decltype(column)> moved(order.size());
      for (std::size_t k = 0; k < order.size(); ++k) moved[k] = column[order[k]];
      column = std::move(moved);
    };
    permute(improved_state_);
    permute(improved_step_);
    if (!improved_previous_parent_.empty()) permute(improved_previous_parent_);
    improved_previous_cost_.permute(order);
  }

  // The frontier's change per step from a difference array: +1 where a state is
  // discovered, -1 where it is first expanded.
  const Step n = steps();
  std::vector<std::int32_t> change(static_cast<std::size_t>(n) + 1, 0);
  for (std::size_t s = 0; s < discovered_.size(); ++s) {
    if (discovered_[s] == kNever) continue;
    if (discovered_[s] <= n) ++change[discovered_[s]];
    if (expanded_[s] <= n) --change[expanded_[s]];
  }
  for (const auto& [state, step] : set_aside_) {
    if (step <= n) --change[step];
  }
  frontier_at_start_ = change[0];
  frontier_escapes_.clear();
  for (Step k = 1; k <= n; ++k) {
    std::int8_t packed = kEscape;
    if (change[k] > kEscape && change[k] <= INT8_MAX) {
      packed = static_cast<std::int8_t>(change[k]);
    } else {
      frontier_escapes_.emplace_back(k, change[k]);
    }
    order_[k - 1] = (order_[k - 1] & kStateMask) | std::uint32_t{static_cast<std::uint8_t>(packed)} << kStateBits;
  }
  frontier_before_block_.assign(static_cast<std::size_t>(n) / kBlock + 1, 0);
  largest_before_block_.assign(static_cast<std::size_t>(n) / kBlock + 1, 0);
  std::int64_t running = 0;
  std::uint32_t largest = 0;
  for (Step t = 0; t <= n; ++t) {
    if (t % kBlock == 0) {
      frontier_before_block_[t / kBlock] = running;
      largest_before_block_[t / kBlock] = largest;
    }
    running += change[t];
    largest = std::max(largest, static_cast<std::uint32_t>(std::max<std::int64_t>(running, 0)));
  }
  order_.shrink_to_fit();
  cost_.shrink_to_fit();
  frontier_escapes_.shrink_to_fit();
  improved_state_.shrink_to_fit();
  improved_step_.shrink_to_fit();
  improved_previous_cost_.shrink_to_fit();
  improved_previous_parent_.shrink_to_fit();
  layer_starts_.shrink_to_fit();
  set_aside_.shrink_to_fit();
}

std::size_t Trace::first_improvement_after(StateId s, Step t) const {
  // The columns are sorted by (state, step): the first entry past (s, t).
  std::size_t low = 0;
  std::size_t high = improved_state_.size();
  while (low < high) {
    const std::size_t middle = low + (high - low) / 2;
    const StateId state = improved_state_[middle];
    if (state < s || (state == s && improved_step_[middle] <= t)) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low;
}

std::int64_t Trace::cost_at(StateId s, Step t) const {
  const std::size_t i = first_improvement_after(s, t);
  return i < improved_state_.size() && improved_state_[i] == s ? improved_previous_cost_[i] : cost_[s];
}

StateId Trace::parent_at(StateId s, Step t) const {
  const std::size_t i = first_improvement_after(s, t);
  const bool replaced_later = i < improved_state_.size() && improved_state_[i] == s;
  if (!parent_.empty()) return replaced_later ? improved_previous_parent_[i] : parent_[s];
  // The parent in force at t was set by s's last record at or before t.
  const bool improved_before = i > 0 && improved_state_[i - 1] == s;
  return parent_set_at(improved_before ? improved_step_[i - 1] : discovered_[s]);
}

std::int64_t Trace::frontier_change(Step t) const {
  if (t == 0) return frontier_at_start_;
  const auto packed = static_cast<std::int8_t>(order_[t - 1] >> kStateBits);
  if (packed != kEscape) return packed;
  return std::lower_bound(frontier_escapes_.begin(), frontier_escapes_.end(), std::pair{t, INT64_MIN})->second;
}

Counters Trace::counters(Step t) const {
  Counters c;
  c.total_steps = steps();
  c.step = std::min(t, c.total_steps);
  if (!frontier_before_block_.empty()) {
    const Step block = c.step / kBlock;
    std::int64_t running = frontier_before_block_[block];
    std::uint32_t largest = largest_before_block_[block];
    std::uint32_t frontier = 0;
    for (Step u = block * kBlock; u <= c.step; ++u) {
      running += frontier_change(u);
      frontier = static_cast<std::uint32_t>(std::max<std::int64_t>(running, 0));
      largest = std::max(largest, frontier);
    }
    c.frontier = frontier;
    c.largest_frontier = largest;
  }
  if (c.step > 0) {
    c.current = expanded_by(c.step);
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
  return discovered_.capacity() * sizeof(Step) + expanded_.capacity() * sizeof(Step) + cost_.bytes() +
         parent_.capacity() * sizeof(StateId) + order_.capacity() * sizeof(std::uint32_t) +
         frontier_escapes_.capacity() * sizeof(std::pair<Step, std::int64_t>) +
         improved_state_.capacity() * sizeof(StateId) + improved_step_.capacity() * sizeof(Step) +
         improved_previous_cost_.bytes() + improved_previous_parent_.capacity() * sizeof(StateId) +
         frontier_before_block_.capacity() * sizeof(std::int64_t) +
         largest_before_block_.capacity() * sizeof(std::uint32_t) + layer_starts_.capacity() * sizeof(Step) +
         set_aside_.capacity() * sizeof(std::pair<StateId, Step>) + stage_ends_.capacity() * sizeof(Step);
}

}  // namespace frontier::trace
