#pragma once
// The one entry point to Solitaire's algorithms, for the CLI, the tests and the GUI.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "frontier/solitaire/algorithm_names.hpp"
#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::solitaire {

// The algorithms, the judge's default first.
std::span<const trace::AlgorithmInfo> algorithms();

// Size of the algorithm's state space, to size a trace::Trace: kConfigurationCount for
// bfs, twice that for bidirectional-bfs. Throws std::invalid_argument for an unknown name.
std::size_t state_count(std::string_view algorithm);

// Answers one case. recorder == nullptr runs the judge solver (no observer at all).
// Throws std::invalid_argument for an unknown algorithm, an invalid configuration or
// rules.max_moves outside 0..kMaxMaxMoves.
Answer run(std::string_view algorithm, const Case& question, const Rules& rules, trace::Recorder* recorder);

// A state of either algorithm: side 0 is the search from the start (all of bfs), side 1
// the search from the goal.
struct StateView {
  int side = 0;
  Configuration configuration;  // canonical
};
StateView decode_state(trace::StateId state);

// The judge's output for a whole file: YES or NO, one line per case.
std::string solve_judge_file(const JudgeFile& file, std::string_view algorithm, const Rules& rules);

}  // namespace frontier::solitaire
