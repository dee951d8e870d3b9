// TileCounts (the judge solver's per-board preparation) against a plain look at the
// cells: every stretch of every row and column of the padded board, on random boards
// wide and tall enough that stretches cross the 64-cell words and the 64 x 64 blocks.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "frontier/common/random.hpp"
#include "frontier/lianliankan/middle_segment.hpp"

namespace frontier::lianliankan {
namespace {

// Padded cell (row, col): the ring is occupied unless the line may run outside.
bool occupied(const Board& board, bool outside, int row, int col) {
  if (row == 0 || col == 0 || row == board.rows + 1 || col == board.cols + 1) return !outside;
  return board.tiles[static_cast<std::size_t>(row - 1) * board.cols + (col - 1)] != kBlank;
}

TEST(TileCounts, EveryStretchOfRandomBoardsAgreesWithTheCells) {
  SplitMix64 random(1175);
  for (int b = 0; b < 33; ++b) {
    // The last few span three words a line.
    const int most = b < 30 ? 80 : 140;
    Board board;
    board.rows = static_cast<int>(random.uniform(b < 30 ? 1 : 129, most));
    board.cols = static_cast<int>(random.uniform(b < 30 ? 1 : 129, most));
    const int per_mille = static_cast<int>(random.uniform(0, 1000));  // from empty to full
    board.tiles.resize(static_cast<std::size_t>(board.rows) * board.cols);
    for (std::int32_t& tile : board.tiles) {
      tile = static_cast<int>(random.uniform(0, 999)) < per_mille ? static_cast<std::int32_t>(random.uniform(1, 9)) : 0;
    }
    for (const bool outside : {false, true}) {
      SCOPED_TRACE("board " + std::to_string(b) + " " + std::to_string(board.rows) + "x" +
                   std::to_string(board.cols) + (outside ? " --outside" : ""));
      const TileCounts counts(board, Rules{outside});
      ASSERT_EQ(counts.height(), board.rows + 2);
      ASSERT_EQ(counts.width(), board.cols + 2);
      for (int row = 0; row < counts.height(); ++row) {
        for (int lo = 0; lo < counts.width(); ++lo) {
          bool clear = true;
          ASSERT_TRUE(counts.row_clear(row, lo, lo - 1));
          for (int hi = lo; hi < counts.width(); ++hi) {
            clear = clear && !occupied(board, outside, row, hi);
            ASSERT_EQ(counts.row_clear(row, lo, hi), clear) << "row " << row << " columns " << lo << ".." << hi;
          }
        }
      }
      for (int col = 0; col < counts.width(); ++col) {
        for (int lo = 0; lo < counts.height(); ++lo) {
          bool clear = true;
          ASSERT_TRUE(counts.column_clear(col, lo, lo - 1));
          for (int hi = lo; hi < counts.height(); ++hi) {
            clear = clear && !occupied(board, outside, hi, col);
            ASSERT_EQ(counts.column_clear(col, lo, hi), clear) << "column " << col << " rows " << lo << ".." << hi;
          }
        }
      }
    }
  }
}

}  // namespace
}  // namespace frontier::lianliankan
