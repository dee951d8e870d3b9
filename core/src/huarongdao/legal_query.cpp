#include "frontier/huarongdao/legal_query.hpp"

namespace frontier::huarongdao {

std::optional<std::string> coordinate_fault(const Board& board, std::string_view who, Axis axis, int value) {
  const int size = axis == Axis::row ? board.rows : board.cols;
  if (value >= 1 && value <= size) return std::nullopt;
  const std::string name = axis == Axis::row ? "row" : "column";
  return std::string(who) + " " + name + " " + std::to_string(value) + " is outside the board (" +
         std::to_string(size) + " " + name + "s)";
}

std::optional<QueryFault> query_fault(const Board& board, const Query& query) {
  struct Coordinate {
    QueryPart part;
    std::string_view who;
    Axis axis;
    int value;
  };
  const Coordinate coordinates[] = {
      {QueryPart::blank_row, "blank", Axis::row, query.blank.row},
      {QueryPart::blank_column, "blank", Axis::column, query.blank.col},
      {QueryPart::piece_row, "piece", Axis::row, query.piece.row},
      {QueryPart::piece_column, "piece", Axis::column, query.piece.col},
      {QueryPart::target_row, "target", Axis::row, query.target.row},
      {QueryPart::target_column, "target", Axis::column, query.target.col},
  };
  for (const Coordinate& c : coordinates) {
    if (auto reason = coordinate_fault(board, c.who, c.axis, c.value)) return QueryFault{c.part, std::move(*reason)};
  }
  if (!board.movable(query.blank)) {
    return QueryFault{QueryPart::blank, "the blank " + cell_text(query.blank) + " is on a fixed cell"};
  }
  if (!board.movable(query.piece)) {
    return QueryFault{QueryPart::piece, "the marked piece " + cell_text(query.piece) + " is on a fixed cell"};
  }
  if (query.piece == query.blank) {
    return QueryFault{QueryPart::piece, "the marked piece " + cell_text(query.piece) + " is on the blank"};
  }
  return std::nullopt;
}

}  // namespace frontier::huarongdao
