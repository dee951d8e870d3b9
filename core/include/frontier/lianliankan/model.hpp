#pragma once
// Lianliankan (HDU 1175): a board of tiles, and queries asking whether two clicked tiles
// can be linked (and so removed) by a line of at most two turns through blank cells.

#include <cstdint>
#include <vector>

#include "frontier/common/cell.hpp"

namespace frontier::lianliankan {

// The judge says 0 < n <= 1000 and 0 < m < 1000; Frontier takes 1000 columns too.
inline constexpr int kMaxRows = 1000;
inline constexpr int kMaxCols = 1000;
inline constexpr std::int32_t kMaxTile = 2147483647;  // 0 is a blank cell
// The judge says 0 < q < 50; larger files are welcome for benchmarks and stress tests.
inline constexpr int kMaxQueries = 100000;
// A 256 MiB file of 1x1 boards would otherwise cost gigabytes of per-case overhead.
inline constexpr int kMaxCases = 1000000;
// The most turns a linking line may take.
inline constexpr int kMaxTurns = 2;

inline constexpr std::int32_t kBlank = 0;

struct Board {
  int rows = 0;
  int cols = 0;
  std::vector<std::int32_t> tiles;  // row-major, rows * cols; 0 = blank

  // `cell` is 1-based and inside the board.
  std::int32_t tile(Cell cell) const {
    return tiles[static_cast<std::size_t>(cell.row - 1) * static_cast<std::size_t>(cols) +
                 static_cast<std::size_t>(cell.col - 1)];
  }
  bool inside(Cell cell) const { return cell.row >= 1 && cell.row <= rows && cell.col >= 1 && cell.col <= cols; }
  friend bool operator==(const Board&, const Board&) = default;
};

// The two clicks of one query, in the order the player made them.
using Query = CellPair;

struct Case {
  Board board;
  std::vector<Query> queries;
  friend bool operator==(const Case&, const Case&) = default;
};

struct JudgeFile {
  std::vector<Case> cases;
  friend bool operator==(const JudgeFile&, const JudgeFile&) = default;
};

}  // namespace frontier::lianliankan
