#pragma once
// `frontier-cli trace` output: one JSON object per expansion (with the pseudo-code lines
// it ran and the states it pushed), then one summary object with the answer and the
// witness. Expansion 0 is the set-up before the first expansion (the start states).

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "frontier/trace/recorder.hpp"

namespace frontier::trace {

struct TraceSummary {
  std::string puzzle;
  std::string algorithm;
  std::string answer;        // exactly the judge's words for this query ("YES", "4", "-1")
  std::string witness_json;  // a JSON array: path corners or moves
};

// `describe` turns a state into a JSON object, e.g. {"row":3,"col":4,"dir":"up"}.
void write_json_lines(std::ostream& out, const std::vector<FineStep>& fine,
                      const std::function<std::string(StateId)>& describe, const TraceSummary& summary);

// Throws std::length_error when `recorder` had to stop because the run had more fine
// steps than it may keep: a trace must never be silently cut short.
void require_complete(const Recorder& recorder);

// A JSON string literal, quotes included.
std::string json_string(std::string_view text);

}  // namespace frontier::trace
