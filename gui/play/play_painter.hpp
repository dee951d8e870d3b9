#pragma once
// The picture of play mode: the puzzle's own painter drawing the position (as the board of
// a problem, with no search), and over it what the player is doing: the tile or piece
// picked, the line that took the last pair (for a moment), the move a hint shows.

#include <QPoint>
#include <QPointF>
#include <memory>
#include <optional>
#include <vector>

#include "render/board_painter.hpp"

namespace frontier::gui {

struct PlayMarks {
  std::optional<QPoint> held;  // the first tile clicked, the piece pressed (grid cells)
  std::vector<QPointF> line;   // the line through which the last pair left (grid cells)
  std::vector<QPoint> taken;   // the two cells the pair left, while its line shows
  std::optional<std::pair<QPoint, QPoint>> hint;  // a legal move, from and to
  bool hint_is_pair = false;   // a pair of tiles (ringed) rather than a move (an arrow)
  // What the legend explains: the game picks a tile or piece first; its moves are pairs.
  bool picks = false;
  bool takes_pairs = false;
};

class PlayPainter : public BoardPainter {
 public:
  PlayPainter(std::unique_ptr<BoardPainter> position, PlayMarks marks)
      : position_(std::move(position)), marks_(std::move(marks)) {}

  QSize grid() const override { return position_->grid(); }
  std::vector<LegendEntry> legend() const override;
  std::vector<LegendEntry> board_legend() const override { return position_->board_legend(); }
  QString describe_cell(QPoint cell, const Moment& moment) const override {
    return position_->describe_cell(cell, moment);
  }
  QString column_label(int x) const override { return position_->column_label(x); }
  QString row_label(int y) const override { return position_->row_label(y); }
  Focus focus(const Moment& moment) const override { return position_->focus(moment); }
  const PlayMarks& marks() const { return marks_; }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const override {
    position_->fill(image, view, moment, style);
  }
  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override;

 private:
  std::unique_ptr<BoardPainter> position_;
  PlayMarks marks_;
};

}  // namespace frontier::gui
