#pragma once
// The cells of a picture as vector shapes, for SVG: the fill pass a painter drew into an
// image (BoardPainter::fill), read back as rectangles of one colour and the grid as lines.
// It knows nothing of any puzzle: it reads pixels. Cells of one colour become one
// rectangle per run of equal colour along a row (merged with the same run on the rows
// below), so a board of plain cells costs about one shape per change of colour, and a cell
// that holds a drawing (Huarongdao's wedges) costs one shape per run of its pixels.
//
// Past a budget of shapes the cells stay one embedded image: an SVG of hundreds of
// thousands of elements opens slowly in slide programs and draws no better than a bitmap.

#include <QImage>
#include <QLine>
#include <QPainter>
#include <QRect>
#include <QRgb>
#include <cstddef>
#include <optional>
#include <vector>

namespace frontier::gui {

// 40 000 rectangles are about 2 MB of SVG (some 50 bytes each in a colour's path), which
// LibreOffice Impress, PowerPoint, Inkscape and the browsers open in a second or two. A board
// of plain cells needs at most one a cell (a 200 × 200 board all different; a search's
// picture, with its runs of equal colour, far fewer), so every Lianliankan, Mahjong and
// Solitaire sample fits, the 1000 × 999 board not. Huarongdao's wedges are a drawing in each
// cell, a few shapes per pixel row of it: its samples up to 10 × 14 fit, 30 × 30 not.
inline constexpr std::size_t kMostVectorShapes = 40'000;

struct VectorCells {
  struct Patch {
    QRgb colour = 0;
    std::vector<QRect> rects;  // image pixels, disjoint
  };
  std::vector<Patch> patches;  // one per colour, so the SVG sets each fill once
  // The grid when the fill drew one (every cell's right column and bottom row in one
  // colour): the pixel column x and row y of each line, drawn as 1-pixel vector lines.
  std::optional<QRgb> grid;
  std::vector<int> grid_columns;
  std::vector<int> grid_rows;
  QSize size;
  std::size_t shapes() const;
};

// The shapes of `fill` (a fill pass at cell_px pixels a cell), or nullopt when they would be
// more than `most_shapes`.
std::optional<VectorCells> vectorise_cells(const QImage& fill, int cell_px, std::size_t most_shapes = kMostVectorShapes);

// Draws them at the painter's origin, one image pixel a unit: a path a colour, the grid's
// lines on top.
void draw_vector_cells(QPainter& painter, const VectorCells& cells);

}  // namespace frontier::gui
