#pragma once
// The board editor's part that Lianliankan and Mahjong share, the two puzzles whose query
// is a pair of clicked cells: their last tool, "Ask", makes the chosen query with two
// clicks, as the player picks a pair (pair_click); their other tools act on a press alone
// (EditView<P>::put, the puzzle's own), so a release does nothing.

#include <QCoreApplication>
#include <concepts>
#include <cstddef>
#include <optional>

#include "edit/edit_view.hpp"
#include "frontier/common/cell.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

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
      [&](typename P::File& file) { P::query_list(file, place.case_index).at(q) = pair; }));
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

template <HasQueryList P>
  requires std::same_as<typename P::Query, CellPair>
struct PairEditView {
  static EditOutcome press(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
    if (place.tool == EditView<P>::ask_tool) return ask_pair_click<P>(place, cell, held);
    return EditView<P>::put(place, cell);
  }
  static EditOutcome release(const EditPlace&, Cell, std::optional<Cell>&) { return {}; }
  // A case's first query asks (1, 1) with itself, to be changed by two clicks.
  static typename P::Query first_query(const typename P::File&, std::size_t) { return {{1, 1}, {1, 1}}; }
};

}  // namespace frontier::gui
