// Solitaire's picture: the board with the configuration being expanded (or, after the
// search, the found sequence replayed move by move), the goal's squares ringed, the move
// the current pseudo-code line tries drawn dashed; and beside it the chart of layer sizes,
// from the start above the axis and, for bidirectional search, from the goal below it.

#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

#include "puzzles/solitaire/solitaire_view.hpp"
#include "render/board_painter.hpp"
#include "render/overlays.hpp"
#include "render/puzzle_painter.hpp"

namespace frontier::gui {

namespace {

constexpr QRgb kLightSquare = 0xffffffff;
constexpr QRgb kDarkSquare = 0xffe4e4e4;
constexpr QRgb kStartPiece = 0xff505050;

using P = solitaire::Puzzle;
using View = PuzzleView<P>;

// The configuration a decoded state stands for.
solitaire::Configuration configuration_of(const DecodedState& state) {
  solitaire::Configuration configuration;
  for (std::size_t i = 0; i < configuration.pieces.size(); ++i) configuration.pieces[i] = state.part(i).cell;
  return configuration;
}

// Two configurations hold the same squares, whatever order their pieces are listed in.
bool same_squares(solitaire::Configuration a, solitaire::Configuration b) {
  const auto by_square = [](Cell x, Cell y) { return std::pair(x.row, x.col) < std::pair(y.row, y.col); };
  std::ranges::sort(a.pieces, by_square);
  std::ranges::sort(b.pieces, by_square);
  return a == b;
}

class SolitairePainter : public PuzzlePainter<P> {
  Q_DECLARE_TR_FUNCTIONS(Solitaire)

 public:
  // `charted`: the layer chart stands beside the board. Play mode has no search whose
  // layers it could show, so its board stands alone.
  SolitairePainter(std::shared_ptr<const PuzzleProblem<P>> problem, std::shared_ptr<const PuzzleResult<P>> result,
                   bool charted)
      : PuzzlePainter(std::move(problem), std::move(result)), charted_(charted) {}

  QSize grid() const override { return {charted_ ? View::kGridColumns : View::kBoardColumns, solitaire::kBoardSize}; }
  QString column_label(int x) const override { return x < solitaire::kBoardSize ? QString::number(x + 1) : QString(); }
  QString row_label(int y) const override { return QString::number(y + 1); }

  std::vector<LegendEntry> legend() const override {
    const SearchColours& c = search_colours({});
    return {
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("a square of the goal")},
        {LegendEntry::Shape::swatch, kStartPiece, tr("the start, before the search")},
        {LegendEntry::Shape::swatch, c.current, tr("the configuration being expanded")},
        {LegendEntry::Shape::line, c.ink, tr("dashed: the move being tried")},
        {LegendEntry::Shape::swatch, c.path, tr("the found sequence, replayed move by move")},
        {LegendEntry::Shape::swatch, c.expanded_far, tr("chart: configurations expanded per layer")},
        {LegendEntry::Shape::swatch, c.frontier, tr("chart: frontier per layer")},
    };
  }
  std::vector<LegendEntry> board_legend() const override {
    return {
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("a square of the goal")},
        {LegendEntry::Shape::swatch, kStartPiece, tr("a piece")},
    };
  }


  // The board without a ring: grid (x, y) is the judge's row y + 1, column x + 1.
  QPoint grid_cell(Cell cell) const override { return {cell.col - 1, cell.row - 1}; }
  std::optional<Cell> judge_cell(QPoint at) const override {
    if (at.x() < 0 || at.y() < 0 || !(at.x() < solitaire::kBoardSize && at.y() < solitaire::kBoardSize)) return std::nullopt;
    return Cell{at.y() + 1, at.x() + 1};
  }
  QString describe_cell(QPoint at, const Moment&) const override {
    if (at.x() >= solitaire::kBoardSize) return tr("layer sizes: configurations seen at each depth (log scale)");
    const Cell cell{at.y() + 1, at.x() + 1};
    const bool goal = std::find(problem_->query().goal.pieces.begin(), problem_->query().goal.pieces.end(), cell) !=
                      problem_->query().goal.pieces.end();
    const QString square = cell_words(cell);
    return goal ? tr("%1, a square of the goal").arg(square) : square;
  }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment&, const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    fill_cells(image, view, colours.grid, [&](int x, int y) -> QRgb {
      if (x >= solitaire::kBoardSize) return 0xffffffff;  // the chart's ground
      return (x + y) % 2 == 0 ? kLightSquare : kDarkSquare;
    });
  }

  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    if (charted_) {
      // The chart has no grid: cover the lines the fill drew there.
      painter.fillRect(QRectF(geometry.point(solitaire::kBoardSize, 0),
                              geometry.point(View::kGridColumns, solitaire::kBoardSize)),
                       Qt::white);
    }
    for (const Cell& goal : problem_->query().goal.pieces) {
      draw_ring(painter, geometry.rect(goal.col - 1, goal.row - 1), okabe_ito::kGreen, style);
    }
    draw_pieces(painter, geometry, moment, colours, style);
    if (charted_) draw_chart(painter, geometry, moment, colours, style);
  }

 private:
  void draw_piece(QPainter& painter, const CellGeometry& geometry, Cell at, QRgb fill, QRgb ink, bool dashed) const {
    const QRectF square = geometry.rect(at.col - 1, at.row - 1);
    const double inset = square.width() * 0.2;
    painter.save();
    painter.setPen(QPen(QColor::fromRgb(ink), std::max(1.0, square.width() * 0.06), dashed ? Qt::DashLine : Qt::SolidLine));
    painter.setBrush(dashed ? QBrush(Qt::NoBrush) : QBrush(QColor::fromRgb(fill)));
    painter.drawEllipse(square.adjusted(inset, inset, -inset, -inset));
    painter.restore();
  }

  void draw_move(QPainter& painter, const CellGeometry& geometry, Cell from, Cell to, QRgb colour, bool dashed,
                 const PaintStyle& style) const {
    draw_move_arrow(painter, geometry, QPoint(from.col - 1, from.row - 1), QPoint(to.col - 1, to.row - 1), colour, dashed, style);
  }

  void draw_pieces(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const SearchColours& colours,
                   const PaintStyle& style) const {
    if (moment.finished && result_ && result_->found.reachable) {
      // The found sequence, replayed by the rules: the configuration after `move` moves, the last move drawn.
      solitaire::Configuration shown = P::start(problem_->game(), problem_->query());
      const auto& moves = result_->shown.moves;
      const int played = std::min<int>(moment.move, static_cast<int>(moves.size()));
      for (int i = 0; i < played; ++i) {
        const WitnessMove& move = moves[static_cast<std::size_t>(i)];
        const auto after = P::apply(problem_->game(), problem_->rules(), shown, solitaire::Move{move.from, move.to, move.jump});
        if (!after) break;  // core's witness keeps the rules; a refused move would end the replay here
        shown = *after.position;
      }
      for (const Cell& piece : shown.pieces) draw_piece(painter, geometry, piece, colours.path, colours.ink, false);
      if (played > 0) {
        const WitnessMove& last = moves[static_cast<std::size_t>(played - 1)];
        draw_move(painter, geometry, last.from, last.to, colours.ink, false, style);
      }
      return;
    }
    if (moment.current == trace::kNoState) {
      for (const Cell& piece : problem_->query().start.pieces) draw_piece(painter, geometry, piece, kStartPiece, colours.ink, false);
      return;
    }
    const solitaire::Configuration current = configuration_of(decoded(moment.current));
    for (const Cell& piece : current.pieces) draw_piece(painter, geometry, piece, colours.current, colours.ink, false);
    if (moment.subject == trace::kNoState || moment.subject == moment.current) return;
    // The neighbour the current line is about: the move of the rules that leads there.
    const solitaire::Configuration next = configuration_of(decoded(moment.subject));
    for (const solitaire::Move& move : P::moves(problem_->game(), problem_->rules(), current)) {
      const auto after = P::apply(problem_->game(), problem_->rules(), current, move);
      if (!after || !same_squares(*after.position, next)) continue;
      draw_piece(painter, geometry, move.to, colours.current, colours.ink, true);
      draw_move(painter, geometry, move.from, move.to, colours.ink, true, style);
      return;
    }
  }

  // How many configurations of one layer were seen and expanded at the moment.
  std::pair<std::size_t, std::size_t> layer_counts(int side, int depth, const Moment& moment) const {
    std::size_t seen = 0;
    std::size_t done = 0;
    const auto& layers = result_->prepared.layers[static_cast<std::size_t>(side)];
    if (!moment.before_start && static_cast<std::size_t>(depth) < layers.size()) {
      const LayerSteps& layer = layers[static_cast<std::size_t>(depth)];
      seen = static_cast<std::size_t>(std::upper_bound(layer.discovered.begin(), layer.discovered.end(), moment.step) -
                                      layer.discovered.begin());
      done = static_cast<std::size_t>(std::upper_bound(layer.expanded.begin(), layer.expanded.end(), moment.step) -
                                      layer.expanded.begin());
    }
    for (const trace::FineStep& step : moment.fine) {
      // A line that names no configuration (the set-up's start = goal check) counts nowhere.
      if (step.state == trace::kNoState || decoded(step.state).side != side) continue;
      if (step.kind == trace::FineKind::discover && step.cost == depth) ++seen;
      if (step.kind == trace::FineKind::expand && result_->trace.cost(step.state) == depth) ++done;
    }
    return {seen, std::min(done, seen)};
  }

  void draw_chart(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const SearchColours& colours,
                  const PaintStyle& style) const {
    // Digits smaller than this run together on screen (and on a projector, larger still),
    // whatever the cell size; labels that would then collide are left out instead.
    const double smallest = style.presentation ? 13 : 9;
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(std::clamp(geometry.px * 0.28, smallest, 28.0)));
    font.setBold(false);
    font.setItalic(false);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double line = metrics.height();
    const QRectF chart(geometry.point(View::kChartColumn, 0), geometry.point(View::kGridColumns - 0.15, solitaire::kBoardSize));
    painter.setPen(QColor::fromRgb(colours.ink));
    // The title on a band of its own, elided to the chart's width rather than clipped.
    const QRectF title(chart.left(), chart.top(), chart.width(), line * 1.3);
    painter.drawText(title, Qt::AlignCenter,
                     metrics.elidedText(tr("configurations per layer (log scale)"), Qt::ElideRight, chart.width()));
    const double margin = std::max(geometry.px * 0.35, line * 1.3);
    const QRectF area(QPointF(chart.left(), std::max(chart.top() + geometry.px * 0.35, title.bottom() + line * 0.2)),
                      QPointF(chart.right(), chart.bottom() - margin));
    if (!result_) {
      painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, tr("Run a search to see its layers grow."));
      return;
    }
    const int sides = result_->prepared.bidirectional ? 2 : 1;
    const ChartAxis own = *chart_axis();
    const std::size_t largest = std::max({std::size_t{1}, own.largest, shared_axis_.largest});
    const std::size_t depths = std::max({std::size_t{1}, own.bars, shared_axis_.bars});
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
      const QString start = tr("from the start");
      const QString goal = tr("from the goal");
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
        const auto [seen, done] = layer_counts(side, static_cast<int>(depth), moment);
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
    painter.setPen(QPen(QColor::fromRgb(colours.ink), std::max(1.0, stroke_width(geometry.px, style) * 0.4)));
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

 public:
  std::optional<ChartAxis> chart_axis() const override {
    if (!charted_ || !result_) return std::nullopt;
    ChartAxis axis;
    const int sides = result_->prepared.bidirectional ? 2 : 1;
    for (int side = 0; side < sides; ++side) {
      const auto& layers = result_->prepared.layers[static_cast<std::size_t>(side)];
      axis.bars = std::max(axis.bars, layers.size());
      for (const LayerSteps& layer : layers) axis.largest = std::max(axis.largest, layer.discovered.size());
    }
    return axis;
  }
  void share_chart_axis(const ChartAxis& axis) override { shared_axis_ = axis; }

 private:
  bool charted_;
  ChartAxis shared_axis_;  // a comparison's: the largest of the lanes' (none when alone)
};

}  // namespace

std::unique_ptr<BoardPainter> PuzzleView<solitaire::Puzzle>::painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                                                   std::shared_ptr<const PuzzleResult<P>> result,
                                                                   std::string_view /*algorithm*/) {
  return std::make_unique<SolitairePainter>(std::move(problem), std::move(result), true);
}

std::unique_ptr<BoardPainter> PuzzleView<solitaire::Puzzle>::play_painter(std::shared_ptr<const PuzzleProblem<P>> problem) {
  return std::make_unique<SolitairePainter>(std::move(problem), nullptr, false);
}

void PuzzleView<solitaire::Puzzle>::prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result) {
  Prepared& mine = result.prepared;
  const trace::Trace& trace = result.trace;
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<trace::StateId>(s);
    const trace::Step found = trace.discovered_at(state);
    if (found == trace::kNever) continue;
    const int side = P::decode(result.algorithm, problem.game(), state).side;
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
}

}  // namespace frontier::gui
