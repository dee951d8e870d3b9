#include "puzzles/lianliankan/lianliankan_edit.hpp"

namespace frontier::gui {

namespace {
using P = lianliankan::Puzzle;

EditOutcome put_tile(const EditPlace& place, Cell cell, std::int32_t tile) {
  const QString what = tile == lianliankan::kBlank ? QCoreApplication::translate("EditView", "clear the tile at %1").arg(cell_words(cell))
                                                   : QCoreApplication::translate("EditView", "put tile %1 at %2").arg(tile).arg(cell_words(cell));
  return EditOutcome::of(apply_edit<P>(place.document, what, [&](P::File& file) {
    lianliankan::set_tile(file.cases.at(place.case_index), cell, tile);
  }));
}
}  // namespace

EditOutcome EditView<P>::put(const EditPlace& place, Cell cell) {
  return put_tile(place, cell, place.tool == blank_tool ? lianliankan::kBlank : place.tile);
}

EditOutcome EditView<P>::toggle(const EditPlace&, Cell) {
  return EditOutcome::refused(QCoreApplication::translate("EditView", "Type a tile number, or Delete to clear the cell."));
}

EditOutcome EditView<P>::clear(const EditPlace& place, Cell cell) { return put_tile(place, cell, lianliankan::kBlank); }

EditOutcome EditView<P>::digit(const EditPlace& place, Cell cell, int digit, bool continues) {
  const auto file = place.document.file_of<P>();
  const std::int64_t before = continues ? file->cases.at(place.case_index).board.tile(cell) : 0;
  const std::int64_t tile = before * 10 + digit;
  if (tile > lianliankan::kMaxTile) {
    return EditOutcome::refused(QCoreApplication::translate("EditView", "A tile number is at most %1.").arg(lianliankan::kMaxTile));
  }
  return put_tile(place, cell, static_cast<std::int32_t>(tile));
}

std::vector<SizeField> EditView<P>::size(const P::File& file, std::size_t c) {
  const lianliankan::Board& board = file.cases.at(c).board;
  return rows_and_columns(board.rows, board.cols, lianliankan::kMaxRows, lianliankan::kMaxCols);
}

EditOutcome EditView<P>::resize(const EditPlace& place, const std::vector<int>& values) {
  return resize_board<P>(place, values, [&](P::File& file, int rows, int cols) {
    lianliankan::resize(file.cases.at(place.case_index), rows, cols);
  });
}

lianliankan::Case EditView<P>::new_case(const P::File& file, std::size_t c) {
  lianliankan::Case blank;
  const int rows = file.cases.empty() ? 4 : file.cases.at(c).board.rows;
  const int cols = file.cases.empty() ? 4 : file.cases.at(c).board.cols;
  blank.board = lianliankan::Board{rows, cols, std::vector<std::int32_t>(static_cast<std::size_t>(rows) * cols, 0)};
  return blank;
}

std::vector<int> EditView<P>::tiles_in_use(const P::File& file, std::size_t c) {
  const std::vector<std::int32_t> kinds = lianliankan::tiles_in_use(file.cases.at(c).board);
  return {kinds.begin(), kinds.end()};
}

}  // namespace frontier::gui
