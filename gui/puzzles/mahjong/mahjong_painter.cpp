// Mahjong's picture: cards and blanks, the ring around the board drawn as a margin where
// paths may run, the search's marks on free cells, the pair's two cards ringed, and the
// found path with its segments numbered.

#include "puzzles/mahjong/mahjong_view.hpp"
#include "render/overlays.hpp"

namespace frontier::gui {

namespace {

// Cards are ivory squares: the pair's cards are told apart by their rings, not by hue.
constexpr QRgb kCard = 0xfff3e3c3;

class MahjongPainter : public BoardPainter {
  Q_DECLARE_TR_FUNCTIONS(Mahjong)

 public:
  MahjongPainter(std::shared_ptr<const MahjongProblem> problem, std::shared_ptr<const MahjongResult> result)
      : problem_(std::move(problem)),
        result_(std::move(result)),
        board_(problem_->game().board),
        states_(result_.get(), result_ ? &result_->prepared.cells : nullptr, result_ ? &result_->prepared.on_cells : nullptr,
                [this](trace::StateId s) { return index(decoded(s).cell); }) {}

  QSize grid() const override { return {board_.width + 2, board_.height + 2}; }

  std::vector<LegendEntry> legend() const override {
    const SearchColours& c = search_colours({});
    return {
        {LegendEntry::Shape::swatch, kCard, tr("card")},
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("the two cards of the pair")},
        {LegendEntry::Shape::swatch, c.empty, tr("blank, not reached")},
        {LegendEntry::Shape::swatch, ring_colour(c),
         problem_->rules().may_leave_board ? tr("outside the board: paths may run here")
                                           : tr("outside the board: closed by the rules")},
        {LegendEntry::Shape::swatch, c.frontier, tr("frontier: reached, waiting")},
        {LegendEntry::Shape::swatch, c.expanded_near, tr("expanded with 1 segment")},
        {LegendEntry::Shape::swatch, c.expanded_far, tr("expanded with the most segments")},
        {LegendEntry::Shape::number, c.empty, tr("small italic number: the fewest segments found so far")},
        {LegendEntry::Shape::swatch, c.current, tr("being expanded now")},
        {LegendEntry::Shape::line, c.path, tr("the path, its segments numbered")},
    };
  }

  QString describe_cell(QPoint at, const Moment& moment) const override {
    const Cell cell{at.y(), at.x()};
    QString text = mahjong_cell_text(cell) + QLatin1Char(' ');
    if (!board_.on_board(cell)) {
      text += tr("outside the board");
    } else {
      text += board_.has_card(cell) ? tr("card") : tr("blank");
    }
    if (const auto segments = states_.best_cost(index(cell), moment)) {
      text += tr(", reached with %n segments", nullptr, static_cast<int>(*segments));
    }
    return text;
  }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    const CellMarks marks = states_.marks(moment);
    const QRgb ring = ring_colour(colours);
    fill_cells(image, view, colours.grid, [&](int x, int y) -> QRgb {
      const Cell cell{y, x};
      const int i = index(cell);
      const Look look = marks.look(i);
      if (look != Look::unseen) return marks.colour(i, colours);
      if (!board_.on_board(cell)) return ring;
      return board_.has_card(cell) ? kCard : colours.empty;
    });
  }

  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    if (geometry.px >= kLabelMinPx) draw_labels(painter, geometry, moment, colours);
    // A thin frame where the board ends, so that the ring reads as outside it.
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor::fromRgb(colours.ink), std::max(1.0, geometry.px * 0.06)));
    painter.drawRect(QRectF(geometry.point(1, 1), geometry.point(board_.width + 1, board_.height + 1)));
    painter.restore();
    for (const Cell& end : {problem_->query().from, problem_->query().to}) {
      if (geometry.visible(end.col, end.row)) draw_ring(painter, geometry.rect(end.col, end.row), okabe_ito::kGreen, style);
    }
    if (states_.searched() && geometry.px >= kGridMinPx) {
      if (moment.subject != trace::kNoState) {
        const Cell subject = decoded(moment.subject).cell;
        if (geometry.visible(subject.col, subject.row)) draw_subject(painter, geometry.rect(subject.col, subject.row), style);
      }
      if (moment.current != trace::kNoState && geometry.px >= 10) {
        const StatePart current = decoded(moment.current);
        if (current.role == StateRole::heading && geometry.visible(current.cell.col, current.cell.row)) {
          draw_heading_arrow(painter, geometry.rect(current.cell.col, current.cell.row), current.direction, colours.ink);
        }
      }
    }
    if (moment.finished && result_ && !result_->shown.corners.empty()) {
      std::vector<QPointF> points;
      for (const Cell& corner : result_->shown.corners) points.emplace_back(corner.col, corner.row);
      draw_path(painter, geometry, points, style, true);
    }
  }

 private:
  QRgb ring_colour(const SearchColours& colours) const {
    return problem_->rules().may_leave_board ? colours.outside : mix(colours.outside, colours.wall, 110);
  }
  int index(Cell cell) const { return cell.row * (board_.width + 2) + cell.col; }
  // A state of the search is at one cell of the board or its ring (and may head somewhere).
  StatePart decoded(trace::StateId state) const {
    return mahjong::Puzzle::decode(result_->algorithm, problem_->game(), state).first();
  }

  void draw_labels(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
                   const SearchColours& colours) const {
    const CellMarks marks = states_.marks(moment);
    for (int y = geometry.cells.top(); y <= geometry.cells.bottom(); ++y) {
      for (int x = geometry.cells.left(); x <= geometry.cells.right(); ++x) {
        const int i = index({y, x});
        if (marks.look(i) == Look::unseen) continue;
        if (const auto segments = states_.best_cost(i, moment)) {
          draw_depth_text(painter, geometry.rect(x, y), QString::number(*segments), ink_on(marks.colour(i, colours)));
        }
      }
    }
  }

  std::shared_ptr<const MahjongProblem> problem_;
  std::shared_ptr<const MahjongResult> result_;
  const mahjong::Board& board_;
  CellStates states_;
};

}  // namespace

std::unique_ptr<BoardPainter> PuzzleView<mahjong::Puzzle>::painter(std::shared_ptr<const MahjongProblem> problem,
                                                                 std::shared_ptr<const MahjongResult> result) {
  return std::make_unique<MahjongPainter>(std::move(problem), std::move(result));
}

void PuzzleView<mahjong::Puzzle>::prepare(const MahjongProblem& problem, MahjongResult& result) {
  const mahjong::Game& game = problem.game();
  const int width = game.board.width + 2;
  const int cell_count = width * (game.board.height + 2);
  // The picture's grid is the board with its ring: a state is drawn on its decoded cell.
  const auto cell_of = [&](trace::StateId s) {
    const Cell cell = mahjong::Puzzle::decode(result.algorithm, game, s).first().cell;
    return cell.row * width + cell.col;
  };
  result.prepared.cells = CellSummary(result.trace, cell_count, cell_of);
  result.prepared.on_cells = StatesOnCells(result.trace, cell_count, cell_of);
}

}  // namespace frontier::gui
