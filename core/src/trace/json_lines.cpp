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

std::string cell_json(Cell cell) {
  return "{\"row\":" + std::to_string(cell.row) + ",\"col\":" + std::to_string(cell.col) + "}";
}

std::string state_json(const DecodedState& state) {
  std::string json = "{\"side\":" + std::to_string(state.side) + ",\"parts\":[";
  bool first = true;
  for (const StatePart& part : state.view()) {
    if (!first) json += ',';
    first = false;
    json += "{\"role\":" + json_string(role_name(part.role)) + ",\"cell\":" + cell_json(part.cell) +
            ",\"direction\":";
    json += part.direction >= 0 && part.direction < kDirections ? json_string(direction_name(part.direction))
                                                                 : std::string("null");
    json += '}';
  }
  return json + "]}";
}

namespace {

struct ExpansionLine {
  std::string state = "null";
  std::int64_t cost = 0;
  std::string lines;
  std::string pushes;
  std::string improved;
};

void flush(std::ostream& out, Step step, const ExpansionLine& line) {
  out << "{\"step\":" << step << ",\"state\":" << line.state << ",\"cost\":" << line.cost << ",\"lines\":["
      << line.lines << "],\"pushes\":[" << line.pushes << "],\"improved\":[" << line.improved << "]}\n";
}

void append(std::string& list, const std::string& item) {
  if (!list.empty()) list += ',';
  list += item;
}

std::string witness_json(const Witness& witness) {
  std::string corners;
  for (const Cell corner : witness.corners) append(corners, cell_json(corner));
  std::string moves;
  for (const WitnessMove& move : witness.moves) {
    append(moves, "{\"from\":" + cell_json(move.from) + ",\"to\":" + cell_json(move.to) +
                      ",\"jump\":" + (move.jump ? "true" : "false") +
                      ",\"marked\":" + (move.marked ? "true" : "false") + "}");
  }
  return "{\"corners\":[" + corners + "],\"moves\":[" + moves + "]}";
}

}  // namespace

void write_json_lines(std::ostream& out, const std::vector<FineStep>& fine,
                      const std::function<DecodedState(StateId)>& decode, const TraceSummary& summary) {
  // A state's cost is known from its last discover or improve; the expansion line shows it.
  std::unordered_map<StateId, std::int64_t> known_cost;
  auto pushed = [&](const FineStep& step) {
    return "{\"state\":" + state_json(decode(step.state)) + ",\"cost\":" + std::to_string(step.cost) + "}";
  };
  ExpansionLine current;
  Step step = 0;
  Step expansions = 0;
  for (const FineStep& fine_step : fine) {
    switch (fine_step.kind) {
      case FineKind::expand: {
        flush(out, step, current);
        current = ExpansionLine{};
        step = fine_step.expansion;
        ++expansions;
        current.state = state_json(decode(fine_step.state));
        const auto known = known_cost.find(fine_step.state);
        current.cost = known == known_cost.end() ? 0 : known->second;
        break;
      }
      case FineKind::line:
        append(current.lines, std::to_string(fine_step.line));
        break;
      case FineKind::discover:
        known_cost[fine_step.state] = fine_step.cost;
        append(current.pushes, pushed(fine_step));
        break;
      case FineKind::improve:
        known_cost[fine_step.state] = fine_step.cost;
        append(current.improved, pushed(fine_step));
        break;
    }
  }
  flush(out, step, current);
  out << "{\"summary\":true,\"puzzle\":" << json_string(summary.puzzle)
      << ",\"algorithm\":" << json_string(summary.algorithm) << ",\"case\":" << summary.case_number
      << ",\"query\":" << summary.query_number << ",\"answer\":" << json_string(summary.answer)
      << ",\"stopped\":" << (summary.stopped ? "true" : "false") << ",\"expansions\":" << expansions
      << ",\"witness\":" << witness_json(summary.witness) << "}\n";
}

}  // namespace frontier::trace
