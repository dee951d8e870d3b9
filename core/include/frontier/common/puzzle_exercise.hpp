#pragma once
// What exercise mode asks of a puzzle through its contract: which states a clicked cell
// can mean, whether a board is small enough to search by hand, and Solitaire's exercise of
// another kind, finding every legal move of a configuration, judged by P::apply.

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/exercise.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier {

// Whether a state is a whole frame of tiles (the 8-puzzle's), rather than marks on cells.
inline bool covers_whole_frame(const DecodedState& decoded) {
  return std::ranges::any_of(decoded.view(), [](const StatePart& part) { return part.role == StateRole::tile; });
}

// The cell a state stands on, where a student clicks to mean it: a frame of tiles (the
// 8-puzzle's) stands on its blank; any other state on its first part's cell (Lianliankan's
// and Mahjong's headings, Huarongdao's positions with the blank there).
inline Cell standing_cell(const DecodedState& decoded) {
  if (covers_whole_frame(decoded)) {
    for (const StatePart& part : decoded.view()) {
      if (part.role == StateRole::blank) return part.cell;
    }
  }
  return decoded.first().cell;
}

// The states of `algorithm` that stand on `cell`, in id order. On a state space small
// enough for an exercise every state is looked at; on a larger one (the 8-puzzle's 9!
// frames) only those `run` discovered, which are all a student can mean.
template <PuzzleContract P>
std::vector<trace::StateId> states_at(std::string_view algorithm, const typename P::Case& game,
                                      const typename P::Rules& rules, Cell cell, const trace::Trace* run = nullptr) {
  std::vector<trace::StateId> found;
  const std::size_t count = P::state_count(algorithm, game, rules);
  const bool only_discovered = run != nullptr && count > trace::kMaxExerciseStates;
  for (std::size_t s = 0; s < count; ++s) {
    const auto state = static_cast<trace::StateId>(s);
    if (only_discovered && run->discovered_at(state) == trace::kNever) continue;
    const DecodedState decoded = P::decode(algorithm, game, state);
    if (decoded.count > 0 && standing_cell(decoded) == cell) found.push_back(state);
  }
  return found;
}

// Why a board is too large to be searched by hand, with the figures: nullopt when it is not.
struct TooLargeForExercise {
  std::size_t states = 0;  // the algorithm's state space on this board
  std::size_t discovered = 0;  // how many the search discovers from this start (counted up to limit + 1)
  std::size_t limit = trace::kMaxExerciseStates;
};

namespace detail {
// Counts a run's discoveries and stops it once they pass `limit`.
class DiscoveryCount final : public trace::FineSink {
 public:
  explicit DiscoveryCount(std::size_t limit) : limit_(limit) {}
  void take(const trace::FineStep& step) override {
    if (step.kind != trace::FineKind::discover) return;
    if (first_ == trace::kNoState) first_ = step.state;
    if (++discovered_ > limit_) stop_.store(true);
  }
  std::size_t discovered() const { return discovered_; }
  trace::StateId first() const { return first_; }
  const std::atomic<bool>* stop() const { return &stop_; }

 private:
  std::size_t limit_;
  std::size_t discovered_ = 0;
  trace::StateId first_ = trace::kNoState;
  std::atomic<bool> stop_{false};
};
}  // namespace detail

// A board is small enough when the algorithm's whole state space fits an exercise: its
// states are marks on the board's cells, which must fit on one screen. Where a state is a
// whole frame of tiles instead (the 8-puzzle's, shown one at a time) the space is 9! however
// near the goal the start is, so what must fit is the states the search discovers from
// this start: a run that keeps nothing counts them, and stops past the limit.
template <PuzzleContract P>
std::optional<TooLargeForExercise> too_large_for_exercise(std::string_view algorithm, const typename P::Case& game,
                                                          const typename P::Query& query,
                                                          const typename P::Rules& rules) {
  const std::size_t states = P::state_count(algorithm, game, rules);
  if (states <= trace::kMaxExerciseStates) return std::nullopt;
  detail::DiscoveryCount count(trace::kMaxExerciseStates);
  trace::Recorder recorder({.cancel = count.stop(), .sink = &count});
  static_cast<void>(P::run(algorithm, game, query, rules, &recorder));
  const bool whole_frames = count.first() != trace::kNoState && covers_whole_frame(P::decode(algorithm, game, count.first()));
  if (whole_frames && count.discovered() <= trace::kMaxExerciseStates) return std::nullopt;
  return TooLargeForExercise{states, count.discovered(), trace::kMaxExerciseStates};
}

// The legal moves of one position, found by the student one proposal at a time. Each
// proposal goes to P::apply: a refusal is wrong with the rules' own reason, a legal move
// already found is wrong too (nothing new), a new legal move is right. Done when every
// move P::moves lists is found.
template <PuzzleContract P>
class LegalMovesExercise {
 public:
  struct Verdict {
    bool right = false;
    bool repeated = false;  // legal, but found already
    bool shown = false;     // right, but the move had been shown first: tried, not right
    std::string refusal;    // P::apply's reason, English, when the rules refuse it
    // How it counts towards the grade (trace::ExerciseScore).
    trace::ExerciseMark mark() const { return trace::proposal_mark(right, shown); }
  };

  LegalMovesExercise(typename P::Case game, typename P::Rules rules, typename P::Position position)
      : game_(std::move(game)), rules_(std::move(rules)), position_(std::move(position)),
        legal_(P::moves(game_, rules_, position_)) {}

  const typename P::Position& position() const { return position_; }
  const std::vector<typename P::Move>& legal() const { return legal_; }
  const std::vector<typename P::Move>& found() const { return found_; }
  bool finished() const { return found_.size() == legal_.size(); }
  // The first legal move not found yet: the model answer.
  std::optional<typename P::Move> next_unfound() const {
    for (const auto& move : legal_) {
      if (!was_found(move)) return move;
    }
    return std::nullopt;
  }

  Verdict propose(const typename P::Move& move) {
    Verdict verdict = judge(move);
    if (verdict.right) {
      found_.push_back(move);
      // A move shown first (show()) is found, but costs its mark; another move found
      // meanwhile leaves the one shown still to find, and still costing its mark.
      verdict.shown = shown_ && *shown_ == move;
      if (verdict.shown) shown_.reset();
    }
    score_.count(verdict.mark());
    return verdict;
  }
  // The model answer's next move is shown to the student: finding it then counts as
  // tried, not right. False (nothing counted) when none is left or it is shown already.
  bool show() {
    const std::optional<typename P::Move> next = next_unfound();
    if (!next || (shown_ && *shown_ == *next)) return false;
    shown_ = next;
    score_.count(trace::ExerciseMark::shown);
    return true;
  }
  bool undo() {
    if (found_.empty()) return false;
    found_.pop_back();
    score_.count(trace::ExerciseMark::undone);
    return true;
  }
  // The grade: the count of every mark so far.
  const trace::ExerciseScore& score() const { return score_; }
  int right() const { return score_.right; }
  int tried() const { return score_.tried; }

 private:
  // What propose says of `move`, without taking or counting it.
  Verdict judge(const typename P::Move& move) const {
    Verdict verdict;
    const MoveOutcome<typename P::Position> outcome = P::apply(game_, rules_, position_, move);
    if (!outcome) {
      verdict.refusal = outcome.refusal;
    } else if (was_found(move)) {
      verdict.repeated = true;
    } else {
      verdict.right = true;
    }
    return verdict;
  }

  bool was_found(const typename P::Move& move) const {
    for (const auto& f : found_) {
      if (f == move) return true;
    }
    return false;
  }

  typename P::Case game_;
  typename P::Rules rules_;
  typename P::Position position_;
  std::vector<typename P::Move> legal_;
  std::vector<typename P::Move> found_;
  std::optional<typename P::Move> shown_;
  trace::ExerciseScore score_;
};

}  // namespace frontier
