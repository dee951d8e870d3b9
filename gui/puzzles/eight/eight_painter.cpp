// The 8-puzzle's picture: the frame being expanded (or, after the search, the found moves
// replayed one by one), the tile the current pseudo-code line slides drawn dashed with its
// arrow; and beside it the chart of layer sizes, from the start above the axis and, for
// bidirectional search, from the goal below it.

#include <algorithm>

#include "puzzles/eight/eight_view.hpp"
#include "render/board_painter.hpp"
#include "render/layer_chart.hpp"
#include "render/overlays.hpp"
#include "render/puzzle_painter.hpp"

namespace frontier::gui {

namespace {

constexpr QRgb kStartTile = 0xff505050;
constexpr QRgb kTileOnGoal = 0xff009e73;  // Okabe-Ito green: a tile on its goal cell

using P = eight::Puzzle;
using View = PuzzleView<P>;

// The frame a decoded state stands for.
eight::Frame frame_of(const DecodedState& state) {
  eight::Frame frame;
  for (const StatePart& part : state.view()) {
    frame.cells[static_cast<std::size_t>(eight::index_of(part.cell))] =
        static_cast<std::uint8_t>(part.role == StateRole::tile ? part.label : eight::kBlank);
  }
  return frame;
}

class EightPainter : public PuzzlePainter<P> {
  Q_DECLARE_TR_FUNCTIONS(Eight)

 public:
  // `charted`: the layer chart stands beside the frame. Play mode has no search whose
  // layers it could show, so its frame stands alone.
  EightPainter(std::shared_ptr<const PuzzleProblem<P>> problem, std::shared_ptr<const PuzzleResult<P>> result,
               bool charted)
      : PuzzlePainter(std::move(problem), std::move(result)), charted_(charted) {}

  QSize grid() const override { return {charted_ ? View::kGridColumns : View::kFrameColumns, eight::kSide}; }
  QString column_label(int x) const override { return x < eight::kSide ? QString::number(x + 1) : QString(); }
  QString row_label(int y) const override { return QString::number(y + 1); }

  std::vector<LegendEntry> legend() const override {
    const SearchColours& c = search_colours({});
    return {
        {LegendEntry::Shape::swatch, kStartTile, tr("the start, before the search")},
        {LegendEntry::Shape::swatch, c.current, tr("the frame being expanded")},
        {LegendEntry::Shape::ring, kTileOnGoal, tr("a tile on its goal cell")},
        {LegendEntry::Shape::line, c.ink, tr("dashed: the tile the move being tried slides")},
        {LegendEntry::Shape::swatch, c.path, tr("the found moves, replayed one by one")},
        {LegendEntry::Shape::swatch, c.expanded_far, tr("chart: frames expanded per layer")},
        {LegendEntry::Shape::swatch, c.frontier, tr("chart: frontier per layer")},
    };
  }
  std::vector<LegendEntry> board_legend() const override {
    return {
        {LegendEntry::Shape::swatch, kStartTile, tr("a tile")},
        {LegendEntry::Shape::ring, kTileOnGoal, tr("a tile on its goal cell")},
    };
  }

  // The frame without a ring: grid (x, y) is the judge's row y + 1, column x + 1.
  QPoint grid_cell(Cell cell) const override { return {cell.col - 1, cell.row - 1}; }
  std::optional<Cell> judge_cell(QPoint at) const override {
    if (at.x() < 0 || at.y() < 0 || at.x() >= eight::kSide || at.y() >= eight::kSide) return std::nullopt;
    return Cell{at.y() + 1, at.x() + 1};
  }
  QString describe_cell(QPoint at, const Moment& moment) const override {
    if (at.x() >= eight::kSide) return tr("layer sizes: frames seen at each depth (log scale)");
    // The cell's place is said before these words (the board's accessible table, the tooltip).
    const int value = shown_frame(moment).cells[static_cast<std::size_t>(at.y() * eight::kSide + at.x())];
    if (value == eight::kBlank) return tr("the blank");
    return tr("tile %1").arg(value);
  }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment&, const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    fill_cells(image, view, colours.grid, [](int, int) -> QRgb { return 0xffffffff; });
  }

  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    if (charted_) {
      // The chart has no grid: cover the lines the fill drew there.
      painter.fillRect(QRectF(geometry.point(eight::kSide, 0), geometry.point(View::kGridColumns, eight::kSide)),
                       Qt::white);
    }
    draw_frame(painter, geometry, moment, colours, style);
    if (charted_) draw_chart(painter, geometry, moment, colours, style);
  }

 private:
  // What the frame shows at `moment`: the found moves replayed after the search, the frame
  // being expanded during it, the start before it.
  eight::Frame shown_frame(const Moment& moment, int* played = nullptr) const {
    // The case is the start (in play, the position reached): its query may not be chosen.
    const eight::Frame start = problem_->game();
    if (moment.finished && result_ && result_->found.solvable) {
      eight::Frame frame = start;
      const auto& moves = result_->found.moves;
      const int count = std::min<int>(moment.move, static_cast<int>(moves.size()));
      for (int i = 0; i < count; ++i) frame = *eight::after_move(frame, moves[static_cast<std::size_t>(i)].direction);
      if (played != nullptr) *played = count;
      return frame;
    }
    if (!result_ || moment.current == trace::kNoState) return start;
    return frame_of(decoded(moment.current));
  }

  void draw_tile(QPainter& painter, const CellGeometry& geometry, int index, int tile, QRgb fill, QRgb ink,
                 bool dashed, const PaintStyle& style) const {
    const QRectF cell = geometry.rect(index % eight::kSide, index / eight::kSide);
    const double inset = cell.width() * 0.08;
    const QRectF square = cell.adjusted(inset, inset, -inset, -inset);
    painter.save();
    painter.setPen(QPen(QColor::fromRgb(ink), std::max(1.0, cell.width() * 0.03), dashed ? Qt::DashLine : Qt::SolidLine));
    painter.setBrush(dashed ? QBrush(Qt::NoBrush) : QBrush(QColor::fromRgb(fill)));
    painter.drawRoundedRect(square, cell.width() * 0.08, cell.width() * 0.08);
    if (!dashed) {
      QFont font = painter.font();
      font.setPixelSize(static_cast<int>(std::max(style.presentation ? 16.0 : 10.0, cell.height() * 0.45)));
      font.setBold(true);
      painter.setFont(font);
      painter.setPen(QColor(Qt::white));
      painter.drawText(square, Qt::AlignCenter, QString::number(tile));
    }
    painter.restore();
    if (!dashed && tile - 1 == index) draw_ring(painter, cell, kTileOnGoal, style);
  }

  void draw_frame(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const SearchColours& colours,
                  const PaintStyle& style) const {
    int played = 0;
    const eight::Frame frame = shown_frame(moment, &played);
    const bool replaying = moment.finished && result_ && result_->found.solvable;
    const QRgb fill = replaying ? colours.path : (!result_ || moment.current == trace::kNoState) ? kStartTile : colours.current;
    for (int i = 0; i < eight::kCells; ++i) {
      const int tile = frame.cells[static_cast<std::size_t>(i)];
      if (tile != eight::kBlank) draw_tile(painter, geometry, i, tile, fill, colours.ink, false, style);
    }
    if (replaying) {
      if (played > 0) {
        // The last move: the tile now on the blank's old cell came from where the blank is.
        const int direction = result_->found.moves[static_cast<std::size_t>(played - 1)].direction;
        const Cell blank = eight::cell_of(eight::blank_index(frame));
        const Cell from = step(blank, opposite(direction));
        draw_move_arrow(painter, geometry, QPoint(blank.col - 1, blank.row - 1), QPoint(from.col - 1, from.row - 1),
                        colours.ink, false, style);
      }
      return;
    }
    if (!result_ || moment.current == trace::kNoState || moment.subject == trace::kNoState ||
        moment.subject == moment.current) {
      return;
    }
    // The neighbour the current line is about: the tile that slides into the blank to make it.
    const eight::Frame next = frame_of(decoded(moment.subject));
    const int blank = eight::blank_index(frame);
    const int to = eight::blank_index(next);
    if (blank < 0 || to < 0 || blank == to) return;
    draw_tile(painter, geometry, blank, next.cells[static_cast<std::size_t>(blank)], colours.current, colours.ink, true, style);
    const Cell from = eight::cell_of(to);
    const Cell into = eight::cell_of(blank);
    draw_move_arrow(painter, geometry, QPoint(from.col - 1, from.row - 1), QPoint(into.col - 1, into.row - 1),
                    colours.ink, true, style);
  }

  void draw_chart(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const SearchColours& colours,
                  const PaintStyle& style) const {
    const QRectF chart(geometry.point(View::kChartColumn, 0), geometry.point(View::kGridColumns - 0.15, eight::kSide));
    if (!result_) {
      painter.setPen(QColor::fromRgb(colours.ink));
      painter.drawText(chart, Qt::AlignCenter | Qt::TextWordWrap, tr("Run a search to see its layers grow."));
      return;
    }
    draw_layer_chart(
        painter, chart, geometry.px, result_->prepared, moment, [this](trace::StateId s) { return decoded(s).side; },
        [this](trace::StateId s) { return result_->trace.cost(s); }, shared_axis_, tr("frames per layer (log scale)"),
        colours, style);
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

std::unique_ptr<BoardPainter> PuzzleView<eight::Puzzle>::painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                                                std::shared_ptr<const PuzzleResult<P>> result,
                                                                std::string_view /*algorithm*/) {
  return std::make_unique<EightPainter>(std::move(problem), std::move(result), true);
}

std::unique_ptr<BoardPainter> PuzzleView<eight::Puzzle>::play_painter(std::shared_ptr<const PuzzleProblem<P>> problem) {
  return std::make_unique<EightPainter>(std::move(problem), nullptr, false);
}

void PuzzleView<eight::Puzzle>::prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result) {
  result.prepared = layers_of(result.trace, [&](trace::StateId state) {
    return P::decode(result.algorithm, problem.game(), state).side;
  });
}

}  // namespace frontier::gui
