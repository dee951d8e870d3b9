#include "frontier/solitaire/format.hpp"

#include <cstdint>
#include <limits>
#include <string>

#include "frontier/common/text_scanner.hpp"
#include "frontier/solitaire/legality.hpp"

namespace frontier::solitaire {

namespace {

// The 16 numbers of one case. Any integer is read (so that -3 and 9 are named as off the
// board), and each is checked the moment it is read, by the same rule validate applies to
// a whole case, so the first fault wins over anything later in the file.
Case read_case(TextScanner& scanner) {
  Case question;
  SourcePos at[kCaseNumbers];
  for (int number = 0; number < kCaseNumbers; ++number) {
    const std::string_view what = number_name(number);
    scanner.skip_blanks();
    at[number] = scanner.position();
    const auto value = static_cast<int>(scanner.read_int(what, std::numeric_limits<std::int32_t>::min(),
                                                         std::numeric_limits<std::int32_t>::max()));
    Cell& piece = piece_of_number(question, number);
    (is_column_number(number) ? piece.col : piece.row) = value;
    if (const auto fault = number_fault(question, number)) scanner.fail(at[fault->number], fault->reason);
  }
  return question;
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
