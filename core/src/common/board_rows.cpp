#include "frontier/common/board_rows.hpp"

#include <string>

namespace frontier {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

std::optional<ParseError> row_fault(std::string_view text, const BoardSpan& board, const ParseError& later, std::string_view number) {
  std::size_t at = board.begin;
  int line = board.first_line;
  std::size_t line_start = text.rfind('\n', at == 0 ? 0 : at - 1);
  line_start = line_start == std::string_view::npos || at == 0 ? 0 : line_start + 1;
  for (int row = 1; row <= board.rows && at < text.size();) {
    // One line: its numbers counted, where the row's last number ends remembered.
    int numbers = 0;
    std::size_t after_last = at;
    std::size_t extra_at = std::string_view::npos;
    while (at < text.size() && text[at] != '\n') {
      if (is_blank(text[at])) {
        ++at;
        continue;
      }
      ++numbers;
      if (numbers == board.cols + 1) extra_at = at;
      while (at < text.size() && !is_blank(text[at]) && text[at] != '\n') ++at;
      if (numbers <= board.cols) after_last = at;
    }
    if (numbers > 0) {
      // The last row may share its line with the query count that follows; any other row
      // must hold the board's columns exactly.
      if (numbers < board.cols) {
        return ParseError({line, static_cast<int>(after_last - line_start) + 1},
                          "board row " + std::to_string(row) + " holds " + std::to_string(numbers) + " " + std::string(number) + "(s), not " +
                              std::to_string(board.cols) + " (the board's column count); read on across lines, " +
                              "the file fails later at " + std::to_string(later.pos().line) + ":" +
                              std::to_string(later.pos().col) + ": " + later.message());
      }
      if (numbers > board.cols && row < board.rows) {
        return ParseError({line, static_cast<int>(extra_at - line_start) + 1},
                          "board row " + std::to_string(row) + " holds " + std::to_string(numbers) + " " + std::string(number) + "s, not " +
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

}  // namespace

std::optional<ParseError> misshapen_row(std::string_view text, const BoardSpan& board, const ParseError& later,
                                        std::string_view number) {
  std::optional<ParseError> row = row_fault(text, board, later, number);
  // Only a row before the place the reading failed can be its cause.
  if (row && (row->pos().line < later.pos().line ||
              (row->pos().line == later.pos().line && row->pos().col < later.pos().col))) {
    return row;
  }
  return std::nullopt;
}

}  // namespace frontier
