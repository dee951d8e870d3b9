// The board editor's changes to a Huarongdao file: cells fixed or movable, the board's
// size, and the marks of a query.

#include <gtest/gtest.h>

#include <stdexcept>

#include "frontier/huarongdao/edits.hpp"
#include "frontier/huarongdao/puzzle.hpp"

namespace frontier::huarongdao {
namespace {

JudgeFile three_by_three() {
  JudgeFile file;
  file.board = Board{3, 3, std::vector<std::uint8_t>(9, 1)};
  file.queries = {Query{{1, 1}, {2, 2}, {3, 3}}};
  return file;
}

TEST(HuarongdaoEdits, SetMovableFixesAndFreesACell) {
  JudgeFile file = three_by_three();
  set_movable(file, {1, 2}, false);
  EXPECT_FALSE(file.board.movable({1, 2}));
  set_movable(file, {1, 2}, true);
  EXPECT_EQ(file, three_by_three());
  EXPECT_THROW(set_movable(file, {4, 1}, false), std::out_of_range);
}

TEST(HuarongdaoEdits, FixingTheBlanksCellMakesTheQueryIllegalInTheContractsWords) {
  JudgeFile file = three_by_three();
  set_movable(file, {1, 1}, false);
  EXPECT_TRUE(Puzzle::validate(file.board, file.queries.front()).has_value());
}

TEST(HuarongdaoEdits, ResizeKeepsTheSharedCellsAndNewCellsAreMovable) {
  JudgeFile file = three_by_three();
  set_movable(file, {2, 2}, false);
  resize(file, 2, 4);
  EXPECT_EQ(file.board.cells, (std::vector<std::uint8_t>{1, 1, 1, 1, 1, 0, 1, 1}));
  EXPECT_THROW(resize(file, kMaxRows + 1, 2), std::invalid_argument);
  EXPECT_EQ(file.board.rows, 2);
}

TEST(HuarongdaoEdits, MarksArePlacedAndFound) {
  Query query{{1, 1}, {2, 2}, {3, 3}};
  EXPECT_EQ(mark_on(query, {2, 2}), QueryMark::piece);
  EXPECT_EQ(mark_on(query, {1, 2}), std::nullopt);
  place(query, QueryMark::target, {1, 3});
  EXPECT_EQ(query, (Query{{1, 1}, {2, 2}, {1, 3}}));
  EXPECT_EQ(mark_on(query, {1, 3}), QueryMark::target);
}

TEST(HuarongdaoEdits, AnEmptyFileIsABoardOfMovableCellsWithNoQueryThatTheReaderTakesBack) {
  const JudgeFile file = Puzzle::empty(2, 3);
  EXPECT_EQ(file.board, (Board{2, 3, std::vector<std::uint8_t>(6, 1)}));
  EXPECT_TRUE(file.queries.empty());
  EXPECT_EQ(Puzzle::read(Puzzle::write(file)), file);
}

}  // namespace
}  // namespace frontier::huarongdao
