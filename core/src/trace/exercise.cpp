#include "frontier/trace/exercise.hpp"

#include <algorithm>
#include <limits>

namespace frontier::trace {

void ExerciseScore::count(ExerciseMark mark) {
  switch (mark) {
    case ExerciseMark::right:
      ++right;
      ++tried;
      break;
    case ExerciseMark::wrong:
    case ExerciseMark::shown_taken:
      ++tried;
      break;
    case ExerciseMark::shown:
      ++shown;
      break;
    case ExerciseMark::undone:
      break;
  }
}

ExerciseScore score_of(std::span<const ExerciseMark> record) {
  ExerciseScore score;
  for (const ExerciseMark mark : record) score.count(mark);
  return score;
}

ExerciseMark proposal_mark(bool right, bool shown) {
  if (!right) return ExerciseMark::wrong;
  return shown ? ExerciseMark::shown_taken : ExerciseMark::right;
}

ExerciseMark ExerciseVerdict::mark() const { return proposal_mark(right(), shown); }

std::vector<ExerciseAction> exercise_actions(std::span<const FineStep> fine) {
  std::vector<ExerciseAction> actions;
  Step expansion = kNever;
  std::size_t index = 0;
  for (const FineStep& step : fine) {
    if (step.expansion != expansion) {
      expansion = step.expansion;
      index = 0;
    }
    if (step.expansion > 0) {
      if (step.kind == FineKind::expand) {
        actions.push_back({ExerciseActionKind::expand, step.state, 0, step.expansion, index});
      } else if (step.kind == FineKind::discover || step.kind == FineKind::improve) {
        actions.push_back({ExerciseActionKind::push, step.state, step.cost, step.expansion, index});
      }
    }
    ++index;
  }
  return actions;
}

Exercise::Exercise(std::size_t state_count, std::span<const FineStep> fine)
    : actions_(exercise_actions(fine)), state_count_(state_count) {
  Step last = 0;
  for (const FineStep& step : fine) last = std::max(last, step.expansion);
  looked_at_.resize(static_cast<std::size_t>(last) + 1);
  for (const FineStep& step : fine) {
    if (step.expansion == 0 && (step.kind == FineKind::discover || step.kind == FineKind::improve)) {
      const auto at = std::find(starts_.begin(), starts_.end(), step.state);
      if (at == starts_.end()) {
        starts_.push_back(step.state);
        start_costs_.push_back(step.cost);
      } else {
        start_costs_[static_cast<std::size_t>(at - starts_.begin())] = step.cost;
      }
    }
    if (step.kind == FineKind::line && step.state != kNoState && step.state < state_count_) {
      looked_at_[step.expansion].push_back(step.state);
    }
  }
  // An expansion's cost is the cost its state has when it is taken.
  Known known = known_after(0);
  for (ExerciseAction& action : actions_) {
    if (action.kind == ExerciseActionKind::expand) {
      action.cost = known.cost(action.state);
      known.expanded.insert(action.state);
    } else {
      known.costs[action.state] = action.cost;
    }
  }
}

Exercise::Known Exercise::known_after(std::size_t done) const {
  Known known;
  for (std::size_t i = 0; i < starts_.size(); ++i) known.costs[starts_[i]] = start_costs_[i];
  for (std::size_t i = 0; i < done && i < actions_.size(); ++i) {
    const ExerciseAction& action = actions_[i];
    if (action.kind == ExerciseActionKind::expand) {
      known.expanded.insert(action.state);
    } else {
      known.costs[action.state] = action.cost;
    }
  }
  return known;
}

std::optional<ExerciseAction> Exercise::next() const {
  if (finished()) return std::nullopt;
  return actions_[done_];
}

ExerciseSituation Exercise::situation() const {
  ExerciseSituation situation;
  for (std::size_t i = done_; i-- > 0;) {
    if (actions_[i].kind == ExerciseActionKind::expand) {
      situation.expansion = actions_[i].expansion;
      situation.expanding = actions_[i].state;
      break;
    }
  }
  return situation;
}

std::optional<std::int64_t> Exercise::cost_now(StateId state) const {
  if (state >= state_count_) return std::nullopt;
  const std::int64_t cost = known_after(done_).cost(state);
  if (cost == kUnreached) return std::nullopt;
  return cost;
}

bool Exercise::expanded_now(StateId state) const {
  return state < state_count_ && known_after(done_).was_expanded(state);
}

ExerciseVerdict Exercise::judge(StateId state) const {
  ExerciseVerdict verdict;
  verdict.proposed = state;
  if (finished()) {
    verdict.fault = ExerciseFault::finished;
    return verdict;
  }
  const ExerciseAction& expected = actions_[done_];
  verdict.expected = expected.state;
  verdict.cost = expected.cost;
  if (state == expected.state) return verdict;
  const Known known = known_after(done_);
  const bool valid = state < state_count_;
  const std::int64_t cost = valid ? known.cost(state) : kUnreached;
  if (expected.kind == ExerciseActionKind::expand) {
    if (cost == kUnreached) {
      verdict.fault = ExerciseFault::not_reached;
    } else if (known.was_expanded(state)) {
      verdict.fault = ExerciseFault::already_expanded;
      verdict.cost = cost;
    } else {
      verdict.fault = ExerciseFault::not_front;
    }
    return verdict;
  }
  verdict.expanding = situation().expanding;
  // The pushes still to come in this expansion.
  for (std::size_t i = done_; i < actions_.size() && actions_[i].expansion == expected.expansion; ++i) {
    if (actions_[i].kind == ExerciseActionKind::push && actions_[i].state == state) {
      verdict.fault = ExerciseFault::pushed_later;
      return verdict;
    }
  }
  if (cost != kUnreached) {
    verdict.fault = ExerciseFault::already_reached;
    verdict.cost = cost;
    return verdict;
  }
  const std::vector<StateId>& looked = looked_at_[expected.expansion];
  verdict.fault = std::find(looked.begin(), looked.end(), state) != looked.end() ? ExerciseFault::refused
                                                                                : ExerciseFault::not_a_neighbour;
  return verdict;
}

ExerciseVerdict Exercise::propose(StateId state) {
  ExerciseVerdict verdict = judge(state);
  if (verdict.fault == ExerciseFault::finished) return verdict;
  if (verdict.right()) {
    // The action shown is taken: tried, not right.
    verdict.shown = shown_ == done_;
    if (verdict.shown) shown_ = SIZE_MAX;
    ++done_;
  }
  score_.count(verdict.mark());
  return verdict;
}

bool Exercise::show() {
  if (finished() || shown_ == done_) return false;
  shown_ = done_;
  score_.count(ExerciseMark::shown);
  return true;
}

bool Exercise::undo() {
  if (done_ == 0) return false;
  --done_;
  score_.count(ExerciseMark::undone);
  return true;
}

}  // namespace frontier::trace
