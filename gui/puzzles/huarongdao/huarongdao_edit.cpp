#include "puzzles/huarongdao/huarongdao_edit.hpp"

namespace frontier::gui {

namespace {
using P = huarongdao::Puzzle;
using huarongdao::QueryMark;

QString mark_words(QueryMark mark) {
  switch (mark) {
    case QueryMark::blank: return QCoreApplication::translate("EditView", "the blank");
    case QueryMark::piece: return QCoreApplication::translate("EditView", "the marked piece");
    case QueryMark::target: return QCoreApplication::translate("EditView", "the target");
  }
  return {};
}

const huarongdao::Query& chosen_query(const EditPlace& place) {
  return place.document.file_of<P>()->queries.at(*place.query_index);
}

// The mark held on `from` goes to `to`, in the chosen query.
EditOutcome put_down(const EditPlace& place, Cell from, Cell to) {
  const QueryMark mark = *huarongdao::mark_on(chosen_query(place), from);
  return EditOutcome::of(apply_edit<P>(
      place.document, QCoreApplication::translate("EditView", "move %1 to %2").arg(mark_words(mark), cell_words(to)),
      [&](P::File& file) { huarongdao::place(file.queries.at(*place.query_index), mark, to); }));
}
}  // namespace

EditOutcome EditView<P>::press(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
  if (place.tool == cells_tool) return toggle(place, cell);
  if (!place.query_index) return EditOutcome::refused(QCoreApplication::translate("EditView", "The file has no query: add one first."));
  return drag_press(
      cell, held, [&](Cell picked) { return huarongdao::mark_on(chosen_query(place), picked).has_value(); },
      [&](Cell from, Cell to) { return put_down(place, from, to); });
}

EditOutcome EditView<P>::release(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
  if (place.tool == cells_tool) return {};
  return drag_release(cell, held, [&](Cell from, Cell to) { return put_down(place, from, to); });
}

EditOutcome EditView<P>::toggle(const EditPlace& place, Cell cell) {
  const bool movable = place.document.file_of<P>()->board.movable(cell);
  const QString what = movable ? QCoreApplication::translate("EditView", "fix the cell at %1").arg(cell_words(cell))
                               : QCoreApplication::translate("EditView", "free the cell at %1").arg(cell_words(cell));
  return EditOutcome::of(apply_edit<P>(place.document, what,
                                       [&](P::File& file) { huarongdao::set_movable(file, cell, !movable); }));
}

EditOutcome EditView<P>::clear(const EditPlace& place, Cell cell) {
  if (!place.document.file_of<P>()->board.movable(cell)) return {};
  return toggle(place, cell);
}

EditOutcome EditView<P>::digit(const EditPlace&, Cell, int, bool) {
  return EditOutcome::refused(QCoreApplication::translate("EditView", "Huarongdao's cells carry no numbers: Space makes a cell fixed or movable."));
}

std::vector<SizeField> EditView<P>::size(const P::File& file, std::size_t) {
  return rows_and_columns(file.board.rows, file.board.cols, huarongdao::kMaxRows, huarongdao::kMaxCols);
}

EditOutcome EditView<P>::resize(const EditPlace& place, const std::vector<int>& values) {
  return resize_board<P>(place, values, [](P::File& file, int rows, int cols) { huarongdao::resize(file, rows, cols); });
}

P::Query EditView<P>::first_query(const P::File& file, std::size_t) {
  std::vector<Cell> movable;
  for (int i = 0; i < file.board.cell_count() && movable.size() < 2; ++i) {
    if (file.board.cells[static_cast<std::size_t>(i)] != 0) movable.push_back(file.board.cell_at(i));
  }
  // Too few movable cells: a query core refuses, with its reason.
  while (movable.size() < 2) movable.push_back(Cell{1, 1});
  return {movable[0], movable[1], movable[1]};
}

}  // namespace frontier::gui
