#include "puzzles/mahjong/mahjong_edit.hpp"

namespace frontier::gui {

namespace {
using P = mahjong::Puzzle;

EditOutcome put_card(const EditPlace& place, Cell cell, bool card) {
  const QString what = card ? QCoreApplication::translate("EditView", "lay a card at %1").arg(cell_words(cell))
                            : QCoreApplication::translate("EditView", "take the card at %1").arg(cell_words(cell));
  return EditOutcome::of(apply_edit<P>(place.document, what, [&](P::File& file) {
    mahjong::set_card(file.games.at(place.case_index), cell, card);
  }));
}
}  // namespace

EditOutcome EditView<P>::toggle(const EditPlace& place, Cell cell) {
  const bool card = place.document.file_of<P>()->games.at(place.case_index).board.has_card(cell);
  return put_card(place, cell, !card);
}

EditOutcome EditView<P>::clear(const EditPlace& place, Cell cell) { return put_card(place, cell, false); }

EditOutcome EditView<P>::digit(const EditPlace&, Cell, int, bool) {
  return EditOutcome::refused(QCoreApplication::translate("EditView", "Mahjong's cards carry no numbers: Space lays or takes a card."));
}

std::vector<SizeField> EditView<P>::size(const P::File& file, std::size_t c) {
  const mahjong::Board& board = file.games.at(c).board;
  return {{QCoreApplication::translate("EditView", "Width"), board.width, 1, mahjong::kMaxWidth},
          {QCoreApplication::translate("EditView", "Height"), board.height, 1, mahjong::kMaxHeight}};
}

EditOutcome EditView<P>::resize(const EditPlace& place, const std::vector<int>& values) {
  return resize_board<P>(place, values, [&](P::File& file, int width, int height) {
    mahjong::resize(file.games.at(place.case_index), width, height);
  });
}

mahjong::Game EditView<P>::new_case(const P::File& file, std::size_t c) {
  if (file.games.empty()) return mahjong::Game{mahjong::Board(4, 4), {}};
  const mahjong::Board& board = file.games.at(c).board;
  return mahjong::Game{mahjong::Board(board.width, board.height), {}};
}

}  // namespace frontier::gui
