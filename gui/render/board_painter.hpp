#pragma once
// A puzzle's picture at one moment of a search. The picture is a grid of cells (margins
// included: Mahjong's outer ring, Solitaire's chart); a painter renders any rectangle of
// that grid at any cell size into ONE QImage, in two passes:
//   fill     writes every cell's colour straight into the image's scan lines (the pass
//            that must stay fast for a million cells), grid lines included;
//   overlay  draws the few vector things on top with QPainter (labels, paths, marks),
//            only what the cell size leaves room for.
// The same two passes export SVG: the cells as vector shapes read back from the fill pass
// (vector_cells.hpp), or as one embedded image past a budget of shapes; the overlay as
// vectors.

#include <QImage>
#include <QPainter>
#include <QRect>
#include <QString>
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/trace/recorder.hpp"
#include "render/palette.hpp"
#include "render/vector_cells.hpp"

namespace frontier::gui {

// Which moment of a search to show (see Playback for how the cursor maps to it).
struct Moment {
  trace::Step step = 0;       // every state as marked at this step ...
  bool before_start = false;  // ... or none seen at all (the fine steps of the set-up)
  std::span<const trace::FineStep> fine;  // then these fine events on top (discoveries)
  trace::StateId current = trace::kNoState;  // the state being expanded, lit
  trace::StateId subject = trace::kNoState;  // the state the current pseudo-code line is about
  bool finished = false;      // the search's end is shown: its answer and path too
  int move = 0;               // moves of the found sequence already played
};

// The part of the picture to render: cells [x, x+w) × [y, y+h) at cell_px pixels a cell.
struct Viewport {
  QRect cells;
  int cell_px = 1;
};

// Cell rectangles in the pixels of an overlay pass.
struct CellGeometry {
  QRect cells;
  double px = 1;
  QRectF rect(int col, int row) const {
    return {(col - cells.x()) * px, (row - cells.y()) * px, px, px};
  }
  QPointF centre(int col, int row) const { return rect(col, row).center(); }
  // Corners of wedges and points between cells use fractional cells.
  QPointF point(double col, double row) const { return {(col - cells.x()) * px, (row - cells.y()) * px}; }
  bool visible(int col, int row) const { return cells.contains(col, row); }
};

struct LegendEntry {
  enum class Shape { swatch, line, ring, wedge, number };
  Shape shape = Shape::swatch;
  QRgb colour = 0;
  QString text;
};

// What the Counters panel calls the search's numbers for the algorithm painted: a caption
// per number, or an empty one to hide a number that means nothing for that search (a
// layer where there are no layers). Empty as a whole: the panel's own captions.
struct CounterCaptions {
  bool own = false;  // false: the panel's captions (Layer, Expanded, Frontier, Largest frontier)
  QString layer;
  QString expanded;
  QString frontier;
  QString largest;
};

// Cell sizes from which details are drawn: below these they would be noise.
inline constexpr int kGridMinPx = 6;
inline constexpr int kLabelMinPx = 18;

// What a query names on the picture (grid cells): the cells it asks about and, once the
// search has ended, the found line through its corners. The view zooms to it, and keeps
// it visible however small the cells are drawn.
struct Focus {
  std::vector<QPoint> cells;
  std::vector<QPointF> line;
  bool empty() const { return cells.empty() && line.empty(); }
};

// The scale of a chart drawn beside a board (Solitaire's layer sizes): the most states
// one bar stands for and the number of bars. Lanes compared side by side draw their
// charts on one axis, the largest of theirs, so that bars of the same height are layers
// of the same size.
struct ChartAxis {
  std::size_t largest = 0;
  std::size_t bars = 0;
};

class BoardPainter {
  // Play and exercise mode draw their marks over a puzzle's own picture (marked_painter.hpp).
  template <class Marks>
  friend class MarkedPainter;

 public:
  virtual ~BoardPainter() = default;

  // The whole picture in cells: columns × rows.
  virtual QSize grid() const = 0;
  virtual std::vector<LegendEntry> legend() const = 0;
  // The legend of the board alone, without a search's marks: what play mode's picture of
  // a position needs.
  virtual std::vector<LegendEntry> board_legend() const = 0;
  // The counters' captions for what this painter draws; by default the panel's own.
  virtual CounterCaptions counter_captions() const { return {}; }
  // What the cell under the mouse is, for the status bar ("(3, 4) tile 7, 2 turns").
  virtual QString describe_cell(QPoint cell, const Moment& moment) const = 0;
  // The judge's number of a grid column or row, for the rulers; empty where the grid
  // is not the board (a chart).
  virtual QString column_label(int x) const { return QString::number(x); }
  virtual QString row_label(int y) const { return QString::number(y); }
  // Where a judge cell is drawn, and the judge cell a grid cell draws (none off the board):
  // ask mode's picks and marks are judge cells. By default the grid is the board with the
  // ring around it, so grid (x, y) is the judge's row y, column x.
  virtual QPoint grid_cell(Cell cell) const { return {cell.col, cell.row}; }
  virtual std::optional<Cell> judge_cell(QPoint at) const {
    if (at.x() < 0 || at.y() < 0 || at.x() >= grid().width() || at.y() >= grid().height()) return std::nullopt;
    return Cell{at.y(), at.x()};
  }
  // Nothing by default: the whole picture is what is asked about.
  virtual Focus focus(const Moment&) const { return {}; }
  // The axis of the painter's chart for its own search, if it draws one; and the axis of
  // the lanes it is compared with, which it draws on when that is larger.
  virtual std::optional<ChartAxis> chart_axis() const { return std::nullopt; }
  virtual void share_chart_axis(const ChartAxis&) {}

  // Renders `view` into `image`, which must be view.cells.size() * cell_px, Format_RGB32.
  void render(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const;
  QImage render(const Viewport& view, const Moment& moment, const PaintStyle& style) const;
  // The whole picture on any device (SVG), at cell_px units a cell: the cells as at most
  // `most_shapes` vector shapes, else as one image (which it returns); the overlay as vectors.
  enum class CellsDrawn { as_shapes, as_bitmap };
  CellsDrawn render_vector(QPainter& painter, int cell_px, const Moment& moment, const PaintStyle& style,
                           std::size_t most_shapes = kMostVectorShapes) const;

 protected:
  virtual void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const = 0;
  virtual void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
                       const PaintStyle& style) const = 0;
};

// Writes cells into an image: colour_of(col, row) -> QRgb for each cell of the view, each
// drawn as a cell_px square whose right and bottom edge is `grid` when cells are large.
// Inline and templated because it runs a million times a frame on big boards.
template <class ColourOf>
void fill_cells(QImage& image, const Viewport& view, QRgb grid, ColourOf&& colour_of) {
  const int px = view.cell_px;
  const int width = view.cells.width();
  const bool lines = px >= kGridMinPx;
  std::vector<QRgb> row_colours(static_cast<std::size_t>(width));
  for (int r = 0; r < view.cells.height(); ++r) {
    const int row = view.cells.y() + r;
    for (int c = 0; c < width; ++c) row_colours[static_cast<std::size_t>(c)] = colour_of(view.cells.x() + c, row);
    for (int y = 0; y < px; ++y) {
      auto* line = reinterpret_cast<QRgb*>(image.scanLine(r * px + y));
      if (px == 1) {
        std::copy(row_colours.begin(), row_colours.end(), line);
        continue;
      }
      const bool edge_row = lines && y == px - 1;
      for (int c = 0; c < width; ++c) {
        QRgb* cell = line + c * px;
        if (edge_row) {
          std::fill(cell, cell + px, grid);
        } else {
          std::fill(cell, cell + px, row_colours[static_cast<std::size_t>(c)]);
          if (lines) cell[px - 1] = grid;
        }
      }
    }
  }
}

// The middle of a cell that what it holds (a tile's number) has to itself: the marks drawn
// on a cell (the found line's end dot, the heading arrow) keep outside it, for a number
// with a dot or an arrow through it reads as another ("1" as "θ").
inline constexpr double kLabelRoomShare = 0.6;
inline QRectF label_room(const QRectF& cell) {
  const double margin = (1 - kLabelRoomShare) / 2;
  return cell.adjusted(cell.width() * margin, cell.height() * margin, -cell.width() * margin, -cell.height() * margin);
}
// Draws `text` centred in `rect` in `colour`, sized to the rect: what a cell holds (a tile).
void draw_cell_text(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour, double scale = 0.5);
// The same, outlined in `halo`: a label drawn over lines and marks (a dashed square, a
// line passing by) that must stay readable on them. Its type is `scale` of the rect's
// height, smaller where the text would be wider than the rect, never under
// kLeastLabelPx; a long number whose type would be smaller than kReadableLabelPx goes on
// two lines where they are larger, and a text too wide even so is cut short with an ellipsis.
inline constexpr int kLeastLabelPx = 7;
inline constexpr int kReadableLabelPx = 11;
void draw_cell_label(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour, QRgb halo, double scale = 0.5);
// Draws a depth (turns, segments, moves) small and italic in the cell's lower right
// corner, so that it never reads as what the cell holds.
void draw_depth_text(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour);
// The same, outlined in `halo`, for a depth drawn over marks.
void draw_depth_label(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour, QRgb halo);

}  // namespace frontier::gui
