#include "render/board_painter.hpp"

#include <QFont>
#include <QFontMetricsF>
#include <QPainterPath>
#include <QStringList>
#include <algorithm>

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
// The width of the outline draw_haloed strokes around type of `px` pixels, half of it outside the glyphs.
double halo_width(int px) { return std::max(2.0, px * 0.2); }

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
  painter.setPen(QPen(QColor::fromRgb(halo), halo_width(font.pixelSize()), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  painter.drawPath(glyphs);
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor::fromRgb(colour));
  painter.drawPath(glyphs);
  painter.restore();
}

// The largest type of at most `most_px` pixels (and not under kLeastLabelPx) in which each
// of `lines`, its halo included, is `width` wide at most.
int fitting_px(QFont font, const QStringList& lines, double width, int most_px) {
  int px = std::max(kLeastLabelPx, most_px);
  const auto widest = [&] {
    font.setPixelSize(px);
    const QFontMetricsF metrics(font);
    double wide = 0;
    for (const QString& line : lines) wide = std::max(wide, metrics.horizontalAdvance(line));
    return wide + halo_width(px);
  };
  // Scaled down in proportion, then a pixel at a time for what rounding leaves over.
  for (double wide = widest(); px > kLeastLabelPx && wide > width; wide = widest()) {
    px = std::max(kLeastLabelPx, std::min(px - 1, static_cast<int>(px * width / wide)));
  }
  return px;
}
}  // namespace

void draw_cell_label(QPainter& painter, const QRectF& rect, const QString& text, QRgb colour, QRgb halo, double scale) {
  QFont font = painter.font();
  font.setItalic(false);
  // A long number (a tile may be 123456789) takes the largest type in which it fits the
  // rect's width: shrunk by its count of digits, nine digits were a smudge in a cell with
  // room for them. Where one line leaves the type too small to read, two lines of half the
  // digits each, if that makes it larger.
  const int most = static_cast<int>(rect.height() * scale);
  int px = fitting_px(font, {text}, rect.width(), most);
  QStringList lines{text};
  if (px < kReadableLabelPx && text.size() >= 4) {
    const qsizetype half = (text.size() + 1) / 2;
    const QStringList halves{text.left(half), text.mid(half)};
    font.setPixelSize(1000);  // the line spacing of the type, as a share of its size
    const double spacing = QFontMetricsF(font).lineSpacing() / 1000.0;
    const int two = fitting_px(font, halves, rect.width(), std::min(most, static_cast<int>(rect.height() / (2 * spacing))));
    if (two > px) {
      px = two;
      lines = halves;
    }
  }
  font.setPixelSize(px);
  const QFontMetricsF metrics(font);
  // Too long to be read even so: its first digits and an ellipsis, the whole number being
  // in the status bar's words for the cell under the mouse.
  if (lines.size() == 1 && metrics.horizontalAdvance(text) + halo_width(px) > rect.width()) {
    lines[0] = metrics.elidedText(text, Qt::ElideRight, rect.width() - halo_width(px));
  }
  const double spacing = metrics.lineSpacing();
  const double top = rect.center().y() - spacing * static_cast<double>(lines.size()) / 2;
  for (qsizetype i = 0; i < lines.size(); ++i) {
    const QRectF line(rect.left(), top + spacing * static_cast<double>(i), rect.width(), spacing);
    draw_haloed(painter, line, Qt::AlignCenter, lines[i], font, colour, halo);
  }
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
