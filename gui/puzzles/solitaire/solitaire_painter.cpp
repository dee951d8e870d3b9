// Solitaire's picture: the board with the configuration being expanded (or, after the
// search, the found sequence replayed move by move), the goal's squares ringed, the move
// the current pseudo-code line tries drawn dashed; and beside it the chart of layer sizes,
// from the start above the axis and, for bidirectional search, from the goal below it.

#include <algorithm>

#include "puzzles/solitaire/solitaire_view.hpp"
#include "render/board_painter.hpp"
#include "render/layer_chart.hpp"
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

  void draw_chart(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const SearchColours& colours,
                  const PaintStyle& style) const {
    const QRectF chart(geometry.point(View::kChartColumn, 0), geometry.point(View::kGridColumns - 0.15, solitaire::kBoardSize));
    if (!result_) {
      painter.setPen(QColor::fromRgb(colours.ink));
      painter.drawText(chart, Qt::AlignCenter | Qt::TextWordWrap, tr("Run a search to see its layers grow."));
      return;
    }
    draw_layer_chart(
        painter, chart, geometry.px, result_->prepared, moment, [this](trace::StateId s) { return decoded(s).side; },
        [this](trace::StateId s) { return result_->trace.cost(s); }, shared_axis_,
        tr("configurations per layer (log scale)"), colours, style);
  }

 public:
  std::optional<ChartAxis> chart_axis() const override {
    if (!charted_ || !result_) return std::nullopt;
    return layer_chart_axis(result_->prepared);
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
  result.prepared = layers_of(result.trace, [&](trace::StateId state) {
    return P::decode(result.algorithm, problem.game(), state).side;
  });
}

}  // namespace frontier::gui
