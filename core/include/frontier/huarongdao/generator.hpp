#pragma once
// Random judge files, the same bytes for the same seed on every machine (SplitMix64).

#include <cstdint>
#include <span>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/huarongdao/model.hpp"

namespace frontier::huarongdao {

// What generate takes (rows, cols, queries, density, corridors): ids, defaults and
// ranges, written once; Puzzle::generate_parameters offers them.
std::span<const GenerateParameter> generate_parameters();

// Each cell is movable with probability `density`; with corridors 1 the board is instead a
// maze of one-cell corridors inside a movable border, the shape of the official data's
// large tests. If fewer than two cells are movable, random cells are made movable until
// two are, so that every query has a blank and a distinct marked piece.
// The blank and the piece are distinct movable cells; the target is a movable cell, or
// (one query in ten) any cell, which may be fixed (answer -1).
// A value outside its parameter's range is clamped to it; throws std::invalid_argument for
// a size with a fraction, or queries > 0 on a board of one cell.
JudgeFile generate(std::uint64_t seed, const GenerateValues& values);

}  // namespace frontier::huarongdao
