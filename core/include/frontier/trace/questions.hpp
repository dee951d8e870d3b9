#pragma once
// Questions a class can be asked about a recorded search before it is shown, and the
// answers the trace knows (ask mode in the visualizer). Each is a pure function of the
// trace: asking never runs the search again, and the answer is what the search did, not
// what a second copy of it says.
//
//   layer  asked before the first expansion of a layer: which cells will the search reach
//          for the first time while the layer is expanded? (Its new cells.)
//   pop    asked before an expansion with a choice to make (two states or more in the
//          frontier): which state is taken next?
//   trend  asked before a layer: will the next layer hold fewer states than this one,
//          about as many, or more?
//
// Cells are the puzzle's: `CellsOf` gives the cells a state stands on (from P::decode).

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/trace/trace.hpp"

namespace frontier::trace {

// The cells a state stands on, appended to `cells`.
using CellsOf = std::function<void(StateId, std::vector<Cell>&)>;

// Which moments a class is asked at.
enum class AskAt { layer, pop };

// A layer of the search: its expansions first..last (1-based), and their cost.
struct Layer {
  Step first = 0;
  Step last = 0;
  std::int64_t cost = 0;
  std::size_t expansions() const { return last - first + 1; }
};
// The layer whose first expansion comes after position `t` (the moment after t
// expansions) at the earliest, so t itself when expansion t + 1 begins a layer; none when
// no layer is left.
std::optional<Layer> layer_from(const Trace& trace, Step t);
// The layer after `layer`, if the search went on to one.
std::optional<Layer> layer_after(const Trace& trace, const Layer& layer);

// The cells first reached while `layer` is expanded: cells of states discovered during
// its expansions that no state discovered before it stands on, in the order they are
// reached, each once.
std::vector<Cell> cells_first_reached(const Trace& trace, const Layer& layer, const CellsOf& cells_of);

// The first moment at or after position `t` at which the state taken next was a choice:
// the frontier holds two states or more and expansion t' + 1 follows. None when none is left.
std::optional<Step> next_choice(const Trace& trace, Step t);

// How the size of the next layer compares with this one's: "about the same" is within a
// fifth either way, so a class can answer from the picture without counting.
enum class Trend { fewer, about_the_same, more };
Trend trend(std::size_t now, std::size_t next);

// A set of cells a student picked, marked against the answer: hits are picked and in the
// answer, misses in the answer and not picked, extras picked and not in the answer.
struct CellMarking {
  std::vector<Cell> hits;
  std::vector<Cell> misses;
  std::vector<Cell> extras;
  bool right() const { return misses.empty() && extras.empty(); }
};
CellMarking mark_cells(const std::vector<Cell>& answer, const std::vector<Cell>& picked);

}  // namespace frontier::trace
