#pragma once
// A puzzle's own picture with marks drawn over it: play mode's over the position,
// exercise mode's over the trace's picture at the point reached. All but the legend and
// the marks is the picture's own.

#include <memory>
#include <utility>

#include "render/board_painter.hpp"

namespace frontier::gui {

template <class Marks>
class MarkedPainter : public BoardPainter {
 public:
  QSize grid() const override { return picture_->grid(); }
  std::vector<LegendEntry> board_legend() const override { return picture_->board_legend(); }
  QString describe_cell(QPoint cell, const Moment& moment) const override {
    return picture_->describe_cell(cell, moment);
  }
  QString column_label(int x) const override { return picture_->column_label(x); }
  QString row_label(int y) const override { return picture_->row_label(y); }
  Focus focus(const Moment& moment) const override { return picture_->focus(moment); }
  const Marks& marks() const { return marks_; }

 protected:
  MarkedPainter(std::shared_ptr<const BoardPainter> picture, Marks marks)
      : marks_(std::move(marks)), picture_(std::move(picture)) {}

  const BoardPainter& picture() const { return *picture_; }
  // The marks, drawn over the picture's own overlay.
  virtual void draw_marks(QPainter& painter, const CellGeometry& geometry, const PaintStyle& style) const = 0;

  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const final {
    picture_->fill(image, view, moment, style);
  }
  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const final {
    picture_->overlay(painter, geometry, moment, style);
    draw_marks(painter, geometry, style);
  }

  Marks marks_;

 private:
  std::shared_ptr<const BoardPainter> picture_;
};

}  // namespace frontier::gui
