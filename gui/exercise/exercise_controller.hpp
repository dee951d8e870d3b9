#pragma once
// Exercise mode as the window sees it: the student runs a search by hand (or, for
// Solitaire, finds the legal moves of a configuration) on the chosen query, and every
// proposal is judged at once by core (frontier/trace/exercise.hpp,
// frontier/common/puzzle_exercise.hpp). The window gives it the board's clicks and the
// panel's buttons, draws its painter at its moment and shows its words; the words are made
// here from core's verdicts, in the language in force when they are asked for.

#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

#include "frontier/trace/exercise.hpp"
#include "play/by_hand_controller.hpp"
#include "results/student_results.hpp"

namespace frontier::gui {

class Problem;

// A proposal as core judged it: how it counts towards the grade, and, when it is wrong, what
// the class view gathers across students whose boards differ (the kind of mistake, the
// layer of the step the search took instead).
struct ProposalVerdict {
  bool right = false;
  bool shown = false;  // right, but the step had been shown first (H): tried, not right
  QString mistake;     // wrong: its kind, in words ("not the front of the queue")
  std::optional<std::int64_t> layer;  // the cost of the step the search took there; none for finding moves
  QString layer_words;                // that cost in the puzzle's words ("1 turn")
  trace::ExerciseMark mark() const { return trace::proposal_mark(right, shown); }
};

class ExerciseController : public ByHandController {
  Q_OBJECT

 private:
  int attempts_ = 0;

 public:
  // The picture (painter(), moment()): the trace's own at the point reached (the moment
  // the timeline shows there), or the configuration, with the exercise's marks over it.

  // The states the last click could mean, when it could mean several (the four headings
  // of a cell), in words; choose(i) proposes the i-th.
  virtual QStringList choices() const = 0;
  virtual void choose(int index) = 0;

  // Shows on the board, and says, what the model answer does next.
  virtual void reveal() = 0;
  // Takes the model answer's next step as the student's (it counts as right): how the
  // command line's --exercise-steps draws an exercise under way.
  virtual bool take_answer() = 0;

  // What to do now ("Click the state bfs-turns takes out next."), the verdict on the last
  // proposal (empty before the first), the grade so far ("17 of 20 steps right").
  virtual QString prompt() const = 0;
  // How this exercise's board takes a proposal, for the panel's help.
  virtual QString keys() const = 0;
  virtual QString verdict() const = 0;
  virtual bool wrong() const = 0;  // the verdict is a mistake
  virtual QString grade() const = 0;
  virtual bool finished() const = 0;
  // The grade: core's count of the exercise's marks (trace::ExerciseScore), which the
  // panel says, the results file records and the class view counts again.
  virtual trace::ExerciseScore score() const = 0;
  int right() const { return score().right; }
  int tried() const { return score().tried; }

  // Proposes again what a result recorded (a propose step: its state, or for finding moves
  // the move's two cells), as the student's click did, and gives the verdict; nullopt when
  // the step proposes nothing this exercise can take (the exercise is over, or the state or
  // move is none of its board's). How a result is graded again from its steps
  // (results/regrade.hpp).
  virtual std::optional<ProposalVerdict> replay(const ResultStep& step) = 0;
  // The pseudo-code line (1-based) of the step the search takes next, where a mistake on it
  // is counted in the class view; 0 where the exercise follows no pseudo-code (finding moves).
  virtual int expected_line() const { return 0; }
  // The search the student runs by hand (its trace is what moment() is a point of); null
  // for an exercise that runs none (finding the legal moves of a position).
  virtual std::shared_ptr<const SearchResult> search_result() const { return nullptr; }
  // Once the next step is shown (H), the search's point after it (the model's container);
  // nullopt otherwise, or for an exercise that runs no search.
  virtual std::optional<Moment> revealed_moment() const { return std::nullopt; }

  // A slide's retry policy: after `attempts` wrong proposals on one step, the step is shown
  // (as H shows it, and it costs its mark); 0: no limit.
  void set_attempts(int attempts) { attempts_ = attempts; }
  int attempts() const { return attempts_; }

 protected:
  // After a proposal: whether it was the last wrong one the policy allows on this step.
  bool out_of_attempts(bool right) {
    wrong_here_ = right ? 0 : wrong_here_ + 1;
    return attempts_ > 0 && wrong_here_ >= attempts_;
  }
  int wrong_here_ = 0;  // wrong proposals on the step now asked

 signals:
  // What the student just did (a proposal and its verdict, whether it took a step shown
  // first; a step shown, once a step; a step taken back), for their results
  // (results/results_keeper.hpp). A click once the exercise is over is nothing done.
  void stepped(const frontier::gui::ResultStep& step);
};

// An exercise on `problem`'s query, or the reason there is none (a board too large to do
// by hand, with its figures; a search that ends before its first expansion; no query).
// `algorithm` is the window's choice, taken when the puzzle's exercise can follow it.
struct ExerciseStart {
  std::unique_ptr<ExerciseController> exercise;
  QString refusal;
};
ExerciseStart start_exercise(const std::shared_ptr<const Problem>& problem, std::string_view algorithm);

}  // namespace frontier::gui
