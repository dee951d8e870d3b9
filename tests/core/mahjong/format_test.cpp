// Reading and writing Mahjong judge files: the accepted forms, the exact place of every
// fault, and read(write(x)) == x on generated files.

#include <gtest/gtest.h>

#include <string>

#include "frontier/common/parse_error.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::mahjong {
namespace {

const char* const kSample =
    "5 4\n"
    "XXXXX\n"
    "X   X\n"
    "XXX X\n"
    " XXX \n"
    "2 3 5 3\n"
    "1 3 4 4\n"
    "2 3 3 4\n"
    "0 0 0 0\n";

ParseError error_of(std::string_view text) {
  try {
    Puzzle::read(text);
  } catch (const ParseError& error) {
    return error;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return ParseError({0, 0}, "");
}

void expect_error(std::string_view text, int line, int col, const std::string& message) {
  const ParseError error = error_of(text);
  EXPECT_EQ(error.pos(), (SourcePos{line, col})) << error.what() << "\nfor:\n" << text;
  EXPECT_EQ(error.message(), message) << "for:\n" << text;
}

TEST(MahjongFormat, ReadsTheSample) {
  const JudgeFile file = Puzzle::read(kSample);
  ASSERT_EQ(file.games.size(), 1u);
  const Game& game = file.games[0];
  EXPECT_EQ(game.board, test_support::board_from({"XXXXX", "X   X", "XXX X", " XXX "}));
  // "x1 y1 x2 y2": x is the column.
  ASSERT_EQ(game.pairs.size(), 3u);
  EXPECT_EQ(game.pairs[0], (Pair{{3, 2}, {3, 5}}));
  EXPECT_EQ(game.pairs[1], (Pair{{3, 1}, {4, 4}}));
  EXPECT_EQ(game.pairs[2], (Pair{{3, 2}, {4, 3}}));
}

TEST(MahjongFormat, ShortRowsArePaddedWithBlanks) {
  // Editors strip the trailing spaces of " XXX " and of an all-blank row.
  const JudgeFile file = Puzzle::read("5 3\nXXXXX\n\n XXX\n1 1 2 3\n0 0 0 0");
  EXPECT_EQ(file.games[0].board, test_support::board_from({"XXXXX", "     ", " XXX "}));
  // Blanks beyond the width are fine.
  EXPECT_EQ(Puzzle::read("2 1\nX         \n0 0 0 0\n").games[0].board, test_support::board_from({"X "}));
}

TEST(MahjongFormat, AcceptsCrlfBomTabsAndNoFinalNewline) {
  const JudgeFile plain = Puzzle::read(kSample);
  std::string crlf;
  for (const char c : std::string(kSample)) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(Puzzle::read(crlf), plain);
  EXPECT_EQ(Puzzle::read("\xEF\xBB\xBF" + std::string(kSample)), plain);
  EXPECT_EQ(Puzzle::read("5\t4 \t\nXXXXX\nX   X\nXXX X\n XXX \n\n2 3\t5 3 1 3\n4 4\n\n2 3 3 4 0 0 0 0"), plain);
}

TEST(MahjongFormat, ReadsSeveralBoardsEndedByZeroZero) {
  const JudgeFile file = Puzzle::read("2 1\nXX\n1 1 2 1\n0 0 0 0\n1 2\nX\n\n0 0 0 0\n0 0\n");
  ASSERT_EQ(file.games.size(), 2u);
  EXPECT_EQ(file.games[1].board, test_support::board_from({"X", " "}));
  EXPECT_TRUE(file.games[1].pairs.empty());
  // The same boards without the final "0 0".
  EXPECT_EQ(Puzzle::read("2 1\nXX\n1 1 2 1\n0 0 0 0\n1 2\nX\n\n0 0 0 0\n"), file);
}

TEST(MahjongFormat, NamesEachFaultAndItsPlace) {
  expect_error("", 1, 1, "unexpected end of file: expected board width");
  expect_error("0 0\n", 1, 1, "board width must be between 1 and 75, found 0");
  expect_error("76 2\n", 1, 1, "board width must be between 1 and 75, found 76");
  expect_error("5 99999999999\n", 1, 3, "board height must be between 1 and 75, found 99999999999");
  expect_error("5 4 7\n", 1, 5, "unexpected '7' after the board size");
  expect_error("3 2\nXXX\n", 3, 1, "unexpected end of file: expected board row 2 of 2");
  expect_error("3 2\nXXX", 1 + 1, 4, "unexpected end of file: expected board row 2 of 2");
  expect_error("3 2\nX x\n", 2, 3,
               "unexpected 'x' in board row 1: a row holds only 'X' (card) and ' ' (blank)");
  expect_error("3 2\nXXX\nX\tX\n", 3, 2,
               "unexpected byte 0x09 in board row 2: a row holds only 'X' (card) and ' ' (blank)");
  expect_error(std::string("2 1\n\0X\n", 7), 2, 1,
               "unexpected byte 0x00 in board row 1: a row holds only 'X' (card) and ' ' (blank)");
  expect_error("3 1\nX\rX\n", 2, 2,
               "unexpected byte 0x0D in board row 1: a row holds only 'X' (card) and ' ' (blank)");
  expect_error("3 1\nX   X\n", 2, 5, "card in column 5 of board row 1 is outside the board (3 columns)");
  expect_error("5 4\nX\n\n\n\n6 1 1 1\n", 6, 1, "pair x1 6 is outside the board (5 columns)");
  expect_error("5 4\nX\n\n\n\n1 1 1  5\n", 6, 8, "pair y2 5 is outside the board (4 rows)");
  expect_error("5 4\nX\n\n\n\n1 -1 1 1\n", 6, 3, "pair y1 -1 is outside the board (4 rows)");
  expect_error("5 4\nX\n\n\n\n1 1 0 1\n", 6, 5, "pair x2 0 is outside the board (5 columns)");
  expect_error("5 4\nX\n\n\n\n0 0 0 3\n", 6, 1, "pair x1 0 is outside the board (5 columns)");
  expect_error("1 1\nX\n1 1 1\n", 4, 1, "unexpected end of file: expected pair y2");
  expect_error("1 1\nX\n1 1 1 1\n", 4, 1, "unexpected end of file: expected pair x1");
  expect_error("1 1\nX\n1 1 a 1\n", 3, 5, "expected pair x2, found 'a'");
  expect_error("1 1\nX\n1 1 1 1x\n", 3, 8, "unexpected 'x' after pair y2");
  expect_error("1 1\nX\n1 1 1 \xFF\n", 3, 7, "expected pair y2, found byte 0xFF");
  expect_error("1 1\nX\n1 1 1 99999999999\n", 3, 7,
               "pair y2 must be between -2147483648 and 2147483647, found 99999999999");
  expect_error("1 1\nX\n0 0 0 0\n0 0\nmore\n", 5, 1, "unexpected 'm' after the end marker \"0 0\"");
  expect_error("1 1\nX\n0 0 0 0\n0 3\n", 4, 3, "the end marker is \"0 0\", found \"0 3\"");
  expect_error("1 1\nX\n0 0 0 0\nabc\n", 4, 1, "expected board width, found 'a'");
  expect_error("1 1\nX\n0 0 0 0\n1 1\n", 5, 1, "unexpected end of file: expected board row 1 of 1");
}

TEST(MahjongFormat, LimitsThePairsOfABoard) {
  std::string text = "1 2\nX\nX\n";
  for (int i = 0; i <= kMaxPairsPerBoard; ++i) text += "1 1 1 2\n";
  text += "0 0 0 0\n";
  expect_error(text, 3 + kMaxPairsPerBoard + 1, 1, "board 1 has more than 100000 pairs");
}

TEST(MahjongFormat, LimitsTheBoardsOfAFile) {
  std::string text;
  for (int i = 0; i < kMaxBoards; ++i) text += "1 1\nX\n0 0 0 0\n";
  EXPECT_EQ(Puzzle::read(text).games.size(), static_cast<std::size_t>(kMaxBoards));
  text += "1 1\nX\n0 0 0 0\n";
  expect_error(text, 3 * kMaxBoards + 1, 1, "the file has more than 10000 boards");
}

TEST(MahjongFormat, WritesTheCanonicalForm) {
  const JudgeFile file = Puzzle::read(kSample);
  EXPECT_EQ(Puzzle::write(file), std::string(kSample) + "0 0\n");
}

TEST(MahjongFormat, ReadOfWriteIsIdentityOnGeneratedFiles) {
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const GenerateValues values = {{"cols", static_cast<double>(1 + seed % 9)},
                                   {"rows", static_cast<double>(1 + (seed * 7) % 11)},
                                   {"queries", static_cast<double>(seed % 13)},
                                   {"density", static_cast<double>(seed % 11) / 10.0},
                                   {"cases", static_cast<double>(1 + seed % 4)}};
    const JudgeFile file = Puzzle::generate(seed, values);
    const std::string text = Puzzle::write(file);
    EXPECT_EQ(Puzzle::read(text), file) << "seed " << seed;
    EXPECT_EQ(Puzzle::write(Puzzle::read(text)), text);
    EXPECT_EQ(Puzzle::write(Puzzle::generate(seed, values)), text) << "the same seed gives the same bytes";
  }
}

TEST(MahjongFormat, GeneratedPairsMostlyJoinCards) {
  const JudgeFile file = Puzzle::generate(7, {{"cols", 20}, {"rows", 20}, {"queries", 1000}});
  int card_pairs = 0;
  for (const Pair& pair : file.games[0].pairs) {
    EXPECT_NE(pair.from, pair.to);
    card_pairs += file.games[0].board.has_card(pair.from) && file.games[0].board.has_card(pair.to);
  }
  EXPECT_GT(card_pairs, 850);
  EXPECT_LT(card_pairs, 1000);
}

}  // namespace
}  // namespace frontier::mahjong
