#include "check_command.hpp"

namespace frontier::cli {

std::vector<Judged> judge_page(const std::vector<std::string_view>& lines, const std::vector<std::string_view>& expected,
                               const std::string& shown_name) {
  std::vector<Judged> judged;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    Judged verdict{i + 1, 0, 0, false, {}, {}, {}};
    if (i >= lines.size()) {
      verdict.missing = true;
      verdict.refusal = "no line: " + shown_name + " ends before '" + std::string(expected[i]) + "'";
    } else if (lines[i] != expected[i]) {
      verdict.refusal = "the judge expects '" + std::string(expected[i]) + "', not '" + std::string(lines[i]) + "'";
    }
    judged.push_back(std::move(verdict));
  }
  return judged;
}

bool all_taken(const std::vector<Judged>& judged, std::size_t extra_lines) {
  if (extra_lines > 0) return false;
  for (const Judged& verdict : judged) {
    if (!verdict.refusal.empty()) return false;
  }
  return true;
}

std::string check_report(const std::vector<Judged>& judged, std::size_t extra_lines, std::size_t lines) {
  std::string report;
  std::size_t wrong = 0;
  std::size_t missing = 0;
  for (const Judged& verdict : judged) {
    if (verdict.refusal.empty()) continue;
    // Every query after the end of the file has the same fault: the first says it.
    if (verdict.missing && missing++ > 0) continue;
    if (!verdict.missing) ++wrong;
    report += "line " + std::to_string(verdict.line);
    if (verdict.case_number > 0) {
      report += ", case " + std::to_string(verdict.case_number) + ", query " + std::to_string(verdict.query_number);
    }
    report += ": " + verdict.refusal + "\n";
  }
  if (extra_lines > 0) {
    report += std::to_string(extra_lines) + " line(s) after line " + std::to_string(lines - extra_lines) +
              " answer no query\n";
  }
  const std::size_t answered = judged.size() - missing;
  if (wrong == 0 && missing == 0 && extra_lines == 0) {
    report += "accepted: all " + std::to_string(judged.size()) + " answer(s)\n";
    return report;
  }
  // Each fault counted once, and a file of right answers with a line too many or too few
  // says so, not "0 of N refused".
  std::string verdict;
  if (wrong > 0) verdict = std::to_string(wrong) + " of " + std::to_string(answered) + " answer(s) refused";
  if (missing > 0) {
    verdict += (verdict.empty() ? "" : "; ") + std::to_string(missing) + " of " + std::to_string(judged.size()) +
               " answer(s) missing (the answers end at line " + std::to_string(lines) + ")";
  }
  if (extra_lines > 0) {
    verdict += (verdict.empty() ? "" : "; ") + std::to_string(extra_lines) + " line(s) too many";
  }
  if (wrong == 0 && answered > 0) verdict += " (all " + std::to_string(answered) + " answer(s) given are right)";
  report += "wrong: " + verdict + "\n";
  return report;
}

}  // namespace frontier::cli
