#include "render/cell_states.hpp"

#include "frontier/common/cell.hpp"

namespace frontier::gui {

std::optional<std::int64_t> CellStates::best_cost(int cell, const Moment& moment) const {
  if (result_ == nullptr || cell < 0) return std::nullopt;
  const trace::Trace& trace = result_->trace;
  std::optional<std::int64_t> best;
  const auto consider = [&](std::int64_t cost) { best = best ? std::min(*best, cost) : cost; };
  if (!moment.before_start && on_cells_ != nullptr) {
    for (const trace::StateId s : on_cells_->at(cell)) {
      if (trace.discovered_at(s) <= moment.step) consider(trace.cost_at(s, moment.step));
    }
  }
  for (const trace::FineStep& step : moment.fine) {
    if (step.kind != trace::FineKind::discover && step.kind != trace::FineKind::improve) continue;
    bool on_cell = false;
    cells_of_(step.state, [&](int c) { on_cell = on_cell || c == cell; });
    if (on_cell) consider(step.cost);
  }
  return best;
}

void CellStates::draw_best_cost(QPainter& painter, const QRectF& rect, int cell, const CellMarks& marks,
                                const Moment& moment, const SearchColours& colours) const {
  const std::optional<std::int64_t> cost = best_cost(cell, moment);
  if (!cost) return;
  const QRgb ink = ink_on(marks.colour(cell, colours));
  draw_depth_label(painter, rect, QString::number(*cost), ink, ink_on(ink));
}

void draw_heading_arrow(QPainter& painter, const QRectF& cell, int direction, QRgb ink) {
  const QPointF centre = cell.center();
  const QPointF ahead(kColStep[direction], kRowStep[direction]);
  const QPointF side(-ahead.y(), ahead.x());
  // At the edge the state leaves by, pointing out: in the middle it covered the number of
  // the tile the search starts from, and the middle is the number's (label_room).
  const double w = cell.width();
  const double base = w * (kLabelRoomShare / 2 + 0.03);
  const QPolygonF arrow{centre + ahead * w * 0.48, centre + ahead * base + side * w * 0.15,
                        centre + ahead * base - side * w * 0.15};
  painter.save();
  painter.setPen(QPen(QColor::fromRgb(ink), 1));
  painter.setBrush(QColor(Qt::white));
  painter.drawPolygon(arrow);
  painter.restore();
}

}  // namespace frontier::gui
