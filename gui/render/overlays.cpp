#include "render/overlays.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "render/cell_states.hpp"

namespace frontier::gui {

double stroke_width(double px, const PaintStyle& style) {
  const double width = std::clamp(px * 0.14, 1.5, 8.0);
  return style.presentation ? width * 1.5 : width;
}

namespace {
// Where a path leaving `end` towards `next` (cell centres, in cells) crosses `end`'s edge.
QPointF edge_towards(QPointF end, QPointF next) {
  const QPointF along = next - end;
  const double length = std::hypot(along.x(), along.y());
  if (length == 0) return end;
  const double half = 0.5 / std::max(std::abs(along.x()), std::abs(along.y())) * length;  // to the edge, diagonals too
  return end + along / length * std::min(half, length);
}
}  // namespace

void draw_path(QPainter& painter, const CellGeometry& geometry, const std::vector<QPointF>& points,
               const PaintStyle& style, bool numbered, PathEnds ends) {
  if (points.size() < 2) return;
  const SearchColours& colours = search_colours(style);
  std::vector<QPointF> drawn = points;
  if (ends == PathEnds::at_edges) {
    drawn.front() = edge_towards(points[0], points[1]);
    drawn.back() = edge_towards(points.back(), points[points.size() - 2]);
  }
  QPainterPath path;
  path.moveTo(geometry.point(drawn[0].x() + 0.5, drawn[0].y() + 0.5));
  for (std::size_t i = 1; i < drawn.size(); ++i) path.lineTo(geometry.point(drawn[i].x() + 0.5, drawn[i].y() + 0.5));
  const double width = stroke_width(geometry.px, style);
  painter.save();
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(QColor::fromRgb(colours.ink), width * 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  painter.drawPath(path);
  painter.setPen(QPen(QColor::fromRgb(colours.path), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  painter.drawPath(path);
  // The two ends as dots, so that a path of one segment still shows where it starts; at
  // the edges, small enough to stay out of the cell's label_room.
  double radius = std::max(width * 1.3, 3.0);
  if (ends == PathEnds::at_edges) radius = std::min(radius, geometry.px * ((1 - kLabelRoomShare) / 2 - 0.02));
  painter.setPen(QPen(QColor::fromRgb(colours.ink), width * 0.5));
  painter.setBrush(QColor::fromRgb(colours.path));
  for (const QPointF& end : {drawn.front(), drawn.back()}) {
    painter.drawEllipse(geometry.point(end.x() + 0.5, end.y() + 0.5), radius, radius);
  }
  if (numbered && geometry.px >= 10) {
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(std::clamp(geometry.px * 0.45, 9.0, 40.0)));
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    for (std::size_t i = 1; i < points.size(); ++i) {
      const QPointF a = geometry.point(points[i - 1].x() + 0.5, points[i - 1].y() + 0.5);
      const QPointF b = geometry.point(points[i].x() + 0.5, points[i].y() + 0.5);
      const QString label = QString::number(i);
      const double side = std::max(metrics.horizontalAdvance(label), metrics.height()) + 4;
      const QRectF badge(QPointF((a + b) / 2) - QPointF(side / 2, side / 2), QSizeF(side, side));
      painter.setPen(QPen(QColor::fromRgb(colours.ink), 1));
      painter.setBrush(QColor(Qt::white));
      painter.drawEllipse(badge);
      painter.setPen(QColor::fromRgb(colours.ink));
      painter.drawText(badge, Qt::AlignCenter, label);
    }
  }
  painter.restore();
}

void draw_ring(QPainter& painter, const QRectF& cell, QRgb colour, const PaintStyle& style) {
  const double width = stroke_width(cell.width(), style);
  const double inset = width / 2 + cell.width() * 0.06;
  painter.save();
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(QColor::fromRgb(search_colours(style).ink), width * 1.8));
  painter.drawRect(cell.adjusted(inset, inset, -inset, -inset));
  painter.setPen(QPen(QColor::fromRgb(colour), width));
  painter.drawRect(cell.adjusted(inset, inset, -inset, -inset));
  painter.restore();
}

void draw_subject(QPainter& painter, const QRectF& cell, const PaintStyle& style) {
  const double width = std::max(1.5, stroke_width(cell.width(), style) * 0.8);
  painter.save();
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(QColor::fromRgb(search_colours(style).ink), width, Qt::DashLine));
  painter.drawRect(cell.adjusted(width / 2, width / 2, -width / 2, -width / 2));
  painter.restore();
}

void draw_move_arrow(QPainter& painter, const CellGeometry& geometry, QPoint from, QPoint to, QRgb colour, bool dashed,
                     const PaintStyle& style) {
  const QPointF a = geometry.centre(from.x(), from.y());
  const QPointF b = geometry.centre(to.x(), to.y());
  const double length = std::hypot((b - a).x(), (b - a).y());
  if (length == 0) return;
  const QPointF along = (b - a) / length;
  const QPointF side(-along.y(), along.x());
  const double head = geometry.px * 0.22;
  painter.save();
  painter.setPen(QPen(QColor::fromRgb(colour), stroke_width(geometry.px, style), dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
  painter.drawLine(a, b - along * head * 0.5);
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor::fromRgb(colour));
  painter.drawPolygon(QPolygonF{b, b - along * head + side * head * 0.6, b - along * head - side * head * 0.6});
  painter.restore();
}

void draw_dashed(QPainter& painter, const CellGeometry& geometry, const std::vector<QPointF>& points, QRgb colour,
                 const PaintStyle& style) {
  if (points.size() < 2) return;
  QPainterPath path;
  path.moveTo(geometry.point(points[0].x() + 0.5, points[0].y() + 0.5));
  for (std::size_t i = 1; i < points.size(); ++i) path.lineTo(geometry.point(points[i].x() + 0.5, points[i].y() + 0.5));
  painter.save();
  painter.setBrush(Qt::NoBrush);
  painter.setPen(QPen(QColor::fromRgb(colour), std::max(1.5, stroke_width(geometry.px, style)), Qt::DashLine,
                      Qt::RoundCap, Qt::RoundJoin));
  painter.drawPath(path);
  painter.restore();
}

void draw_query_rings(QPainter& painter, const CellGeometry& geometry, Cell from, Cell to, const PaintStyle& style) {
  for (const Cell& end : {from, to}) {
    if (geometry.visible(end.col, end.row)) draw_ring(painter, geometry.rect(end.col, end.row), okabe_ito::kGreen, style);
  }
}

void draw_state_focus(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const PaintStyle& style,
                      const std::function<StatePart(trace::StateId)>& decoded) {
  if (geometry.px < kGridMinPx) return;
  if (moment.subject != trace::kNoState) {
    const Cell subject = decoded(moment.subject).cell;
    if (geometry.visible(subject.col, subject.row)) draw_subject(painter, geometry.rect(subject.col, subject.row), style);
  }
  // Below 10 pixels an arrow is a smudge.
  if (moment.current != trace::kNoState && geometry.px >= 10) {
    const StatePart current = decoded(moment.current);
    if (current.role == StateRole::heading && geometry.visible(current.cell.col, current.cell.row)) {
      draw_heading_arrow(painter, geometry.rect(current.cell.col, current.cell.row), current.direction,
                         search_colours(style).ink);
    }
  }
}

void draw_estimate_tag(QPainter& painter, const QRectF& cell, std::int64_t estimate, const PaintStyle& style) {
  const SearchColours& colours = search_colours(style);
  painter.save();
  QFont font = painter.font();
  font.setBold(true);
  font.setItalic(false);
  // Readable however small the cells: the tag may stand out past its cell.
  font.setPixelSize(static_cast<int>(std::clamp(cell.height() * 0.3, style.presentation ? 14.0 : 10.0, 32.0)));
  painter.setFont(font);
  const QString text = QCoreApplication::translate("Estimate", "h %1").arg(estimate);
  const QFontMetricsF metrics(font);
  const QRectF tag(cell.topLeft() - QPointF(metrics.height() * 0.3, metrics.height() * 0.6),
                   QSizeF(metrics.horizontalAdvance(text) + metrics.height() * 0.5, metrics.height() * 1.1));
  painter.setPen(QPen(QColor::fromRgb(colours.ink), 1.5));
  painter.setBrush(QColor(Qt::white));
  painter.drawRoundedRect(tag, tag.height() * 0.3, tag.height() * 0.3);
  painter.drawText(tag, Qt::AlignCenter, text);
  painter.restore();
}

void draw_corner_path(QPainter& painter, const CellGeometry& geometry, const std::vector<Cell>& corners,
                      const PaintStyle& style, bool numbered) {
  std::vector<QPointF> points;
  for (const Cell& corner : corners) points.emplace_back(corner.col, corner.row);
  draw_path(painter, geometry, points, style, numbered, PathEnds::at_edges);
}

void draw_turns_past(QPainter& painter, const CellGeometry& geometry, const std::vector<Cell>& corners, int allowed,
                     const PaintStyle& style) {
  const SearchColours& colours = search_colours(style);
  painter.save();
  QFont font = painter.font();
  font.setBold(true);
  font.setPixelSize(static_cast<int>(std::clamp(geometry.px * 0.4, 8.0, 40.0)));
  painter.setFont(font);
  const double radius = std::max(geometry.px * 0.3, 5.0);
  // corners[t] is turn t (the first and last corners are the clicks).
  for (std::size_t t = static_cast<std::size_t>(allowed) + 1; t + 1 < corners.size(); ++t) {
    const QPointF centre = geometry.point(corners[t].col + 0.5, corners[t].row + 0.5);
    painter.setPen(QPen(QColor::fromRgb(colours.current), std::max(1.0, geometry.px * 0.04)));
    painter.setBrush(QColor::fromRgb(colours.ink));
    painter.drawEllipse(centre, radius, radius);
    if (geometry.px >= 10) {
      painter.setPen(QColor::fromRgb(ink_on(colours.ink)));
      painter.drawText(QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)), Qt::AlignCenter,
                       QString::number(t));
    }
  }
  painter.restore();
}

}  // namespace frontier::gui
