#pragma once
// Random Solitaire cases, the same for the same seed on every machine (SplitMix64).

#include <cstdint>

#include "frontier/common/random.hpp"
#include "frontier/solitaire/model.hpp"

namespace frontier::solitaire {

// Four distinct squares, in random order.
Configuration random_configuration(SplitMix64& random);
// `moves` random legal moves from `from` (each piece keeps its place in the list): a
// configuration at most `moves` moves away, often exactly that many.
Configuration random_walk(const Configuration& from, int moves, SplitMix64& random);
// The pieces of `configuration` listed in a random order (the same position).
Configuration shuffled(const Configuration& configuration, SplitMix64& random);

// `cases` cases (1..kMaxCases): two in three have a goal made by a random walk of 1..12
// moves from the start (so both YES and NO at K = 8), one in three a random goal
// (almost always NO). The goal's pieces are listed in a random order.
JudgeFile generate_judge_file(std::uint64_t seed, int cases);

}  // namespace frontier::solitaire
