#pragma once
// Random judge files, the same bytes for the same seed on every machine (SplitMix64).

#include <cstdint>

#include "frontier/huarongdao/model.hpp"

namespace frontier::huarongdao {

struct GenerateOptions {
  std::uint64_t seed = 1;
  int rows = 8;           // 1..kMaxRows
  int cols = 8;           // 1..kMaxCols
  int queries = 10;       // 0..kMaxQueries
  double density = 0.8;   // the chance that a cell is movable
};

// Each cell is movable with probability `density`; if fewer than two are, random cells are
// made movable until two are, so that every query has a blank and a distinct marked piece.
// The blank and the piece are distinct movable cells; the target is a movable cell, or
// (one query in ten) any cell, which may be fixed (answer -1).
// Throws std::invalid_argument when queries > 0 on a board of one cell, or a size is out of range.
JudgeFile generate(const GenerateOptions& options);

}  // namespace frontier::huarongdao
