#pragma once
// A recorded search, stored per state rather than per event, so that a full BFS over a
// million-cell board costs a few bytes per state and the picture at any step t is a pure
// function of t:
//   unseen:   discovered(s) > t
//   frontier: discovered(s) <= t < expanded(s)
//   done:     expanded(s) <= t
// Seeking backward or forward therefore needs no replay.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "frontier/trace/observer.hpp"

namespace frontier::trace {

enum class Mark : unsigned char { unseen, frontier, done };

struct Counters {
  Step step = 0;                    // expansions done
  Step total_steps = 0;             // expansions in the whole run
  std::size_t frontier = 0;         // states discovered and not yet expanded
  std::size_t largest_frontier = 0; // the most the frontier held up to this step
  std::int64_t layer = 0;           // cost of the state expanded last (0 before the first)
  StateId current = kNoState;       // the state expanded at this step
};

// The largest state space a Trace records (16 bytes a state): 2^24 states, 256 MiB.
inline constexpr std::size_t kMaxTraceStates = std::size_t{1} << 24;

class Trace {
 public:
  Trace() = default;
  // Throws std::length_error naming kMaxTraceStates when the space is larger.
  explicit Trace(std::size_t state_count);

  std::size_t state_count() const { return discovered_.size(); }

  // --- written by Recorder while the search runs ---
  void record_discover(StateId state, StateId parent, std::int64_t cost, Step now);
  void record_improve(StateId state, StateId parent, std::int64_t cost, Step now);
  void record_expand(StateId state, Step now);
  // Builds the per-step counters and layer boundaries; call once, after the search.
  void finish(bool completed);

  // --- read by the visualizer, the CLI and the tests ---
  Step steps() const { return static_cast<Step>(order_.size()); }
  bool completed() const { return completed_; }  // false when the search was stopped
  // The state expanded by the k-th expansion, 1 <= k <= steps().
  StateId expanded_by(Step k) const { return order_[k - 1]; }
  Step discovered_at(StateId s) const { return discovered_[s]; }
  Step expanded_at(StateId s) const { return expanded_[s]; }
  Mark mark(StateId s, Step t) const {
    if (discovered_[s] > t) return Mark::unseen;
    return expanded_[s] <= t ? Mark::done : Mark::frontier;
  }
  // Cost and parent as known at step t (a later improvement is not yet visible).
  std::int64_t cost_at(StateId s, Step t) const;
  StateId parent_at(StateId s, Step t) const;
  // The final values, after the whole run.
  std::int64_t cost(StateId s) const { return cost_at(s, kNever - 1); }
  StateId parent(StateId s) const { return parent_at(s, kNever - 1); }

  Counters counters(Step t) const;
  // Steps where a new layer (a larger cost of the expanded state) begins: 1 and on.
  const std::vector<Step>& layer_starts() const { return layer_starts_; }
  Step next_layer_step(Step t) const;      // first layer start after t, or steps()
  Step previous_layer_step(Step t) const;  // last layer start before t, or 0

  // Memory held, for the benchmarks and the limits.
  std::size_t bytes() const;

 private:
  // A state's cost and parent are stored as they are at the end of the run; each
  // improvement keeps what it replaced, so the values at step t are the ones replaced by
  // the first improvement after t.
  struct Improvement {
    StateId state;
    Step step;
    StateId previous_parent;
    std::int32_t previous_cost;
  };
  const Improvement* first_improvement_after(StateId s, Step t) const;

  std::vector<Step> discovered_;
  std::vector<Step> expanded_;
  std::vector<StateId> parent_;           // latest
  std::vector<std::int32_t> cost_;        // latest
  std::vector<StateId> order_;
  std::vector<Improvement> improvements_;  // sorted by (state, step) in finish()
  std::vector<std::uint32_t> frontier_size_;  // per step 0..steps()
  // The largest frontier before each block of kLargestBlock steps; within a block the
  // rest is a short scan, so "largest so far" costs no second array per step.
  static constexpr Step kLargestBlock = 1024;
  std::vector<std::uint32_t> largest_before_block_;
  std::vector<Step> layer_starts_;  // built while recording: the cost is current then
  std::int64_t last_layer_ = 0;
  bool completed_ = false;
};

}  // namespace frontier::trace
