#include "search/fine_step_block.hpp"

namespace frontier::gui {

FineStepBlock FineStepBlock::derive(const Problem& problem, std::string_view algorithm, trace::Step k,
                                    const std::atomic<bool>* cancel) {
  FineStepBlock block;
  block.first = first_of(k);
  block.steps = problem.fine_steps(algorithm, block.first, block.first + kSize - 1, cancel);
  block.starts.assign(kSize + 1, block.steps.size());
  // Fine steps come in expansion order; starts[i] is the first of expansion first + i.
  std::size_t at = 0;
  for (trace::Step i = 0; i < kSize; ++i) {
    while (at < block.steps.size() && block.steps[at].expansion < block.first + i) ++at;
    block.starts[i] = at;
  }
  return block;
}

std::span<const trace::FineStep> FineStepBlock::expansion(trace::Step k) const {
  const std::size_t i = k - first;
  return std::span<const trace::FineStep>(steps.data() + starts[i], starts[i + 1] - starts[i]);
}

}  // namespace frontier::gui
