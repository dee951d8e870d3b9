#pragma once
// Core's list of puzzles (frontier/puzzles.hpp) as GoogleTest's list of types, so that a
// typed test runs once for each puzzle and a new puzzle is tested without a test being
// edited: TYPED_TEST_SUITE(Suite, frontier::testing::EveryPuzzle,
// frontier::testing::PuzzleIds) names each run by the puzzle's id ("Suite/lianliankan").

#include <gtest/gtest.h>

#include <string>

#include "frontier/puzzles.hpp"

namespace frontier::testing {

template <class List>
struct AsGTestTypes;
template <class... Ps>
struct AsGTestTypes<PuzzleList<Ps...>> {
  using type = ::testing::Types<Ps...>;
};

using EveryPuzzle = AsGTestTypes<Puzzles>::type;

// The name of each typed test's run: the puzzle's id.
struct PuzzleIds {
  template <class P>
  static std::string GetName(int) {
    return std::string(P::kId);
  }
};

}  // namespace frontier::testing
