#include "frontier/lianliankan/format.hpp"

#include <charconv>
#include <cstdint>
#include <limits>

#include "frontier/common/text_scanner.hpp"

namespace frontier::lianliankan {

namespace {

std::string count_of(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

// A click's row or column. Any integer is read, so that a coordinate off the board is
// named as such, with the board's size, rather than as a number out of some range.
int read_coordinate(TextScanner& scanner, std::string_view what, int size, std::string_view one,
                    std::string_view many) {
  scanner.skip_blanks();
  const SourcePos at = scanner.position();
  const int value = scanner.read_int32(what, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
  if (value < 1 || value > size) {
    scanner.fail(at, std::string(what) + " " + std::to_string(value) + " is outside the board (" +
                         count_of(size, one, many) + ")");
  }
  return value;
}

Cell read_click(TextScanner& scanner, const Board& board) {
  Cell cell;
  cell.row = read_coordinate(scanner, "query row", board.rows, "row", "rows");
  cell.col = read_coordinate(scanner, "query column", board.cols, "column", "columns");
  return cell;
}

void append_int(std::string& out, std::int64_t value) {
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, result.ptr);
}

}  // namespace

JudgeFile read_judge_file(std::string_view text) {
  TextScanner scanner(text);
  JudgeFile file;
  for (;;) {
    if (scanner.at_end()) scanner.fail_here("missing end marker 0 0");
    const SourcePos rows_at = scanner.position();
    const int rows = scanner.read_int32("row count", 0, kMaxRows);
    scanner.skip_blanks();
    const SourcePos cols_at = scanner.position();
    const int cols = scanner.read_int32("column count", 0, kMaxCols);
    if (rows == 0 && cols == 0) break;
    if (rows == 0) scanner.fail(rows_at, "a board needs at least 1 row (only 0 0 ends the input)");
    if (cols == 0) scanner.fail(cols_at, "a board needs at least 1 column (only 0 0 ends the input)");
    if (file.cases.size() >= static_cast<std::size_t>(kMaxCases)) {
      scanner.fail(rows_at, "more than " + std::to_string(kMaxCases) + " cases");
    }

    Case& current = file.cases.emplace_back();
    Board& board = current.board;
    board.rows = rows;
    board.cols = cols;
    board.tiles.resize(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
    for (std::int32_t& tile : board.tiles) tile = scanner.read_int32("tile", 0, kMaxTile);

    const int queries = scanner.read_int32("query count", 0, kMaxQueries);
    current.queries.resize(static_cast<std::size_t>(queries));
    for (Query& query : current.queries) {
      query.from = read_click(scanner, board);
      query.to = read_click(scanner, board);
    }
  }
  if (!scanner.at_end()) scanner.fail_here("text after the end marker 0 0");
  return file;
}

std::string write_judge_file(const JudgeFile& file) {
  std::size_t estimate = 8;
  for (const Case& c : file.cases) estimate += c.board.tiles.size() * 3 + c.queries.size() * 16 + 24;
  std::string out;
  out.reserve(estimate);
  for (const Case& c : file.cases) {
    append_int(out, c.board.rows);
    out += ' ';
    append_int(out, c.board.cols);
    out += '\n';
    for (int row = 0; row < c.board.rows; ++row) {
      for (int col = 0; col < c.board.cols; ++col) {
        if (col > 0) out += ' ';
        append_int(out, c.board.tiles[static_cast<std::size_t>(row) * c.board.cols + col]);
      }
      out += '\n';
    }
    append_int(out, static_cast<std::int64_t>(c.queries.size()));
    out += '\n';
    for (const Query& q : c.queries) {
      const int values[4] = {q.from.row, q.from.col, q.to.row, q.to.col};
      for (int i = 0; i < 4; ++i) {
        append_int(out, values[i]);
        out += i == 3 ? '\n' : ' ';
      }
    }
  }
  out += "0 0\n";
  return out;
}

std::string write_answers(const std::vector<Answer>& answers) {
  std::string out;
  out.reserve(answers.size() * 4);
  for (const Answer& answer : answers) {
    out += answer_word(answer);
    out += '\n';
  }
  return out;
}

}  // namespace frontier::lianliankan
