#pragma once
// A result graded again from its recorded steps, as the teacher's class view grades every
// result: the board made again (from its generator's seed and parameters, or its judge
// text), the search run again by core, and each step done again, a proposal judged by
// core's exercise (trace/exercise.hpp) and an answer by ask mode's session, as when the
// student took it. The score written in the file is not believed: where it, or any step's
// verdict, is not what core says, the result is marked as edited.

#include <QString>
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
  qint64 ms = 0;   // time to the last step
  bool finished = false;
  bool edited = false;  // the file's verdicts or counts are not core's
  QString problem;      // why it cannot be graded (a board that does not read, a search unknown); empty when graded
  std::vector<Cell> wrong_cells;  // cells of each wrong proposal, each missed cell of a wrong answer
  std::map<int, int> wrong_lines; // pseudo-code line (1-based) of the step the search took instead → mistakes
  std::shared_ptr<const Problem> board;  // the board made again (null when it could not be)
  bool graded() const { return problem.isEmpty(); }
};

Regrade regrade(const ResultActivity& activity);

}  // namespace frontier::gui
