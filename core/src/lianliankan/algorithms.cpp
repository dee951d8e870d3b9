#include "frontier/lianliankan/algorithms.hpp"

#include <stdexcept>
#include <string>

#include "frontier/lianliankan/bfs_turns.hpp"
#include "frontier/lianliankan/dfs.hpp"
#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::lianliankan {

namespace {

using Search = trace::Algorithm<Answer, const Board&, const Query&, const Rules&>;

constexpr Search kSearches[] = {
    {{kMiddleSegment, "tries every row and column as the middle segment; O(rows + cols) per query, the judge solver",
      kMiddleSegmentPseudocode},
     middle_segment<trace::NoObserver>, middle_segment<trace::Recorder&>},
    {{kBfsTurns, "breadth-first search over (cell, heading), layer by layer of turns; finds the fewest turns",
      kBfsTurnsPseudocode},
     bfs_turns<trace::NoObserver>, bfs_turns<trace::Recorder&>},
    {{kDfs, "depth-first search over (cell, heading), straight on first, pruned at two turns", kDfsPseudocode},
     dfs<trace::NoObserver>, dfs<trace::Recorder&>},
};
constexpr trace::Registry kRegistry("lianliankan", kSearches);

}  // namespace

std::span<const trace::AlgorithmInfo> algorithms() { return kRegistry.infos(); }

Answer run(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules,
           trace::Recorder* recorder) {
  const Board& board = game.board;
  if (const auto fault = Puzzle::validate(game, query)) throw std::invalid_argument(*fault);
  return kRegistry[algorithm].run(recorder, board, query, rules);
}

std::size_t state_count(std::string_view algorithm, const Board& board) {
  if (algorithm == kMiddleSegment) return middle_segment_state_count(board);
  if (algorithm == kBfsTurns || algorithm == kDfs) return heading_state_count(board);
  kRegistry.refuse(algorithm);
}

}  // namespace frontier::lianliankan
