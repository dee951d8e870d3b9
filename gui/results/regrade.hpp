#pragma once
// A result graded again from its recorded steps, as the teacher's class view grades every
// result: the board made again (from its generator's seed and parameters, or its judge
// text), the search run again by core, and each step done again, a proposal judged by
// core's exercise (trace/exercise.hpp) and an answer by ask mode's session, as when the
// student took it. The grade is core's count (trace::ExerciseScore), the one the student's
// panel showed and the window wrote. The score written in the file is not believed; where
// the file disagrees with its own steps (its score is not their count, a step's verdict is
// not core's), the result is marked edited, with what disagrees.

#include <QString>
#include <atomic>
#include <chrono>
#include <QStringList>
#include <map>
#include <memory>
#include <vector>

#include "frontier/common/cell.hpp"
#include "results/student_results.hpp"

namespace frontier::gui {

struct Regrade {
  int right = 0;   // steps right, a step shown first (H) not counted: showing costs the step (core's count)
  int tried = 0;   // proposals and answers judged
  int shown = 0;   // steps shown
  int moves = 0;   // play: moves made
  qint64 ms = 0;   // the last moment recorded: its last step or explanation, from the activity's start
  bool finished = false;
  // What in the file disagrees with its own recorded steps, in words ("says 3 right; its
  // steps give 2", "step 4 says right; core judges it wrong"); empty for an honest result.
  QStringList edits;
  QString problem;      // why it cannot be graded (a board that does not read, a search unknown); empty when graded
  std::vector<Cell> wrong_cells;  // cells of each wrong proposal, each missed cell of a wrong answer
  // What is comparable across boards: the pseudo-code line (1-based) of the step the search
  // took instead, the kind of mistake in words, the layer (cost) of that step.
  std::map<int, int> wrong_lines;
  std::map<QString, int> wrong_kinds;
  struct Layer {
    QString words;  // the cost in the puzzle's words ("1 turn")
    int mistakes = 0;
  };
  std::map<std::int64_t, Layer> wrong_layers;
  std::shared_ptr<const Problem> board;  // the board made again (null when it could not be)
  bool graded() const { return problem.isEmpty(); }
  bool edited() const { return !edits.isEmpty(); }
};

// The time an activity's search may take when it is graded again.
inline constexpr std::chrono::milliseconds kRegradeTime{4000};

// `cancelled`, when set (the class view's progress dialog's Cancel), stops the search in
// hand: the activity is then not graded.
Regrade regrade(const ResultActivity& activity, std::chrono::milliseconds allowed = kRegradeTime,
                const std::atomic<bool>* cancelled = nullptr);

}  // namespace frontier::gui
