#include "frontier/lianliankan/format.hpp"

#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "frontier/common/board_rows.hpp"
#include "frontier/common/text_scanner.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "tile_reader.hpp"

namespace frontier::lianliankan {

namespace {

// Reads the four numbers of a click pair one at a time, asking Puzzle::validate after
// each: the numbers not read yet stand at (1, 1), always on the board, so a fault it
// finds is the number just read, and is reported at that number as it always was.
// Any integer is read, so that a coordinate off the board is named as such, with the
// board's size, rather than as a number out of some range.
Query read_query(TextScanner& scanner, const Case& game) {
  Query query{{1, 1}, {1, 1}};
  const struct {
    int* coordinate;
    std::string_view what;
  } numbers[] = {{&query.from.row, "query row"},
                 {&query.from.col, "query column"},
                 {&query.to.row, "query row"},
                 {&query.to.col, "query column"}};
  for (const auto& [coordinate, what] : numbers) {
    scanner.skip_blanks();
    const SourcePos at = scanner.position();
    *coordinate = scanner.read_int32(what, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    if (const auto fault = Puzzle::validate(game, query)) scanner.fail(at, *fault);
  }
  return query;
}

void append_int(std::string& out, std::int64_t value) {
  char buffer[24];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  out.append(buffer, result.ptr);
}

}  // namespace

JudgeFile read_judge_file(std::string_view text, TileReader reader) {
  TextScanner scanner(text);
  JudgeFile file;
  // Where each board was read, for a later fault whose cause is a board row: a few
  // numbers a case, looked at only when reading fails.
  std::vector<BoardSpan> boards;
  try {
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
    const std::size_t cells = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
    boards.push_back({scanner.offset(), text.size(), scanner.position().line, rows, cols});
    board.tiles.reserve(cells);
    const auto read_fast = [&] {
      if (reader != TileReader::fast) return false;
      const auto read = read_tiles_fast(scanner.text(), scanner.offset(), cells, board.tiles);
      if (read) scanner.advance_to(read->end, read->newlines, read->line_start);
      return read.has_value();
    };
    // The careful reader from the board's first tile when the fast one gives up: it reads
    // the same tiles and names the first fault where it always did.
    if (!read_fast()) {
      board.tiles.clear();
      while (board.tiles.size() < cells) board.tiles.push_back(scanner.read_int32("tile", 0, kMaxTile));
    }

    boards.back().end = scanner.offset();
    const int queries = scanner.read_int32("query count", 0, kMaxQueries);
    current.queries.resize(static_cast<std::size_t>(queries));
    for (Query& query : current.queries) query = read_query(scanner, current);
  }
  if (!scanner.at_end()) scanner.fail_here("text after the end marker 0 0");
  } catch (const ParseError& error) {
    for (const BoardSpan& board : boards) {
      // Only a row before the place the reading failed can be its cause.
      if (auto row = misshapen_row(text, board, error, "tile")) throw *row;
    }
    throw;
  }
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
