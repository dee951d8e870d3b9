#include "puzzles/solitaire/solitaire_edit.hpp"

namespace frontier::gui {

namespace {
using P = solitaire::Puzzle;

const solitaire::Configuration& side(const solitaire::Case& game, int tool) {
  return tool == EditView<P>::goal_tool ? game.goal : game.start;
}

// The piece held goes to `to`: one step of the undo stack.
EditOutcome put_down(const EditPlace& place, Cell from, Cell to) {
  const QString what = place.tool == EditView<P>::goal_tool
                           ? QCoreApplication::translate("EditView", "move the goal square %1 to %2").arg(cell_words(from), cell_words(to))
                           : QCoreApplication::translate("EditView", "move the piece at %1 to %2").arg(cell_words(from), cell_words(to));
  return EditOutcome::of(apply_edit<P>(place.document, what, [&](P::File& file) {
    solitaire::Case& game = file.cases.at(place.case_index);
    solitaire::move_piece(place.tool == EditView<P>::goal_tool ? game.goal : game.start, from, to);
  }));
}
}  // namespace

EditOutcome EditView<P>::press(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
  const auto file = place.document.file_of<P>();
  return drag_press(
      cell, held, [&](Cell picked) { return solitaire::piece_on(side(file->cases.at(place.case_index), place.tool), picked).has_value(); },
      [&](Cell from, Cell to) { return put_down(place, from, to); });
}

EditOutcome EditView<P>::release(const EditPlace& place, Cell cell, std::optional<Cell>& held) {
  return drag_release(cell, held, [&](Cell from, Cell to) { return put_down(place, from, to); });
}

EditOutcome EditView<P>::toggle(const EditPlace&, Cell) {
  return EditOutcome::refused(QCoreApplication::translate("EditView", "Four pieces stand on each side: move one with Enter instead."));
}

solitaire::Case EditView<P>::new_case(const P::File& file, std::size_t c) {
  if (file.cases.empty()) {
    const solitaire::Configuration corners{{Cell{1, 1}, Cell{1, 8}, Cell{8, 1}, Cell{8, 8}}};
    return {corners, corners};
  }
  return file.cases.at(c);
}

}  // namespace frontier::gui
