#pragma once
// The fine steps of a block of consecutive expansions, re-derived by one run of the search
// (Problem::fine_steps), and indexed so that one expansion's steps are found at once.
// FineSteps derives them on a worker thread for the window; Timeline derives them in place
// for whoever needs a frame now.

#include <atomic>
#include <span>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"

namespace frontier::gui {

struct FineStepBlock {
  // Expansions re-derived by one run; a block of this many is small even on a big board.
  static constexpr trace::Step kSize = 64;

  static trace::Step first_of(trace::Step k) { return k / kSize * kSize; }
  // Runs the search again up to the end of the block that holds expansion `k`.
  static FineStepBlock derive(const Problem& problem, std::string_view algorithm, trace::Step k,
                              const std::atomic<bool>* cancel);

  bool holds(trace::Step k) const { return first_of(k) == first; }
  // The fine steps of expansion k, which the block must hold.
  std::span<const trace::FineStep> expansion(trace::Step k) const;

  trace::Step first = 0;
  std::vector<trace::FineStep> steps;
  std::vector<std::size_t> starts;  // where each expansion of the block begins in steps
};

}  // namespace frontier::gui
