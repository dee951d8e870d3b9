#include "frontier/mahjong/algorithms.hpp"

#include <stdexcept>
#include <string>

#include "frontier/mahjong/line_bfs.hpp"
#include "frontier/mahjong/zero_one_bfs.hpp"

namespace frontier::mahjong {
namespace {

constexpr trace::AlgorithmInfo kAlgorithms[] = {
    {kZeroOneBfsName, "0-1 BFS over (cell, direction): straight on costs 0, a turn costs 1 (the judge solver)",
     kZeroOneBfsPseudocode},
    {kLineBfsName, "BFS over cells, each expansion walking straight lines; layer = segments",
     kLineBfsPseudocode},
};

[[noreturn]] void unknown(std::string_view algorithm) {
  throw std::invalid_argument("unknown mahjong algorithm '" + std::string(algorithm) + "'");
}

}  // namespace

std::span<const trace::AlgorithmInfo> algorithms() { return kAlgorithms; }

void check_algorithm(std::string_view algorithm) {
  for (const trace::AlgorithmInfo& info : kAlgorithms) {
    if (info.name == algorithm) return;
  }
  unknown(algorithm);
}

Answer run(std::string_view algorithm, const Board& board, const Pair& pair, const Rules& rules,
           trace::Recorder* recorder) {
  if (algorithm == kZeroOneBfsName) {
    return recorder ? zero_one_bfs(board, pair, rules, *recorder) : zero_one_bfs(board, pair, rules);
  }
  if (algorithm == kLineBfsName) {
    return recorder ? line_bfs(board, pair, rules, *recorder) : line_bfs(board, pair, rules);
  }
  unknown(algorithm);
}

std::size_t state_count(std::string_view algorithm, const Board& board) {
  if (algorithm == kZeroOneBfsName) return zero_one_bfs_state_count(board);
  if (algorithm == kLineBfsName) return line_bfs_state_count(board);
  unknown(algorithm);
}

StateView decode_state(std::string_view algorithm, const Board& board, trace::StateId state) {
  const RingGrid grid(board);
  if (algorithm == kZeroOneBfsName) {
    return {grid.cell(static_cast<int>(state / kDirections)), static_cast<int>(state % kDirections)};
  }
  if (algorithm == kLineBfsName) return {grid.cell(static_cast<int>(state)), -1};
  unknown(algorithm);
}

}  // namespace frontier::mahjong
