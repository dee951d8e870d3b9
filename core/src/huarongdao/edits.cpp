#include "frontier/huarongdao/edits.hpp"

#include "frontier/common/board_edits.hpp"

namespace frontier::huarongdao {

void set_movable(JudgeFile& file, Cell cell, bool movable) {
  Board& board = file.board;
  require_on_board(cell, board.rows, board.cols);
  board.cells[static_cast<std::size_t>(board.index(cell))] = movable ? 1 : 0;
}

void resize(JudgeFile& file, int rows, int cols) {
  Board& board = file.board;
  resize_board<std::uint8_t>(board.cells, board.rows, board.cols, {"rows", rows, kMaxRows}, {"columns", cols, kMaxCols},
                             1);
}

JudgeFile empty_file(int rows, int cols) {
  JudgeFile file;
  file.board = Board{1, 1, {1}};
  resize(file, rows, cols);
  return file;
}

std::optional<QueryMark> mark_on(const Query& query, Cell cell) {
  if (query.blank == cell) return QueryMark::blank;
  if (query.piece == cell) return QueryMark::piece;
  if (query.target == cell) return QueryMark::target;
  return std::nullopt;
}

void place(Query& query, QueryMark mark, Cell cell) {
  switch (mark) {
    case QueryMark::blank: query.blank = cell; break;
    case QueryMark::piece: query.piece = cell; break;
    case QueryMark::target: query.target = cell; break;
  }
}

}  // namespace frontier::huarongdao
