#include "frontier/trace/json_lines.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>

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
    if (part.role == StateRole::tile) json += ",\"label\":" + std::to_string(part.label);
    json += '}';
  }
  return json + "]}";
}

namespace {

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

JsonLinesWriter::JsonLinesWriter(std::ostream& out, std::function<DecodedState(StateId)> decode,
                                 EstimateOf estimate, Narrated narrated)
    : out_(out), decode_(std::move(decode)), estimate_(std::move(estimate)), puzzle_(narrated.puzzle) {
  if (narrated.algorithm != nullptr) narrator_.emplace(*narrated.algorithm, decode_);
  out_ << kTraceHeader << '\n';
}

std::optional<std::int64_t> JsonLinesWriter::known_cost(StateId state) const {
  if (narrator_) return narrator_->cost_of(state);
  const auto known = known_cost_.find(state);
  if (known == known_cost_.end()) return std::nullopt;
  return known->second;
}

std::optional<std::int64_t> JsonLinesWriter::estimate_of(StateId state) const {
  if (!estimate_) return std::nullopt;
  return estimate_(state);
}

std::string JsonLinesWriter::pushed(const FineStep& step) const {
  std::string item = "{\"state\":" + state_json(decode_(step.state)) + ",\"cost\":" + std::to_string(step.cost);
  if (const auto estimate = estimate_of(step.state)) item += ",\"estimate\":" + std::to_string(*estimate);
  return item + "}";
}

void JsonLinesWriter::write_line() {
  out_ << "{\"step\":" << step_ << ",\"state\":" << current_.state << ",\"cost\":" << current_.cost;
  if (current_.estimate) out_ << ",\"estimate\":" << *current_.estimate;
  out_ << ",\"lines\":[" << current_.lines << "],\"pushes\":[" << current_.pushes << "],\"improved\":["
       << current_.improved << "]";
  if (current_.set_aside) out_ << ",\"set_aside\":" << *current_.set_aside;
  if (narrator_) out_ << ",\"say\":[" << current_.say << "]";
  out_ << "}\n";
}

void JsonLinesWriter::take(const FineStep& fine_step) {
  // The sentence is the step's own, so an expansion's first one goes on its new line.
  const std::optional<Sentence> sentence =
      narrator_ ? std::optional<Sentence>(narrator_->take(fine_step)) : std::nullopt;
  switch (fine_step.kind) {
    case FineKind::expand: {
      write_line();
      current_ = ExpansionLine{};
      step_ = fine_step.expansion;
      ++expansions_;
      current_.state = state_json(decode_(fine_step.state));
      current_.cost = known_cost(fine_step.state).value_or(0);
      current_.estimate = estimate_of(fine_step.state);
      break;
    }
    case FineKind::line:
      append(current_.lines, std::to_string(fine_step.line));
      break;
    case FineKind::discover:
      if (!narrator_) known_cost_[fine_step.state] = fine_step.cost;
      append(current_.pushes, pushed(fine_step));
      ++current_.pushes_made;
      break;
    case FineKind::improve:
      if (!narrator_) known_cost_[fine_step.state] = fine_step.cost;
      append(current_.improved, pushed(fine_step));
      break;
    case FineKind::set_aside:
      current_.set_aside = current_.pushes_made;
      break;
  }
  if (sentence) append(current_.say, json_string(english(puzzle_, *sentence)));
}

void JsonLinesWriter::finish(const TraceSummary& summary) {
  write_line();
  out_ << "{\"summary\":true,\"puzzle\":" << json_string(summary.puzzle)
       << ",\"algorithm\":" << json_string(summary.algorithm) << ",\"case\":" << summary.case_number
       << ",\"query\":" << summary.query_number << ",\"answer\":" << json_string(summary.answer)
       << ",\"stopped\":" << (summary.stopped ? "true" : "false") << ",\"expansions\":" << expansions_
       << ",\"witness\":" << witness_json(summary.witness) << "}\n";
}

void require_trace_version(std::string_view first_line) {
  if (first_line == kTraceHeader) return;
  if (first_line.starts_with("{\"step\":")) {
    throw std::runtime_error(
        "this trace is of version 1 (no header line, states of at most four parts); this reader reads version " +
        std::to_string(kTraceVersion));
  }
  constexpr std::string_view kPrefix = "{\"format\":\"frontier-trace\",\"version\":";
  if (first_line.starts_with(kPrefix)) {
    throw std::runtime_error("this trace is of version " +
                             std::string(first_line.substr(kPrefix.size(), first_line.size() - kPrefix.size() - 1)) +
                             "; this reader reads version " + std::to_string(kTraceVersion));
  }
  throw std::runtime_error("not a Frontier trace: its first line is not {\"format\":\"frontier-trace\",...}");
}

void write_json_lines(std::ostream& out, const std::vector<FineStep>& fine,
                      const std::function<DecodedState(StateId)>& decode, const TraceSummary& summary,
                      const EstimateOf& estimate, Narrated narrated) {
  JsonLinesWriter writer(out, decode, estimate, narrated);
  for (const FineStep& step : fine) writer.take(step);
  writer.finish(summary);
}

}  // namespace frontier::trace
