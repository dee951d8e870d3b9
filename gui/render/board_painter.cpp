#include "render/board_painter.hpp"

#include <QFont>
#include <QFontMetricsF>
#include <QPainterPath>

namespace frontier::gui {

void BoardPainter::render(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const {
  fill(image, view, moment, style);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setRenderHint(QPainter::TextAntialiasing);
  overlay(painter, CellGeometry{view.cells, static_cast<double>(view.cell_px)}, moment, style);
}

QImage BoardPainter::render(const Viewport& view, const Moment& moment, const PaintStyle& style) const {
  QImage image(view.cells.size() * view.cell_px, QImage::Format_RGB32);
  render(image, view, moment, style);
  return image;
}

BoardPainter::CellsDrawn BoardPainter::render_vector(QPainter& painter, int cell_px, const Moment& moment,
                                                     const PaintStyle& style, std::size_t most_shapes) const {
  const Viewport whole{QRect(QPoint(0, 0), grid()), cell_px};
  QImage cells(whole.cells.size() * cell_px, QImage::Format_RGB32);
  fill(cells, whole, moment, style);
  CellsDrawn drawn = CellsDrawn::as_bitmap;
  if (const std::optional<VectorCells> shapes = vectorise_cells(cells, cell_px, most_shapes)) {
    draw_vector_cells(painter, *shapes);
    drawn = CellsDrawn::as_shapes;
  } else {
    painter.drawImage(QPointF(0, 0), cells);
  }
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  overlay(painter, CellGeometry{whole.cells, static_cast<double>(cell_px)}, moment, style);
  painter.restore();
  return drawn;
}

void draw_cell_text(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour, double scale) {
  QFont font = painter.font();
  // Longer numbers get a smaller font so that they stay inside their cell.
  const double length_factor = text.size() <= 2 ? 1.0 : 2.0 / text.size();
  font.setPixelSize(std::max(6, static_cast<int>(rect.height() * scale * length_factor)));
  font.setItalic(false);
  painter.setFont(font);
  painter.setPen(QColor::fromRgb(colour));
  painter.drawText(rect, Qt::AlignCenter, text);
}

namespace {
// Text laid out in `rect` as drawText(rect, flags) would lay it out, drawn as glyph
// outlines: a stroke of `halo` under the fill of `colour`.
void draw_haloed(QPainter& painter, const QRectF& rect, int flags, const QString& text, const QFont& font, QRgb colour,
                 QRgb halo) {
  const QFontMetricsF metrics(font);
  const QRectF placed = metrics.boundingRect(rect, flags, text);
  QPainterPath glyphs;
  glyphs.addText(QPointF(placed.left(), placed.top() + metrics.ascent()), font, text);
  painter.save();
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(QColor::fromRgb(halo), std::max(2.0, font.pixelSize() * 0.2), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  painter.drawPath(glyphs);
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor::fromRgb(colour));
  painter.drawPath(glyphs);
  painter.restore();
}
}  // namespace

void draw_cell_label(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour, QRgb halo, double scale) {
  QFont font = painter.font();
  const double length_factor = text.size() <= 2 ? 1.0 : 2.0 / text.size();
  font.setPixelSize(std::max(6, static_cast<int>(rect.height() * scale * length_factor)));
  font.setItalic(false);
  draw_haloed(painter, rect, Qt::AlignCenter, text, font, colour, halo);
}

void draw_depth_label(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour, QRgb halo) {
  QFont font = painter.font();
  font.setItalic(true);
  font.setBold(false);
  font.setPixelSize(std::max(6, static_cast<int>(rect.height() * 0.34)));
  const double pad = rect.width() * 0.08;
  draw_haloed(painter, rect.adjusted(pad, pad, -pad * 1.5, -pad), Qt::AlignRight | Qt::AlignBottom, text, font, colour, halo);
}

}  // namespace frontier::gui

namespace frontier::gui {

void draw_depth_text(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour) {
  QFont font = painter.font();
  font.setItalic(true);
  font.setBold(false);
  font.setPixelSize(std::max(6, static_cast<int>(rect.height() * 0.34)));
  painter.setFont(font);
  painter.setPen(QColor::fromRgb(colour));
  const double pad = rect.width() * 0.08;
  painter.drawText(rect.adjusted(pad, pad, -pad * 1.5, -pad), Qt::AlignRight | Qt::AlignBottom, text);
}

}  // namespace frontier::gui
