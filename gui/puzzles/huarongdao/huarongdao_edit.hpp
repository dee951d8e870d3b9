#pragma once
// Huarongdao's board editor: a click (or Space) makes a cell fixed or movable; with the
// tool "Marks", drag the blank, the marked piece or the target of the chosen query to
// another cell (or Enter on it, arrows, Enter). Grid cell (x, y) is the judge's row
// y + 1, col x + 1, as in play mode (PlayView's grid).

#include "edit/edit_view.hpp"
#include "frontier/huarongdao/edits.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "puzzles/huarongdao/huarongdao_play.hpp"

namespace frontier::gui {

template <>
struct EditView<huarongdao::Puzzle> {
  using P = huarongdao::Puzzle;
  enum Tool { cells_tool, marks_tool };
  static constexpr EditTool kTools[] = {
      {QT_TRANSLATE_NOOP("EditView", "Cells"), QT_TRANSLATE_NOOP("EditView", "A click (or Space) makes the cell fixed or movable.")},
      {QT_TRANSLATE_NOOP("EditView", "Marks"), QT_TRANSLATE_NOOP("EditView", "Drag the blank, the marked piece or the target to another cell (or Enter, arrows, Enter).")}};
  static constexpr const char* kKeys = QT_TRANSLATE_NOOP("EditView", "Arrows move the cell cursor; Space makes the cell fixed or movable, Delete makes it fixed; Enter picks up the blank, the marked piece or the target there, arrows carry it, Enter puts it down.");

  static bool on_board(const P::File& file, std::size_t, Cell cell) { return file.board.inside(cell); }

  static EditOutcome press(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  static EditOutcome release(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  static EditOutcome toggle(const EditPlace& place, Cell cell);
  static EditOutcome clear(const EditPlace& place, Cell cell);
  static EditOutcome digit(const EditPlace&, Cell, int, bool);
  static std::vector<SizeField> size(const P::File& file, std::size_t);
  static EditOutcome resize(const EditPlace& place, const std::vector<int>& values);
  // On a file with no query, the blank on the first movable cell and the piece (and its
  // target) on the next.
  static P::Query first_query(const P::File& file, std::size_t);
};

}  // namespace frontier::gui
