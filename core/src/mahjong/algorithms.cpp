#include "frontier/mahjong/algorithms.hpp"

#include <stdexcept>
#include <string>

#include "frontier/mahjong/line_bfs.hpp"
#include "frontier/mahjong/zero_one_bfs.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::mahjong {
namespace {

using Search = trace::Algorithm<Answer, const Board&, const Pair&, const Rules&>;

constexpr Search kSearches[] = {
    {{kZeroOneBfsName, "0-1 BFS over (cell, direction): straight on costs 0, a turn costs 1 (the judge solver)",
      kZeroOneBfsPseudocode},
     zero_one_bfs<trace::NoObserver>, zero_one_bfs<trace::Recorder&>},
    {{kLineBfsName, "BFS over cells, each expansion walking straight lines; layer = segments", kLineBfsPseudocode},
     line_bfs<trace::NoObserver>, line_bfs<trace::Recorder&>},
};
constexpr trace::Registry kRegistry("mahjong", kSearches);

}  // namespace

std::span<const trace::AlgorithmInfo> algorithms() { return kRegistry.infos(); }

void check_algorithm(std::string_view algorithm) { kRegistry.index_of(algorithm); }

Answer run(std::string_view algorithm, const Board& board, const Pair& pair, const Rules& rules,
           trace::Recorder* recorder) {
  return kRegistry[algorithm].run(recorder, board, pair, rules);
}

std::size_t state_count(std::string_view algorithm, const Board& board) {
  if (algorithm == kZeroOneBfsName) return zero_one_bfs_state_count(board);
  if (algorithm == kLineBfsName) return line_bfs_state_count(board);
  kRegistry.refuse(algorithm);
}

StateView decode_state(std::string_view algorithm, const Board& board, trace::StateId state) {
  const RingGrid grid(board);
  if (algorithm == kZeroOneBfsName) {
    return {grid.cell(static_cast<int>(state / kDirections)), static_cast<int>(state % kDirections)};
  }
  if (algorithm == kLineBfsName) return {grid.cell(static_cast<int>(state)), -1};
  kRegistry.refuse(algorithm);
}

}  // namespace frontier::mahjong
