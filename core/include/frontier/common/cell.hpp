#pragma once
// A square of a board, in the judge's own 1-based coordinates. Puzzles whose paths may
// leave the board use row 0 / rows+1 and col 0 / cols+1 for the ring outside it.

#include <compare>
#include <string>

namespace frontier {

struct Cell {
  int row = 0;
  int col = 0;
  friend auto operator<=>(const Cell&, const Cell&) = default;
};

// A cell as every message of Frontier writes it, "(3, 1)": row, then column.
inline std::string cell_text(Cell c) { return "(" + std::to_string(c.row) + ", " + std::to_string(c.col) + ")"; }

// Two cells clicked one after the other, in that order: a Lianliankan query and a
// Mahjong pair are both this.
struct CellPair {
  Cell from;
  Cell to;
  friend bool operator==(const CellPair&, const CellPair&) = default;
};

// The four directions, in the order every search in Frontier tries them.
enum class Direction : unsigned char { up = 0, right = 1, down = 2, left = 3 };
inline constexpr int kDirections = 4;
inline constexpr int kRowStep[kDirections] = {-1, 0, 1, 0};
inline constexpr int kColStep[kDirections] = {0, 1, 0, -1};

inline Cell step(Cell c, int direction) {
  return {c.row + kRowStep[direction], c.col + kColStep[direction]};
}
inline int opposite(int direction) { return (direction + 2) % kDirections; }
inline const char* direction_name(int direction) {
  static constexpr const char* names[kDirections] = {"up", "right", "down", "left"};
  return names[direction];
}

}  // namespace frontier
