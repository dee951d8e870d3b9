#pragma once
// Solitaire in the GUI: one case (start and goal) of a judge file. A state is a whole
// configuration of four pieces, so the picture is the 8 × 8 board showing the
// configuration being expanded, and beside it a chart of the layers' sizes (both sides
// of a bidirectional search). Grid: columns 0..7 are the board, 8 a gap, 9..16 the chart.

#include <QCoreApplication>
#include <array>
#include <memory>
#include <vector>

#include "frontier/solitaire/puzzle.hpp"
#include "model/puzzle_problem.hpp"
#include "render/layer_chart.hpp"

namespace frontier::gui {

template <>
struct PuzzleView<solitaire::Puzzle> {
  using P = solitaire::Puzzle;
  static constexpr int kBoardColumns = solitaire::kBoardSize;
  static constexpr int kChartColumn = kBoardColumns + 1;
  static constexpr int kGridColumns = kChartColumn + 8;

  // The layers of the trace, for the chart (render/layer_chart.hpp).
  using Prepared = Layers;

  static const PuzzleWords<P>& words();
  static void prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result);
  static std::unique_ptr<BoardPainter> painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                               std::shared_ptr<const PuzzleResult<P>> result, std::string_view algorithm);
  // Play mode's picture: the board alone, since no search's layers could fill the chart.
  static std::unique_ptr<BoardPainter> play_painter(std::shared_ptr<const PuzzleProblem<P>> problem);
};

// The four pieces of a configuration: "(4, 4) (4, 5) (5, 4) (5, 5)".
QString solitaire_pieces_text(const solitaire::Configuration& configuration);

}  // namespace frontier::gui
