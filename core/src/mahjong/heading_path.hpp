#pragma once
// The answer of a search over (cell, direction of travel) states, zero-one-bfs's and
// astar's: the path back from the target state and its corners.

#include "frontier/mahjong/rules.hpp"
#include "scratch.hpp"

namespace frontier::mahjong::detail {

// Follows the parents back from the target state; a change of direction in place is a turn,
// so its cell is a corner of the path.
inline Answer heading_path_to(const Scratch& scratch, StateId goal) {
  Answer answer = scratch.path_to(goal);
  const auto cell_of = [&](StateId s) { return scratch.grid.cell(static_cast<int>(s / kDirections)); };
  answer.corners.push_back(cell_of(answer.states.front()));
  for (std::size_t i = 1; i < answer.states.size(); ++i) {
    if (answer.states[i] / kDirections == answer.states[i - 1] / kDirections) {
      answer.corners.push_back(cell_of(answer.states[i]));
    }
  }
  answer.corners.push_back(cell_of(goal));
  return answer;
}

}  // namespace frontier::mahjong::detail
