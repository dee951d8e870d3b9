#pragma once
// A small, fully specified random generator: `generate --seed N` must write the same
// bytes on every machine and standard library, which std::uniform_int_distribution
// does not promise.

#include <cstdint>

namespace frontier {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform in [lo, hi] (inclusive), by rejection so that every value is equally likely.
  std::int64_t uniform(std::int64_t lo, std::int64_t hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi - lo) + 1;
    if (span == 0) return static_cast<std::int64_t>(next());
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % span;
    std::uint64_t x;
    do x = next(); while (x >= limit);
    return lo + static_cast<std::int64_t>(x % span);
  }

  // True with probability `p` (0..1), decided in millionths.
  bool chance(double p) { return uniform(0, 999'999) < static_cast<std::int64_t>(p * 1'000'000.0); }

 private:
  std::uint64_t state_;
};

}  // namespace frontier
