#include "scratch.hpp"

#include <algorithm>
#include <stdexcept>

namespace frontier::mahjong::detail {
namespace {

Scratch& thread_scratch() {
  thread_local Scratch scratch;
  return scratch;
}

}  // namespace

void Scratch::prepare_grid(const Board& board, const Rules& rules, Cell target) {
  const RingGrid grid(board);
  const auto cells = static_cast<std::size_t>(grid.cell_count());
  for (int d = 0; d < kDirections; ++d) step_[d] = index_step(grid, d);

  // Which neighbours lie within the ring depends only on the size: rebuilt when it changes.
  if (within_width_ != board.width || within_height_ != board.height) {
    within_.assign(cells, 0);
    for (int row = 0; row <= board.height + 1; ++row) {
      for (int col = 0; col <= board.width + 1; ++col) {
        unsigned bits = 0;
        for (int d = 0; d < kDirections; ++d) {
          if (board.within_ring({row + kRowStep[d], col + kColStep[d]})) bits |= 1u << d;
        }
        within_[static_cast<std::size_t>(grid.index({row, col}))] = static_cast<unsigned char>(bits);
      }
    }
    within_width_ = board.width;
    within_height_ = board.height;
  }

  open_.assign(cells, rules.may_leave_board ? 1 : 0);
  for (int row = 1; row <= board.height; ++row) {
    const std::size_t first_card = static_cast<std::size_t>(row - 1) * board.width;
    unsigned char* line = open_.data() + grid.index({row, 1});
    for (int col = 0; col < board.width; ++col) line[col] = board.cards[first_card + col] ? 0 : 1;
  }
  open_[static_cast<std::size_t>(grid.index(target))] = 1;
}

Lease::Lease(const Board& board, const Rules& rules, Cell target, std::size_t states, std::size_t queue_slots)
    : scratch_(thread_scratch()) {
  if (scratch_.in_use_) throw std::logic_error("a mahjong search was started inside another on the same thread");
  if (scratch_.stamp_.size() < states) {
    scratch_.stamp_.resize(states, 0);
    scratch_.cost.resize(states);
    scratch_.parent.resize(states);
  }
  if (scratch_.queue.size() < queue_slots) scratch_.queue.resize(queue_slots);
  if (scratch_.reached_ >= UINT32_MAX - 2) {  // the stamps would wrap: clear once in 2^31 searches
    std::fill(scratch_.stamp_.begin(), scratch_.stamp_.end(), 0);
    scratch_.reached_ = 0;
  }
  scratch_.reached_ += 2;
  scratch_.prepare_grid(board, rules, target);
  scratch_.in_use_ = true;  // last: a constructor that throws runs no destructor
}

Lease::~Lease() { scratch_.in_use_ = false; }

}  // namespace frontier::mahjong::detail
