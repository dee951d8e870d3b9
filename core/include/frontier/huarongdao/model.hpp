#pragma once
// Huarongdao (NOIP 2013 "puzzle"): a board of fixed cells and movable pieces with exactly
// one blank. A movable piece beside the blank may slide into it (one move). Each query
// asks for the fewest moves that bring the marked piece from its start to the target.

#include <cstdint>
#include <string_view>
#include <vector>

#include "frontier/common/cell.hpp"

namespace frontier::huarongdao {

// The judge promises n, m <= 30 and q <= 500; Frontier reads boards up to 100 x 100 and
// up to 100000 queries, and its default solver answers those quickly.
inline constexpr int kMaxRows = 100;
inline constexpr int kMaxCols = 100;
inline constexpr int kJudgeMaxSide = 30;
inline constexpr int kMaxQueries = 100'000;

// The board's cells in row-major order: 1 holds a movable piece (or the blank), 0 a fixed
// piece. Coordinates are the judge's: rows 1..rows, cols 1..cols.
struct Board {
  int rows = 0;
  int cols = 0;
  std::vector<std::uint8_t> cells;

  bool inside(Cell c) const { return c.row >= 1 && c.row <= rows && c.col >= 1 && c.col <= cols; }
  // The dense index of a cell inside the board: (row - 1) * cols + (col - 1).
  int index(Cell c) const { return (c.row - 1) * cols + (c.col - 1); }
  Cell cell_at(int index) const { return {index / cols + 1, index % cols + 1}; }
  bool movable(Cell c) const { return inside(c) && cells[static_cast<std::size_t>(index(c))] != 0; }
  int cell_count() const { return rows * cols; }

  friend bool operator==(const Board&, const Board&) = default;
};

// One game: where the blank is, where the marked piece starts, where it must end.
struct Query {
  Cell blank;
  Cell piece;
  Cell target;
  friend bool operator==(const Query&, const Query&) = default;
};

// A judge file holds one board and the games played on it.
struct JudgeFile {
  Board board;
  std::vector<Query> queries;
  friend bool operator==(const JudgeFile&, const JudgeFile&) = default;
};

// What a player sees: where the blank and the marked piece stand (the other movable
// pieces are all alike, so nothing else changes from move to move).
struct Position {
  Cell blank;
  Cell piece;
  friend bool operator==(const Position&, const Position&) = default;
};

// Huarongdao has no rule variants: every judge plays the same game.
struct Rules {
  friend bool operator==(const Rules&, const Rules&) = default;
};

// One move: the piece on `from` slides into the blank on `to`, so the blank moves from
// `to` to `from`. `marked` says whether the piece that slid is the marked piece.
struct Move {
  Cell from;
  Cell to;
  bool marked = false;
  friend bool operator==(const Move&, const Move&) = default;
};

enum class Status : unsigned char {
  solved,      // moves is the fewest number of moves, witness one shortest sequence
  impossible,  // the marked piece can never reach the target: the judge prints -1
  stopped,     // the observer asked the search to stop (Cancel): nothing is known
};

struct Answer {
  Status status = Status::impossible;
  std::int64_t moves = -1;      // -1 unless solved
  std::vector<Move> witness;    // every single move, in order; empty unless solved, and in
                                // Puzzle::solve (BoardGraph::witnesses off)
  std::uint64_t expansions = 0; // states taken from the frontier (SPFA may take one again)

  friend bool operator==(const Answer&, const Answer&) = default;
};

}  // namespace frontier::huarongdao
