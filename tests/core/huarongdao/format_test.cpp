// The reader's complaints, each with its exact line:col, and read(write(x)) == x.

#include <gtest/gtest.h>

#include <string>

#include "frontier/common/parse_error.hpp"
#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/puzzle.hpp"

namespace frontier::huarongdao {
namespace {

// "LINE:COL: message" for a refused text, or "accepted".
std::string complaint(const std::string& text) {
  try {
    Puzzle::read(text);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "accepted";
}

const std::string kBoard = "3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n";

TEST(HuarongdaoFormat, ReadsTheStatementSample) {
  const JudgeFile file = Puzzle::read("3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n");
  EXPECT_EQ(file.board.rows, 3);
  EXPECT_EQ(file.board.cols, 4);
  EXPECT_EQ(file.board.cells, (std::vector<std::uint8_t>{0, 1, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0}));
  ASSERT_EQ(file.queries.size(), 2u);
  EXPECT_EQ(file.queries[0], (Query{{3, 2}, {1, 2}, {2, 2}}));
  EXPECT_EQ(file.queries[1], (Query{{1, 2}, {2, 2}, {3, 2}}));
}

TEST(HuarongdaoFormat, RefusesSizesOutsideTheLimits) {
  EXPECT_EQ(complaint("0 4 1\n"), "1:1: row count must be between 1 and 100, found 0");
  EXPECT_EQ(complaint("3 101 1\n"), "1:3: column count must be between 1 and 100, found 101");
  EXPECT_EQ(complaint("3 4 100001\n"), "1:5: query count must be between 0 and 100000, found 100001");
  EXPECT_EQ(complaint("3 -4 1\n"), "1:3: column count must be between 1 and 100, found -4");
  EXPECT_EQ(complaint("99999999999999999999999 4 1\n"),
            "1:1: row count must be between 1 and 100, found 99999999999999999999999");
}

TEST(HuarongdaoFormat, RefusesACellOtherThanZeroOrOne) {
  EXPECT_EQ(complaint("2 2 0\n1 1\n1 2\n"), "3:3: cell must be between 0 and 1, found 2");
  EXPECT_EQ(complaint("2 2 0\n1 1\n1 x\n"), "3:3: expected cell, found 'x'");
  EXPECT_EQ(complaint("2 2 0\n1 1\n1\n"), "3:2: board row 2 holds 1 cell(s), not 2 (the board's column count); read on "
                                           "across lines, the file fails later at 4:1: unexpected end of file: expected cell");
}

// A row one cell short borrows the next row's first cell, as the judge reads across lines,
// and reading fails only at the query: the fault is named at the short row, with where
// reading failed. A board whose rows are misshapen but whose cells add up is what the judge
// reads: taken.
TEST(HuarongdaoFormat, AShortRowIsNamedAtThatRow) {
  EXPECT_EQ(complaint("5 5 1\n1 1 1 1 1\n1 0 1 1\n1 1 1 1 1\n1 1 1 1 1\n1 1 1 1 1\n3 3 1 1 5 5\n"),
            "3:8: board row 2 holds 4 cell(s), not 5 (the board's column count); read on across lines, the file fails "
            "later at 7:1: cell must be between 0 and 1, found 3");
  EXPECT_EQ(complaint("2 2 1\n1 1 1\n1\n1 1 2 2 3 3\n").substr(0, 40), "2:5: board row 1 holds 3 cells, not 2 (t");
  EXPECT_EQ(complaint("2 3 1\n1 1 1 1\n1 1\n1 1 1 2 2 3\n"), "accepted");
}

TEST(HuarongdaoFormat, RefusesCoordinatesOutsideTheBoard) {
  EXPECT_EQ(complaint(kBoard + "4 2 1 2 2 2\n"), "5:1: blank row 4 is outside the board (3 rows)");
  EXPECT_EQ(complaint(kBoard + "3 2 1 5 2 2\n"), "5:7: piece column 5 is outside the board (4 columns)");
  EXPECT_EQ(complaint(kBoard + "3 2 1 2 0 2\n"), "5:9: target row 0 is outside the board (3 rows)");
  EXPECT_EQ(complaint(kBoard + "3 2 1 2 2 -1\n"), "5:11: target column -1 is outside the board (4 columns)");
}

TEST(HuarongdaoFormat, RefusesBlankOrPieceOnAFixedCellAndThemOnOneCell) {
  EXPECT_EQ(complaint(kBoard + "3 1 1 2 2 2\n"), "5:1: the blank (3, 1) is on a fixed cell");
  EXPECT_EQ(complaint(kBoard + "3 2 2 4 2 2\n"), "5:5: the marked piece (2, 4) is on a fixed cell");
  EXPECT_EQ(complaint(kBoard + "3 2 3 2 2 2\n"), "5:5: the marked piece (3, 2) is on the blank");
}

TEST(HuarongdaoFormat, AcceptsATargetOnAFixedCell) {
  const JudgeFile file = Puzzle::read(kBoard + "3 2 1 2 3 4\n");
  EXPECT_EQ(file.queries.at(0).target, (Cell{3, 4}));
}

TEST(HuarongdaoFormat, RefusesTruncatedQueriesAndTextAfterTheLast) {
  EXPECT_EQ(complaint(kBoard + "3 2 1 2 2"), "5:10: unexpected end of file: expected target column");
  EXPECT_EQ(complaint(kBoard + "3 2 1 2 2 2\n1 2 2 2 3 2\n"),
            "6:1: unexpected '1' after the last query (1 declared)");
  EXPECT_EQ(complaint(kBoard + "3 2 1 2 2 2 end"), "5:13: unexpected 'e' after the last query (1 declared)");
  EXPECT_EQ(complaint(std::string("\xEF\xBB\xBF") + "1 2 0\n1 1 \xFF"),
            "2:5: unexpected byte 0xFF after the last query (0 declared)");
  EXPECT_EQ(complaint(""), "1:1: unexpected end of file: expected row count");
}

TEST(HuarongdaoFormat, AcceptsWhatEditorsProduce) {
  const JudgeFile plain = Puzzle::read("1 2 1\n1 1\n1 1 1 2 1 1\n");
  EXPECT_EQ(Puzzle::read("\xEF\xBB\xBF" "1 2 1\r\n1\t1\r\n\r\n1 1 1 2 1 1"), plain);
  EXPECT_EQ(Puzzle::read("1 2 1\n1 1\n1 1 1 2 1 1\n\n  \n"), plain);
}

TEST(HuarongdaoFormat, WriteThenReadGivesTheSameFile) {
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const int rows = static_cast<int>(1 + seed % 7);
    const int cols = static_cast<int>(1 + seed / 7 % 9);
    const int queries = rows * cols < 2 ? 0 : static_cast<int>(seed % 13);
    const double density = 0.3 + 0.1 * static_cast<double>(seed % 7);
    const JudgeFile file =
        Puzzle::generate(seed, {{"rows", rows}, {"cols", cols}, {"queries", queries}, {"density", density}});
    const std::string text = Puzzle::write(file);
    EXPECT_EQ(Puzzle::read(text), file) << text;
    EXPECT_EQ(Puzzle::write(Puzzle::read(text)), text);
  }
}

TEST(HuarongdaoFormat, GenerateIsDeterministicAndValid) {
  EXPECT_EQ(Puzzle::write(Puzzle::generate(42, {})), Puzzle::write(Puzzle::generate(42, {})));
  const JudgeFile other = Puzzle::generate(43, {});
  EXPECT_EQ(other.board.rows, 8);
  EXPECT_EQ(other.queries.size(), 10u);
  // still two movable cells, so the queries stay valid
  EXPECT_NO_THROW(Puzzle::read(Puzzle::write(Puzzle::generate(43, {{"density", 0.0}}))));
}

}  // namespace
}  // namespace frontier::huarongdao
