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

#include "render/board_painter.hpp"

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

class ExercisePainter : public BoardPainter {
 public:
  ExercisePainter(std::shared_ptr<const BoardPainter> picture, ExerciseMarks marks)
      : picture_(std::move(picture)), marks_(std::move(marks)) {}

  QSize grid() const override { return picture_->grid(); }
  std::vector<LegendEntry> legend() const override;
  std::vector<LegendEntry> board_legend() const override { return picture_->board_legend(); }
  CounterCaptions counter_captions() const override { return picture_->counter_captions(); }
  QString describe_cell(QPoint cell, const Moment& moment) const override {
    return picture_->describe_cell(cell, moment);
  }
  QString column_label(int x) const override { return picture_->column_label(x); }
  QString row_label(int y) const override { return picture_->row_label(y); }
  Focus focus(const Moment& moment) const override { return picture_->focus(moment); }
  const ExerciseMarks& marks() const { return marks_; }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const override {
    picture_->fill(image, view, moment, style);
  }
  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override;

 private:
  std::shared_ptr<const BoardPainter> picture_;
  ExerciseMarks marks_;
};

}  // namespace frontier::gui
