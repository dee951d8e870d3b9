#include "render/layer_chart.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

#include "render/overlays.hpp"

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(LayerChart)
};

// How many states of one layer were seen and expanded at the moment.
std::pair<std::size_t, std::size_t> layer_counts(const Layers& prepared, int side, int depth, const Moment& moment,
                                                 const SideOf& side_of,
                                                 const std::function<std::int64_t(trace::StateId)>& cost_of) {
  std::size_t seen = 0;
  std::size_t done = 0;
  const auto& layers = prepared.layers[static_cast<std::size_t>(side)];
  if (!moment.before_start && static_cast<std::size_t>(depth) < layers.size()) {
    const LayerSteps& layer = layers[static_cast<std::size_t>(depth)];
    seen = static_cast<std::size_t>(std::upper_bound(layer.discovered.begin(), layer.discovered.end(), moment.step) -
                                    layer.discovered.begin());
    done = static_cast<std::size_t>(std::upper_bound(layer.expanded.begin(), layer.expanded.end(), moment.step) -
                                    layer.expanded.begin());
  }
  for (const trace::FineStep& step : moment.fine) {
    // A line that names no state (the set-up's start = goal check) counts nowhere.
    if (step.state == trace::kNoState || side_of(step.state) != side) continue;
    if (step.kind == trace::FineKind::discover && step.cost == depth) ++seen;
    if (step.kind == trace::FineKind::expand && cost_of(step.state) == depth) ++done;
  }
  return {seen, std::min(done, seen)};
}

}  // namespace

Layers layers_of(const trace::Trace& trace, const SideOf& side_of) {
  Layers mine;
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<trace::StateId>(s);
    const trace::Step found = trace.discovered_at(state);
    if (found == trace::kNever) continue;
    const int side = side_of(state);
    if (side == 1) mine.bidirectional = true;
    const auto depth = static_cast<std::size_t>(std::max<std::int64_t>(trace.cost(state), 0));
    auto& layers = mine.layers[static_cast<std::size_t>(side)];
    if (layers.size() <= depth) layers.resize(depth + 1);
    layers[depth].discovered.push_back(found);
    if (trace.expanded_at(state) != trace::kNever) layers[depth].expanded.push_back(trace.expanded_at(state));
  }
  for (auto& side : mine.layers) {
    for (LayerSteps& layer : side) {
      std::sort(layer.discovered.begin(), layer.discovered.end());
      std::sort(layer.expanded.begin(), layer.expanded.end());
    }
  }
  return mine;
}

ChartAxis layer_chart_axis(const Layers& prepared) {
  ChartAxis axis;
  const int sides = prepared.bidirectional ? 2 : 1;
  for (int side = 0; side < sides; ++side) {
    const auto& layers = prepared.layers[static_cast<std::size_t>(side)];
    axis.bars = std::max(axis.bars, layers.size());
    for (const LayerSteps& layer : layers) axis.largest = std::max(axis.largest, layer.discovered.size());
  }
  return axis;
}

void draw_layer_chart(QPainter& painter, const QRectF& chart, double cell_px, const Layers& prepared,
                      const Moment& moment, const SideOf& side_of,
                      const std::function<std::int64_t(trace::StateId)>& cost_of, const ChartAxis& shared,
                      const QString& title_text, const SearchColours& colours, const PaintStyle& style) {
  // Digits smaller than this run together on screen (and on a projector, larger still),
  // whatever the cell size; labels that would then collide are left out instead.
  const double smallest = style.presentation ? 13 : 9;
  QFont font = painter.font();
  font.setPixelSize(static_cast<int>(std::clamp(cell_px * 0.28, smallest, 28.0)));
  font.setBold(false);
  font.setItalic(false);
  painter.setFont(font);
  const QFontMetricsF metrics(font);
  const double line = metrics.height();
  painter.setPen(QColor::fromRgb(colours.ink));
  // The title on a band of its own, elided to the chart's width rather than clipped.
  const QRectF title(chart.left(), chart.top(), chart.width(), line * 1.3);
  painter.drawText(title, Qt::AlignCenter, metrics.elidedText(title_text, Qt::ElideRight, chart.width()));
  const double margin = std::max(cell_px * 0.35, line * 1.3);
  const QRectF area(QPointF(chart.left(), std::max(chart.top() + cell_px * 0.35, title.bottom() + line * 0.2)),
                    QPointF(chart.right(), chart.bottom() - margin));
  const int sides = prepared.bidirectional ? 2 : 1;
  const ChartAxis own = layer_chart_axis(prepared);
  const std::size_t largest = std::max({std::size_t{1}, own.largest, shared.largest});
  const std::size_t depths = std::max({std::size_t{1}, own.bars, shared.bars});
  // Where words are already: a label that would touch one is left out.
  std::vector<QRectF> taken{title};
  const auto place = [&](QRectF rect, int flags, const QString& text) {
    // Slid inside the chart when a bar at its edge is narrower than its label.
    if (rect.right() > chart.right()) rect.moveRight(chart.right());
    if (rect.left() < chart.left()) rect.moveLeft(chart.left());
    if (rect.right() > chart.right() + 0.5) return;
    for (const QRectF& other : taken) {
      if (rect.intersects(other)) return;
    }
    taken.push_back(rect);
    painter.drawText(rect, flags, text);
  };
  const double label_height = line * 1.1;
  if (sides == 2) {
    const QString start = Words::tr("from the start");
    const QString goal = Words::tr("from the goal");
    place(QRectF(area.left(), area.top(), metrics.horizontalAdvance(start) + 2, label_height), Qt::AlignLeft | Qt::AlignVCenter, start);
    place(QRectF(area.left(), area.bottom() - label_height, metrics.horizontalAdvance(goal) + 2, label_height),
          Qt::AlignLeft | Qt::AlignVCenter, goal);
  }
  const double scale = std::log10(static_cast<double>(largest) + 1);
  const double bar_width = area.width() / static_cast<double>(depths);
  const double half = sides == 2 ? area.height() / 2 : area.height();
  const double axis = area.top() + half;
  const auto height = [&](std::size_t n) { return n == 0 ? 0.0 : std::max(0.0, half - label_height * 1.2) * std::log10(n + 1.0) / scale; };
  struct BarLabel {
    std::size_t count;
    QRectF rect;
    QString text;
  };
  std::vector<BarLabel> labels;
  for (int side = 0; side < sides; ++side) {
    for (std::size_t depth = 0; depth < depths; ++depth) {
      const auto [seen, done] = layer_counts(prepared, side, static_cast<int>(depth), moment, side_of, cost_of);
      const double left = area.left() + bar_width * depth + bar_width * 0.12;
      const double width = bar_width * 0.76;
      const double direction = side == 0 ? -1 : 1;  // forward grows up, backward down
      const auto bar = [&](double from, double to, QRgb colour) {
        const double y0 = axis + direction * from;
        const double y1 = axis + direction * to;
        painter.fillRect(QRectF(QPointF(left, std::min(y0, y1)), QPointF(left + width, std::max(y0, y1))), QColor::fromRgb(colour));
      };
      bar(0, height(done), colours.expanded_far);
      bar(height(done), height(seen), colours.frontier);
      if (seen == 0) continue;
      const QString text = QString::number(seen);
      const double text_width = metrics.horizontalAdvance(text) + 2;
      const double centre = left + width / 2;
      const double top = side == 0 ? axis - height(seen) - label_height : axis + height(seen);
      labels.push_back({seen, QRectF(centre - text_width / 2, top, text_width, label_height), text});
    }
  }
  // The largest layers are labelled first: where labels collide, the small ones give way.
  std::stable_sort(labels.begin(), labels.end(), [](const BarLabel& a, const BarLabel& b) { return a.count > b.count; });
  for (const BarLabel& label : labels) place(label.rect, Qt::AlignCenter, label.text);
  painter.setPen(QPen(QColor::fromRgb(colours.ink), std::max(1.0, stroke_width(cell_px, style) * 0.4)));
  painter.drawLine(QPointF(area.left(), axis), QPointF(area.right(), axis));
  if (sides == 1) {
    for (std::size_t depth = 0; depth < depths; ++depth) {
      const QString text = QString::number(depth);
      const double text_width = metrics.horizontalAdvance(text) + 2;
      const double centre = area.left() + bar_width * (depth + 0.5);
      place(QRectF(centre - text_width / 2, axis + 1, text_width, label_height), Qt::AlignCenter, text);
    }
  }
}

}  // namespace frontier::gui
