#pragma once
// Exercise mode's questions, grades and model answers: a student runs a recorded search by
// hand, taking the state the search expands next and then each state it pushes, in order,
// and each proposal is judged against the recorded run itself. Nothing here is a second
// copy of a search: the expected actions are the run's own fine steps (every expand, then
// the discoveries and improvements it made), so the model answer is by construction what
// the search did. What a wrong proposal names (the true front, the cost a state already
// has, the state being expanded) is read from the same steps; the GUI puts it in words.

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::trace {

// The largest state space an exercise is offered on: every state the search may number
// (P::state_count), since a student cannot run a search by hand on a board whose states
// do not fit on one screen of marks. A 6 × 6 Lianliankan board with its ring is 256
// heading states; a 5 × 6 Huarongdao board is 900 positions.
inline constexpr std::size_t kMaxExerciseStates = 1000;

enum class ExerciseActionKind : unsigned char {
  expand,  // take the state out (the queue's front, the deque's front, the cheapest)
  push,    // discover it, or reach it again more cheaply, from the state being expanded
};

struct ExerciseAction {
  ExerciseActionKind kind = ExerciseActionKind::expand;
  StateId state = kNoState;
  std::int64_t cost = 0;  // the state's cost once this action is done
  Step expansion = 0;     // the expansion (1-based) this action belongs to
  // Index of this action's fine step among those of its expansion: the timeline's point
  // after the action (the picture of the run at that moment).
  std::size_t fine = 0;
};

// Why a proposal is wrong. Each names the states and cost the GUI's sentence needs.
enum class ExerciseFault : unsigned char {
  none,              // right
  finished,          // the search has ended: nothing is left to take
  not_reached,       // to expand: `proposed` has not been reached yet
  already_expanded,  // to expand: `proposed` was expanded already, with `cost`
  not_front,         // to expand: `proposed` waits, but `expected` is the front
  already_reached,   // to push: `proposed` was already reached with `cost`, no dearer
  pushed_later,      // to push: `proposed` is pushed by this expansion, after `expected`
  refused,           // to push: the search looked at `proposed` from `expanding` and the
                     // rules refuse it (a tile in the way, a fixed cell)
  not_a_neighbour,   // to push: `expanding` never leads to `proposed` in one step
};

// How one thing a student did in an exercise counts. The exercise records a mark for each
// (core's own, below, and a student's results file, step by step), and every grade of an
// exercise is ExerciseScore's count of those marks: what the student's panel says, what the
// results file records and what the teacher's class view counts again are one number.
enum class ExerciseMark : unsigned char {
  right,        // proposed, and right
  wrong,        // proposed, and wrong (not taken)
  shown_taken,  // proposed, and right, but the step had been shown first: tried, not right
  shown,        // the next step shown (H, or the slide's retry policy)
  undone,       // the last step taken back: the grade keeps what was tried
};

struct ExerciseScore {
  int right = 0;  // steps right, none of them shown first
  int tried = 0;  // every proposal judged: right, wrong, or taken after it was shown
  int shown = 0;  // steps shown
  // The one count: what `mark` adds to the grade.
  void count(ExerciseMark mark);
  friend bool operator==(const ExerciseScore&, const ExerciseScore&) = default;
};

// The grade of a whole record of marks, in order.
ExerciseScore score_of(std::span<const ExerciseMark> record);

// How a proposal counts: wrong, right, or right but shown first (`shown`).
ExerciseMark proposal_mark(bool right, bool shown);

struct ExerciseVerdict {
  ExerciseFault fault = ExerciseFault::none;
  StateId proposed = kNoState;
  StateId expected = kNoState;   // the action the search takes instead
  StateId expanding = kNoState;  // the state being expanded (for a push)
  std::int64_t cost = 0;         // the cost `proposed` has (already_*), else `expected`'s
  bool shown = false;            // right, but the action had been shown first: tried, not right
  bool right() const { return fault == ExerciseFault::none; }
  // How it counts (propose's verdicts; one that finds the search over counts for nothing).
  ExerciseMark mark() const;
};

// What the search knows at a point of the exercise.
struct ExerciseSituation {
  Step expansion = 0;            // expansions begun (the last one may still be pushing)
  StateId expanding = kNoState;  // the state of the expansion under way
};

// The actions of a recorded run from its fine steps (of every expansion, from 0: those of
// the set-up, the start states, are given, not asked). A stale copy taken out and skipped
// is no action: the trace records no expansion for it.
std::vector<ExerciseAction> exercise_actions(std::span<const FineStep> fine);

class Exercise {
 public:
  // `fine` holds every fine step of the run (a Recorder with the range 0..kNever), whose
  // trace has `state_count` states.
  Exercise(std::size_t state_count, std::span<const FineStep> fine);

  std::span<const ExerciseAction> expected() const { return actions_; }
  std::size_t done() const { return done_; }
  bool finished() const { return done_ == actions_.size(); }
  // The action the search takes next; nullopt once finished.
  std::optional<ExerciseAction> next() const;
  ExerciseSituation situation() const;
  // The start states, reached before the first expansion.
  std::span<const StateId> starts() const { return starts_; }

  // Judges `state` as the next action (of next()'s kind): a right one is taken, a wrong
  // one is not; both count towards the grade (its mark, ExerciseVerdict::mark). Once the
  // search is over, nothing is judged or counted.
  ExerciseVerdict propose(StateId state);
  // Judges without taking or counting (what propose would say).
  ExerciseVerdict judge(StateId state) const;
  // Takes back the last action taken; false when none was.
  bool undo();
  // The model answer's next action is shown to the student ("show me"): taking it then
  // counts as tried, not right. Showing costs the step. False (nothing counted) when the
  // search is over or that action is shown already.
  bool show();

  // The grade: the count of every mark so far.
  const ExerciseScore& score() const { return score_; }
  int right() const { return score_.right; }
  int tried() const { return score_.tried; }

  // The state's cost after the actions done, or nullopt while it is unreached.
  std::optional<std::int64_t> cost_now(StateId state) const;
  bool expanded_now(StateId state) const;

 private:
  static constexpr std::int64_t kUnreached = std::numeric_limits<std::int64_t>::max();
  // What the student knows after `done` actions: each reached state's cost and which were
  // expanded. Kept as maps of the states the actions touch, not arrays over the whole state
  // space, so that judging a proposal costs the actions done, however large the space (the
  // 8-puzzle's 9! frames).
  struct Known {
    std::unordered_map<StateId, std::int64_t> costs;
    std::unordered_set<StateId> expanded;
    std::int64_t cost(StateId state) const {
      const auto found = costs.find(state);
      return found == costs.end() ? kUnreached : found->second;
    }
    bool was_expanded(StateId state) const { return expanded.contains(state); }
  };
  Known known_after(std::size_t done) const;

  std::vector<ExerciseAction> actions_;
  std::vector<StateId> starts_;
  std::vector<std::int64_t> start_costs_;
  // Per expansion (index k), the states its pseudo-code lines spoke of: what it looked at.
  std::vector<std::vector<StateId>> looked_at_;
  std::size_t state_count_ = 0;
  std::size_t done_ = 0;
  std::size_t shown_ = SIZE_MAX;  // the action shown, when it is still to be taken
  ExerciseScore score_;
};

}  // namespace frontier::trace
