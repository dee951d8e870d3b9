#pragma once
// The frontier at a point of a recorded search, in the order the search takes its states
// out from there: the next one first. A list a student (or a screen reader) reads at every
// step, beside the board's colours. A pure function of the trace, so seeking needs no
// replay, and no search is written twice.
//
// For a search whose container only ever grows behind its waiting states or in front of
// them all (BFS's queue, DFS's stack, the pushes of a deque's front and back, a priority
// queue's dearer and cheaper pushes), this is the container front first, as it stands:
// what it holds leaves in the order it holds it, whatever comes later. Where a later step
// finds a cheaper way to a waiting state (0-1 BFS, Dijkstra, A*: a cheaper copy pushed,
// the old one left stale), the state is listed where that cheaper copy is taken. A state
// the search still held when it ended is listed after, cheapest first, then in the order
// reached, marked as never taken: which it would have taken first is not known. A state
// queued twice is listed once, with its cost now, as the board colours it once. A search
// in stages (AlgorithmInfo::stages) lists its stage's container alone: the states an
// earlier stage left waiting are in none.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::trace {

// What the step shown did to an entry: pushed it, or found a cheaper way to it.
enum class FrontierChange : unsigned char { none, pushed, improved };

struct FrontierEntry {
  StateId state = kNoState;
  std::int64_t cost = 0;
  bool taken = true;  // false: still waiting when the search ended
  FrontierChange change = FrontierChange::none;
  friend bool operator==(const FrontierEntry&, const FrontierEntry&) = default;
};

struct FrontierOrder {
  std::vector<FrontierEntry> first;  // the first `limit` entries, front first
  std::size_t size = 0;              // entries in all
  std::size_t stage = 0;             // the stage whose container this is (AlgorithmInfo::stages)
};

// The frontier after `step` expansions, with the fine steps `fine` of the expansion under
// way on top (its discoveries and improvements so far) and `current`, the state it
// expands, taken out; as the board draws a Moment. `before_start`: the set-up's fine
// steps alone, before any state was reached (the start states pushed so far). An entry's
// change is that of the fine steps given, or with none, of the whole expansion `step`.
FrontierOrder frontier_in_order(const Trace& trace, Step step, std::span<const FineStep> fine, StateId current,
                                std::size_t limit, bool before_start = false);

}  // namespace frontier::trace
