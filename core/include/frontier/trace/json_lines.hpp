#pragma once
// `frontier-cli trace` output, one schema for every puzzle (docs/trace-format.md): a header
// line with the format's version, then one JSON object per expansion (its state, cost, the pseudo-code lines it ran, the states it
// pushed or improved), then one summary object with the answer and the witness. Step 0 is
// the set-up before the first expansion (the start states). Every cell is
// {"row":R,"col":C} in the judge's 1-based numbers.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/narration.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::trace {

// The first line of every trace: which format and version the lines after it follow.
// Version 2 added this line, states of any number of parts and the tile role.
inline constexpr int kTraceVersion = 2;
inline constexpr std::string_view kTraceHeader = R"({"format":"frontier-trace","version":2})";
// Throws std::runtime_error, saying which version it found, unless `first_line` is the
// header of this version: a reader refuses a trace it would misread.
void require_trace_version(std::string_view first_line);

struct TraceSummary {
  std::string puzzle;
  std::string algorithm;
  std::size_t case_number = 1;   // 1-based, as given to --case
  std::size_t query_number = 1;  // 1-based, as given to --query
  std::string answer;            // exactly the judge's words for this query ("YES", "4", "-1")
  bool stopped = false;          // the search was stopped before it could answer
  Witness witness;
};

// Writes the lines as the fine steps come, so that a Recorder can give them straight to
// it (it is a FineSink): it holds the line of the expansion under way and the cost each
// state was last given, never the lines written. `decode` tells what a state stands for
// (the puzzle's decode for the algorithm traced); `estimate`, when given, the lower bound
// an A* search orders a state by, written as the state's "estimate" beside its cost
// wherever it has one. `narrated`, when given, is the algorithm traced and its puzzle's
// kId: each step line then says its fine steps in English ("say").
using EstimateOf = std::function<std::optional<std::int64_t>(StateId)>;

struct Narrated {
  std::string_view puzzle;
  const AlgorithmInfo* algorithm = nullptr;
};

class JsonLinesWriter final : public FineSink {
 public:
  JsonLinesWriter(std::ostream& out, std::function<DecodedState(StateId)> decode, EstimateOf estimate = {},
                  Narrated narrated = {});
  void take(const FineStep& step) override;
  // The last expansion's line and the summary; call once, after the run.
  void finish(const TraceSummary& summary);

 private:
  struct ExpansionLine {
    std::string state = "null";
    std::int64_t cost = 0;
    std::optional<std::int64_t> estimate;
    std::string lines;
    std::string pushes;
    std::size_t pushes_made = 0;
    std::string improved;
    std::string say;
    // A stage ended here (Observer::set_aside), after this many of the pushes.
    std::optional<std::size_t> set_aside;
  };
  void write_line();
  std::string pushed(const FineStep& step) const;
  std::optional<std::int64_t> estimate_of(StateId state) const;
  std::optional<std::int64_t> known_cost(StateId state) const;

  std::ostream& out_;
  std::function<DecodedState(StateId)> decode_;
  EstimateOf estimate_;
  // A state's cost is known from its last discover or improve; the expansion line shows it.
  // A narrator keeps the same costs for its sentences, so with one the map stays empty.
  std::unordered_map<StateId, std::int64_t> known_cost_;
  std::string_view puzzle_;
  std::optional<Narrator> narrator_;
  ExpansionLine current_;
  Step step_ = 0;
  Step expansions_ = 0;
};

// The whole trace of a recorded list of fine steps.
void write_json_lines(std::ostream& out, const std::vector<FineStep>& fine,
                      const std::function<DecodedState(StateId)>& decode, const TraceSummary& summary,
                      const EstimateOf& estimate = {}, Narrated narrated = {});

// Throws std::length_error when `recorder` had to stop because the run had more fine
// steps than it may keep: a trace must never be silently cut short.
void require_complete(const Recorder& recorder);

// A JSON string literal, quotes included.
std::string json_string(std::string_view text);

// {"row":R,"col":C}
std::string cell_json(Cell cell);

// {"side":S,"parts":[{"role":"heading","cell":{"row":R,"col":C},"direction":"up"},...]}
std::string state_json(const DecodedState& state);

}  // namespace frontier::trace
