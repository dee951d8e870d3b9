#pragma once
// The 8-puzzle in the GUI: one case, a start frame, of a judge file. A state is a whole
// frame of nine cells, so the picture is the 3 × 3 frame showing the frame being expanded
// and, beside it, the chart of the layers' sizes (render/layer_chart.hpp).
// Grid: columns 0..2 are the frame, 3 a gap, 4..9 the chart.

#include <QCoreApplication>
#include <memory>

#include "frontier/eight/puzzle.hpp"
#include "model/puzzle_problem.hpp"
#include "render/layer_chart.hpp"

namespace frontier::gui {

template <>
struct PuzzleView<eight::Puzzle> {
  using P = eight::Puzzle;
  static constexpr int kFrameColumns = eight::kSide;
  static constexpr int kChartColumn = kFrameColumns + 1;
  static constexpr int kGridColumns = kChartColumn + 6;

  // The layers of the trace, for the chart.
  using Prepared = Layers;

  static const PuzzleWords<P>& words();
  static void prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result);
  static std::unique_ptr<BoardPainter> painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                               std::shared_ptr<const PuzzleResult<P>> result, std::string_view algorithm);
  // Play mode's picture: the frame alone, since no search's layers could fill the chart.
  static std::unique_ptr<BoardPainter> play_painter(std::shared_ptr<const PuzzleProblem<P>> problem);
};

// A frame in the judge's tokens, rows parted: "2 3 4 / 1 5 x / 7 6 8".
QString eight_frame_text(const eight::Frame& frame);

}  // namespace frontier::gui
