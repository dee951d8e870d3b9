#include "frontier/common/answer_judging.hpp"

namespace frontier {

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

std::vector<std::string_view> judged_lines(std::string_view text, std::size_t answers) {
  std::vector<std::string_view> lines = answer_lines(text);
  for (std::string_view& line : lines) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
  }
  while (lines.size() > answers && lines.back().empty()) lines.pop_back();
  return lines;
}

}  // namespace frontier
