#include "exercise/exercise_painter.hpp"

#include <QCoreApplication>

#include "render/overlays.hpp"
#include "render/palette.hpp"

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(Exercise)
};
// The model answer in the palette's blue (the query's rings are its green), a mistake in
// its vermillion, as the panel's refusal is; Solitaire's picked piece and found moves in
// sky blue.
constexpr QRgb kRevealed = okabe_ito::kBlue;
constexpr QRgb kWrong = okabe_ito::kVermillion;
}  // namespace

std::vector<LegendEntry> ExercisePainter::legend() const {
  std::vector<LegendEntry> entries = marks_.picks ? picture().board_legend() : picture().legend();
  entries.push_back({LegendEntry::Shape::ring, kRevealed,
                     marks_.picks ? Words::tr("the answer: a legal move not found yet")
                                  : Words::tr("the answer: what the search does next")});
  entries.push_back({LegendEntry::Shape::ring, kWrong, Words::tr("your last proposal, refused")});
  if (marks_.picks) {
    entries.push_back({LegendEntry::Shape::ring, okabe_ito::kSkyBlue, Words::tr("picked: click where it goes")});
    entries.push_back({LegendEntry::Shape::line, okabe_ito::kSkyBlue, Words::tr("a legal move found")});
  }
  return entries;
}

void ExercisePainter::draw_marks(QPainter& painter, const CellGeometry& geometry, const PaintStyle& style) const {
  for (const auto& [from, to] : marks_.found) draw_move_arrow(painter, geometry, from, to, okabe_ito::kSkyBlue, false, style);
  for (const QPoint& cell : marks_.revealed) draw_ring(painter, geometry.rect(cell.x(), cell.y()), kRevealed, style);
  if (marks_.revealed_move) {
    const auto& [from, to] = *marks_.revealed_move;
    draw_ring(painter, geometry.rect(from.x(), from.y()), kRevealed, style);
    draw_ring(painter, geometry.rect(to.x(), to.y()), kRevealed, style);
    draw_move_arrow(painter, geometry, from, to, kRevealed, true, style);
  }
  for (const QPoint& cell : marks_.wrong) draw_ring(painter, geometry.rect(cell.x(), cell.y()), kWrong, style);
  if (marks_.held) draw_ring(painter, geometry.rect(marks_.held->x(), marks_.held->y()), okabe_ito::kSkyBlue, style);
}

}  // namespace frontier::gui
