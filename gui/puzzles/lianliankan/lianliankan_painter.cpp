// Lianliankan's picture: tiles as numbered, tinted squares; free cells coloured by the
// search (frontier, expanded by turns, current); the two clicks ringed; the found line
// through its corners. A search whose states decode to whole rows and columns
// (middle-segment) marks no cell: the line being tried is shaded and its three segments
// drawn dashed.

#include <optional>
#include <vector>

#include "puzzles/lianliankan/lianliankan_view.hpp"
#include "render/overlays.hpp"
#include "render/puzzle_painter.hpp"

namespace frontier::gui {

namespace {

using P = lianliankan::Puzzle;

class LianliankanPainter : public PuzzlePainter<P> {
  Q_DECLARE_TR_FUNCTIONS(Lianliankan)

 public:
  LianliankanPainter(std::shared_ptr<const PuzzleProblem<P>> problem, std::shared_ptr<const PuzzleResult<P>> result,
                     std::string_view algorithm)
      : PuzzlePainter(std::move(problem), std::move(result)),
        kind_(lianliankan::Puzzle::search_kind(algorithm)),
        board_(problem_->game().board),
        // States that are whole lines leave the cells unmarked.
        states_(result_ && result_->prepared.headings ? result_.get() : nullptr,
                result_ ? &result_->prepared.cells : nullptr,
                one_cell([this](trace::StateId s) { return padded_index(decoded(s).first().cell); })) {}

  QSize grid() const override { return {board_.cols + 2, board_.rows + 2}; }

  std::vector<LegendEntry> legend() const override {
    const SearchColours& c = search_colours({});
    if (tries_lines()) {
      // middle-segment walks no cells: it tries whole lines, one after another.
      return {
          {LegendEntry::Shape::swatch, kind_tint(3), tr("tile (its number when cells are large)")},
          {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("the two clicked tiles")},
          {LegendEntry::Shape::swatch, c.empty, tr("blank")},
          {LegendEntry::Shape::swatch, mix(c.empty, c.current, 90),
           tr("shaded: the row or column being tried as the middle segment")},
          {LegendEntry::Shape::line, c.current, tr("dashed: the three segments of the line tried through it")},
          {LegendEntry::Shape::line, c.path, tr("the linking line")},
          {LegendEntry::Shape::swatch, ring_colour(c),
           problem_->rules().outside ? tr("outside the board (open)") : tr("outside the board (closed, never tried)")},
      };
    }
    // The lessons label their cells with what they rank by: the shortest-line search by
    // steps from the start, the miscounting walk by the turns it counted.
    const bool by_steps = kind_ == lianliankan::SearchKind::steps_walk;
    const bool miscounted = kind_ == lianliankan::SearchKind::miscounted_walk;
    std::vector<LegendEntry> entries{
        {LegendEntry::Shape::swatch, kind_tint(3), tr("tile (its number when cells are large)")},
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("the two clicked tiles")},
        {LegendEntry::Shape::swatch, c.empty, tr("blank, not reached")},
        {LegendEntry::Shape::swatch, c.frontier, tr("frontier: reached, waiting")},
        {LegendEntry::Shape::swatch, c.expanded_near, by_steps ? tr("expanded nearest the start") : tr("expanded with 0 turns")},
        {LegendEntry::Shape::swatch, c.expanded_far,
         by_steps ? tr("expanded farthest from the start") : tr("expanded with the most turns")},
        {LegendEntry::Shape::number, c.empty,
         by_steps     ? tr("small italic number: steps from the start")
         : miscounted ? tr("small italic number: the turns it counted (it misses some)")
                      : tr("small italic number: the fewest turns found so far")},
        {LegendEntry::Shape::swatch, c.current, tr("being expanded now (the arrow: its heading)")},
        {LegendEntry::Shape::line, c.path, by_steps ? tr("the shortest line it judged") : tr("the linking line")},
    };
    if (by_steps || miscounted) {
      entries.push_back({LegendEntry::Shape::swatch, c.ink, tr("numbered disc: a turn past the two allowed")});
    }
    entries.push_back({LegendEntry::Shape::swatch, ring_colour(c),
                       problem_->rules().outside ? tr("outside the board (open)") : tr("outside the board (closed)")});
    return entries;
  }

  std::vector<LegendEntry> board_legend() const override {
    const SearchColours& c = search_colours({});
    return {
        {LegendEntry::Shape::swatch, kind_tint(3), tr("tile (its number when cells are large)")},
        {LegendEntry::Shape::swatch, c.empty, tr("blank")},
        {LegendEntry::Shape::swatch, ring_colour(c),
         problem_->rules().outside ? tr("outside the board (open)") : tr("outside the board (closed)")},
    };
  }

  CounterCaptions counter_captions() const override {
    if (!tries_lines()) return {};
    // Every candidate line is listed before the first is tried: the frontier is the
    // lines not tried yet, and it has no layers.
    return {true, QString(), tr("Candidate lines tried"), tr("Candidate lines left"), tr("Candidate lines in all")};
  }

  Focus focus(const Moment& moment) const override {
    if (!problem_->has_query()) return {};  // a case with no queries: nothing to find
    const lianliankan::Query& query = problem_->query();
    Focus focus{{QPoint(query.from.col, query.from.row), QPoint(query.to.col, query.to.row)}, {}};
    if (moment.finished && result_ && result_->found.linked) {
      for (const Cell& corner : result_->shown.corners) focus.line.emplace_back(corner.col, corner.row);
    }
    return focus;
  }

  QString describe_cell(QPoint at, const Moment& moment) const override {
    const Cell cell{at.y(), at.x()};
    QString text = QStringLiteral("(%1, %2) ").arg(cell.row).arg(cell.col);
    if (!board_.inside(cell)) {
      text += tr("outside the board");
    } else if (const std::int32_t tile = board_.tile(cell); tile != lianliankan::kBlank) {
      text += tr("tile %1").arg(tile);
    } else {
      text += tr("blank");
    }
    return text + reached_words(states_.best_cost(padded_index(cell), moment));
  }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    const CellMarks marks = states_.marks(moment);
    const QRgb ring = ring_colour(colours);
    const std::optional<StatePart> line = current_line(moment);
    const int rows = board_.rows;
    const int cols = board_.cols;
    fill_cells(image, view, colours.grid, [&](int x, int y) -> QRgb {
      const int cell = y * (cols + 2) + x;
      const Look look = marks.look(cell);
      QRgb colour;
      if (y == 0 || x == 0 || y == rows + 1 || x == cols + 1) {
        colour = look == Look::unseen ? ring : marks.colour(cell, colours);
      } else {
        const std::int32_t tile = board_.tiles[static_cast<std::size_t>(y - 1) * static_cast<std::size_t>(cols) +
                                               static_cast<std::size_t>(x - 1)];
        colour = look == Look::unseen && tile != lianliankan::kBlank ? kind_tint(tile) : marks.colour(cell, colours);
      }
      if (line && (line->role == StateRole::column ? x == line->cell.col : y == line->cell.row)) {
        colour = mix(colour, colours.current, 90);
      }
      return colour;
    });
  }

  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    const bool labels = geometry.px >= kLabelMinPx;
    if (labels) draw_labels(painter, geometry, moment, colours, false);
    if (!problem_->has_query()) {  // a case with no queries: its board alone
      if (labels) draw_labels(painter, geometry, moment, colours, true);
      return;
    }
    const lianliankan::Query& query = problem_->query();
    draw_query_rings(painter, geometry, query.from, query.to, style);
    if (const auto line = current_line(moment)) draw_dashed(painter, geometry, candidate_path(*line), colours.current, style);
    if (states_.searched()) draw_state_focus(painter, geometry, moment, style, [this](trace::StateId s) { return decoded(s).first(); });
    // A correct search's NO has no line; a lesson's may (the shortest line it judged).
    if (moment.finished && result_ && !result_->shown.corners.empty()) {
      draw_corner_path(painter, geometry, result_->shown.corners, style, false);
      draw_turns_past(painter, geometry, result_->shown.corners, lianliankan::kMaxTurns, style);
    }
    // The numbers last, over the line where it passes a cell's middle; the line's end dots
    // and the heading arrow sit at the cells' edges, off the clicked tiles' numbers.
    if (labels) draw_labels(painter, geometry, moment, colours, true);
  }

 private:
  // The search's states are whole rows and columns (middle-segment), not cells.
  // middle-segment's, searched or only chosen: its legend is its own before it runs too.
  bool tries_lines() const { return kind_ == lianliankan::SearchKind::candidate_lines; }
  QRgb ring_colour(const SearchColours& colours) const { return outside_colour(colours, problem_->rules().outside); }
  int padded_index(Cell cell) const { return cell.row * (board_.cols + 2) + cell.col; }
  // core's numbers are the padded board's own, the ring being row 0 / rows+1 and column
  // 0 / cols+1, so a decoded cell is a grid cell as it stands (padded_index).

  // The whole row or column being tried as the middle segment, while one is.
  std::optional<StatePart> current_line(const Moment& moment) const {
    if (!result_ || moment.current == trace::kNoState || moment.finished) return std::nullopt;
    const StatePart part = decoded(moment.current).first();
    if (part.role != StateRole::row && part.role != StateRole::column) return std::nullopt;
    return part;
  }

  // The three segments tried through a middle row or column (grid points: x col, y row).
  std::vector<QPointF> candidate_path(const StatePart& line) const {
    const lianliankan::Query& q = problem_->query();
    if (line.role == StateRole::column) {
      const int c = line.cell.col;
      return {QPointF(q.from.col, q.from.row), QPointF(c, q.from.row), QPointF(c, q.to.row), QPointF(q.to.col, q.to.row)};
    }
    const int r = line.cell.row;
    return {QPointF(q.from.col, q.from.row), QPointF(q.from.col, r), QPointF(q.to.col, r), QPointF(q.to.col, q.to.row)};
  }

  // The tiles' frames (`numbers` false) or the numbers on tiles and cells (true).
  void draw_labels(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const SearchColours& colours,
                   bool numbers) const {
    const CellMarks marks = states_.marks(moment);
    for (int y = geometry.cells.top(); y <= geometry.cells.bottom(); ++y) {
      for (int x = geometry.cells.left(); x <= geometry.cells.right(); ++x) {
        const Cell cell{y, x};
        const int index = padded_index(cell);
        const Look look = marks.look(index);
        const std::int32_t tile = board_.inside(cell) ? board_.tile(cell) : lianliankan::kBlank;
        if (tile != lianliankan::kBlank) {
          const QRgb background = look == Look::unseen ? kind_tint(tile) : marks.colour(index, colours);
          // A frame in a darker shade makes a tile read as a piece lying on the board.
          const QRectF rect = geometry.rect(x, y);
          if (numbers) {
            const QRgb ink = ink_on(background);
            // In the cell's middle, which the line's end dot and the heading arrow leave
            // it: its type 0.45 of the cell's height, as large as nine digits allow.
            draw_cell_label(painter, label_room(rect), QString::number(tile), ink, ink_on(ink), 0.45 / kLabelRoomShare);
            continue;
          }
          const double inset = rect.width() * 0.1;
          painter.setPen(QPen(QColor::fromRgb(mix(background, colours.ink, 90)), std::max(1.0, rect.width() * 0.06)));
          painter.setBrush(Qt::NoBrush);
          painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset);
        } else if (numbers && look != Look::unseen) {
          states_.draw_best_cost(painter, geometry.rect(x, y), index, marks, moment, colours);
        }
      }
    }
  }

  // The kind of the result's search, or of the one chosen to run; none for a name that is
  // no search of Lianliankan's (the choice may still be another puzzle's).
  std::optional<lianliankan::SearchKind> kind_;
  const lianliankan::Board& board_;
  CellStates states_;
};

}  // namespace

std::unique_ptr<BoardPainter> PuzzleView<lianliankan::Puzzle>::painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                                                     std::shared_ptr<const PuzzleResult<P>> result,
                                                                     std::string_view algorithm) {
  return std::make_unique<LianliankanPainter>(std::move(problem), std::move(result), algorithm);
}

void PuzzleView<lianliankan::Puzzle>::prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result) {
  const lianliankan::Case& game = problem.game();
  // A search's states are all of one kind, which its entry says.
  result.prepared.headings =
      lianliankan::Puzzle::search_kind(result.algorithm) != lianliankan::SearchKind::candidate_lines;
  if (!result.prepared.headings) return;
  const int width = game.board.cols + 2;
  result.prepared.cells = TraceOnCells::on_ringed_board<lianliankan::Puzzle>(result.trace, result.algorithm, game, width,
                                                                            width * (game.board.rows + 2));
}

}  // namespace frontier::gui
