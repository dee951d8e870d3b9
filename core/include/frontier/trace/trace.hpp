#pragma once
// A recorded search, stored per state rather than per event, so that a full BFS over a
// million-cell board costs under 16 bytes a state and the picture at any step t is a pure
// function of t:
//   unseen:   discovered(s) > t
//   frontier: discovered(s) <= t < expanded(s)
//   done:     expanded(s) <= t
// (and, for a search in stages, set aside: reached, left behind when its stage ended).
// Seeking backward or forward therefore needs no replay.

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "frontier/trace/cost_column.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::trace {

// set_aside: reached, then left waiting when its stage ended (Observer::set_aside): in no
// container from then on, and never expanded.
enum class Mark : unsigned char { unseen, frontier, done, set_aside };

struct Counters {
  Step step = 0;                    // expansions done
  Step total_steps = 0;             // expansions in the whole run
  std::size_t frontier = 0;         // states discovered and not yet expanded
  std::size_t largest_frontier = 0; // the most the frontier held up to this step
  std::int64_t layer = 0;           // cost of the state expanded last (0 before the first)
  StateId current = kNoState;       // the state expanded at this step
};

// The largest state space a Trace records: 2^24 states, so that a state fits the 24 bits
// order_ gives it. At most 16 bytes a state (256 MiB at this limit) when each state is
// expanded at most once, costs fit in a byte and improvements are fewer than a state in
// four, as in a full bfs-turns of the largest Lianliankan board (15.2, bench_lianliankan
// BoardTrace); wider costs (two or four bytes), parents that must be kept (four) and each
// improvement (9 to 16) or repeated expansion (4, SPFA) add to that.
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
  // Observer::set_aside: every state waiting now is left behind, and a stage begins.
  void record_set_aside(Step now);
  // Builds the per-step counters and layer boundaries; call once, after the search.
  void finish(bool completed);

  // --- read by the visualizer, the CLI and the tests ---
  Step steps() const { return static_cast<Step>(order_.size()); }
  bool completed() const { return completed_; }  // false when the search was stopped
  // The state expanded by the k-th expansion, 1 <= k <= steps().
  StateId expanded_by(Step k) const { return order_[k - 1] & kStateMask; }
  Step discovered_at(StateId s) const { return discovered_[s]; }
  Step expanded_at(StateId s) const { return expanded_[s]; }
  Mark mark(StateId s, Step t) const {
    if (discovered_[s] > t) return Mark::unseen;
    if (expanded_[s] <= t) return Mark::done;
    return set_aside_.empty() || set_aside_at(s) > t ? Mark::frontier : Mark::set_aside;
  }
  // Cost and parent as known at step t (a later improvement is not yet visible).
  std::int64_t cost_at(StateId s, Step t) const;
  StateId parent_at(StateId s, Step t) const;
  // The final values, after the whole run.
  std::int64_t cost(StateId s) const { return cost_at(s, kNever - 1); }
  StateId parent(StateId s) const { return parent_at(s, kNever - 1); }

  // The step at which `s` was left waiting when its stage ended (Observer::set_aside), or
  // kNever: from then on it is in no container, though never taken.
  Step set_aside_at(StateId s) const;
  // The stage under way after t expansions (0, the first, for a search of one stage):
  // how many stages ended by then. A stage ends inside an expansion, after its fine steps
  // that belong to it.
  std::size_t stage_at(Step t) const;

  // frontier: the states waiting, those set aside not counted.
  Counters counters(Step t) const;
  // Steps where a new layer (a larger cost of the expanded state) begins: 1 and on.
  const std::vector<Step>& layer_starts() const { return layer_starts_; }
  Step next_layer_step(Step t) const;      // first layer start after t, or steps()
  Step previous_layer_step(Step t) const;  // last layer start before t, or 0

  // Memory held, for the benchmarks and the limits.
  std::size_t bytes() const;

 private:
  // Every search reports a state's parent as the state it is expanding (or none, before
  // the first expansion), so a parent set at step k is expanded_by(k) and needs no
  // storage. parent_ stays empty while that holds; the first parent that breaks it makes
  // the trace keep every parent (keep_parents), so the answers stay exact for any caller.
  StateId parent_set_at(Step step) const {
    return step == 0 || step > order_.size() ? kNoState : order_[step - 1] & kStateMask;
  }
  bool parent_follows_order(StateId parent, Step now) const {
    return now == 0 ? parent == kNoState : now <= order_.size() && parent == (order_[now - 1] & kStateMask);
  }
  void keep_parents();
  // Index of the first improvement of s after step t, or of the improvement (of any
  // state) that would follow s's last one.
  std::size_t first_improvement_after(StateId s, Step t) const;
  std::int64_t frontier_change(Step t) const;

  std::vector<Step> discovered_;
  std::vector<Step> expanded_;
  CostColumn cost_;              // latest
  std::vector<StateId> parent_;  // latest; empty while parents follow the order (above)
  // Per step k (1-based), the state expanded, in the low kStateBits bits, and in the high
  // bits the change of the frontier's size at step k (discovered at k less first expanded
  // at k) as a signed byte; kEscape there means "in frontier_escapes_" (a change beyond
  // a byte, rare: one expansion pushing over a hundred states). Packed in finish().
  static constexpr int kStateBits = 24;
  static_assert(kMaxTraceStates <= std::size_t{1} << kStateBits);
  static constexpr std::uint32_t kStateMask = (std::uint32_t{1} << kStateBits) - 1;
  static constexpr std::int8_t kEscape = INT8_MIN;
  std::vector<std::uint32_t> order_;
  std::vector<std::pair<Step, std::int64_t>> frontier_escapes_;  // sorted by step
  std::int64_t frontier_at_start_ = 0;                           // discovered at step 0
  // A state's cost and parent are stored as they are at the end of the run; each
  // improvement keeps what it replaced, so the values at step t are the ones replaced by
  // the first improvement after t. Columns, sorted by (state, step) in finish(); the
  // replaced parent is kept only when parent_ is (else it is the parent set at the step
  // of the state's record before).
  std::vector<StateId> improved_state_;
  std::vector<Step> improved_step_;
  CostColumn improved_previous_cost_;
  std::vector<StateId> improved_previous_parent_;
  // The frontier's size (uncapped running sum) and the largest frontier before each block
  // of kBlock steps; within a block the rest is a short scan of order_'s changes, so the
  // counters at any step cost no array per step.
  static constexpr Step kBlock = 1024;
  std::vector<std::int64_t> frontier_before_block_;
  std::vector<std::uint32_t> largest_before_block_;
  // Observer::set_aside: the states left waiting by the end of a stage, with its step,
  // sorted by state; and the step each stage ended at, in order.
  std::vector<std::pair<StateId, Step>> set_aside_;
  std::vector<Step> stage_ends_;
  std::vector<Step> layer_starts_;  // built while recording: the cost is current then
  std::int64_t last_layer_ = 0;
  bool completed_ = false;
};

}  // namespace frontier::trace
