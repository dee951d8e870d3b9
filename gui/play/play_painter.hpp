#pragma once
// The picture of play mode: the puzzle's own painter drawing the position (as the board of
// a problem, with no search), and over it what the player is doing: the tile or piece
// picked, the line that took the last pair (for a moment), the move a hint shows.

#include <QPoint>
#include <QPointF>
#include <memory>
#include <optional>
#include <vector>

#include "render/marked_painter.hpp"

namespace frontier::gui {

struct PlayMarks {
  std::optional<QPoint> held;  // the first tile clicked, the piece pressed (grid cells)
  std::vector<QPointF> line;   // the line through which the last pair left (grid cells)
  std::vector<QPoint> taken;   // the two cells the pair left, while its line shows
  std::optional<std::pair<QPoint, QPoint>> hint;  // a legal move, from and to as the player's key or drag goes
  bool hint_is_pair = false;   // a pair of tiles (ringed) rather than a move (an arrow)
  // What the legend explains: the game picks a tile or piece first; its moves are pairs.
  bool picks = false;
  bool takes_pairs = false;
};

class PlayPainter : public MarkedPainter<PlayMarks> {
 public:
  PlayPainter(std::unique_ptr<BoardPainter> position, PlayMarks marks)
      : MarkedPainter(std::move(position), std::move(marks)) {}

  std::vector<LegendEntry> legend() const override;

 protected:
  void draw_marks(QPainter& painter, const CellGeometry& geometry, const PaintStyle& style) const override;
};

}  // namespace frontier::gui
