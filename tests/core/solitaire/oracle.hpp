#pragma once
// The tests' own idea of Solitaire, written for clarity and shared with nothing in the
// library: a position is the sorted list of its four squares, and a plain breadth-first
// search over whole positions gives every distance. No ranks, no stamps, no meeting in
// the middle. Also a replay of a witness, move by move, against the rules as stated.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <string>
#include <vector>

#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"

namespace frontier::solitaire::oracle {

// Four squares, each row * 8 + col with 0-based row and col, sorted.
using Position = std::array<int, 4>;

inline Position position_of(const Configuration& configuration) {
  Position position{};
  for (int i = 0; i < 4; ++i) {
    position[i] = (configuration.pieces[i].row - 1) * 8 + (configuration.pieces[i].col - 1);
  }
  std::sort(position.begin(), position.end());
  return position;
}

inline bool has_piece(const Position& position, int row, int col) {
  return std::find(position.begin(), position.end(), row * 8 + col) != position.end();
}
inline bool inside(int row, int col) { return row >= 0 && row < 8 && col >= 0 && col < 8; }

// Every position one move away: a piece steps to an empty neighbour, or jumps over one
// neighbouring piece to the empty square behind it.
inline std::vector<Position> neighbours(const Position& position) {
  static constexpr int kDeltas[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  std::vector<Position> result;
  for (int piece = 0; piece < 4; ++piece) {
    const int row = position[piece] / 8;
    const int col = position[piece] % 8;
    for (const auto& delta : kDeltas) {
      int to_row = row + delta[0];
      int to_col = col + delta[1];
      if (!inside(to_row, to_col)) continue;
      if (has_piece(position, to_row, to_col)) {
        to_row += delta[0];
        to_col += delta[1];
        if (!inside(to_row, to_col) || has_piece(position, to_row, to_col)) continue;
      }
      Position next = position;
      next[piece] = to_row * 8 + to_col;
      std::sort(next.begin(), next.end());
      result.push_back(next);
    }
  }
  return result;
}

// Distances from one start to every position within `radius` moves.
class Distances {
 public:
  Distances(const Configuration& start, int radius) : distance_(std::size_t{64} * 64 * 64 * 64, -1) {
    std::deque<Position> queue{position_of(start)};
    distance_[key(queue.front())] = 0;
    while (!queue.empty()) {
      const Position position = queue.front();
      queue.pop_front();
      const int d = distance_[key(position)];
      if (d == radius) continue;
      for (const Position& next : neighbours(position)) {
        if (distance_[key(next)] != -1) continue;
        distance_[key(next)] = static_cast<std::int8_t>(d + 1);
        queue.push_back(next);
      }
    }
  }
  // Fewest moves to `goal`, or -1 when more than the radius.
  int to(const Configuration& goal) const { return distance_[key(position_of(goal))]; }
  // How many positions are at most `moves` away (moves <= the radius).
  std::size_t within(int moves) const {
    return static_cast<std::size_t>(
        std::count_if(distance_.begin(), distance_.end(), [&](std::int8_t d) { return d >= 0 && d <= moves; }));
  }

 private:
  static std::size_t key(const Position& p) {
    return ((static_cast<std::size_t>(p[0]) * 64 + p[1]) * 64 + p[2]) * 64 + p[3];
  }
  std::vector<std::int8_t> distance_;
};

// Plays `answer.moves` from the start by the rules and checks that it ends on the goal in
// exactly answer.fewest_moves moves.
inline ::testing::AssertionResult replays_to_goal(const Case& question, const Answer& answer) {
  if (!answer.reachable || !answer.fewest_moves) return ::testing::AssertionFailure() << "no witness to replay";
  if (static_cast<int>(answer.moves.size()) != *answer.fewest_moves) {
    return ::testing::AssertionFailure() << answer.moves.size() << " moves for an answer of " << *answer.fewest_moves;
  }
  Position position = position_of(question.start);
  for (std::size_t m = 0; m < answer.moves.size(); ++m) {
    const Move& move = answer.moves[m];
    const int from_row = move.from.row - 1, from_col = move.from.col - 1;
    const int to_row = move.to.row - 1, to_col = move.to.col - 1;
    const int dr = to_row - from_row, dc = to_col - from_col;
    const std::string where = "move " + std::to_string(m + 1) + ": ";
    if (!inside(from_row, from_col) || !has_piece(position, from_row, from_col)) {
      return ::testing::AssertionFailure() << where << "no piece to move";
    }
    if (!inside(to_row, to_col) || has_piece(position, to_row, to_col)) {
      return ::testing::AssertionFailure() << where << "target is off the board or taken";
    }
    const bool straight = dr == 0 || dc == 0;
    const int length = std::abs(dr) + std::abs(dc);
    if (!straight || length != (move.jump ? 2 : 1)) {
      return ::testing::AssertionFailure() << where << "not a step or a jump";
    }
    if (move.jump && !has_piece(position, from_row + dr / 2, from_col + dc / 2)) {
      return ::testing::AssertionFailure() << where << "jump over an empty square";
    }
    *std::find(position.begin(), position.end(), from_row * 8 + from_col) = to_row * 8 + to_col;
    std::sort(position.begin(), position.end());
  }
  if (position != position_of(question.goal)) return ::testing::AssertionFailure() << "the moves end off the goal";
  return ::testing::AssertionSuccess();
}

}  // namespace frontier::solitaire::oracle
