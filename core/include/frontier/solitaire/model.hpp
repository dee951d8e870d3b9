#pragma once
// Solitaire (HDU 1401 / POJ 1198): four identical pieces on an 8x8 board, rows and
// columns 1..8. A judge file holds cases of two configurations, start and goal; the
// question is whether the goal can be reached from the start in at most K moves.
//
// Pieces are identical, so a configuration IS the set of its four squares. The model
// keeps the pieces in the order the file gave them (so that reading a written file gives
// back exactly what was written); the searches work on the canonical form, the four
// squares sorted, and number it densely by its rank in the combinatorial number system.

#include <array>
#include <cstdint>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::solitaire {

inline constexpr int kBoardSize = 8;  // rows and columns are 1..kBoardSize
inline constexpr int kSquares = kBoardSize * kBoardSize;
inline constexpr int kPieces = 4;
inline constexpr int kMaxCases = 100'000;      // cases in one judge file
inline constexpr int kDefaultMaxMoves = 8;     // the judge's K
inline constexpr int kMaxMaxMoves = 16;        // the largest K `--max-moves` accepts
// C(64, 4): the number of configurations, so ranks are 0..kConfigurationCount-1.
inline constexpr trace::StateId kConfigurationCount = 635'376;

struct Configuration {
  std::array<Cell, kPieces> pieces{};
  friend bool operator==(const Configuration&, const Configuration&) = default;
};

struct Case {
  Configuration start;
  Configuration goal;
  friend bool operator==(const Case&, const Case&) = default;
};

struct JudgeFile {
  std::vector<Case> cases;
  friend bool operator==(const JudgeFile&, const JudgeFile&) = default;
};

inline constexpr bool on_board(Cell c) {
  return c.row >= 1 && c.row <= kBoardSize && c.col >= 1 && c.col <= kBoardSize;
}
// Every piece on the board and no two on one square.
bool is_valid(const Configuration& configuration);
// The pieces sorted by (row, col): equal for two configurations exactly when they are
// the same position, whatever order the pieces were listed in.
Configuration canonical(const Configuration& configuration);
inline bool same_position(const Configuration& a, const Configuration& b) { return canonical(a) == canonical(b); }

// --- The searches' own form: squares 0..63, row-major, four of them sorted ascending. ---
using Squares = std::array<std::uint8_t, kPieces>;

inline constexpr int square_of(Cell c) { return (c.row - 1) * kBoardSize + (c.col - 1); }
inline constexpr Cell cell_of(int square) { return {square / kBoardSize + 1, square % kBoardSize + 1}; }
// Requires is_valid(configuration).
Squares squares_of(const Configuration& configuration);
Configuration configuration_of(const Squares& squares);

namespace detail {
// kBinomial[n][k] = C(n, k) for n <= 64, k <= 4.
inline constexpr auto kBinomial = [] {
  std::array<std::array<std::uint32_t, kPieces + 1>, kSquares + 1> table{};
  for (int n = 0; n <= kSquares; ++n) {
    table[n][0] = 1;
    for (int k = 1; k <= kPieces; ++k) table[n][k] = n == 0 ? 0 : table[n - 1][k - 1] + table[n - 1][k];
  }
  return table;
}();
static_assert(kBinomial[kSquares][kPieces] == kConfigurationCount);
}  // namespace detail

// The rank of sorted squares s0 < s1 < s2 < s3 in the combinatorial number system:
// C(s0,1) + C(s1,2) + C(s2,3) + C(s3,4), a bijection onto 0..kConfigurationCount-1.
inline trace::StateId rank(const Squares& s) {
  return detail::kBinomial[s[0]][1] + detail::kBinomial[s[1]][2] + detail::kBinomial[s[2]][3] +
         detail::kBinomial[s[3]][4];
}
// The inverse of rank; requires r < kConfigurationCount.
Squares unrank(trace::StateId r);

}  // namespace frontier::solitaire
