// What the 8-puzzle's searches' states are on the board: the frames their entries number
// (searches.hpp), read back as the contract's DecodedState: every cell with its tile, and
// the blank's cell.

#include "frontier/eight/model.hpp"
#include "frontier/eight/searches.hpp"

namespace frontier::eight {

namespace {

struct StateView {
  int side = 0;
  Frame frame;
};

StateView view_of(trace::StateId state) {
  const int side = state >= kFrameCount ? 1 : 0;
  return {side, unrank(state - static_cast<trace::StateId>(side) * kFrameCount)};
}

}  // namespace

std::size_t frame_count(const Frame&, const Rules&) { return kFrameCount; }

std::size_t frame_count_both_ends(const Frame&, const Rules&) { return kBothEndsStateCount; }

DecodedState decode_frame(const Frame&, trace::StateId state) {
  const StateView view = view_of(state);
  DecodedState decoded;
  decoded.side = view.side;
  for (int i = 0; i < kCells; ++i) {
    const int value = view.frame.cells[static_cast<std::size_t>(i)];
    decoded.add(value == kBlank ? StatePart{cell_of(i), StateRole::blank}
                                : StatePart{cell_of(i), StateRole::tile, -1, value});
  }
  return decoded;
}

std::optional<std::int64_t> manhattan_estimate(const Frame&, const Frame&, trace::StateId state) {
  return manhattan(view_of(state).frame);
}

std::optional<std::int64_t> misplaced_estimate(const Frame&, const Frame&, trace::StateId state) {
  return misplaced(view_of(state).frame);
}

}  // namespace frontier::eight
