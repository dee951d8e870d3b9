#pragma once
// What the board editor leaves to each puzzle, specialised in
// gui/puzzles/<puzzle>/<puzzle>_edit.hpp: what a click, a drag or a key means on its board
// as an edit of the document, and the words of its tools. Each edit goes through
// apply_edit<P> with one of core's edits (frontier/<puzzle>/edits.hpp), so core refuses
// what its rules forbid; nothing here decides that.
//
//   static constexpr EditTool kTools[];        // what a click does, first the default,
//                                              // in the order of the view's enum Tool
//   static constexpr const char* kKeys;        // what the keys do on its board (the
//                                              // panel's help; QT_TRANSLATE_NOOP, EditView)
//   static bool on_board(const File&, std::size_t case_index, Cell);  // where the cursor may go
//   static EditOutcome press(const EditPlace&, Cell, std::optional<Cell>& held);
//   static EditOutcome release(const EditPlace&, Cell, std::optional<Cell>& held);
//   static EditOutcome toggle(const EditPlace&, Cell);   // Space
//   static EditOutcome clear(const EditPlace&, Cell);    // Delete
//   static EditOutcome digit(const EditPlace&, Cell, int digit, bool continues);
//   static std::vector<SizeField> size(const File&, std::size_t case_index);
//   static EditOutcome resize(const EditPlace&, const std::vector<int>& values);
//   static Query first_query(const File&, std::size_t case_index);  // HasQueryList only: a
//                                                // case's new query when none is chosen
//   static CaseEntry<P> new_case(const File&, std::size_t case_index);  // HasCaseList only
//   static std::vector<int> tiles_in_use(const File&, std::size_t case_index);
//                                                // only where a tile number is typed or
//                                                // chosen (Lianliankan)
//
// The grid is play mode's: PlayView<P>::grid_of and cell_of map it to judge cells.

#include <QCoreApplication>
#include <QString>
#include <cstddef>
#include <optional>
#include <vector>

#include "document/document_edit.hpp"
#include "document/editable_document.hpp"
#include "document/file_edits.hpp"
#include "document/structural_edits.hpp"
#include "edit/edit_controller.hpp"
#include "frontier/common/cell.hpp"

namespace frontier::gui {

template <PuzzleContract P>
struct EditView;

// A tool of the editor: its name, and its clicks and keys in words (the panel's help), in
// English as lupdate finds them (QT_TRANSLATE_NOOP, context EditView); the editor
// (puzzle_edit.hpp) translates them when it shows them.
struct EditTool {
  const char* name;
  const char* help;
};

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

// A board of rows and columns (Lianliankan's, Huarongdao's), as the panel sizes it.
inline std::vector<SizeField> rows_and_columns(int rows, int cols, int most_rows, int most_cols) {
  return {{QCoreApplication::translate("EditView", "Rows"), rows, 1, most_rows},
          {QCoreApplication::translate("EditView", "Columns"), cols, 1, most_cols}};
}

// The board given the panel's two sizes, one undoable step: `resize(file, first, second)`
// is core's resize of the board in the file.
template <PuzzleContract P, class Resize>
EditOutcome resize_board(const EditPlace& place, const std::vector<int>& values, Resize&& resize) {
  return EditOutcome::of(apply_edit<P>(
      place.document, QCoreApplication::translate("EditView", "resize the board to %1 × %2").arg(values.at(0)).arg(values.at(1)),
      [&](typename P::File& file) { resize(file, values.at(0), values.at(1)); }));
}

// Huarongdao's marks and Solitaire's pieces move by a drag, or by Enter, arrows, Enter:
// a press picks up the cell where `can_pick` finds something, and a press or a release on
// another cell puts it down there with `put_down(from, to)`.
template <class PutDown>
EditOutcome drag_release(Cell cell, std::optional<Cell>& held, PutDown&& put_down) {
  if (!held || *held == cell) return {};  // a click: what was picked up stays held
  const Cell from = *held;
  held.reset();
  return put_down(from, cell);
}

template <class CanPick, class PutDown>
EditOutcome drag_press(Cell cell, std::optional<Cell>& held, CanPick&& can_pick, PutDown&& put_down) {
  if (held && *held != cell) return drag_release(cell, held, put_down);
  if (!held && can_pick(cell)) held = cell;
  return {};
}

}  // namespace frontier::gui
