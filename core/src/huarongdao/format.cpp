#include "frontier/huarongdao/format.hpp"

#include <cstdint>
#include <limits>

#include "frontier/common/board_rows.hpp"
#include "frontier/common/text_scanner.hpp"
#include "frontier/huarongdao/legal_query.hpp"

namespace frontier::huarongdao {

namespace {

constexpr std::int64_t kIntLo = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kIntHi = std::numeric_limits<std::int32_t>::max();

// The byte at a line:col position, for naming what follows the last query.
unsigned char byte_at(std::string_view text, SourcePos pos) {
  std::size_t offset = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  for (int line = 1; line < pos.line; ++line) offset = text.find('\n', offset) + 1;
  return static_cast<unsigned char>(text[offset + static_cast<std::size_t>(pos.col - 1)]);
}

// Reads one coordinate pair of a query into `c`, noting where each number stands; a
// coordinate outside the board is reported at its own position as soon as it is read.
void read_cell(TextScanner& scanner, const Board& board, std::string_view who, Cell& c, SourcePos& row_at,
               SourcePos& col_at) {
  scanner.skip_blanks();
  row_at = scanner.position();
  c.row = scanner.read_int32(std::string(who) + " row", static_cast<int>(kIntLo), static_cast<int>(kIntHi));
  if (auto fault = coordinate_fault(board, who, Axis::row, c.row)) scanner.fail(row_at, std::move(*fault));
  scanner.skip_blanks();
  col_at = scanner.position();
  c.col = scanner.read_int32(std::string(who) + " column", static_cast<int>(kIntLo), static_cast<int>(kIntHi));
  if (auto fault = coordinate_fault(board, who, Axis::column, c.col)) scanner.fail(col_at, std::move(*fault));
}

}  // namespace

JudgeFile read_judge_file(std::string_view text) {
  TextScanner scanner(text);
  JudgeFile file;
  Board& board = file.board;
  board.rows = scanner.read_int32("row count", 1, kMaxRows);
  board.cols = scanner.read_int32("column count", 1, kMaxCols);
  const int query_count = scanner.read_int32("query count", 0, kMaxQueries);

  // Where the board was read, for a later fault whose cause is one of its rows.
  const BoardSpan span{scanner.offset(), text.size(), scanner.position().line, board.rows, board.cols};
  try {
    board.cells.reserve(static_cast<std::size_t>(board.rows) * static_cast<std::size_t>(board.cols));
    for (int i = 0; i < board.rows * board.cols; ++i) {
      board.cells.push_back(static_cast<std::uint8_t>(scanner.read_int32("cell", 0, 1)));
    }

    file.queries.reserve(static_cast<std::size_t>(query_count));
    for (int i = 0; i < query_count; ++i) {
      Query query;
      // Where each part of the query stands, indexed by QueryPart; a whole cell is reported
      // at its row.
      SourcePos at[kQueryParts];
      read_cell(scanner, board, "blank", query.blank, at[static_cast<int>(QueryPart::blank_row)],
                at[static_cast<int>(QueryPart::blank_column)]);
      read_cell(scanner, board, "piece", query.piece, at[static_cast<int>(QueryPart::piece_row)],
                at[static_cast<int>(QueryPart::piece_column)]);
      read_cell(scanner, board, "target", query.target, at[static_cast<int>(QueryPart::target_row)],
                at[static_cast<int>(QueryPart::target_column)]);
      at[static_cast<int>(QueryPart::blank)] = at[static_cast<int>(QueryPart::blank_row)];
      at[static_cast<int>(QueryPart::piece)] = at[static_cast<int>(QueryPart::piece_row)];
      if (auto fault = query_fault(board, query)) scanner.fail(at[static_cast<int>(fault->part)], std::move(fault->reason));
      file.queries.push_back(query);
    }

    if (!scanner.at_end()) {
      const SourcePos at = scanner.position();
      scanner.fail(at, "unexpected " + TextScanner::describe_byte(byte_at(text, at)) + " after the last query (" +
                           std::to_string(query_count) + " declared)");
    }
  } catch (const ParseError& error) {
    if (auto row = misshapen_row(text, span, error, "cell")) throw *row;
    throw;
  }
  return file;
}

std::string write_judge_file(const JudgeFile& file) {
  const Board& board = file.board;
  std::string text = std::to_string(board.rows) + " " + std::to_string(board.cols) + " " +
                     std::to_string(file.queries.size()) + "\n";
  for (int r = 0; r < board.rows; ++r) {
    for (int c = 0; c < board.cols; ++c) {
      if (c > 0) text += ' ';
      text += board.cells[static_cast<std::size_t>(r * board.cols + c)] ? '1' : '0';
    }
    text += '\n';
  }
  for (const Query& q : file.queries) {
    text += std::to_string(q.blank.row) + " " + std::to_string(q.blank.col) + " " + std::to_string(q.piece.row) +
            " " + std::to_string(q.piece.col) + " " + std::to_string(q.target.row) + " " +
            std::to_string(q.target.col) + "\n";
  }
  return text;
}

std::string answer_text(const Answer& answer) {
  return answer.status == Status::solved ? std::to_string(answer.moves) : "-1";
}

}  // namespace frontier::huarongdao
