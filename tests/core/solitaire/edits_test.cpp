// The board editor's change to a Solitaire configuration: a piece moved to another square.

#include <gtest/gtest.h>

#include <stdexcept>

#include "frontier/solitaire/edits.hpp"

namespace frontier::solitaire {
namespace {

Configuration corners() { return Configuration{{Cell{1, 1}, Cell{1, 8}, Cell{8, 1}, Cell{8, 8}}}; }

TEST(SolitaireEdits, PieceOnNamesThePieceOnASquare) {
  EXPECT_EQ(piece_on(corners(), {8, 1}), 2);
  EXPECT_EQ(piece_on(corners(), {4, 4}), std::nullopt);
}

TEST(SolitaireEdits, MovePieceMovesThatPieceOnly) {
  Configuration configuration = corners();
  move_piece(configuration, {1, 8}, {4, 5});
  EXPECT_EQ(configuration, (Configuration{{Cell{1, 1}, Cell{4, 5}, Cell{8, 1}, Cell{8, 8}}}));
  move_piece(configuration, {4, 5}, {4, 5});  // put down where it was picked up
  EXPECT_EQ(configuration.pieces[1], (Cell{4, 5}));
}

TEST(SolitaireEdits, MovePieceRefusesAnEmptySquareAnOccupiedOneAndOneOffTheBoard) {
  Configuration configuration = corners();
  EXPECT_THROW(move_piece(configuration, {2, 2}, {3, 3}), std::invalid_argument);
  try {
    move_piece(configuration, {1, 1}, {8, 8});
    FAIL() << "two pieces were put on one square";
  } catch (const std::invalid_argument& refusal) {
    EXPECT_STREQ(refusal.what(), "two pieces cannot stand on one square (8, 8)");
  }
  EXPECT_THROW(move_piece(configuration, {1, 1}, {0, 1}), std::out_of_range);
  EXPECT_EQ(configuration, corners());
}

}  // namespace
}  // namespace frontier::solitaire
