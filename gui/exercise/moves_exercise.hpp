#pragma once
// The legal moves of a configuration found by hand, once over the contract: the student
// picks a piece and the square it goes to, as in play mode (PlayView<P>::press and
// release make the candidate move), and core's LegalMovesExercise asks P::apply whether
// the rules allow it. Solitaire's exercise: its searches' states are whole configurations
// of four pieces, which a click on one square cannot name.

#include <memory>
#include <optional>
#include <utility>

#include "exercise/exercise_words.hpp"
#include "exercise/judged_exercise.hpp"
#include "frontier/common/puzzle_exercise.hpp"
#include "model/puzzle_problem.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <PuzzleContract P>
class PuzzleMovesExercise : public JudgedExercise {
 public:
  explicit PuzzleMovesExercise(std::shared_ptr<const PuzzleProblem<P>> problem)
      : problem_(std::move(problem)),
        exercise_(problem_->game(), problem_->rules(), P::start(problem_->game(), problem_->query())) {
    // The configuration as play mode draws it: the board alone, the goal's squares shown.
    const typename P::Query& query = problem_->query();
    auto file = std::make_shared<const typename P::File>(PlayView<P>::file_of(problem_->game(), query));
    auto board = std::make_shared<const PuzzleProblem<P>>(std::move(file), 0, std::optional<std::size_t>(0),
                                                          problem_->rules());
    if constexpr (requires { PuzzleView<P>::play_painter(board); }) {
      picture_ = PuzzleView<P>::play_painter(board);
    } else {
      picture_ = PuzzleView<P>::painter(board, nullptr, P::algorithms().front().name);
    }
    redraw();
  }

  void press(QPoint grid) override { offer(PlayView<P>::press(exercise_.position(), PlayView<P>::cell_of(grid), held_)); }
  void release(QPoint grid) override {
    offer(PlayView<P>::release(exercise_.position(), PlayView<P>::cell_of(grid), held_));
  }
  QStringList choices() const override { return {}; }
  void choose(int) override {}

  bool undo() override {
    if (!exercise_.undo()) return false;
    emit stepped(ResultStep::of(ResultAction::undo));
    say({}, false);
    held_.reset();
    revealed_.reset();
    wrong_move_.reset();
    redraw();
    return true;
  }
  void reveal() override {
    const std::optional<typename P::Move> next = exercise_.next_unfound();
    if (!next) return;
    revealed_ = next;
    wrong_move_.reset();
    // Finding it now costs its mark; shown again, it is shown once.
    if (exercise_.show()) emit stepped(ResultStep::of(ResultAction::show_me, move_text(exercise_.position(), *next)));
    wrong_here_ = 0;
    say([position = exercise_.position(), move = *next] { return exercise_words::move_answer(move_text(position, move)); },
        false);
    redraw();
  }

  bool take_answer() override {
    const std::optional<typename P::Move> next = exercise_.next_unfound();
    if (!next) return false;
    offer(next);
    return true;
  }

  // A move proposed is its two cells, from and to, given as the mouse gives them.
  std::optional<ProposalVerdict> replay(const ResultStep& step) override {
    if (step.action != ResultAction::propose || step.cells.size() != 2 || exercise_.finished()) return std::nullopt;
    held_.reset();
    const std::optional<typename P::Move> pressed = PlayView<P>::press(exercise_.position(), step.cells[0], held_);
    const std::optional<typename P::Move> move =
        pressed ? pressed : PlayView<P>::release(exercise_.position(), step.cells[1], held_);
    if (!move) return std::nullopt;
    return offer(move);
  }

  QString keys() const override { return exercise_words::moves_keys(); }
  QString prompt() const override {
    const int legal = static_cast<int>(exercise_.legal().size());
    if (exercise_.finished()) return exercise_words::moves_finished(legal, grade());
    return exercise_words::moves_prompt(static_cast<int>(exercise_.found().size()), legal);
  }
  QString grade() const override { return exercise_words::moves_grade(exercise_.right(), exercise_.tried()); }
  bool finished() const override { return exercise_.finished(); }
  trace::ExerciseScore score() const override { return exercise_.score(); }

 private:
  // The position is the exercise's one, kept by value in the sentences said later.
  static QString move_text(const typename P::Position& position, const typename P::Move& move) {
    const auto [from, to] = PlayView<P>::cells_of(position, move);
    return QStringLiteral("(%1, %2) → (%3, %4)").arg(from.row).arg(from.col).arg(to.row).arg(to.col);
  }

  // Judges `move` as the student's (none: a press that makes no move yet); the verdict, none
  // when no move was made or every move is found already (nothing is then counted).
  std::optional<ProposalVerdict> offer(std::optional<typename P::Move> move) {
    if (!move) {
      redraw();
      return std::nullopt;
    }
    if (exercise_.finished()) return std::nullopt;
    const auto verdict = exercise_.propose(*move);
    const auto [from, to] = PlayView<P>::cells_of(exercise_.position(), *move);
    emit stepped(ResultStep::move_proposal(from, to, move_text(exercise_.position(), *move), verdict.right, verdict.shown));
    revealed_.reset();
    wrong_move_.reset();
    if (verdict.right) {
      say([position = exercise_.position(), move = *move] {
        return exercise_words::move_right(move_text(position, move));
      }, false);
    } else {
      // The rules' reason is core's English, as play mode shows it.
      say(
          [position = exercise_.position(), move = *move, verdict] {
            return verdict.repeated ? exercise_words::move_repeated(move_text(position, move))
                                    : exercise_words::move_refused(move_text(position, move),
                                                                   QString::fromStdString(verdict.refusal));
          },
          true);
      wrong_move_ = move;
    }
    redraw();
    if (out_of_attempts(verdict.right)) reveal();
    return ProposalVerdict{verdict.right, verdict.shown, verdict.right ? QString() : exercise_words::move_fault_kind(verdict.repeated),
                           std::nullopt, {}};
  }

  void redraw() {
    ExerciseMarks marks;
    marks.picks = true;
    if (held_) marks.held = PlayView<P>::grid_of(*held_);
    for (const auto& move : exercise_.found()) {
      const auto [from, to] = PlayView<P>::cells_of(exercise_.position(), move);
      marks.found.emplace_back(PlayView<P>::grid_of(from), PlayView<P>::grid_of(to));
    }
    if (revealed_) {
      const auto [from, to] = PlayView<P>::cells_of(exercise_.position(), *revealed_);
      marks.revealed_move = std::pair{PlayView<P>::grid_of(from), PlayView<P>::grid_of(to)};
    }
    if (wrong_move_) {
      const auto [from, to] = PlayView<P>::cells_of(exercise_.position(), *wrong_move_);
      marks.wrong = {PlayView<P>::grid_of(from), PlayView<P>::grid_of(to)};
    }
    show_marks(std::move(marks));
  }

  std::shared_ptr<const PuzzleProblem<P>> problem_;
  LegalMovesExercise<P> exercise_;
  std::optional<Cell> held_;
  std::optional<typename P::Move> revealed_;
  std::optional<typename P::Move> wrong_move_;
};

}  // namespace frontier::gui
