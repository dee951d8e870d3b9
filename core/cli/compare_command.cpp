#include "compare_command.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

namespace frontier::cli {

namespace {

std::string witness_words(const Compared& row) {
  if (row.moves > 0) return std::to_string(row.moves) + (row.moves == 1 ? " move" : " moves");
  if (row.corners >= 2) {
    const std::size_t turns = row.corners - 2;
    return std::to_string(turns) + (turns == 1 ? " turn" : " turns");
  }
  return "-";
}

std::string count_words(const Compared& row, std::uint64_t count) { return row.recorded ? std::to_string(count) : "-"; }

std::string milliseconds_text(double ms) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", ms);
  return text;
}

std::string padded(std::string text, std::size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string json_table(std::string_view puzzle, std::size_t case_index, std::size_t query_index,
                       const std::string& judge_answer, const std::vector<Compared>& rows) {
  std::string out = "{\"puzzle\":" + trace::json_string(puzzle) + ",\"case\":" + std::to_string(case_index + 1) +
                    ",\"query\":" + std::to_string(query_index + 1) +
                    ",\"judge_answer\":" + trace::json_string(judge_answer) + ",\"algorithms\":[";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Compared& row = rows[i];
    const auto count = [&](std::uint64_t n) { return row.recorded ? std::to_string(n) : std::string("null"); };
    const std::string answer = row.refused.empty() ? trace::json_string(row.answer) : std::string("null");
    const std::string refused = row.refused.empty() ? std::string("null") : trace::json_string(row.refused);
    out += std::string(i == 0 ? "" : ",") + "{\"name\":" + trace::json_string(row.info->name) +
           ",\"lesson\":" + (row.info->lesson() ? "true" : "false") + ",\"answer\":" + answer +
           ",\"refused\":" + refused +
           ",\"agrees\":" + (row.agrees ? "true" : "false") + ",\"expansions\":" + count(row.expansions) +
           ",\"discovered\":" + count(row.discovered) + ",\"largest_frontier\":" + count(row.largest_frontier) +
           ",\"witness_corners\":" + std::to_string(row.corners) + ",\"witness_moves\":" + std::to_string(row.moves) +
           ",\"milliseconds\":" + (row.refused.empty() ? milliseconds_text(row.milliseconds) : "null") + "}";
  }
  return out + "]}\n";
}

}  // namespace

std::string compare_time_help() {
  const TimingPlan plan;
  const std::string budget =
      std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(plan.budget).count()) + " ms";
  return "ms: the search's own time, nothing recorded. A first run pays the one-time costs (memory the search "
         "keeps for later runs) and is not counted; then the median of the runs made in " + budget + " (at most " +
         std::to_string(plan.most_runs) + "). A search whose first run takes " + budget +
         " or more is timed by that run alone.";
}

std::string compare_table(std::string_view puzzle, std::size_t case_index, std::size_t query_index,
                          const std::string& judge_answer, const std::vector<Compared>& rows, bool json) {
  if (json) return json_table(puzzle, case_index, query_index, judge_answer, rows);
  const std::vector<std::string> head = {"algorithm", "answer", "judge", "expansions", "discovered",
                                         "largest frontier", "witness", "ms"};
  std::vector<std::vector<std::string>> cells{head};
  for (const Compared& row : rows) {
    const std::string name = std::string(row.info->name) + (row.info->lesson() ? " (lesson)" : "");
    if (!row.refused.empty()) {
      cells.push_back({name, "refused", "-", "-", "-", "-", "-", "-"});
      continue;
    }
    cells.push_back({name, row.answer, row.agrees ? "agrees" : "DIFFERS", count_words(row, row.expansions),
                     count_words(row, row.discovered), count_words(row, row.largest_frontier), witness_words(row),
                     milliseconds_text(row.milliseconds)});
  }
  std::vector<std::size_t> widths(head.size(), 0);
  for (const auto& line : cells) {
    for (std::size_t c = 0; c < line.size(); ++c) widths[c] = std::max(widths[c], line[c].size());
  }
  std::string out = std::string(puzzle) + ", case " + std::to_string(case_index + 1) + ", query " +
                    std::to_string(query_index + 1) + ": the judge solver answers " + judge_answer + "\n";
  for (const auto& line : cells) {
    std::string text;
    for (std::size_t c = 0; c < line.size(); ++c) text += c + 1 < line.size() ? padded(line[c], widths[c] + 2) : line[c];
    out += text + "\n";
  }
  bool unrecorded = false;
  for (const Compared& row : rows) unrecorded = unrecorded || (!row.recorded && row.refused.empty());
  if (unrecorded) out += "-: more states than a trace holds (2^24): answered, not counted\n";
  for (const Compared& row : rows) {
    if (!row.refused.empty()) out += std::string(row.info->name) + " refused: " + row.refused + "\n";
  }
  return out;
}

}  // namespace frontier::cli
