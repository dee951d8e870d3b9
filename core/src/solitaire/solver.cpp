#include "frontier/solitaire/solver.hpp"

#include <stdexcept>
#include <string>

#include "frontier/solitaire/bfs.hpp"
#include "frontier/solitaire/bidirectional_bfs.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::solitaire {

namespace {

using Search = trace::Algorithm<Answer, const Case&, const Rules&>;

constexpr Search kSearches[] = {
    {{kBidirectionalBfsName,
      "breadth-first from the start and from the goal, layers alternating, until the two sides meet",
      kBidirectionalBfsPseudocode},
     bidirectional_bfs<trace::NoObserver>, bidirectional_bfs<trace::Recorder&>},
    {{kBfsName, "breadth-first from the start, up to K layers", kBfsPseudocode}, bfs_moves<trace::NoObserver>,
     bfs_moves<trace::Recorder&>},
};
constexpr trace::Registry kRegistry("Solitaire", kSearches);

}  // namespace

std::span<const trace::AlgorithmInfo> algorithms() { return kRegistry.infos(); }

std::size_t state_count(std::string_view algorithm) {
  if (algorithm == kBidirectionalBfsName) return kBidirectionalStateCount;
  if (algorithm == kBfsName) return kConfigurationCount;
  kRegistry.refuse(algorithm);
}

Answer run(std::string_view algorithm, const Case& question, const Rules& rules, trace::Recorder* recorder) {
  if (auto reason = Puzzle::validate(question, question)) throw std::invalid_argument(*reason);
  if (rules.max_moves < 0 || rules.max_moves > kMaxMaxMoves) {
    throw std::invalid_argument("the move limit must be between 0 and " + std::to_string(kMaxMaxMoves));
  }
  return kRegistry[algorithm].run(recorder, question, rules);
}

StateView decode_state(trace::StateId state) {
  const int side = state >= kConfigurationCount ? 1 : 0;
  return {side, configuration_of(unrank(state - static_cast<trace::StateId>(side) * kConfigurationCount))};
}

std::string solve_judge_file(const JudgeFile& file, std::string_view algorithm, const Rules& rules) {
  std::string out;
  out.reserve(file.cases.size() * 4);
  for (const Case& question : file.cases) {
    out += judge_words(run(algorithm, question, rules, nullptr));
    out += '\n';
  }
  return out;
}

}  // namespace frontier::solitaire
