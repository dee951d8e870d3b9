#pragma once
// The 8-puzzle's board editor: drag a tile (or the blank) onto another cell and the two
// swap; with the keyboard, Enter picks up what is under the cursor and Enter again swaps
// it there, and a digit 1 to 8 (0 for the blank) brings that tile to the cursor. Swapping
// two tiles makes a solvable start unsolvable and back: the tool "Keep solvable" refuses
// such a swap, the tool "Swap" allows it (an unsolvable start is a fair question). A new
// case is a random start that can reach the goal. Grid cell (x, y) is the judge's row
// y + 1, col x + 1, as in play mode (PlayView's grid).

#include "edit/edit_view.hpp"
#include "frontier/eight/edits.hpp"
#include "frontier/eight/puzzle.hpp"
#include "puzzles/eight/eight_play.hpp"

namespace frontier::gui {

template <>
struct EditView<eight::Puzzle> {
  using P = eight::Puzzle;
  enum Tool { swap_tool, keep_solvable_tool };
  static constexpr EditTool kTools[] = {
      {QT_TRANSLATE_NOOP("EditView", "Swap"), QT_TRANSLATE_NOOP("EditView", "Drag a tile onto another cell: the two swap (or Enter, arrows, Enter).")},
      {QT_TRANSLATE_NOOP("EditView", "Keep solvable"), QT_TRANSLATE_NOOP("EditView", "Swap as well, but refuse a swap after which the goal could not be reached.")}};
  static constexpr const char* kKeys = QT_TRANSLATE_NOOP("EditView", "Arrows move the cell cursor; Enter picks up the tile there, arrows carry it, Enter swaps it with the tile under the cursor; a digit 1 to 8 (0 for the blank) brings that tile to the cursor.");

  static bool on_board(const P::File&, std::size_t, Cell cell) { return eight::in_frame(cell); }

  static EditOutcome press(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  static EditOutcome release(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  // Space and Delete are refused: every cell holds a tile or the blank.
  static EditOutcome toggle(const EditPlace&, Cell);
  static EditOutcome clear(const EditPlace& place, Cell cell) { return toggle(place, cell); }
  static EditOutcome digit(const EditPlace& place, Cell cell, int digit, bool continues);
  static std::vector<SizeField> size(const P::File&, std::size_t) { return {}; }
  static EditOutcome resize(const EditPlace&, const std::vector<int>&) { return {}; }
  // A new case is a random start that can reach the goal, the same for the same place in the file.
  static eight::Frame new_case(const P::File& file, std::size_t c);
};

}  // namespace frontier::gui
