// The board editor's changes to a Mahjong game.

#include <gtest/gtest.h>

#include <stdexcept>

#include "frontier/mahjong/edits.hpp"
#include "frontier/mahjong/puzzle.hpp"

namespace frontier::mahjong {
namespace {

TEST(MahjongEdits, SetCardLaysAndTakesAwayACard) {
  Game game{Board(3, 2), {}};
  set_card(game, {2, 3}, true);
  EXPECT_TRUE(game.board.has_card({2, 3}));
  EXPECT_EQ(std::count(game.board.cards.begin(), game.board.cards.end(), true), 1);
  set_card(game, {2, 3}, false);
  EXPECT_EQ(game, (Game{Board(3, 2), {}}));
}

TEST(MahjongEdits, SetCardRefusesACellOffTheBoard) {
  Game game{Board(3, 2), {}};
  // Rows are the height (2), columns the width (3).
  EXPECT_THROW(set_card(game, {3, 1}, true), std::out_of_range);
  EXPECT_THROW(set_card(game, {1, 4}, true), std::out_of_range);
  EXPECT_EQ(game, (Game{Board(3, 2), {}}));
}

TEST(MahjongEdits, ResizeKeepsTheSharedCellsAndTheirCards) {
  Game game{Board(3, 2), {{{1, 1}, {2, 3}}}};
  set_card(game, {1, 1}, true);
  set_card(game, {2, 3}, true);
  resize(game, 2, 3);
  EXPECT_EQ(game.board.width, 2);
  EXPECT_EQ(game.board.height, 3);
  EXPECT_TRUE(game.board.has_card({1, 1}));
  EXPECT_EQ(std::count(game.board.cards.begin(), game.board.cards.end(), true), 1);
  // The pair's second card fell off the board: the contract's check refuses the pair.
  EXPECT_TRUE(Puzzle::validate(game, game.pairs.front()).has_value());
  EXPECT_THROW(resize(game, kMaxWidth + 1, 3), std::invalid_argument);
  EXPECT_EQ(game.board.width, 2);
}

TEST(MahjongEdits, AnEmptyFileIsOneBoardWithoutACardOrAPairThatTheReaderTakesBack) {
  const JudgeFile file = Puzzle::empty(2, 3);  // rows, then columns: width 3, height 2
  ASSERT_EQ(file.games.size(), 1u);
  EXPECT_EQ(file.games[0], (Game{Board(3, 2), {}}));
  EXPECT_EQ(Puzzle::read(Puzzle::write(file)), file);
}

}  // namespace
}  // namespace frontier::mahjong
