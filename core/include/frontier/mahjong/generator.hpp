#pragma once
// Random Mahjong judge files for `frontier-cli generate`, the tests and the benchmarks: the
// same options and seed give the same file on every machine (frontier::SplitMix64).

#include <cstdint>

#include "frontier/mahjong/model.hpp"

namespace frontier::mahjong {

struct GenerateOptions {
  std::uint64_t seed = 1;
  int cols = 10;          // 1..kMaxWidth
  int rows = 8;           // 1..kMaxHeight
  int queries = 10;       // pairs per board, 0..kMaxPairsPerBoard
  double density = 0.5;   // fraction of cells holding a card, 0..1
  int cases = 1;          // boards, 1..kMaxBoards
};

// Pairs join two different cards where the board has two; about one pair in ten has an
// end on a blank instead. A 1x1 board can only pair its one cell with itself.
// Throws std::invalid_argument for options outside the ranges above.
JudgeFile generate_judge_file(const GenerateOptions& options);

}  // namespace frontier::mahjong
