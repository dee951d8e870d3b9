#pragma once
// Lianliankan's board editor: a click puts the chosen tile on a cell (or a blank), or,
// with the tool "Ask", two clicks make the chosen query; digits type a tile on the
// cursor's cell and Delete clears it. Grid cell (x, y) is the judge's row y, column x, as
// in play mode (the board's outer ring is row 0 and column 0).

#include "edit/edit_view.hpp"
#include "frontier/lianliankan/edits.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

template <>
struct EditView<lianliankan::Puzzle> {
  using P = lianliankan::Puzzle;
  enum Tool { tile_tool, blank_tool, ask_tool };
  static constexpr bool kTileNumber = true;

  static QStringList tools();
  static QString help(int tool);
  static QPoint grid_of(Cell cell) { return PairPlayView<P>::grid_of(cell); }
  static Cell cell_of(QPoint grid) { return PairPlayView<P>::cell_of(grid); }
  static bool on_board(const P::File& file, std::size_t c, Cell cell) { return file.cases.at(c).board.inside(cell); }

  static EditOutcome press(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  static EditOutcome release(const EditPlace&, Cell, std::optional<Cell>&) { return {}; }
  static EditOutcome toggle(const EditPlace& place, Cell cell);
  static EditOutcome clear(const EditPlace& place, Cell cell);
  static EditOutcome digit(const EditPlace& place, Cell cell, int digit, bool continues);
  static std::vector<SizeField> size(const P::File& file, std::size_t c);
  static EditOutcome resize(const EditPlace& place, const std::vector<int>& values);
  // A new query asks the chosen one again (to be changed by two clicks); a new case is a
  // blank board of the chosen case's size.
  static P::Query new_query(const P::File& file, std::size_t c, std::optional<std::size_t> q);
  static lianliankan::Case new_case(const P::File& file, std::size_t c);
  static std::vector<int> tiles_in_use(const P::File& file, std::size_t c);
};

}  // namespace frontier::gui
