#pragma once
// The picture of exercise mode: the puzzle's own painter (the trace's picture at the point
// reached, or the configuration of a Solitaire exercise) and over it the exercise's marks:
// the cells of the model answer once revealed, the cell of a wrong proposal, the piece
// picked and the legal moves found.

#include <QPoint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "render/marked_painter.hpp"

namespace frontier::gui {

struct ExerciseMarks {
  std::vector<QPoint> revealed;  // the model answer's cells (grid)
  std::optional<std::pair<QPoint, QPoint>> revealed_move;
  std::vector<QPoint> wrong;     // the cells of the last wrong proposal
  std::optional<QPoint> held;    // the piece picked (Solitaire)
  std::vector<std::pair<QPoint, QPoint>> found;  // legal moves found (Solitaire)
  // A configuration whose moves are found (Solitaire): the legend is the board's alone, as
  // in play mode, with picking and the moves found explained.
  bool picks = false;
};

class ExercisePainter : public MarkedPainter<ExerciseMarks> {
 public:
  ExercisePainter(std::shared_ptr<const BoardPainter> picture, ExerciseMarks marks)
      : MarkedPainter(std::move(picture), std::move(marks)) {}

  std::vector<LegendEntry> legend() const override;
  CounterCaptions counter_captions() const override { return picture().counter_captions(); }

 protected:
  void draw_marks(QPainter& painter, const CellGeometry& geometry, const PaintStyle& style) const override;
};

}  // namespace frontier::gui
