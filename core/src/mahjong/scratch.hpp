#pragma once
// The working memory of one search, reused by every search on the same thread. A judge
// file asks thousands of pairs of one board, and allocating and clearing a quarter
// megabyte per pair would cost more than the searches themselves. Instead of clearing,
// each search takes a fresh stamp: a state's cost and parent mean something only while its
// stamp is the current one, so a search touches only the states it reaches.

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "frontier/mahjong/rules.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::mahjong {

// Both searches and their helpers speak of states at every turn; this header is theirs
// alone, so the names are brought in for them here.
using trace::kNoState;
using trace::StateId;

namespace detail {

// This thread's memory, kept from one search to the next; only a Scratch reaches it.
class Memory {
  friend class Scratch;

  void prepare_grid(const Board& board, const Rules& rules, Cell target);

  std::vector<int> cost_;
  std::vector<StateId> parent_;
  std::vector<StateId> queue_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t reached_ = 0;  // stamps below this are from earlier searches
  std::vector<unsigned char> open_;    // per RingGrid index
  std::vector<unsigned char> within_;  // per RingGrid index: bit d when the neighbour in d is within the ring
  int within_width_ = -1;              // the board size `within_` was built for
  int within_height_ = -1;
  int step_[kDirections] = {};
  bool in_use_ = false;
};

// What every search starts from once the pair's ends differ: the board's ring grid, the
// pair's ends as grid indexes, and this thread's memory, held for the search's lifetime
// and prepared for the pair on the board under the rules. A search has
// `states_per_cell` states a cell (1 over cells, kDirections over (cell, direction)) and
// fills at most `queue_slots(states)` slots of its queue. Refuses a second search started
// from inside an observer's hook on the same thread.
class Scratch {
  Memory& memory_;  // first: `cost`, `parent` and `queue` below are its

 public:
  Scratch(const Board& board, const Pair& pair, const Rules& rules, int states_per_cell,
          std::size_t (*queue_slots)(std::size_t states));
  ~Scratch();
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  // Per state: reached in this search (cost and parent valid), or also expanded.
  bool reached(std::size_t s) const { return memory_.stamp_[s] >= memory_.reached_; }
  bool expanded(std::size_t s) const { return memory_.stamp_[s] == memory_.reached_ + 1; }
  void mark_expanded(std::size_t s) { memory_.stamp_[s] = memory_.reached_ + 1; }
  // The cost of `s`, kUnreached (more than any cost) when this search has not reached it.
  static constexpr int kUnreached = INT_MAX;
  int cost_of(std::size_t s) const { return reached(s) ? cost[s] : kUnreached; }

  // Whether a path standing on RingGrid index `cell` may step in `direction`: the
  // neighbour lies within the ring and may be entered (a blank on the board, the ring when
  // the rules allow it, the target even when it holds a card).
  bool may_step(int cell, int direction) const {
    return within_ring(cell, direction) && memory_.open_[static_cast<std::size_t>(cell + step(direction))];
  }
  bool within_ring(int cell, int direction) const {
    return memory_.within_[static_cast<std::size_t>(cell)] >> direction & 1;
  }
  int step(int direction) const { return memory_.step_[direction]; }

  // `s` reached at `reached_cost` from `from` (kNoState for a start).
  void reach(StateId s, int reached_cost, StateId from) {
    memory_.stamp_[s] = memory_.reached_;
    cost[s] = reached_cost;
    parent[s] = from;
  }
  // The answer for the path to `goal`: its segments (the goal's cost) and its states from
  // a start on, following parent. Its corners are the search's to tell.
  Answer path_to(StateId goal) const {
    Answer answer;
    answer.segments = cost[goal];
    for (StateId s = goal; s != kNoState; s = parent[s]) answer.states.push_back(s);
    std::reverse(answer.states.begin(), answer.states.end());
    return answer;
  }

  const RingGrid grid;
  const std::size_t states;
  const int start;  // the pair's ends as grid indexes
  const int target;
  std::vector<int>& cost;
  std::vector<StateId>& parent;
  std::vector<StateId>& queue;  // the deque or queue; read only where written
};

}  // namespace detail
}  // namespace frontier::mahjong
