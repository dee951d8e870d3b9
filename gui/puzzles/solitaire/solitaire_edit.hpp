#pragma once
// Solitaire's board editor: drag a piece of the start, or (tool "Goal") a square of the
// goal, to another square; with the keyboard, Enter picks up the piece under the cursor
// and Enter again puts it down. The board is always 8 x 8 with four pieces on each side,
// so there is no size to change and nothing to clear. Grid cell (x, y) is the judge's row
// y + 1, col x + 1, as in play mode (PlayView's grid).

#include "edit/edit_view.hpp"
#include "frontier/solitaire/edits.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "puzzles/solitaire/solitaire_play.hpp"

namespace frontier::gui {

template <>
struct EditView<solitaire::Puzzle> {
  using P = solitaire::Puzzle;
  enum Tool { start_tool, goal_tool };
  static constexpr EditTool kTools[] = {
      {QT_TRANSLATE_NOOP("EditView", "Start"), QT_TRANSLATE_NOOP("EditView", "Drag a piece to another square (or Enter, arrows, Enter).")},
      {QT_TRANSLATE_NOOP("EditView", "Goal"), QT_TRANSLATE_NOOP("EditView", "Drag a goal square to another square (or Enter, arrows, Enter).")}};
  static constexpr const char* kKeys = QT_TRANSLATE_NOOP("EditView", "Arrows move the cell cursor; Enter picks up the piece or goal square there, arrows carry it, Enter puts it down.");

  static bool on_board(const P::File&, std::size_t, Cell cell) { return solitaire::on_board(cell); }

  static EditOutcome press(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  static EditOutcome release(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  // Space, Delete and a digit are refused alike: the pieces only move.
  static EditOutcome toggle(const EditPlace&, Cell);
  static EditOutcome clear(const EditPlace& place, Cell cell) { return toggle(place, cell); }
  static EditOutcome digit(const EditPlace& place, Cell cell, int, bool) { return toggle(place, cell); }
  static std::vector<SizeField> size(const P::File&, std::size_t) { return {}; }
  static EditOutcome resize(const EditPlace&, const std::vector<int>&) { return {}; }
  // A new case is a copy of the chosen one, to be changed piece by piece.
  static solitaire::Case new_case(const P::File& file, std::size_t c);
};

}  // namespace frontier::gui
