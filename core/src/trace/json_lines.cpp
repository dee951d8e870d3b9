#include "frontier/trace/json_lines.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace frontier::trace {

std::string json_string(std::string_view text) {
  std::string quoted = "\"";
  for (const char c : text) {
    switch (c) {
      case '"': quoted += "\\\""; break;
      case '\\': quoted += "\\\\"; break;
      case '\n': quoted += "\\n"; break;
      case '\t': quoted += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buffer[8];
          std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
          quoted += buffer;
        } else {
          quoted += c;
        }
    }
  }
  return quoted + "\"";
}

void require_complete(const Recorder& recorder) {
  if (recorder.fine_overflow()) {
    throw std::length_error("the search has more than " + std::to_string(kMaxFineSteps) +
                            " fine steps, more than a trace may hold; trace a smaller board or another query");
  }
}

namespace {

struct ExpansionLine {
  std::string state = "null";
  std::int64_t cost = 0;
  std::string lines;
  std::string pushes;
  std::string improved;
};

void flush(std::ostream& out, Step expansion, const ExpansionLine& line) {
  out << "{\"expansion\":" << expansion << ",\"state\":" << line.state << ",\"cost\":" << line.cost
      << ",\"lines\":[" << line.lines << "],\"pushes\":[" << line.pushes << "],\"improved\":["
      << line.improved << "]}\n";
}

}  // namespace

void write_json_lines(std::ostream& out, const std::vector<FineStep>& fine,
                      const std::function<std::string(StateId)>& describe, const TraceSummary& summary) {
  std::unordered_map<StateId, std::int64_t> known_cost;
  ExpansionLine current;
  Step expansion = 0;
  Step expansions = 0;
  auto append = [](std::string& list, const std::string& item) {
    if (!list.empty()) list += ',';
    list += item;
  };
  for (const FineStep& step : fine) {
    if (step.kind == FineKind::expand) {
      flush(out, expansion, current);
      current = ExpansionLine{};
      expansion = step.expansion;
      ++expansions;
      current.state = describe(step.state);
      current.cost = known_cost.count(step.state) ? known_cost[step.state] : 0;
      continue;
    }
    switch (step.kind) {
      case FineKind::line:
        append(current.lines, std::to_string(step.line));
        break;
      case FineKind::discover:
        known_cost[step.state] = step.cost;
        append(current.pushes, "{\"state\":" + describe(step.state) + ",\"cost\":" + std::to_string(step.cost) + "}");
        break;
      case FineKind::improve:
        known_cost[step.state] = step.cost;
        append(current.improved, "{\"state\":" + describe(step.state) + ",\"cost\":" + std::to_string(step.cost) + "}");
        break;
      case FineKind::expand:
        break;
    }
  }
  flush(out, expansion, current);
  out << "{\"summary\":true,\"puzzle\":" << json_string(summary.puzzle)
      << ",\"algorithm\":" << json_string(summary.algorithm) << ",\"answer\":" << json_string(summary.answer)
      << ",\"expansions\":" << expansions << ",\"witness\":" << (summary.witness_json.empty() ? "[]" : summary.witness_json)
      << "}\n";
}

}  // namespace frontier::trace
