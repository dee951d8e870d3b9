// Lianliankan's picture: tiles as numbered, tinted squares; free cells coloured by the
// search (frontier, expanded by turns, current); the two clicks ringed; the found line
// through its corners. middle-segment's states are whole rows and columns: the line being
// tried is shaded and its three segments drawn dashed.

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "puzzles/lianliankan/lianliankan_problem.hpp"
#include "render/cell_states.hpp"
#include "render/overlays.hpp"

namespace frontier::gui {

namespace {

class LianliankanPainter : public BoardPainter {
  Q_DECLARE_TR_FUNCTIONS(Lianliankan)

 public:
  LianliankanPainter(std::shared_ptr<const LianliankanProblem> problem, std::shared_ptr<const LianliankanResult> result)
      : problem_(std::move(problem)),
        result_(std::move(result)),
        board_(problem_->board()),
        middle_segment_(result_ && result_->algorithm == lianliankan::kMiddleSegment),
        // Heading states are padded cell * 4 + direction (heading.hpp); middle-segment's
        // states are lines, so its cells carry no search marks.
        states_(middle_segment_ ? nullptr : result_.get(), result_ ? &result_->cells : nullptr,
                result_ ? &result_->on_cells : nullptr, [](trace::StateId s) { return static_cast<int>(s / kDirections); }) {}

  QSize grid() const override { return {board_.cols + 2, board_.rows + 2}; }

  std::vector<LegendEntry> legend() const override {
    const SearchColours& c = search_colours({});
    return {
        {LegendEntry::Shape::swatch, kind_tint(3), tr("tile (its number when cells are large)")},
        {LegendEntry::Shape::ring, okabe_ito::kGreen, tr("the two clicked tiles")},
        {LegendEntry::Shape::swatch, c.empty, tr("blank, not reached")},
        {LegendEntry::Shape::swatch, c.frontier, tr("frontier: reached, waiting")},
        {LegendEntry::Shape::swatch, c.expanded_near, tr("expanded with 0 turns")},
        {LegendEntry::Shape::swatch, c.expanded_far, tr("expanded with the most turns")},
        {LegendEntry::Shape::number, c.empty, tr("small italic number: the fewest turns found so far")},
        {LegendEntry::Shape::swatch, c.current, tr("being expanded now (the arrow: its heading)")},
        {LegendEntry::Shape::line, c.path, tr("the linking line")},
        {LegendEntry::Shape::swatch, ring_colour(c),
         problem_->rules().outside ? tr("outside the board (open)") : tr("outside the board (closed)")},
    };
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
    if (const auto turns = states_.best_cost(padded_index(cell), moment)) {
      text += tr(", reached with %n turns", nullptr, static_cast<int>(*turns));
    }
    return text;
  }

 protected:
  void fill(QImage& image, const Viewport& view, const Moment& moment, const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    const CellMarks marks = states_.marks(moment);
    const QRgb ring = ring_colour(colours);
    const std::optional<lianliankan::CandidateLine> line = current_line(moment);
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
      if (line && (line->is_column ? x == line->index : y == line->index)) colour = mix(colour, colours.current, 90);
      return colour;
    });
  }

  void overlay(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
               const PaintStyle& style) const override {
    const SearchColours& colours = search_colours(style);
    const lianliankan::Query& query = problem_->query();
    if (geometry.px >= kLabelMinPx) draw_labels(painter, geometry, moment, colours);
    for (const Cell& click : {query.from, query.to}) {
      if (geometry.visible(click.col, click.row)) draw_ring(painter, geometry.rect(click.col, click.row), okabe_ito::kGreen, style);
    }
    if (const auto line = current_line(moment)) draw_dashed(painter, geometry, candidate_path(*line), colours.current, style);
    if (states_.searched() && geometry.px >= kGridMinPx) {
      if (moment.subject != trace::kNoState) {
        const lianliankan::Heading subject = lianliankan::decode_heading(board_, moment.subject);
        if (geometry.visible(subject.cell.col, subject.cell.row)) draw_subject(painter, geometry.rect(subject.cell.col, subject.cell.row), style);
      }
      if (moment.current != trace::kNoState && geometry.px >= 10) {
        const lianliankan::Heading current = lianliankan::decode_heading(board_, moment.current);
        if (geometry.visible(current.cell.col, current.cell.row)) {
          draw_heading_arrow(painter, geometry.rect(current.cell.col, current.cell.row), current.direction, colours.ink);
        }
      }
    }
    if (moment.finished && result_ && result_->found.linked) {
      std::vector<QPointF> points;
      for (const Cell& corner : result_->found.corners) points.emplace_back(corner.col, corner.row);
      draw_path(painter, geometry, points, style, false);
    }
  }

 private:
  QRgb ring_colour(const SearchColours& colours) const {
    return problem_->rules().outside ? colours.outside : mix(colours.outside, colours.wall, 110);
  }
  int padded_index(Cell cell) const { return cell.row * (board_.cols + 2) + cell.col; }

  std::optional<lianliankan::CandidateLine> current_line(const Moment& moment) const {
    if (!middle_segment_ || moment.current == trace::kNoState || moment.finished) return std::nullopt;
    return lianliankan::decode_candidate(board_, moment.current);
  }

  // The three segments middle-segment tries through line L (grid points: x col, y row).
  std::vector<QPointF> candidate_path(const lianliankan::CandidateLine& line) const {
    const lianliankan::Query& q = problem_->query();
    if (line.is_column) {
      return {QPointF(q.from.col, q.from.row), QPointF(line.index, q.from.row), QPointF(line.index, q.to.row),
              QPointF(q.to.col, q.to.row)};
    }
    return {QPointF(q.from.col, q.from.row), QPointF(q.from.col, line.index), QPointF(q.to.col, line.index),
            QPointF(q.to.col, q.to.row)};
  }

  void draw_labels(QPainter& painter, const CellGeometry& geometry, const Moment& moment,
                   const SearchColours& colours) const {
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
          const double inset = rect.width() * 0.1;
          painter.setPen(QPen(QColor::fromRgb(mix(background, colours.ink, 90)), std::max(1.0, rect.width() * 0.06)));
          painter.setBrush(Qt::NoBrush);
          painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), inset, inset);
          draw_cell_text(painter, rect, QString::number(tile), ink_on(background), 0.45);
        } else if (look != Look::unseen) {
          if (const auto turns = states_.best_cost(index, moment)) {
            draw_depth_text(painter, geometry.rect(x, y), QString::number(*turns), ink_on(marks.colour(index, colours)));
          }
        }
      }
    }
  }

  std::shared_ptr<const LianliankanProblem> problem_;
  std::shared_ptr<const LianliankanResult> result_;
  const lianliankan::Board& board_;
  bool middle_segment_;
  CellStates states_;
};

}  // namespace

std::unique_ptr<BoardPainter> make_lianliankan_painter(std::shared_ptr<const LianliankanProblem> problem,
                                                       std::shared_ptr<const LianliankanResult> result) {
  return std::make_unique<LianliankanPainter>(std::move(problem), std::move(result));
}

}  // namespace frontier::gui
