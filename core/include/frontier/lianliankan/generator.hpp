#pragma once
// Random judge files for `frontier-cli generate`, the tests and the benchmarks: the same
// options and seed give the same file on every machine (frontier::SplitMix64).

#include <cstdint>

#include "frontier/lianliankan/model.hpp"

namespace frontier::lianliankan {

struct GeneratorOptions {
  std::uint64_t seed = 1;
  int rows = 10;
  int cols = 10;
  int queries = 10;        // per case
  double density = 0.5;    // chance that a cell holds a tile
  int cases = 1;
  std::int32_t tiles = 5;  // tile kinds, 1..tiles
};

// Most queries (three in four) click two cells holding the same tile, the pairs a player
// would try, half of them close together; the rest click any two cells, blanks and the
// same cell included.
JudgeFile generate_judge_file(const GeneratorOptions& options);

}  // namespace frontier::lianliankan
