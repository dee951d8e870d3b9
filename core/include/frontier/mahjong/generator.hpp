#pragma once
// Random Mahjong judge files for `frontier-cli generate`, the tests and the benchmarks: the
// same options and seed give the same file on every machine (frontier::SplitMix64).

#include <cstdint>
#include <span>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/mahjong/model.hpp"

namespace frontier::mahjong {

// What generate_judge_file takes (cols, rows, queries: pairs per board, density: the
// fraction of cells holding a card, cases: boards): ids, defaults and ranges, written
// once; Puzzle::generate_parameters offers them.
std::span<const GenerateParameter> generate_parameters();

// Pairs join two different cards where the board has two; about one pair in ten has an
// end on a blank instead. A 1x1 board can only pair its one cell with itself.
// A value outside its parameter's range is clamped to it; throws std::invalid_argument for
// a count or size with a fraction.
JudgeFile generate_judge_file(std::uint64_t seed, const GenerateValues& values);

}  // namespace frontier::mahjong
