#include "frontier/eight/generator.hpp"

#include <numeric>
#include <stdexcept>
#include <string>
#include <utility>

namespace frontier::eight {

Frame random_frame(SplitMix64& random) {
  Frame frame;
  std::iota(frame.cells.begin(), frame.cells.end(), std::uint8_t{0});
  // Fisher-Yates, with the generator's own uniform draw so that every machine agrees.
  for (int i = kCells - 1; i > 0; --i) {
    std::swap(frame.cells[static_cast<std::size_t>(i)], frame.cells[static_cast<std::size_t>(random.uniform(0, i))]);
  }
  return frame;
}

Frame random_solvable_frame(SplitMix64& random) {
  Frame frame = random_frame(random);
  if (!solvable(frame)) {
    // Swapping two tiles (not the blank) turns the parity over, and pairs every odd frame
    // with one even frame, so the result is still uniform among the solvable ones.
    const int a = frame.cells[0] == kBlank ? 1 : 0;
    const int b = frame.cells[static_cast<std::size_t>(a + 1)] == kBlank ? a + 2 : a + 1;
    std::swap(frame.cells[static_cast<std::size_t>(a)], frame.cells[static_cast<std::size_t>(b)]);
  }
  return frame;
}

JudgeFile generate_judge_file(std::uint64_t seed, int cases, bool only_solvable) {
  if (cases < 1 || cases > kMaxCases) {
    throw std::invalid_argument("cases must be between 1 and " + std::to_string(kMaxCases));
  }
  SplitMix64 random(seed);
  JudgeFile file;
  file.cases.reserve(static_cast<std::size_t>(cases));
  for (int i = 0; i < cases; ++i) file.cases.push_back(only_solvable ? random_solvable_frame(random) : random_frame(random));
  return file;
}

}  // namespace frontier::eight
