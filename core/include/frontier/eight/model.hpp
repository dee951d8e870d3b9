#pragma once
// The 8-puzzle (HDU 1043 / POJ 1077 "Eight"): tiles 1 to 8 and one blank in a 3x3 frame.
// A move slides a tile next to the blank into it; the question is how the frame reaches
// 1 2 3 / 4 5 6 / 7 8 x. A judge file holds cases until its end, each nine tokens read
// row by row, `x` the blank.
//
// A frame is nine cells row by row, 0 the blank. The searches number it densely by its
// rank among the 9! orders of nine things (its Lehmer code), and half of them, those of an
// odd number of inversions, can never reach the goal: a move keeps the parity of the
// tiles' inversions (a move along a row changes none, one across rows passes a tile over
// two others, changing the count by 0 or 2), and the goal has none.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::eight {

inline constexpr int kSide = 3;            // rows and columns are 1..kSide
inline constexpr int kCells = kSide * kSide;
inline constexpr std::uint8_t kBlank = 0;  // the blank's number in a Frame
inline constexpr int kMaxCases = 200'000;  // cases in one judge file
// 9!: the frames, so that ranks are 0..kFrameCount-1; half of them reach the goal.
inline constexpr trace::StateId kFrameCount = 362'880;
inline constexpr trace::StateId kSolvableFrameCount = kFrameCount / 2;

struct Frame {
  std::array<std::uint8_t, kCells> cells{};  // row by row; kBlank or a tile 1..8
  friend bool operator==(const Frame&, const Frame&) = default;
};

inline constexpr Frame kGoal{{1, 2, 3, 4, 5, 6, 7, 8, kBlank}};

// A move: the blank goes one cell `direction` (Frontier's order: up, right, down, left),
// the tile there coming the other way. The judge's letters name the same: u, r, d, l.
struct Move {
  int direction = 0;
  friend bool operator==(const Move&, const Move&) = default;
};

struct JudgeFile {
  std::vector<Frame> cases;
  friend bool operator==(const JudgeFile&, const JudgeFile&) = default;
};

// The 8-puzzle has no rule variants.
struct Rules {
  friend bool operator==(const Rules&, const Rules&) = default;
};

inline constexpr Cell cell_of(int index) { return {index / kSide + 1, index % kSide + 1}; }
inline constexpr int index_of(Cell c) { return (c.row - 1) * kSide + (c.col - 1); }
inline constexpr bool in_frame(Cell c) { return c.row >= 1 && c.row <= kSide && c.col >= 1 && c.col <= kSide; }

// Each of the blank and tiles 1..8 exactly once.
bool is_valid(const Frame& frame);
int blank_index(const Frame& frame);
// Pairs of tiles (the blank left out) in the wrong order, read row by row.
int inversions(const Frame& frame);
// The goal can be reached exactly when the inversions are even.
inline bool solvable(const Frame& frame) { return inversions(frame) % 2 == 0; }

// The judge's letter of a direction ('u', 'r', 'd', 'l'), and back (-1 for another).
char letter_of(int direction);
int direction_of(char letter);
// The frame after the blank moves `direction`; nullopt when it would leave the frame.
std::optional<Frame> after_move(const Frame& frame, int direction);
// The move that takes `from` to `to`, one move apart.
Move move_between(const Frame& from, const Frame& to);

// The lower bounds the informed searches order frames by: the sum over the tiles of their
// rows and columns from their goal cells, and the number of tiles off their goal cells.
int manhattan(const Frame& frame);
int misplaced(const Frame& frame);

// The rank of a frame among the 9! orders (its Lehmer code), and back; requires is_valid.
trace::StateId rank(const Frame& frame);
Frame unrank(trace::StateId rank);

// "2 3 4 / 1 5 x / 7 6 8": a frame in the judge's tokens, rows parted.
std::string frame_text(const Frame& frame);

}  // namespace frontier::eight
