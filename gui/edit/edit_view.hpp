#pragma once
// What the board editor leaves to each puzzle, specialised in
// gui/puzzles/<puzzle>/<puzzle>_edit.hpp: what a click, a drag or a key means on its board
// as an edit of the document, and the words of its tools. Each edit goes through
// apply_edit<P> with one of core's edits (frontier/<puzzle>/edits.hpp), so core refuses
// what its rules forbid; nothing here decides that.
//
//   static QStringList tools();                // what a click does, first the default
//   static QString help(int tool);             // the tool's clicks and keys, in words
//   static constexpr bool kTileNumber;         // a tile number is typed or chosen (Lianliankan)
//   static QPoint grid_of(Cell); static Cell cell_of(QPoint);   // as in PlayView<P>
//   static bool on_board(const File&, std::size_t case_index, Cell);  // where the cursor may go
//   static EditOutcome press(const EditPlace&, Cell, std::optional<Cell>& held);
//   static EditOutcome release(const EditPlace&, Cell, std::optional<Cell>& held);
//   static EditOutcome toggle(const EditPlace&, Cell);   // Space
//   static EditOutcome clear(const EditPlace&, Cell);    // Delete
//   static EditOutcome digit(const EditPlace&, Cell, int digit, bool continues);
//   static std::vector<SizeField> size(const File&, std::size_t case_index);
//   static EditOutcome resize(const EditPlace&, const std::vector<int>& values);
//   static Query new_query(const File&, std::size_t case_index, std::optional<std::size_t> query);
//   static CaseEntry<P> new_case(const File&, std::size_t case_index);  // HasCaseList only

#include <QCoreApplication>
#include <QString>
#include <cstddef>
#include <optional>

#include "document/document_edit.hpp"
#include "document/editable_document.hpp"
#include "document/file_edits.hpp"
#include "document/structural_edits.hpp"
#include "edit/edit_controller.hpp"
#include "frontier/common/cell.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

template <PuzzleContract P>
struct EditView;

// Where an edit happens: the document, the chosen case and query, the tool, the tile.
struct EditPlace {
  EditableDocument& document;
  std::size_t case_index = 0;
  std::optional<std::size_t> query_index;
  int tool = 0;
  int tile = 1;
};

// What came of a click or a key: nothing (a piece picked up, a cell off the board), an
// edit made, or an edit refused with the reason; and the query to show after it.
struct EditOutcome {
  bool acted = false;
  std::optional<QString> refusal;
  std::optional<std::size_t> query;

  static EditOutcome of(std::optional<QString> refusal) { return {true, std::move(refusal), std::nullopt}; }
  static EditOutcome refused(QString reason) { return {true, std::move(reason), std::nullopt}; }
};

inline QString cell_words(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.row).arg(cell.col); }

// Lianliankan's and Mahjong's queries are two clicked cells: the two cells become the
// chosen query, or the first query of a case that has none.
template <HasQueryList P>
  requires std::same_as<typename P::Query, CellPair>
EditOutcome ask_pair(const EditPlace& place, Cell from, Cell to) {
  const CellPair pair{from, to};
  if (!place.query_index) {
    EditOutcome outcome = EditOutcome::of(add_query<P>(place.document, place.case_index, 0, pair));
    if (!outcome.refusal) outcome.query = 0;
    return outcome;
  }
  const std::size_t q = *place.query_index;
  EditOutcome outcome = EditOutcome::of(apply_edit<P>(
      place.document, QCoreApplication::translate("EditView", "ask %1 and %2 in query %3").arg(cell_words(from), cell_words(to)).arg(q + 1),
      [&](typename P::File& file) { FileLists<P>::queries(file, place.case_index).at(q) = pair; }));
  if (!outcome.refusal) outcome.query = q;
  return outcome;
}

// Two clicks ask a pair, as the player picks two tiles (pair_click): the first is held
// (and drawn) until the second.
template <HasQueryList P>
  requires std::same_as<typename P::Query, CellPair>
EditOutcome ask_pair_click(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
  if (const std::optional<CellPair> pair = pair_click(cell, held)) return ask_pair<P>(place, pair->from, pair->to);
  return {};
}

}  // namespace frontier::gui
