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

std::string cell_json(Cell c) { return "[" + std::to_string(c.row) + "," + std::to_string(c.col) + "]"; }

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

std::string describe_state_json(trace::StateId state) {
  const StateView view = decode_state(state);
  std::string json = std::string("{\"side\":\"") + (view.side == 0 ? "forward" : "backward") + "\",\"pieces\":[";
  for (int i = 0; i < kPieces; ++i) json += (i > 0 ? "," : "") + cell_json(view.configuration.pieces[i]);
  return json + "]}";
}

std::string moves_json(const std::vector<Move>& moves) {
  std::string json = "[";
  for (std::size_t i = 0; i < moves.size(); ++i) {
    json += (i > 0 ? ",{\"from\":" : "{\"from\":") + cell_json(moves[i].from) + ",\"to\":" + cell_json(moves[i].to) +
            ",\"jump\":" + (moves[i].jump ? "true" : "false") + "}";
  }
  return json + "]";
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
