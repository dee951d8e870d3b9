#pragma once
// The judge's solver over a whole file: one breadth-first search from the goal over all
// 181,440 solvable frames, made once a process, keeps for each frame the move that takes
// it one step toward the goal; then each case follows the table. The moves are those
// bfs-from-goal gives (bfs.hpp): the table's search discovers frames in its order.

#include <vector>

#include "frontier/eight/answer.hpp"
#include "frontier/eight/model.hpp"

namespace frontier::eight {

// The answer bfs-from-goal gives for `start`, read from the table (built on the first call,
// safely from any thread). Requires a valid frame.
Answer answer_from_goal_table(const Frame& start);

}  // namespace frontier::eight
