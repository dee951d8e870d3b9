// Ranks, canonical forms and the rules' helpers.

#include <gtest/gtest.h>

#include <vector>

#include "test_scale.hpp"
#include "frontier/common/random.hpp"
#include "frontier/solitaire/generator.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "oracle.hpp"

namespace frontier::solitaire {
namespace {

// Every set of four squares, listed in nested loops, has its own rank, in order, and
// unrank gives it back: the ranks are exactly 0..C(64,4)-1.
TEST(SolitaireRank, IsABijectionOntoTheDenseRange) {
  trace::StateId expected = 0;
  std::vector<bool> hit(kConfigurationCount, false);
  for (int d = 3; d < 64; ++d) {
    for (int c = 2; c < d; ++c) {
      for (int b = 1; b < c; ++b) {
        for (int a = 0; a < b; ++a) {
          const Squares squares{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                                static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)};
          const trace::StateId r = rank(squares);
          ASSERT_LT(r, kConfigurationCount);
          ASSERT_FALSE(hit[r]);
          hit[r] = true;
          ASSERT_EQ(r, expected);  // colexicographic order is rank order
          ++expected;
        }
      }
    }
  }
  EXPECT_EQ(expected, kConfigurationCount);
  for (trace::StateId r = 0; r < kConfigurationCount; ++r) {
    const Squares squares = unrank(r);
    ASSERT_TRUE(squares[0] < squares[1] && squares[1] < squares[2] && squares[2] < squares[3]) << r;
    ASSERT_LT(squares[3], 64);
    ASSERT_EQ(rank(squares), r);
  }
}

TEST(SolitaireModel, CanonicalFormIgnoresTheOrderOfPieces) {
  const Configuration a{{{{4, 4}, {4, 5}, {5, 4}, {6, 5}}}};
  const Configuration b{{{{6, 5}, {4, 4}, {5, 4}, {4, 5}}}};
  EXPECT_NE(a, b);
  EXPECT_TRUE(same_position(a, b));
  EXPECT_EQ(canonical(b), a);
  EXPECT_EQ(squares_of(a), squares_of(b));
  EXPECT_EQ(configuration_of(squares_of(b)), a);
  EXPECT_EQ(rank(squares_of(a)), rank(squares_of(b)));
  EXPECT_EQ(square_of({1, 1}), 0);
  EXPECT_EQ(square_of({8, 8}), 63);
  EXPECT_EQ(cell_of(square_of({3, 7})), (Cell{3, 7}));
}

TEST(SolitaireModel, ValidityNeedsFourDistinctSquaresOnTheBoard) {
  EXPECT_TRUE(is_valid({{{{1, 1}, {1, 2}, {8, 8}, {8, 7}}}}));
  EXPECT_FALSE(is_valid({{{{1, 1}, {1, 2}, {8, 8}, {1, 1}}}}));
  EXPECT_FALSE(is_valid({{{{0, 1}, {1, 2}, {8, 8}, {8, 7}}}}));
  EXPECT_FALSE(is_valid({{{{1, 1}, {1, 9}, {8, 8}, {8, 7}}}}));
}

// The library's moves are exactly the oracle's, on many random configurations.
TEST(SolitaireRules, LegalMovesMatchTheOracle) {
  SplitMix64 random(404);
  for (int i = 0, n = frontier::test::repetitions(3000); i < n; ++i) {
    const Configuration configuration = random_configuration(random);
    std::vector<oracle::Position> ours;
    for (const Move& move : legal_moves(configuration)) {
      const auto after = apply_move(configuration, move);
      ASSERT_TRUE(after.has_value());
      ours.push_back(oracle::position_of(*after));
    }
    std::vector<oracle::Position> theirs = oracle::neighbours(oracle::position_of(configuration));
    std::sort(ours.begin(), ours.end());
    std::sort(theirs.begin(), theirs.end());
    ASSERT_EQ(ours, theirs);
  }
}

TEST(SolitaireRules, ApplyMoveRefusesIllegalMoves) {
  const Configuration c{{{{4, 4}, {4, 5}, {5, 4}, {6, 5}}}};
  EXPECT_TRUE(apply_move(c, {{4, 4}, {3, 4}, false}));   // step up
  EXPECT_TRUE(apply_move(c, {{4, 4}, {4, 6}, true}));    // jump right over (4,5)
  EXPECT_FALSE(apply_move(c, {{4, 4}, {4, 5}, false}));  // onto a piece
  EXPECT_FALSE(apply_move(c, {{4, 4}, {2, 4}, true}));   // jump over an empty square
  EXPECT_FALSE(apply_move(c, {{4, 4}, {3, 5}, false}));  // diagonal
  EXPECT_FALSE(apply_move(c, {{4, 4}, {4, 6}, false}));  // two squares without the jump flag
  EXPECT_FALSE(apply_move(c, {{3, 3}, {3, 4}, false}));  // no piece there
  const Configuration edge{{{{1, 1}, {2, 2}, {3, 3}, {4, 4}}}};
  EXPECT_FALSE(apply_move(edge, {{1, 1}, {0, 1}, false}));  // off the board
  // The moved piece keeps its place in the list.
  EXPECT_EQ(*apply_move(c, {{5, 4}, {5, 3}, false}), (Configuration{{{{4, 4}, {4, 5}, {5, 3}, {6, 5}}}}));
}

TEST(SolitaireRules, MoveBetweenNamesTheStepOrJump) {
  const Squares before = squares_of({{{{4, 4}, {4, 5}, {5, 4}, {6, 5}}}});
  const Squares stepped = squares_of({{{{3, 4}, {4, 5}, {5, 4}, {6, 5}}}});
  const Squares jumped = squares_of({{{{4, 6}, {4, 5}, {5, 4}, {6, 5}}}});
  EXPECT_EQ(move_between(before, stepped), (Move{{4, 4}, {3, 4}, false}));
  EXPECT_EQ(move_between(before, jumped), (Move{{4, 4}, {4, 6}, true}));
  EXPECT_EQ(moves_along({before, stepped}), (std::vector<Move>{{{4, 4}, {3, 4}, false}}));
  EXPECT_THROW(move_between(before, before), std::logic_error);
}

}  // namespace
}  // namespace frontier::solitaire
