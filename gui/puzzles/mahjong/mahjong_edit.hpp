#pragma once
// Mahjong's board editor: a click (or Space) lays a card on a cell or takes it away, or,
// with the tool "Ask", two clicks make the chosen pair; Delete takes the cursor's card.
// Grid cell (x, y) is the judge's row y, column x, as in play mode.

#include "edit/edit_view.hpp"
#include "frontier/mahjong/edits.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

template <>
struct EditView<mahjong::Puzzle> {
  using P = mahjong::Puzzle;
  enum Tool { card_tool, ask_tool };
  static constexpr bool kTileNumber = false;

  static QStringList tools();
  static QString help(int tool);
  static QPoint grid_of(Cell cell) { return PairPlayView<P>::grid_of(cell); }
  static Cell cell_of(QPoint grid) { return PairPlayView<P>::cell_of(grid); }
  static bool on_board(const P::File& file, std::size_t c, Cell cell) { return file.games.at(c).board.on_board(cell); }

  static EditOutcome press(const EditPlace& place, Cell cell, std::optional<Cell>& held);
  static EditOutcome release(const EditPlace&, Cell, std::optional<Cell>&) { return {}; }
  static EditOutcome toggle(const EditPlace& place, Cell cell);
  static EditOutcome clear(const EditPlace& place, Cell cell);
  static EditOutcome digit(const EditPlace&, Cell, int, bool);
  static std::vector<SizeField> size(const P::File& file, std::size_t c);
  static EditOutcome resize(const EditPlace& place, const std::vector<int>& values);
  // A new pair asks the chosen one again (to be changed by two clicks); a new game is an
  // empty board of the chosen game's size.
  static P::Query new_query(const P::File& file, std::size_t c, std::optional<std::size_t> q);
  static mahjong::Game new_case(const P::File& file, std::size_t c);
};

}  // namespace frontier::gui
