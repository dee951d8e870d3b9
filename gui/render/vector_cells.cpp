#include "render/vector_cells.hpp"

#include <QHash>
#include <QPainterPath>

#include "render/board_painter.hpp"

namespace frontier::gui {

namespace {

// fill_cells' grid: from kGridMinPx a cell, the last column and row of every cell. Found
// by looking, so that any fill drawn the same way (Huarongdao's wedges too) is read alike.
std::optional<QRgb> grid_colour(const QImage& image, int px) {
  if (px < kGridMinPx || image.width() < px || image.height() < px) return std::nullopt;
  const QRgb grid = image.pixel(px - 1, px - 1);
  for (int y = 0; y < image.height(); ++y) {
    const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
    if (y % px == px - 1) {
      for (int x = 0; x < image.width(); ++x) {
        if (line[x] != grid) return std::nullopt;
      }
    } else {
      for (int x = px - 1; x < image.width(); x += px) {
        if (line[x] != grid) return std::nullopt;
      }
    }
  }
  return grid;
}

// Paints the grid's pixels over with the cell's own colour (the pixel left of or above),
// so that the rectangles run across cells and the lines are drawn once, on top.
void cover_grid(QImage& image, int px) {
  for (int y = 0; y < image.height(); ++y) {
    auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
    if (y % px == px - 1) {
      const auto* above = reinterpret_cast<const QRgb*>(image.constScanLine(y - 1));
      std::copy(above, above + image.width(), line);
    } else {
      for (int x = px - 1; x < image.width(); x += px) line[x] = line[x - 1];
    }
  }
}

struct Run {
  int x0 = 0;
  int x1 = 0;  // past the end
  QRgb colour = 0;
  int top = 0;  // the first row of the rectangle it grows
};

}  // namespace

std::size_t VectorCells::shapes() const {
  std::size_t n = grid_columns.size() + grid_rows.size();
  for (const Patch& patch : patches) n += patch.rects.size();
  return n;
}

std::optional<VectorCells> vectorise_cells(const QImage& fill, int cell_px, std::size_t most_shapes) {
  QImage image = fill.convertToFormat(QImage::Format_RGB32);
  VectorCells cells;
  cells.size = image.size();
  cells.grid = grid_colour(image, cell_px);
  if (cells.grid) {
    cover_grid(image, cell_px);
    for (int x = cell_px - 1; x < image.width(); x += cell_px) cells.grid_columns.push_back(x);
    for (int y = cell_px - 1; y < image.height(); y += cell_px) cells.grid_rows.push_back(y);
  }
  std::size_t shapes = cells.grid_columns.size() + cells.grid_rows.size();
  QHash<QRgb, std::size_t> patch_of;
  const auto emit_rect = [&](const Run& run, int bottom) {
    auto found = patch_of.find(run.colour);
    if (found == patch_of.end()) {
      found = patch_of.insert(run.colour, cells.patches.size());
      cells.patches.push_back({run.colour, {}});
    }
    cells.patches[*found].rects.emplace_back(QPoint(run.x0, run.top), QPoint(run.x1 - 1, bottom - 1));
  };
  // Rectangles still growing, left to right; a run of the next row with the same ends and
  // colour makes one taller.
  std::vector<Run> open;
  std::vector<Run> next;
  for (int y = 0; y < image.height(); ++y) {
    const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
    next.clear();
    std::size_t o = 0;
    for (int x = 0; x < image.width();) {
      int end = x + 1;
      while (end < image.width() && line[end] == line[x]) ++end;
      Run run{x, end, line[x], y};
      while (o < open.size() && open[o].x0 < x) emit_rect(open[o++], y), ++shapes;
      if (o < open.size() && open[o].x0 == x && open[o].x1 == end && open[o].colour == run.colour) {
        run.top = open[o++].top;
      }
      next.push_back(run);
      x = end;
    }
    while (o < open.size()) emit_rect(open[o++], y), ++shapes;
    std::swap(open, next);
    if (shapes + open.size() > most_shapes) return std::nullopt;
  }
  for (const Run& run : open) emit_rect(run, image.height());
  return cells;
}

void draw_vector_cells(QPainter& painter, const VectorCells& cells) {
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, false);
  painter.setPen(Qt::NoPen);
  // Each colour one path of its rectangles: a renderer that antialiases fills a path's
  // shared edges whole, where two rectangles drawn apart would leave a faint seam between
  // them when the picture is scaled.
  for (const VectorCells::Patch& patch : cells.patches) {
    QPainterPath path;
    for (const QRect& rect : patch.rects) path.addRect(rect);
    painter.fillPath(path, QColor::fromRgb(patch.colour));
  }
  if (cells.grid) {
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor::fromRgb(*cells.grid), 1, Qt::SolidLine, Qt::FlatCap));
    std::vector<QLineF> lines;
    for (const int x : cells.grid_columns) lines.emplace_back(x + 0.5, 0, x + 0.5, cells.size.height());
    for (const int y : cells.grid_rows) lines.emplace_back(0, y + 0.5, cells.size.width(), y + 0.5);
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
  }
  painter.restore();
}

}  // namespace frontier::gui
