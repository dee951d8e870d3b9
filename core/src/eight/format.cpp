#include "frontier/eight/format.hpp"

#include <optional>
#include <string>

#include "frontier/common/text_scanner.hpp"

namespace frontier::eight {

namespace {

bool is_blank_byte(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// How a wrong token is named: quoted, its first ten characters when it is longer.
std::string token_words(std::string_view token) {
  if (token.size() > 12) return "'" + std::string(token.substr(0, 10)) + "...'";
  return "'" + std::string(token) + "'";
}

// Where a token holds a byte no judge file has (a NUL, a byte of another encoding), its
// offset in the token.
std::optional<std::size_t> stray_byte(std::string_view token) {
  for (std::size_t i = 0; i < token.size(); ++i) {
    const auto byte = static_cast<unsigned char>(token[i]);
    if (byte < 0x21 || byte >= 0x7F) return i;
  }
  return std::nullopt;
}

// The value of one token (kBlank for x), checked as soon as it is read.
std::uint8_t read_token(TextScanner& scanner, int cell, unsigned& seen, int read_so_far) {
  scanner.skip_blanks();
  const SourcePos at = scanner.position();
  if (scanner.at_end()) {
    scanner.fail(at, "the case is cut short: " + std::to_string(read_so_far) + " of its 9 cells given");
  }
  const std::string_view text = scanner.text();
  std::size_t end = scanner.offset();
  while (end < text.size() && !is_blank_byte(text[end])) ++end;
  const std::string_view token = text.substr(scanner.offset(), end - scanner.offset());
  std::uint8_t value = 0;
  if (token == "x") {
    value = kBlank;
  } else if (token.size() == 1 && token[0] >= '1' && token[0] <= '8') {
    value = static_cast<std::uint8_t>(token[0] - '0');
  } else if (const auto stray = stray_byte(token)) {
    scanner.fail({at.line, at.col + static_cast<int>(*stray)},
                 "cell " + std::to_string(cell + 1) + " holds " +
                     TextScanner::describe_byte(static_cast<unsigned char>(token[*stray])) +
                     ": expected a tile 1 to 8 or the blank x");
  } else {
    const std::string shown = token_words(token);
    scanner.fail(at, "cell " + std::to_string(cell + 1) + " holds " + shown + ": expected a tile 1 to 8 or the blank x");
  }
  if ((seen >> value & 1U) != 0) {
    scanner.fail(at, value == kBlank ? std::string("the blank x is given twice in this case")
                                     : "tile " + std::to_string(value) + " is given twice in this case");
  }
  seen |= 1U << value;
  scanner.advance_to(end, 0, 0);
  return value;
}

Frame read_case(TextScanner& scanner) {
  Frame frame;
  unsigned seen = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    frame.cells[static_cast<std::size_t>(cell)] = read_token(scanner, cell, seen, cell);
  }
  return frame;
}

}  // namespace

JudgeFile read_judge_file(std::string_view text) {
  TextScanner scanner(text);
  JudgeFile file;
  while (!scanner.at_end()) {
    if (file.cases.size() == static_cast<std::size_t>(kMaxCases)) {
      scanner.fail_here("more than " + std::to_string(kMaxCases) + " cases in the file");
    }
    file.cases.push_back(read_case(scanner));
  }
  if (file.cases.empty()) scanner.fail_here("no case in the file");
  return file;
}

std::string write_judge_file(const JudgeFile& file) {
  std::string text;
  text.reserve(file.cases.size() * 18);
  for (const Frame& frame : file.cases) {
    for (int i = 0; i < kCells; ++i) {
      if (i > 0) text += ' ';
      const int value = frame.cells[static_cast<std::size_t>(i)];
      text += value == kBlank ? 'x' : static_cast<char>('0' + value);
    }
    text += '\n';
  }
  return text;
}

}  // namespace frontier::eight
