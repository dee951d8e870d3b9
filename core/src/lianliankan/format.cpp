#include "frontier/lianliankan/format.hpp"

#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

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

// Where a board's tiles were read: from just after its column count to just after its
// last tile.
struct BoardSpan {
  std::size_t begin = 0;
  std::size_t end = 0;
  int first_line = 1;  // the line `begin` is on
  int rows = 0;
  int cols = 0;
};

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The judge reads a board's numbers across lines, as scanf does, so a row one tile short
// borrows the next row's first tile and the fault shows only later, far from its cause (a
// query "outside the board" several lines on). Once reading has failed, the board's rows
// are looked at line by line: the first that holds more or fewer tiles than the board's
// columns is where the fault is. nullopt when every row is whole (the failure is elsewhere).
std::optional<ParseError> misshapen_row(std::string_view text, const BoardSpan& board, const ParseError& later) {
  std::size_t at = board.begin;
  int line = board.first_line;
  std::size_t line_start = text.rfind('\n', at == 0 ? 0 : at - 1);
  line_start = line_start == std::string_view::npos || at == 0 ? 0 : line_start + 1;
  for (int row = 1; row <= board.rows && at < text.size();) {
    // One line: its tiles counted, where the row's last tile ends remembered.
    int tiles = 0;
    std::size_t after_last = at;
    std::size_t extra_at = std::string_view::npos;
    while (at < text.size() && text[at] != '\n') {
      if (is_blank(text[at])) {
        ++at;
        continue;
      }
      ++tiles;
      if (tiles == board.cols + 1) extra_at = at;
      while (at < text.size() && !is_blank(text[at]) && text[at] != '\n') ++at;
      if (tiles <= board.cols) after_last = at;
    }
    if (tiles > 0) {
      // The last row may share its line with the query count that follows; any other row
      // must hold the board's columns exactly.
      if (tiles < board.cols) {
        return ParseError({line, static_cast<int>(after_last - line_start) + 1},
                          "board row " + std::to_string(row) + " holds " + std::to_string(tiles) + " tile(s), not " +
                              std::to_string(board.cols) + " (the board's column count); read on across lines, " +
                              "the file fails later at " + std::to_string(later.pos().line) + ":" +
                              std::to_string(later.pos().col) + ": " + later.message());
      }
      if (tiles > board.cols && row < board.rows) {
        return ParseError({line, static_cast<int>(extra_at - line_start) + 1},
                          "board row " + std::to_string(row) + " holds " + std::to_string(tiles) + " tiles, not " +
                              std::to_string(board.cols) + " (the board's column count); read on across lines, " +
                              "the file fails later at " + std::to_string(later.pos().line) + ":" +
                              std::to_string(later.pos().col) + ": " + later.message());
      }
      ++row;
    }
    if (at >= board.end) break;
    if (at < text.size()) {
      ++at;
      ++line;
      line_start = at;
    }
  }
  return std::nullopt;
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
      if (auto row = misshapen_row(text, board, error);
          row && (row->pos().line < error.pos().line ||
                  (row->pos().line == error.pos().line && row->pos().col < error.pos().col))) {
        throw *row;
      }
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
