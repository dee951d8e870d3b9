// Mahjong's picture: cards and blanks, the ring around the board drawn as a margin where
// paths may run, the search's marks on free cells, the pair's two cards ringed, and the
// found path with its segments numbered.

#include "puzzles/mahjong/mahjong_view.hpp"
#include "render/overlays.hpp"
#include "render/puzzle_painter.hpp"

namespace frontier::gui {

namespace {

using P = mahjong::Puzzle;

// Cards are ivory squares: the pair's cards are told apart by their rings, not by hue.
constexpr QRgb kCard = 0xfff3e3c3;

class MahjongPainter : public PuzzlePainter<P> {
  Q_DECLARE_TR_FUNCTIONS(Mahjong)

 public:
  MahjongPainter(std::shared_ptr<const PuzzleProblem<P>> problem, std::shared_ptr<const PuzzleResult<P>> result)
      : PuzzlePainter(std::move(problem), std::move(result)),
        board_(problem_->game().board),
        states_(result_.get(), result_ ? &result_->prepared.cells : nullptr,
                [this](trace::StateId s, const std::function<void(int)>& visit) {
                  // A run of run-bfs covers every cell from its first to its last.
                  for_each_covered_cell(decoded(s),
                                        [this](Cell c) { return index(c); }, visit);
                }) {}

  QSize grid() const override { return {board_.width + 2, board_.height + 2}; }

  std::vector<LegendEntry> legend() const override {
    const SearchColours& c = search_colours({});
    std::vector<LegendEntry> entries{
        {LegendEntry::Shape::swatch, kCard, tr("card")},
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("the two cards of the pair")},
        {LegendEntry::Shape::swatch, c.empty, tr("blank, not reached")},
        {LegendEntry::Shape::swatch, ring_colour(c),
         problem_->rules().may_leave_board ? tr("outside the board: paths may run here")
                                           : tr("outside the board: closed by the rules")},
        {LegendEntry::Shape::swatch, c.frontier, tr("frontier: reached, waiting")},
        {LegendEntry::Shape::swatch, c.expanded_near, tr("expanded with the fewest segments (the start: 0)")},
        {LegendEntry::Shape::swatch, c.expanded_far, tr("expanded with the most segments")},
        {LegendEntry::Shape::number, c.empty, tr("small italic number: the fewest segments found so far")},
        {LegendEntry::Shape::swatch, c.current, tr("being expanded now")},
        {LegendEntry::Shape::line, c.path, tr("the path, its segments numbered")},
    };
    add_estimate_entry(entries, c, tr("tag h N: A*'s estimate, the segments still needed at least"));
    return entries;
  }

  std::vector<LegendEntry> board_legend() const override {
    const SearchColours& c = search_colours({});
    return {
        {LegendEntry::Shape::swatch, kCard, tr("card")},
        {LegendEntry::Shape::swatch, c.empty, tr("blank")},
        {LegendEntry::Shape::swatch, ring_colour(c),
         problem_->rules().may_leave_board ? tr("outside the board: paths may run here")
                                           : tr("outside the board: closed by the rules")},
    };
  }

  CounterCaptions counter_captions() const override {
    if (!result_ || P::search_kind(result_->algorithm) != mahjong::SearchKind::headings) return {};
    // A 0-1 BFS pops states by cost, a state being a cell with a heading: it has no layers,
    // and the frontier may wait on cells already drawn expanded (other headings of them).
    return {true, QString(), tr("Expanded (cell, heading) states"), tr("Waiting (cell, heading) states"),
            tr("Most waiting at once")};
  }

  Focus focus(const Moment& moment) const override {
    if (!problem_->has_query()) return {};  // a board with no pairs: nothing to find
    const auto& query = problem_->query();
    Focus focus{{QPoint(query.from.col, query.from.row), QPoint(query.to.col, query.to.row)}, {}};
    if (moment.finished && result_) {
      for (const Cell& corner : result_->shown.corners) focus.line.emplace_back(corner.col, corner.row);
    }
    return focus;
  }

  QString describe_cell(QPoint at, const Moment& moment) const override {
    const Cell cell{at.y(), at.x()};
    QString text = mahjong_cell_text(cell) + QLatin1Char(' ');
    if (!board_.on_board(cell)) {
      text += tr("outside the board");
    } else {
      text += board_.has_card(cell) ? tr("card") : tr("blank");
    }
    return text + reached_words(states_.best_cost(index(cell), moment));
  }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    const CellMarks marks = states_.marks(moment);
    fill_cells(image, view, colours.grid, [&](int x, int y) -> QRgb {
      const Cell cell{y, x};
      const int i = index(cell);
      const Look look = marks.look(i);
      if (look != Look::unseen) return marks.colour(i, colours);
      if (!board_.on_board(cell)) return ring_colour(colours);
      return board_.has_card(cell) ? kCard : colours.empty;
    });
  }

  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    if (states_.searched()) draw_runs(painter, geometry, moment, colours);
    // A thin frame where the board ends, so that the ring reads as outside it.
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor::fromRgb(colours.ink), std::max(1.0, geometry.px * 0.06)));
    painter.drawRect(QRectF(geometry.point(1, 1), geometry.point(board_.width + 1, board_.height + 1)));
    painter.restore();
    if (!problem_->has_query()) return;  // a board with no pairs: the board alone
    draw_query_rings(painter, geometry, problem_->query().from, problem_->query().to, style);
    if (states_.searched()) draw_state_focus(painter, geometry, moment, style, [this](trace::StateId s) { return decoded(s).first(); });
    if (const auto h = moment.finished ? std::nullopt : estimate_of(moment.current)) {
      const Cell at = decoded(moment.current).first().cell;
      draw_estimate_tag(painter, geometry.rect(at.col, at.row), *h, style);
    }
    if (moment.finished && result_) draw_corner_path(painter, geometry, result_->shown.corners, style, true);
    // The costs last, outlined, over the path's segment numbers and end dots.
    if (geometry.px >= kLabelMinPx) draw_labels(painter, geometry, moment, colours);
  }

 private:
  QRgb ring_colour(const SearchColours& colours) const { return outside_colour(colours, problem_->rules().may_leave_board); }
  int index(Cell cell) const { return cell.row * (board_.width + 2) + cell.col; }

  // A run is one state over many cells: a bar through their centres shows which stretch
  // one segment reaches, where the cells' marks alone would not tell two runs apart.
  void draw_runs(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
                 const SearchColours& colours) const {
    if (!result_ || result_->prepared.runs.empty() || moment.before_start) return;
    painter.save();
    for (const PuzzleView<P>::Run& run : result_->prepared.runs) {
      const trace::Mark mark = result_->trace.mark(run.state, moment.step);
      if (mark == trace::Mark::unseen || mark == trace::Mark::set_aside) continue;
      const QRgb colour = mark == trace::Mark::frontier ? colours.frontier : colours.expanded_near;
      painter.setPen(QPen(QColor::fromRgb(colour).darker(130), std::max(1.0, geometry.px * 0.18), Qt::SolidLine,
                          Qt::RoundCap));
      painter.drawLine(geometry.centre(run.first.col, run.first.row), geometry.centre(run.last.col, run.last.row));
    }
    painter.restore();
  }

  void draw_labels(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
                   const SearchColours& colours) const {
    const CellMarks marks = states_.marks(moment);
    for (int y = geometry.cells.top(); y <= geometry.cells.bottom(); ++y) {
      for (int x = geometry.cells.left(); x <= geometry.cells.right(); ++x) {
        const int i = index({y, x});
        if (marks.look(i) == Look::unseen) continue;
        states_.draw_best_cost(painter, geometry.rect(x, y), i, marks, moment, colours);
      }
    }
  }

  const mahjong::Board& board_;
  CellStates states_;
};

}  // namespace

std::unique_ptr<BoardPainter> PuzzleView<mahjong::Puzzle>::painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                                                 std::shared_ptr<const PuzzleResult<P>> result,
                                                                 std::string_view /*algorithm*/) {
  return std::make_unique<MahjongPainter>(std::move(problem), std::move(result));
}

void PuzzleView<mahjong::Puzzle>::prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result) {
  const mahjong::Game& game = problem.game();
  const int width = game.board.width + 2;
  // The picture's grid is the board with its ring: a state is drawn on the cells it
  // covers (a run on all of its cells).
  result.prepared.cells = TraceOnCells::on_ringed_board<mahjong::Puzzle>(result.trace, result.algorithm, game, width,
                                                                        width * (game.board.height + 2));
  // The states that decode to a stretch of a row or column are runs, drawn as bars too.
  for (trace::StateId s = 0; s < result.trace.state_count(); ++s) {
    if (result.trace.discovered_at(s) == trace::kNever) continue;
    const DecodedState run = P::decode(result.algorithm, game, s);
    const StateRole role = run.first().role;
    if (run.count == 2 && (role == StateRole::row || role == StateRole::column)) {
      result.prepared.runs.push_back({s, run.part(0).cell, run.part(1).cell});
    }
  }
}

}  // namespace frontier::gui
