#pragma once
// Random 8-puzzle cases, the same for the same seed on every machine (SplitMix64).

#include <cstdint>

#include "frontier/common/random.hpp"
#include "frontier/eight/model.hpp"

namespace frontier::eight {

// A frame of the nine in a uniformly random order: half of them cannot reach the goal.
Frame random_frame(SplitMix64& random);
// A uniformly random frame that can reach the goal.
Frame random_solvable_frame(SplitMix64& random);

// `cases` cases (1..kMaxCases), each a uniformly random frame, or only frames that can reach
// the goal when `only_solvable`.
JudgeFile generate_judge_file(std::uint64_t seed, int cases, bool only_solvable);

}  // namespace frontier::eight
