#pragma once
// Mahjong's board editor: a click (or Space) lays a card on a cell or takes it away, or,
// with the tool "Ask", two clicks make the chosen pair (PairEditView); Delete takes the
// cursor's card. Grid cell (x, y) is the judge's row y, column x, as in play mode.

#include "edit/pair_edit_view.hpp"
#include "frontier/mahjong/edits.hpp"
#include "frontier/mahjong/puzzle.hpp"

namespace frontier::gui {

template <>
struct EditView<mahjong::Puzzle> : PairEditView<mahjong::Puzzle> {
  using P = mahjong::Puzzle;
  enum Tool { card_tool, ask_tool };
  static constexpr EditTool kTools[] = {
      {QT_TRANSLATE_NOOP("EditView", "Cards"), QT_TRANSLATE_NOOP("EditView", "A click lays a card on the cell or takes it away.")},
      {QT_TRANSLATE_NOOP("EditView", "Ask"), QT_TRANSLATE_NOOP("EditView", "Click two cards: they become the pair asked.")}};
  static constexpr const char* kKeys = QT_TRANSLATE_NOOP("EditView", "Arrows move the cell cursor; Space or Enter lays a card or takes it away; Delete takes it away.");

  static bool on_board(const P::File& file, std::size_t c, Cell cell) { return file.games.at(c).board.on_board(cell); }

  // The tool "Cards" lays a card or takes it, as Space does.
  static EditOutcome put(const EditPlace& place, Cell cell) { return toggle(place, cell); }
  static EditOutcome toggle(const EditPlace& place, Cell cell);
  static EditOutcome clear(const EditPlace& place, Cell cell);
  static EditOutcome digit(const EditPlace&, Cell, int, bool);
  static std::vector<SizeField> size(const P::File& file, std::size_t c);
  static EditOutcome resize(const EditPlace& place, const std::vector<int>& values);
  // A new game is an empty board of the chosen game's size.
  static mahjong::Game new_case(const P::File& file, std::size_t c);
};

}  // namespace frontier::gui
