#pragma once
// A search run by hand, once over the contract: the window's search of the query recorded
// with all its fine steps (the board is small), core's Exercise judging each state the
// student proposes, and the picture the trace itself shows at the point reached: after k
// expansions and the pushes of the next made so far, the very moment the timeline shows
// there. What is left to each puzzle is ExerciseView<P> (gui/puzzles/<puzzle>/<puzzle>_exercise.hpp): which of
// its searches are offered and the words of a cost.

#include <QCoreApplication>
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "exercise/exercise_words.hpp"
#include "exercise/judged_exercise.hpp"
#include "frontier/common/puzzle_exercise.hpp"
#include "frontier/trace/exercise.hpp"
#include "model/puzzle_problem.hpp"
#include "play/play_view.hpp"
#include "search/timeline.hpp"

namespace frontier::gui {

template <PuzzleContract P>
struct ExerciseView;

// The words the puzzles' ExerciseViews say their costs in (translation context Exercise).
struct ExerciseWords {
  Q_DECLARE_TR_FUNCTIONS(Exercise)
};

template <PuzzleContract P>
class PuzzleSearchExercise : public JudgedExercise {
 public:
  PuzzleSearchExercise(std::shared_ptr<const PuzzleProblem<P>> problem, std::string algorithm,
                       std::shared_ptr<const SearchResult> result, std::vector<trace::FineStep> fine)
      : problem_(std::move(problem)), algorithm_(std::move(algorithm)), result_(std::move(result)),
        fine_(std::move(fine)), exercise_(result_->trace.state_count(), fine_), timeline_(problem_, result_) {
    picture_ = problem_->painter(result_, algorithm_);
    // Where each expansion's fine steps begin in fine_ (they come in expansion order).
    for (std::size_t i = 0; i < fine_.size(); ++i) {
      const auto k = static_cast<std::size_t>(fine_[i].expansion);
      if (first_fine_.size() <= k) first_fine_.resize(k + 1, i);
    }
    first_fine_.push_back(fine_.size());
    redraw();
  }

  // The search ends before its first expansion: nothing to do by hand.
  bool empty() const { return exercise_.expected().empty(); }

  Moment moment() const override { return moment_after(exercise_.done()); }

  // Once a step is shown (H), the model's point after it: the search's container with that
  // step taken, beside the student's (FrontierPanel).
  std::optional<Moment> revealed_moment() const override {
    if (!revealed_ || exercise_.finished()) return std::nullopt;
    return moment_after(exercise_.done() + 1);
  }

  void press(QPoint) override {}
  void release(QPoint grid) override {
    const Cell cell = PlayView<P>::cell_of(grid);
    std::vector<trace::StateId> states =
        states_at<P>(algorithm_, problem_->game(), problem_->rules(), cell, &result_->trace);
    choices_.clear();
    if (states.empty()) {
      say([this, cell] { return exercise_words::no_state_on(name(), cell_words(cell)); }, false);
      redraw();
      return;
    }
    if (states.size() == 1) {
      propose(states.front());
      return;
    }
    choices_ = std::move(states);
    say([cell] { return exercise_words::pick_one(cell_words(cell)); }, false);
    redraw();
  }
  QStringList choices() const override {
    QStringList words;
    for (const trace::StateId state : choices_) words << describe(state);
    return words;
  }
  void choose(int index) override {
    if (index < 0 || index >= static_cast<int>(choices_.size())) return;
    const trace::StateId state = choices_[static_cast<std::size_t>(index)];
    choices_.clear();
    propose(state);
  }

  bool undo() override {
    if (!exercise_.undo()) return false;
    revealed_ = false;
    emit stepped(ResultStep::of(ResultAction::undo));
    choices_.clear();
    say({}, false);
    marks_ = {};
    redraw();
    return true;
  }
  void reveal() override {
    const std::optional<trace::ExerciseAction> next = exercise_.next();
    choices_.clear();
    if (!next) return;
    marks_ = {};
    marks_.revealed = grid_cells(next->state);
    // Taking it now costs the step; shown again, it is shown once.
    if (exercise_.show()) emit stepped(ResultStep::of(ResultAction::show_me, describe(next->state)));
    wrong_here_ = 0;
    revealed_ = true;
    say([this, next = *next] { return exercise_words::answer(next.kind, name(), describe(next.state)); }, false);
    redraw();
  }

  bool take_answer() override {
    const std::optional<trace::ExerciseAction> next = exercise_.next();
    if (!next) return false;
    propose(next->state);
    return true;
  }

  std::optional<ProposalVerdict> replay(const ResultStep& step) override {
    if (step.action != ResultAction::propose || step.state >= result_->trace.state_count()) return std::nullopt;
    return propose(step.state);
  }

  std::shared_ptr<const SearchResult> search_result() const override { return result_; }

  int expected_line() const override {
    const std::optional<trace::ExerciseAction> next = exercise_.next();
    if (!next) return 0;
    // The last line lit at or before the action's own fine step: a pop's line is lit before
    // its expansion begins, so the search goes back past the expansion's start.
    const auto k = static_cast<std::size_t>(next->expansion);
    if (k + 1 >= first_fine_.size()) return 0;
    for (std::size_t i = std::min(first_fine_[k] + next->fine, first_fine_[k + 1] - 1) + 1; i-- > 0;) {
      if (fine_[i].kind == trace::FineKind::line) return fine_[i].line;
    }
    return 0;
  }

  QString keys() const override { return exercise_words::search_keys(); }
  QString prompt() const override {
    const std::optional<trace::ExerciseAction> next = exercise_.next();
    if (!next) return exercise_words::finished(name(), result_->answer, grade());
    return exercise_words::prompt(next->kind, name(), describe(exercise_.situation().expanding));
  }
  QString grade() const override { return exercise_words::steps_grade(exercise_.right(), exercise_.tried()); }
  bool finished() const override { return exercise_.finished(); }
  trace::ExerciseScore score() const override { return exercise_.score(); }

 private:
  QString name() const { return QString::fromUtf8(algorithm_.data(), static_cast<qsizetype>(algorithm_.size())); }

  // The picture after the first `done` actions: the very moment the timeline shows there.
  Moment moment_after(std::size_t done) const {
    if (done >= exercise_.expected().size()) return timeline_.frame({timeline_.steps(), std::nullopt}).moment;
    if (done == 0) return timeline_.frame({0, std::nullopt}).moment;
    const trace::ExerciseAction& last = exercise_.expected()[done - 1];
    const auto known = [this](trace::Step k) -> std::optional<std::span<const trace::FineStep>> {
      if (k + 1 >= first_fine_.size()) return std::nullopt;
      return std::span<const trace::FineStep>(fine_).subspan(first_fine_[k], first_fine_[k + 1] - first_fine_[k]);
    };
    return timeline_.frame({last.expansion, static_cast<int>(last.fine)}, known).moment;
  }
  QString describe(trace::StateId state) const { return problem_->describe_state(algorithm_, state); }
  std::vector<QPoint> grid_cells(trace::StateId state) const {
    std::vector<QPoint> cells;
    const DecodedState decoded = P::decode(algorithm_, problem_->game(), state);
    for (const StatePart& part : decoded.view()) cells.push_back(PlayView<P>::grid_of(part.cell));
    return cells;
  }

  // Judges `state` as the student's step and says so; the verdict, none once the search
  // is over (nothing is then judged or counted).
  std::optional<ProposalVerdict> propose(trace::StateId state) {
    const std::optional<trace::ExerciseAction> next = exercise_.next();
    if (!next) {
      say([] { return exercise_words::fault(trace::ExerciseFault::finished, {}); }, false);
      redraw();
      return std::nullopt;
    }
    revealed_ = false;
    const Moment before = moment();
    const trace::ExerciseVerdict verdict = exercise_.propose(state);
    marks_ = {};
    if (verdict.right()) {
      say(
          [this, next = *next] {
            return exercise_words::right(next.kind, name(), describe(next.state), ExerciseView<P>::cost_text(next.cost));
          },
          false);
    } else {
      say([this, verdict, before] { return fault_text(verdict, before); }, true);
      marks_.wrong = grid_cells(state);
    }
    emit stepped(ResultStep::proposal(state, describe(state), verdict.right(), verdict.shown));
    redraw();
    if (out_of_attempts(verdict.right())) reveal();
    ProposalVerdict judged{verdict.right(), verdict.shown, exercise_words::fault_kind(verdict.fault), next->cost,
                           ExerciseView<P>::cost_text(next->cost)};
    return judged;
  }

  // The reason in words, made again in the language in force each time it is asked for.
  QString fault_text(const trace::ExerciseVerdict& verdict, const Moment& before) const {
    exercise_words::Named named;
    named.proposed = describe(verdict.proposed);
    named.expected = describe(verdict.expected);
    named.expanding = describe(verdict.expanding);
    named.cost = ExerciseView<P>::cost_text(verdict.cost);
    const DecodedState decoded = P::decode(algorithm_, problem_->game(), verdict.proposed);
    named.cell = picture_->describe_cell(PlayView<P>::grid_of(decoded.first().cell), before);
    return exercise_words::fault(verdict.fault, named);
  }

  void redraw() { show_marks(marks_); }

  std::shared_ptr<const PuzzleProblem<P>> problem_;
  std::string algorithm_;
  std::shared_ptr<const SearchResult> result_;
  std::vector<trace::FineStep> fine_;
  std::vector<std::size_t> first_fine_;
  trace::Exercise exercise_;
  Timeline timeline_;
  ExerciseMarks marks_;
  std::vector<trace::StateId> choices_;
  bool revealed_ = false;  // the next step is shown (H) and not taken yet
};

}  // namespace frontier::gui
