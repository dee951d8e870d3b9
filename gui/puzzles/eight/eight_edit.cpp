#include "puzzles/eight/eight_edit.hpp"

#include "frontier/common/random.hpp"
#include "frontier/eight/generator.hpp"

namespace frontier::gui {

namespace {
using P = eight::Puzzle;

// The cells `a` and `b` swap: one step of the undo stack; core refuses what the tool forbids.
EditOutcome swap(const EditPlace& place, Cell a, Cell b) {
  const QString what = QCoreApplication::translate("EditView", "swap %1 and %2").arg(cell_words(a), cell_words(b));
  return EditOutcome::of(apply_edit<P>(place.document, what, [&](P::File& file) {
    eight::swap_cells(file.cases.at(place.case_index), a, b, place.tool == EditView<P>::keep_solvable_tool);
  }));
}
}  // namespace

EditOutcome EditView<P>::press(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
  return drag_press(
      cell, held, [](Cell picked) { return eight::in_frame(picked); }, [&](Cell from, Cell to) { return swap(place, from, to); });
}

EditOutcome EditView<P>::release(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
  return drag_release(cell, held, [&](Cell from, Cell to) { return swap(place, from, to); });
}

EditOutcome EditView<P>::toggle(const EditPlace&, Cell) {
  return EditOutcome::refused(QCoreApplication::translate(
      "EditView", "Every cell holds a tile or the blank: swap two with Enter, or type the tile to bring here."));
}

EditOutcome EditView<P>::digit(const EditPlace& place, Cell cell, int digit, bool) {
  if (digit > 8) return EditOutcome::refused(QCoreApplication::translate("EditView", "The tiles are 1 to 8, and 0 is the blank."));
  const eight::Frame& frame = place.document.file_of<P>()->cases.at(place.case_index);
  for (int i = 0; i < eight::kCells; ++i) {
    if (frame.cells[static_cast<std::size_t>(i)] != digit) continue;
    const Cell from = eight::cell_of(i);
    if (from == cell) return {};
    return swap(place, from, cell);
  }
  return {};
}

eight::Frame EditView<P>::new_case(const P::File& file, std::size_t) {
  SplitMix64 random(file.cases.size() + 1);
  return eight::random_solvable_frame(random);
}

}  // namespace frontier::gui
