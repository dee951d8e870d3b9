#include "play/play_painter.hpp"

#include <QCoreApplication>

#include "render/overlays.hpp"

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(Play)
};
}  // namespace

std::vector<LegendEntry> PlayPainter::legend() const {
  // The board's own entries: a position has no search on it.
  std::vector<LegendEntry> entries = picture().board_legend();
  if (marks_.picks) entries.push_back({LegendEntry::Shape::ring, okabe_ito::kBlue, Words::tr("picked: click where it goes")});
  entries.push_back({LegendEntry::Shape::ring, okabe_ito::kOrange, Words::tr("hint: a move the rules allow")});
  if (marks_.takes_pairs) {
    entries.push_back({LegendEntry::Shape::line, search_colours({}).path, Words::tr("the line that took the last pair")});
  }
  return entries;
}

void PlayPainter::draw_marks(QPainter& painter, const CellGeometry& geometry, const PaintStyle& style) const {
  const SearchColours& colours = search_colours(style);
  for (const QPoint& cell : marks_.taken) draw_ring(painter, geometry.rect(cell.x(), cell.y()), colours.path, style);
  if (marks_.line.size() >= 2) draw_path(painter, geometry, marks_.line, style, false);
  if (marks_.hint) {
    const auto& [from, to] = *marks_.hint;
    draw_ring(painter, geometry.rect(from.x(), from.y()), okabe_ito::kOrange, style);
    draw_ring(painter, geometry.rect(to.x(), to.y()), okabe_ito::kOrange, style);
    if (!marks_.hint_is_pair) draw_move_arrow(painter, geometry, from, to, okabe_ito::kOrange, true, style);
  }
  if (marks_.held) draw_ring(painter, geometry.rect(marks_.held->x(), marks_.held->y()), okabe_ito::kBlue, style);
}

}  // namespace frontier::gui
