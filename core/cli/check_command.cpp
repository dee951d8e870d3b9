#include "check_command.hpp"

namespace frontier::cli {

std::vector<std::string_view> answer_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (line.ends_with('\r')) line.remove_suffix(1);
    lines.push_back(line);
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return lines;
}

std::string check_report(const std::vector<Judged>& judged, std::size_t extra_lines, std::size_t lines) {
  std::string report;
  std::size_t wrong = 0;
  for (const Judged& verdict : judged) {
    if (verdict.refusal.empty()) continue;
    ++wrong;
    report += "line " + std::to_string(verdict.line) + ", case " + std::to_string(verdict.case_number) + ", query " +
              std::to_string(verdict.query_number) + ": " + verdict.refusal + "\n";
  }
  if (extra_lines > 0) {
    report += std::to_string(extra_lines) + " line(s) after line " + std::to_string(lines - extra_lines) +
              " answer no query\n";
  }
  if (wrong == 0 && extra_lines == 0) {
    report += "accepted: all " + std::to_string(judged.size()) + " answer(s)\n";
  } else {
    report += "wrong: " + std::to_string(wrong) + " of " + std::to_string(judged.size()) + " answer(s) refused\n";
  }
  return report;
}

}  // namespace frontier::cli
