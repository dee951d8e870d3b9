// Huarongdao's picture: fixed cells dark, movable cells light; for dijkstra and spfa each
// cell split into four wedges, one per side the blank may wait on beside the marked piece
// there, each coloured by its state's mark; the first phase's "blank alone" states as a
// square in the middle. The blank, the marked piece and the target are drawn on top, and
// after the search the found moves are replayed with the piece's trail.

#include <optional>

#include "puzzles/huarongdao/huarongdao_view.hpp"
#include "render/overlays.hpp"
#include "render/puzzle_painter.hpp"

namespace frontier::gui {

namespace {

using P = huarongdao::Puzzle;

using Prepared = PuzzleView<huarongdao::Puzzle>::Prepared;

// Wedges need room; below this cell size a cell shows its best wedge.
constexpr int kWedgeMinPx = 8;
constexpr int kWedgeLabelMinPx = 40;

class HuarongdaoPainter : public PuzzlePainter<P> {
  Q_DECLARE_TR_FUNCTIONS(Huarongdao)

 public:
  HuarongdaoPainter(std::shared_ptr<const PuzzleProblem<P>> problem, std::shared_ptr<const PuzzleResult<P>> result,
                    std::string_view algorithm)
      : PuzzlePainter(std::move(problem), std::move(result)),
        kind_(huarongdao::Puzzle::search_kind(algorithm)),
        board_(problem_->game()) {}

  QSize grid() const override { return {board_.cols, board_.rows}; }
  QString column_label(int x) const override { return QString::number(x + 1); }
  QString row_label(int y) const override { return QString::number(y + 1); }

  // Searches of (piece, side) states draw wedges; bfs's states are whole positions.
  bool draws_wedges() const { return kind_ != huarongdao::SearchKind::positions; }

  std::vector<LegendEntry> legend() const override {
    const SearchColours& c = search_colours({});
    std::vector<LegendEntry> entries{
        {LegendEntry::Shape::swatch, c.wall, tr("fixed piece")},
        {LegendEntry::Shape::swatch, c.empty, tr("movable piece, state not reached")},
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("the target")},
        {LegendEntry::Shape::swatch, c.ink, tr("the marked piece (black disc)")},
        {LegendEntry::Shape::ring, c.ink, tr("the blank (dashed square)")},
    };
    if (draws_wedges()) {
      entries.push_back({LegendEntry::Shape::wedge, c.frontier, tr("wedge: the piece here, the blank on that side")});
    }
    entries.push_back({LegendEntry::Shape::swatch, c.frontier, tr("frontier: reached, waiting")});
    entries.push_back({LegendEntry::Shape::swatch, c.expanded_near, tr("expanded, few moves")});
    entries.push_back({LegendEntry::Shape::swatch, c.expanded_far, tr("expanded, the most moves")});
    entries.push_back({LegendEntry::Shape::swatch, c.current, tr("being expanded now")});
    // Only a search whose states are wedges draws wedges (bfs's are whole positions).
    if (draws_wedges()) {
      entries.push_back({LegendEntry::Shape::wedge, c.empty, tr("number in a wedge: the fewest moves found so far")});
    }
    entries.push_back({LegendEntry::Shape::line, c.path, tr("the marked piece's way, replayed move by move")});
    // Dijkstra from the target estimates only its first stage, the blank's walk to the piece.
    add_estimate_entry(entries, c,
                       result_ && result_->algorithm == huarongdao::kDijkstraFromTargetName
                           ? tr("tag h N: the blank walk's estimate, its moves to a side of the piece at least")
                           : tr("tag h N: A*'s estimate, the piece's moves still needed at least"));
    return entries;
  }
  // The Layer counter shows the cost of the state taken. Only bfs takes its states layer by
  // layer; for the others that cost is said for what it is, so that it does not read as a
  // second answer beside the answer (the judge's solver, searching back from the target,
  // may end on a state farther from the target than the answer's moves).
  CounterCaptions counter_captions() const override {
    if (!result_ || result_->algorithm == huarongdao::kBfsName) return {};
    QString layer;
    if (result_->algorithm == huarongdao::kDijkstraName) {
      layer = tr("Moves settled");  // Dijkstra takes each state at its fewest moves, in order: it ends on the answer
    } else if (result_->algorithm == huarongdao::kDijkstraFromTargetName) {
      // It searches back from the target (after the blank's walk to the piece): a caption
      // short enough for the counters' row at 1280 px, which the legend explains.
      layer = tr("Moves from the target");
    } else {
      layer = tr("Moves of the state taken");  // A* (by moves plus h) and SPFA (in the order queued)
    }
    return {true, layer, tr("Expanded"), tr("Frontier"), tr("Largest frontier")};
  }

  std::vector<LegendEntry> board_legend() const override {
    const SearchColours& c = search_colours({});
    return {
        {LegendEntry::Shape::swatch, c.wall, tr("fixed piece")},
        {LegendEntry::Shape::swatch, c.empty, tr("movable piece")},
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("the target")},
        {LegendEntry::Shape::swatch, c.ink, tr("the marked piece (black disc)")},
        {LegendEntry::Shape::ring, c.ink, tr("the blank (dashed square)")},
    };
  }


  // The board without a ring: grid (x, y) is the judge's row y + 1, column x + 1.
  QPoint grid_cell(Cell cell) const override { return {cell.col - 1, cell.row - 1}; }
  std::optional<Cell> judge_cell(QPoint at) const override {
    if (at.x() < 0 || at.y() < 0 || !(at.x() < board_.cols && at.y() < board_.rows)) return std::nullopt;
    return Cell{at.y() + 1, at.x() + 1};
  }
  QString describe_cell(QPoint at, const Moment& moment) const override {
    const Cell cell{at.y() + 1, at.x() + 1};
    QString text = QStringLiteral("(%1, %2) ").arg(cell.row).arg(cell.col) +
                   (board_.movable(cell) ? tr("movable") : tr("fixed"));
    if (problem_->has_query()) {  // where the query's blank, marked piece and target stand
      const huarongdao::Query& query = problem_->query();
      if (cell == query.blank) text += QStringLiteral(", ") + tr("the blank");
      if (cell == query.piece) text += QStringLiteral(", ") + tr("the marked piece");
      if (cell == query.target) text += QStringLiteral(", ") + tr("the target");
    }
    if (result_ && !prepared().positions && board_.movable(cell)) {
      QStringList sides;
      static const char* const kSides[] = {QT_TR_NOOP("up"), QT_TR_NOOP("right"), QT_TR_NOOP("down"), QT_TR_NOOP("left")};
      for (int side = 0; side < kDirections; ++side) {
        const auto s = wedge_state(board_.index(cell), side);
        if (look(s, moment) != Look::unseen && !moment.before_start) {
          sides << tr("blank %1: %n moves", nullptr, static_cast<int>(result_->trace.cost_at(s, moment.step))).arg(tr(kSides[side]));
        }
      }
      if (!sides.isEmpty()) text += QStringLiteral("; ") + sides.join(QStringLiteral(", "));
    }
    return text;
  }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    const FineFound found(moment);
    if (!result_ || prepared().positions || view.cell_px < kWedgeMinPx) {
      const CellMarks marks(result_ && prepared().positions ? &result_->prepared.cells : nullptr, moment,
                            one_cell([this](trace::StateId s) { return board_.index(position_of(s).second); }));
      fill_cells(image, view, colours.grid, [&](int x, int y) -> QRgb {
        const Cell cell{y + 1, x + 1};
        if (!board_.movable(cell)) return colours.wall;
        if (result_ && !prepared().positions) return best_wedge_colour(board_.index(cell), moment, found, colours);
        return marks.colour(board_.index(cell), colours);
      });
      return;
    }
    fill_wedges(image, view, moment, found, colours);
  }

  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    if (!problem_->has_query()) return;  // a board with no queries: its fixed and movable cells alone
    const huarongdao::Query& query = problem_->query();
    if (board_.inside(query.target)) draw_ring(painter, geometry.rect(query.target.col - 1, query.target.row - 1), okabe_ito::kGreen, style);

    Cell blank = query.blank;
    Cell piece = query.piece;
    if (moment.finished && result_ && result_->found.status == huarongdao::Status::solved) {
      // Replay: the trail of the marked piece so far, and the last move.
      std::vector<QPointF> trail{QPointF(piece.col - 1, piece.row - 1)};
      const auto& moves = result_->shown.moves;
      const int played = std::min<int>(moment.move, static_cast<int>(moves.size()));
      huarongdao::Position position = huarongdao::Puzzle::start(board_, query);
      for (int i = 0; i < played; ++i) {
        const WitnessMove& move = moves[static_cast<std::size_t>(i)];
        const auto after = huarongdao::Puzzle::apply(board_, problem_->rules(), position,
                                                     huarongdao::Move{move.from, move.to, move.marked});
        if (!after) break;  // core's witness keeps the rules; a refused move would end the replay here
        if (after.position->piece != position.piece) trail.emplace_back(after.position->piece.col - 1, after.position->piece.row - 1);
        position = *after.position;
      }
      blank = position.blank;
      piece = position.piece;
      draw_blank(painter, geometry.rect(blank.col - 1, blank.row - 1), colours);
      if (played > 0) {
        // The last move: a piece slid from `from` into the blank on `to`.
        const WitnessMove& last = moves[static_cast<std::size_t>(played - 1)];
        draw_move_arrow(painter, geometry, QPoint(last.from.col - 1, last.from.row - 1), QPoint(last.to.col - 1, last.to.row - 1),
                        colours.ink, false, style);
      }
      // The trail over the blank's veil and the last move's arrow, in the legend's colour.
      draw_path(painter, geometry, trail, style, false);
    } else {
      if (moment.current != trace::kNoState && result_) std::tie(blank, piece) = position_of(moment.current);
      draw_blank(painter, geometry.rect(blank.col - 1, blank.row - 1), colours);
    }
    draw_marked_piece(painter, geometry.rect(piece.col - 1, piece.row - 1), colours);
    if (const auto h = moment.finished ? std::nullopt : estimate_of(moment.current)) {
      const Cell at = decoded(moment.current).first().cell;
      draw_estimate_tag(painter, geometry.rect(at.col - 1, at.row - 1), *h, style);
    }
    if (moment.subject != trace::kNoState && result_ && geometry.px >= kGridMinPx) draw_subject_state(painter, geometry, moment.subject, style);
    // The wedges' numbers last, outlined, over the blank's dashed square and the piece.
    if (result_ && !prepared().positions && geometry.px >= kWedgeLabelMinPx && !moment.before_start) draw_wedge_labels(painter, geometry, moment, colours);
  }

 private:
  // The states the expansion under way discovered so far (they are after the step).
  struct FineFound {
    explicit FineFound(const Moment& moment) {
      for (const trace::FineStep& step : moment.fine) {
        if (step.kind == trace::FineKind::discover || step.kind == trace::FineKind::improve) states.push_back(step.state);
      }
      std::sort(states.begin(), states.end());
    }
    bool contains(trace::StateId s) const { return std::binary_search(states.begin(), states.end(), s); }
    std::vector<trace::StateId> states;
  };

  Look look(trace::StateId s, const Moment& moment, const FineFound* found = nullptr) const {
    if (!result_ || s >= result_->trace.state_count()) return Look::unseen;
    if (s == moment.current) return Look::current;
    Look base = Look::unseen;
    if (!moment.before_start) {
      switch (result_->trace.mark(s, moment.step)) {
        // The blank's walk over, what its queue still held is drawn as never reached: the
        // board shows the search under way, as the Frontier panel lists it.
        case trace::Mark::unseen:
        case trace::Mark::set_aside: break;
        case trace::Mark::frontier: base = Look::frontier; break;
        case trace::Mark::done: base = Look::expanded; break;
      }
    }
    if (base == Look::unseen && found != nullptr && found->contains(s)) return Look::frontier;
    return base;
  }

  QRgb state_colour(trace::StateId s, const Moment& moment, const FineFound& found, const SearchColours& colours) const {
    switch (look(s, moment, &found)) {
      case Look::unseen: return colours.empty;
      case Look::frontier: return colours.frontier;
      case Look::current: return colours.current;
      case Look::expanded: return depth_shade(colours, result_->trace.cost(s), prepared().deepest);
    }
    return colours.empty;
  }

  // A cell too small for wedges shows its most advanced state: current, then frontier, then expanded.
  QRgb best_wedge_colour(int cell, const Moment& moment, const FineFound& found, const SearchColours& colours) const {
    std::optional<trace::StateId> best;
    int rank = 0;
    const auto consider = [&](trace::StateId s) {
      static constexpr int kRank[] = {0, 3, 2, 4};  // unseen, frontier, expanded, current
      const int r = kRank[static_cast<int>(look(s, moment, &found))];
      if (r > rank) rank = r, best = s;
    };
    for (int side = 0; side < kDirections; ++side) consider(wedge_state(cell, side));
    consider(wedge_state(cell, Prepared::kAlone));
    return best ? state_colour(*best, moment, found, colours) : colours.empty;
  }

  void fill_wedges(QImage& image, const Viewport& view, const Moment& moment, const FineFound& found,
                   const SearchColours& colours) const {
    const int px = view.cell_px;
    const double half = px / 2.0;
    const double core = px * 0.2;  // the middle square: the blank alone on this cell
    for (int y = view.cells.top(); y <= view.cells.bottom(); ++y) {
      for (int x = view.cells.left(); x <= view.cells.right(); ++x) {
        const Cell cell{y + 1, x + 1};
        const int index = board_.index(cell);
        QRgb wedge[kDirections];
        QRgb middle = 0;
        bool alone_seen = false;
        if (board_.movable(cell)) {
          for (int side = 0; side < kDirections; ++side) wedge[side] = state_colour(wedge_state(index, side), moment, found, colours);
          const auto alone = wedge_state(index, Prepared::kAlone);
          alone_seen = look(alone, moment, &found) != Look::unseen;
          middle = state_colour(alone, moment, found, colours);
        } else {
          std::fill(std::begin(wedge), std::end(wedge), colours.wall);
        }
        const int left = (x - view.cells.left()) * px;
        const int top = (y - view.cells.top()) * px;
        for (int py = 0; py < px; ++py) {
          auto* line = reinterpret_cast<QRgb*>(image.scanLine(top + py)) + left;
          const double dy = py + 0.5 - half;
          for (int qx = 0; qx < px; ++qx) {
            const double dx = qx + 0.5 - half;
            QRgb colour;
            if (py == px - 1 || qx == px - 1) {
              colour = colours.grid;
            } else if (alone_seen && std::abs(dx) < core && std::abs(dy) < core) {
              colour = middle;
            } else if (std::abs(dy) >= std::abs(dx)) {
              colour = wedge[dy < 0 ? 0 : 2];
            } else {
              colour = wedge[dx > 0 ? 1 : 3];
            }
            // Hairlines between wedges, so that neighbouring wedges of one colour still read as four.
            if (board_.movable(cell) && px >= 16 && std::abs(std::abs(dx) - std::abs(dy)) < 0.5) colour = mix(colour, colours.grid, 160);
            line[qx] = colour;
          }
        }
      }
    }
  }

  const Prepared& prepared() const { return result_->prepared; }
  trace::StateId wedge_state(int cell, int side) const {
    return prepared().wedges.empty() ? trace::kNoState : prepared().wedges[static_cast<std::size_t>(cell)][static_cast<std::size_t>(side)];
  }

  // The blank's cell and the marked piece's cell while `state` is expanded.
  std::pair<Cell, Cell> position_of(trace::StateId state) const {
    const DecodedState d = decoded(state);
    if (d.count == 1) return {d.first().cell, problem_->query().piece};  // the blank alone
    if (d.part(1).role == StateRole::side) return {step(d.first().cell, d.part(1).direction), d.first().cell};
    return {d.first().cell, d.part(1).cell};
  }

  void draw_blank(QPainter& painter, const QRectF& cell, const SearchColours& colours) const {
    const double inset = cell.width() * 0.18;
    painter.save();
    painter.setBrush(QColor(255, 255, 255, 150));
    painter.setPen(QPen(QColor::fromRgb(colours.ink), std::max(1.5, cell.width() * 0.07), Qt::DashLine));
    painter.drawRect(cell.adjusted(inset, inset, -inset, -inset));
    painter.restore();
  }

  void draw_marked_piece(QPainter& painter, const QRectF& cell, const SearchColours& colours) const {
    painter.save();
    painter.setBrush(QColor::fromRgb(colours.ink));
    painter.setPen(QPen(Qt::white, std::max(1.0, cell.width() * 0.05)));
    painter.drawEllipse(PuzzleView<P>::marked_piece_disc(cell));
    painter.restore();
  }

  // The outline of the state the current pseudo-code line is about: its wedge, its middle
  // square, or (bfs) its piece's cell.
  void draw_subject_state(QPainter& painter, const CellGeometry& geometry, trace::StateId subject, const PaintStyle& style) const {
    if (prepared().positions) {
      const Cell piece = position_of(subject).second;
      draw_subject(painter, geometry.rect(piece.col - 1, piece.row - 1), style);
      return;
    }
    const DecodedState d = decoded(subject);
    const Cell at = d.first().cell;
    const QRectF cell = geometry.rect(at.col - 1, at.row - 1);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor::fromRgb(search_colours(style).ink), std::max(1.5, stroke_width(geometry.px, style) * 0.7), Qt::DashLine));
    if (d.count == 1) {  // the blank alone
      const double inset = cell.width() * 0.3;
      painter.drawRect(cell.adjusted(inset, inset, -inset, -inset));
    } else {
      const QPointF corners[4] = {cell.topLeft(), cell.topRight(), cell.bottomRight(), cell.bottomLeft()};
      painter.drawPolygon(QPolygonF{corners[d.part(1).direction], corners[(d.part(1).direction + 1) % 4], cell.center()});
    }
    painter.restore();
  }

  void draw_wedge_labels(QPainter& painter, const CellGeometry& geometry, const Moment& moment, const SearchColours& colours) const {
    const FineFound found(moment);
    for (int y = geometry.cells.top(); y <= geometry.cells.bottom(); ++y) {
      for (int x = geometry.cells.left(); x <= geometry.cells.right(); ++x) {
        const Cell cell{y + 1, x + 1};
        if (!board_.movable(cell)) continue;
        const QRectF rect = geometry.rect(x, y);
        for (int side = 0; side < kDirections; ++side) {
          const auto s = wedge_state(board_.index(cell), side);
          if (look(s, moment, &found) == Look::unseen || result_->trace.discovered_at(s) > moment.step) continue;
          const QRectF box = PuzzleView<P>::wedge_label_box(rect, side);
          const QRgb ink = ink_on(state_colour(s, moment, found, colours));
          draw_cell_label(painter, box, QString::number(result_->trace.cost_at(s, moment.step)), ink, ink_on(ink), 0.8);
        }
      }
    }
  }

  // The kind of the result's search, or of the one chosen to run; none for a name that is
  // no search of Huarongdao's (the choice may still be another puzzle's).
  std::optional<huarongdao::SearchKind> kind_;
  const huarongdao::Board& board_;
};

}  // namespace

QRectF PuzzleView<huarongdao::Puzzle>::wedge_label_box(const QRectF& cell, int side) {
  // Out in its wedge, where the wedge is wide enough for two digits: a little farther
  // out on the left and right, whose numbers are wider than they are high.
  const double w = cell.width();
  const bool across = kColStep[side] != 0;
  const QPointF at = cell.center() + QPointF(kColStep[side], kRowStep[side]) * w * (across ? 0.35 : 0.33);
  return {at - QPointF(w * 0.13, w * 0.12), QSizeF(w * 0.26, w * 0.24)};
}

QRectF PuzzleView<huarongdao::Puzzle>::marked_piece_disc(const QRectF& cell) {
  // A third of the cell across, its white rim included: inside the wedges' numbers.
  const double inset = cell.width() * 0.33;
  return cell.adjusted(inset, inset, -inset, -inset);
}

std::unique_ptr<BoardPainter> PuzzleView<huarongdao::Puzzle>::painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                                                    std::shared_ptr<const PuzzleResult<P>> result,
                                                                    std::string_view algorithm) {
  return std::make_unique<HuarongdaoPainter>(std::move(problem), std::move(result), algorithm);
}

void PuzzleView<huarongdao::Puzzle>::prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result) {
  Prepared& mine = result.prepared;
  const trace::Trace& trace = result.trace;
  const huarongdao::Board& board = problem.game();
  const auto decode = [&](trace::StateId s) { return huarongdao::Puzzle::decode(result.algorithm, board, s); };
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<trace::StateId>(s);
    if (trace.expanded_at(state) != trace::kNever) mine.deepest = std::max(mine.deepest, trace.cost(state));
  }
  // A state that names the blank's cell and the piece's apart is a whole position, shown
  // on the marked piece's cell; any other names one cell, and its wedge or its middle.
  const auto is_position = [](const DecodedState& d) { return d.count == 2 && d.part(1).role == StateRole::piece; };
  std::array<trace::StateId, 5> none;
  none.fill(trace::kNoState);
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<trace::StateId>(s);
    if (trace.discovered_at(state) == trace::kNever) continue;  // never drawn but as unseen
    const DecodedState d = decode(state);
    if (is_position(d)) {
      mine.positions = true;
      continue;
    }
    if (mine.wedges.empty()) mine.wedges.assign(static_cast<std::size_t>(board.cell_count()), none);
    const int side = d.count == 1 ? Prepared::kAlone : d.part(1).direction;
    mine.wedges[static_cast<std::size_t>(board.index(d.first().cell))][static_cast<std::size_t>(side)] = state;
  }
  if (mine.positions) {
    mine.cells = CellSummary(trace, board.cell_count(), one_cell([&](trace::StateId s) {
      const DecodedState d = decode(s);
      return is_position(d) ? board.index(d.part(1).cell) : -1;
    }));
  }
}

}  // namespace frontier::gui
