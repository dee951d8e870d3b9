#pragma once
// Lianliankan's board editor: a click puts the chosen tile on a cell (or a blank), or,
// with the tool "Ask", two clicks make the chosen query (PairEditView); digits type a tile
// on the cursor's cell and Delete clears it. Grid cell (x, y) is the judge's row y,
// column x, as in play mode (the board's outer ring is row 0 and column 0).

#include "edit/pair_edit_view.hpp"
#include "frontier/lianliankan/edits.hpp"
#include "frontier/lianliankan/puzzle.hpp"

namespace frontier::gui {

template <>
struct EditView<lianliankan::Puzzle> : PairEditView<lianliankan::Puzzle> {
  using P = lianliankan::Puzzle;
  enum Tool { tile_tool, blank_tool, ask_tool };
  static constexpr EditTool kTools[] = {
      {QT_TRANSLATE_NOOP("EditView", "Tile"), QT_TRANSLATE_NOOP("EditView", "A click puts the tile number on the cell.")},
      {QT_TRANSLATE_NOOP("EditView", "Blank"), QT_TRANSLATE_NOOP("EditView", "A click clears the cell.")},
      {QT_TRANSLATE_NOOP("EditView", "Ask"), QT_TRANSLATE_NOOP("EditView", "Click two tiles: they become the query.")}};
  static constexpr const char* kKeys = QT_TRANSLATE_NOOP("EditView", "Arrows move the cell cursor; Enter does what a click does; digits type a tile number; Delete clears the cell.");

  static bool on_board(const P::File& file, std::size_t c, Cell cell) { return file.cases.at(c).board.inside(cell); }

  // The tools "Tile" and "Blank": the tile number, or a blank, on the cell.
  static EditOutcome put(const EditPlace& place, Cell cell);
  static EditOutcome toggle(const EditPlace& place, Cell cell);
  static EditOutcome clear(const EditPlace& place, Cell cell);
  static EditOutcome digit(const EditPlace& place, Cell cell, int digit, bool continues);
  static std::vector<SizeField> size(const P::File& file, std::size_t c);
  static EditOutcome resize(const EditPlace& place, const std::vector<int>& values);
  // A new case is a blank board of the chosen case's size.
  static lianliankan::Case new_case(const P::File& file, std::size_t c);
  // The palette of the tool "Tile": the tiles on the board, each kind once.
  static std::vector<int> tiles_in_use(const P::File& file, std::size_t c);
};

}  // namespace frontier::gui
