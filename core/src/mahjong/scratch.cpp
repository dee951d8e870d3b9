#include "scratch.hpp"

#include <algorithm>
#include <stdexcept>

namespace frontier::mahjong::detail {
namespace {

Memory& thread_memory() {
  thread_local Memory memory;
  return memory;
}

}  // namespace

void Memory::prepare_grid(const Board& board, const Rules& rules, Cell target) {
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

Scratch::Scratch(const Board& board, const Pair& pair, const Rules& rules, int states_per_cell,
                 std::size_t (*queue_slots)(std::size_t states))
    : memory_(thread_memory()),
      grid(board),
      states(static_cast<std::size_t>(grid.cell_count()) * static_cast<std::size_t>(states_per_cell)),
      start(grid.index(pair.from)),
      target(grid.index(pair.to)),
      cost(memory_.cost_),
      parent(memory_.parent_),
      queue(memory_.queue_) {
  if (memory_.in_use_) throw std::logic_error("a mahjong search was started inside another on the same thread");
  if (memory_.stamp_.size() < states) {
    memory_.stamp_.resize(states, 0);
    cost.resize(states);
    parent.resize(states);
  }
  if (queue.size() < queue_slots(states)) queue.resize(queue_slots(states));
  if (memory_.reached_ >= UINT32_MAX - 2) {  // the stamps would wrap: clear once in 2^31 searches
    std::fill(memory_.stamp_.begin(), memory_.stamp_.end(), 0);
    memory_.reached_ = 0;
  }
  memory_.reached_ += 2;
  memory_.prepare_grid(board, rules, pair.to);
  memory_.in_use_ = true;  // last: a constructor that throws runs no destructor
}

Scratch::~Scratch() { memory_.in_use_ = false; }

}  // namespace frontier::mahjong::detail
