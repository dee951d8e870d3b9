#include "window/step_icons.hpp"

#include <QPainter>
#include <QPixmap>
#include <algorithm>
#include <cmath>

namespace frontier::gui {

namespace {
QPixmap draw_expansion(int size, bool forward, const QColor& ink) {
  QPixmap pixmap(size, size);
  pixmap.fill(Qt::transparent);
  QPainter painter(&pixmap);
  painter.setRenderHint(QPainter::Antialiasing);
  if (!forward) {  // mirrored, so that back reads right to left
    painter.translate(size, 0);
    painter.scale(-1, 1);
  }
  const double s = size;
  const QPointF state(s * 0.24, s * 0.5);
  painter.setPen(QPen(ink, std::max(1.0, s * 0.08), Qt::SolidLine, Qt::RoundCap));
  painter.setBrush(ink);
  painter.drawEllipse(state, s * 0.16, s * 0.16);
  // Three neighbours: up, ahead and down, each an arrow out of the state.
  for (const double y : {0.18, 0.5, 0.82}) {
    const QPointF tip(s * 0.9, s * y);
    const QPointF from = state + (tip - state) * 0.35;
    painter.drawLine(from, tip);
    const QPointF along = (tip - from) / std::hypot((tip - from).x(), (tip - from).y());
    const QPointF side(-along.y(), along.x());
    const double head = s * 0.16;
    painter.drawPolygon(QPolygonF{tip, tip - along * head + side * head * 0.55, tip - along * head - side * head * 0.55});
  }
  return pixmap;
}
}  // namespace

QIcon expansion_icon(bool forward, const QColor& ink) {
  QIcon icon;
  for (const int size : {16, 22, 24, 32, 48}) icon.addPixmap(draw_expansion(size, forward, ink));
  return icon;
}

}  // namespace frontier::gui
