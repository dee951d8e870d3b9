#include "frontier/solitaire/format.hpp"

#include <cstdint>
#include <limits>
#include <string>

#include "frontier/common/text_scanner.hpp"

namespace frontier::solitaire {

namespace {

// A row or column: any integer is read (so that -3 and 9 are named as off the board),
// then checked against the board, at the number's own position.
int read_coordinate(TextScanner& scanner, const std::string& what, const char* unit) {
  scanner.skip_blanks();
  const SourcePos at = scanner.position();
  const auto value = scanner.read_int(what, std::numeric_limits<std::int32_t>::min(),
                                      std::numeric_limits<std::int32_t>::max());
  if (value < 1 || value > kBoardSize) {
    scanner.fail(at, what + " " + std::to_string(value) + " is outside the board (" + std::to_string(kBoardSize) +
                         " " + unit + ")");
  }
  return static_cast<int>(value);
}

Configuration read_configuration(TextScanner& scanner, const char* which) {
  Configuration configuration;
  for (int i = 0; i < kPieces; ++i) {
    const std::string piece = std::string(which) + " piece " + std::to_string(i + 1);
    scanner.skip_blanks();
    const SourcePos row_at = scanner.position();
    const int row = read_coordinate(scanner, piece + " row", "rows");
    const int col = read_coordinate(scanner, piece + " column", "columns");
    configuration.pieces[i] = {row, col};
    for (int j = 0; j < i; ++j) {
      if (configuration.pieces[j] == configuration.pieces[i]) {
        scanner.fail(row_at, "two pieces on square (" + std::to_string(row) + ", " + std::to_string(col) + ")");
      }
    }
  }
  return configuration;
}

}  // namespace

JudgeFile read_judge_file(std::string_view text) {
  TextScanner scanner(text);
  JudgeFile file;
  while (!scanner.at_end()) {
    if (file.cases.size() == static_cast<std::size_t>(kMaxCases)) {
      scanner.fail_here("more than " + std::to_string(kMaxCases) + " cases in the file");
    }
    Case question;
    question.start = read_configuration(scanner, "start");
    question.goal = read_configuration(scanner, "goal");
    file.cases.push_back(question);
  }
  if (file.cases.empty()) scanner.fail_here("no case in the file");
  return file;
}

std::string write_judge_file(const JudgeFile& file) {
  std::string text;
  text.reserve(file.cases.size() * 32);
  auto write_line = [&](const Configuration& configuration) {
    for (int i = 0; i < kPieces; ++i) {
      if (i > 0) text += ' ';
      text += std::to_string(configuration.pieces[i].row);
      text += ' ';
      text += std::to_string(configuration.pieces[i].col);
    }
    text += '\n';
  };
  for (const Case& question : file.cases) {
    write_line(question.start);
    write_line(question.goal);
  }
  return text;
}

}  // namespace frontier::solitaire
