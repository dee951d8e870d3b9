#pragma once
// Small random cases, as the tests that hold the searches to the oracle draw them: rows
// and columns 1..most_rows and 1..most_cols, a density that is a multiple of
// `density_step` (1..density_steps of them), 1..most_tiles kinds of tile so that pairs
// are common, and `queries` queries. Drawn from `random` in one fixed order, so a test's
// boards stay the same from run to run; `seed` is the generator's, for failure messages.

#include <cstdint>

#include "frontier/common/random.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/model.hpp"

namespace frontier::lianliankan::testing {

struct CaseShape {
  int most_rows = 5;
  int most_cols = 5;
  double density_step = 0.2;
  int density_steps = 4;
  int most_tiles = 3;
  int queries = 5;
};

struct RandomCase {
  Case game;
  std::uint64_t seed = 0;
};

inline RandomCase random_case(SplitMix64& random, const CaseShape& shape) {
  GeneratorOptions options;
  options.seed = random.next();
  options.rows = static_cast<int>(random.uniform(1, shape.most_rows));
  options.cols = static_cast<int>(random.uniform(1, shape.most_cols));
  options.density = shape.density_step * static_cast<double>(random.uniform(1, shape.density_steps));
  options.tiles = static_cast<std::int32_t>(random.uniform(1, shape.most_tiles));
  options.queries = shape.queries;
  return {generate_judge_file(options).cases.front(), options.seed};
}

}  // namespace frontier::lianliankan::testing
