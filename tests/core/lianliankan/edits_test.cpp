// The board editor's changes to a Lianliankan case: what each changes, and that a refused
// one leaves the case as it was.

#include <gtest/gtest.h>

#include <stdexcept>

#include "frontier/lianliankan/edits.hpp"
#include "frontier/lianliankan/puzzle.hpp"

namespace frontier::lianliankan {
namespace {

Case two_by_three() {
  Case game;
  game.board = Board{2, 3, {1, 0, 2, 0, 3, 1}};
  game.queries = {{{1, 1}, {2, 3}}};
  return game;
}

TEST(LianliankanEdits, SetTilePutsTheNumberOnTheCellAndZeroClearsIt) {
  Case game = two_by_three();
  set_tile(game, {1, 2}, 7);
  EXPECT_EQ(game.board.tile({1, 2}), 7);
  set_tile(game, {1, 1}, kBlank);
  EXPECT_EQ(game.board.tiles, (std::vector<std::int32_t>{0, 7, 2, 0, 3, 1}));
}

TEST(LianliankanEdits, SetTileRefusesACellOffTheBoardOrANegativeTileAndChangesNothing) {
  Case game = two_by_three();
  try {
    set_tile(game, {3, 1}, 4);
    FAIL() << "a cell off the board was taken";
  } catch (const std::out_of_range& refusal) {
    EXPECT_STREQ(refusal.what(), "cell (3, 1) is off the 2 x 3 board");
  }
  EXPECT_THROW(set_tile(game, {1, 1}, -1), std::invalid_argument);
  EXPECT_EQ(game, two_by_three());
}

TEST(LianliankanEdits, ResizeKeepsTheSharedCellsAndBlanksTheNewOnes) {
  Case game = two_by_three();
  resize(game, 3, 2);
  EXPECT_EQ(game.board.rows, 3);
  EXPECT_EQ(game.board.cols, 2);
  EXPECT_EQ(game.board.tiles, (std::vector<std::int32_t>{1, 0, 0, 3, 0, 0}));
  // The query's second click is off the smaller board now: the contract's check says so.
  ASSERT_TRUE(Puzzle::validate(game, game.queries.front()).has_value());
}

TEST(LianliankanEdits, ResizeRefusesSidesPastTheLimits) {
  Case game = two_by_three();
  EXPECT_THROW(resize(game, 0, 3), std::invalid_argument);
  EXPECT_THROW(resize(game, 2, kMaxCols + 1), std::invalid_argument);
  EXPECT_EQ(game, two_by_three());
}

TEST(LianliankanEdits, TilesInUseListsEachKindOnceSmallestFirst) {
  EXPECT_EQ(tiles_in_use(Board{2, 3, {5, 0, 2, 5, 0, 2}}), (std::vector<std::int32_t>{2, 5}));
  EXPECT_TRUE(tiles_in_use(Board{1, 2, {0, 0}}).empty());
}

TEST(LianliankanEdits, AnEmptyFileIsOneCaseOfBlanksWithNoQueryThatTheReaderTakesBack) {
  const JudgeFile file = Puzzle::empty(2, 3);
  ASSERT_EQ(file.cases.size(), 1u);
  EXPECT_EQ(file.cases[0].board, (Board{2, 3, std::vector<std::int32_t>(6, kBlank)}));
  EXPECT_TRUE(file.cases[0].queries.empty());
  EXPECT_EQ(Puzzle::read(Puzzle::write(file)), file);
  EXPECT_THROW(Puzzle::empty(0, 3), std::invalid_argument);
}

}  // namespace
}  // namespace frontier::lianliankan
