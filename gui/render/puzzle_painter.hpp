#pragma once
// What every puzzle's painter holds: the problem it draws, the search's result (null
// before a run and in play mode), and a state of that search as core decodes it on the
// problem's case (P::decode).

#include <memory>
#include <utility>

#include "model/puzzle_problem.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

template <PuzzleContract P>
class PuzzlePainter : public BoardPainter {
 protected:
  PuzzlePainter(std::shared_ptr<const PuzzleProblem<P>> problem, std::shared_ptr<const PuzzleResult<P>> result)
      : problem_(std::move(problem)), result_(std::move(result)) {}

  DecodedState decoded(trace::StateId state) const { return P::decode(result_->algorithm, problem_->game(), state); }

  std::shared_ptr<const PuzzleProblem<P>> problem_;
  std::shared_ptr<const PuzzleResult<P>> result_;
};

}  // namespace frontier::gui
