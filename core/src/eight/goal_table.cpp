#include "frontier/eight/goal_table.hpp"

#include <cstdint>

#include "frontier/eight/workspace.hpp"

namespace frontier::eight {

namespace {

constexpr std::uint8_t kUnreached = 0xFF;
constexpr std::uint8_t kAtGoal = 0xFE;

// toward_goal[rank]: the direction the blank moves to go one step toward the goal, kAtGoal
// for the goal, kUnreached for a frame of odd parity. The search from the goal finds
// n from f by moving the blank `direction`; going back is the opposite.
std::vector<std::uint8_t> build_table() {
  std::vector<std::uint8_t> toward_goal(kFrameCount, kUnreached);
  std::vector<Waiting> queue;
  queue.reserve(kSolvableFrameCount);
  const trace::StateId goal_rank = rank(kGoal);
  toward_goal[goal_rank] = kAtGoal;
  queue.push_back({kGoal, goal_rank});
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Waiting current = queue[head];
    for_each_move(current.frame, blank_index(current.frame), [&](const Frame& next, int direction) {
      const trace::StateId next_rank = rank(next);
      if (toward_goal[next_rank] == kUnreached) {
        toward_goal[next_rank] = static_cast<std::uint8_t>(opposite(direction));
        queue.push_back({next, next_rank});
      }
      return true;
    });
  }
  return toward_goal;
}

}  // namespace

Answer answer_from_goal_table(const Frame& start) {
  static const std::vector<std::uint8_t> toward_goal = build_table();
  if (!solvable(start)) return unsolvable_answer();
  std::vector<Move> moves;
  Frame frame = start;
  for (std::uint8_t direction = toward_goal[rank(frame)]; direction != kAtGoal;
       direction = toward_goal[rank(frame)]) {
    moves.push_back({direction});
    frame = *after_move(frame, direction);
  }
  return solved_answer(start, std::move(moves));
}

}  // namespace frontier::eight
