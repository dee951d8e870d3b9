// The judge format: exact error positions, the round trip through the writer, and the
// sample, odd and bad files of the repository answered or refused as they should be.

#include <gtest/gtest.h>

#include "data_files.hpp"

#include <filesystem>
#include <string>

#include "frontier/common/parse_error.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/lianliankan/format.hpp"
#include "frontier/lianliankan/generator.hpp"

namespace frontier::lianliankan {
namespace {

namespace fs = std::filesystem;
using namespace std::string_view_literals;

std::string error_of(std::string_view text) {
  try {
    Puzzle::read(text);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

TEST(Reader, ReadsTheStatementSample) {
  const JudgeFile file = Puzzle::read(
      "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n4\n1 1 3 4\n1 1 2 4\n1 1 3 3\n2 1 2 4\n"
      "3 4\n0 1 4 3\n0 2 4 1\n0 0 0 0\n2\n1 1 2 4\n1 3 2 3\n\n0 0\n");
  ASSERT_EQ(file.cases.size(), 2u);
  EXPECT_EQ(file.cases[0].board.rows, 3);
  EXPECT_EQ(file.cases[0].board.cols, 4);
  EXPECT_EQ(file.cases[0].board.tile({3, 1}), 4);
  EXPECT_EQ(file.cases[0].queries.size(), 4u);
  EXPECT_EQ(file.cases[1].queries[1], (Query{{1, 3}, {2, 3}}));
}

TEST(Reader, AcceptsNoQueriesAndLargeTiles) {
  const JudgeFile file = Puzzle::read("1 2\n2147483647 0\n0\n0 0");
  ASSERT_EQ(file.cases.size(), 1u);
  EXPECT_EQ(file.cases[0].board.tiles, (std::vector<std::int32_t>{2147483647, 0}));
  EXPECT_TRUE(file.cases[0].queries.empty());
  EXPECT_TRUE(Puzzle::read("0 0").cases.empty());
}

TEST(Reader, NamesTheBoardSizeForClicksOffTheBoard) {
  EXPECT_EQ(error_of("3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n1\n1 1 3 5\n0 0\n"),
            "6:7: query column 5 is outside the board (4 columns)");
  EXPECT_EQ(error_of("2 2\n1 1\n1 1\n1\n3 1 1 1\n0 0\n"), "5:1: query row 3 is outside the board (2 rows)");
  EXPECT_EQ(error_of("1 2\n1 1\n1\n1 1 0 2\n0 0\n"), "4:5: query row 0 is outside the board (1 row)");
  EXPECT_EQ(error_of("2 1\n1\n1\n1\n1 -1 1 1\n0 0\n"), "5:3: query column -1 is outside the board (1 column)");
  EXPECT_EQ(error_of("2 1\n1\n1\n1\n1 99999999999 1 1\n0 0\n"),
            "5:3: query column must be between -2147483648 and 2147483647, found 99999999999");
}

TEST(Reader, RefusesBoardSizesOutsideTheLimits) {
  EXPECT_EQ(error_of("0 5\n"), "1:1: a board needs at least 1 row (only 0 0 ends the input)");
  EXPECT_EQ(error_of("5  0\n"), "1:4: a board needs at least 1 column (only 0 0 ends the input)");
  EXPECT_EQ(error_of("1001 5\n"), "1:1: row count must be between 0 and 1000, found 1001");
  EXPECT_EQ(error_of("5 1001\n"), "1:3: column count must be between 0 and 1000, found 1001");
  EXPECT_EQ(error_of("1 1\n1\n100001\n"), "3:1: query count must be between 0 and 100000, found 100001");
}

TEST(Reader, NeedsTheEndMarkerAndNothingAfterIt) {
  EXPECT_EQ(error_of(""), "1:1: missing end marker 0 0");
  EXPECT_EQ(error_of("\n\n"), "3:1: missing end marker 0 0");
  EXPECT_EQ(error_of("1 1\n1\n0\n"), "4:1: missing end marker 0 0");
  EXPECT_EQ(error_of("1 1\n1\n0"), "3:2: missing end marker 0 0");
  EXPECT_EQ(error_of("1 1\n1\n0\n0"), "4:2: unexpected end of file: expected column count");
  EXPECT_EQ(error_of("0 0\n\n  7\n"), "3:3: text after the end marker 0 0");
  EXPECT_EQ(error_of("0 0 0 0\n"), "1:5: text after the end marker 0 0");
}

TEST(Reader, PointsAtTheFaultyNumber) {
  // A row short is named at that row, with where reading across lines failed.
  EXPECT_EQ(error_of("2 3\n1 2 3\n4 5\n"),
            "3:4: board row 2 holds 2 tile(s), not 3 (the board's column count); read on across lines, the file "
            "fails later at 4:1: unexpected end of file: expected tile");
  EXPECT_EQ(error_of("3 4\n1 0 2 2\n2 0 2\n2 2 0 1\n1\n1 1 3 4\n0 0\n").substr(0, 45),
            "3:6: board row 2 holds 3 tile(s), not 4 (the ");
  EXPECT_EQ(error_of("2 2\n1 1 1\n1\n1\n1 1 1 9\n0 0\n").substr(0, 41), "2:5: board row 1 holds 3 tiles, not 2 (th");
  // A board read across lines whole is what the judge reads: taken.
  EXPECT_EQ(Puzzle::read("2 3\n1 0 1 2 0\n2\n1\n1 1 1 3\n0 0\n").cases[0].board.tiles,
            (std::vector<std::int32_t>{1, 0, 1, 2, 0, 2}));
  EXPECT_EQ(error_of("1 2\n1 a\n"), "2:3: expected tile, found 'a'");
  EXPECT_EQ(error_of("1 2\n1 -4\n"), "2:3: tile must be between 0 and 2147483647, found -4");
  EXPECT_EQ(error_of("1 2\n1 2147483648\n"), "2:3: tile must be between 0 and 2147483647, found 2147483648");
  EXPECT_EQ(error_of("1 2\n1 2x\n"), "2:4: unexpected 'x' after tile");
  EXPECT_EQ(error_of("1 2\n1 1\n2\n1 1 1 2\n1 1"), "5:4: unexpected end of file: expected query row");
  EXPECT_EQ(error_of("1 2\n1\x00 1\n"sv), "2:2: unexpected byte 0x00 after tile");
}

TEST(Writer, RoundTripsGeneratedFiles) {
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    GeneratorOptions options;
    options.seed = seed;
    options.rows = static_cast<int>(seed % 7) + 1;
    options.cols = static_cast<int>(seed % 5) * 3 + 1;
    options.cases = static_cast<int>(seed % 4) + 1;
    options.queries = static_cast<int>(seed % 9);
    options.density = 0.1 * static_cast<double>(seed % 10);
    options.tiles = seed % 3 == 0 ? kMaxTile : 4;
    const JudgeFile file = generate_judge_file(options);
    const std::string text = Puzzle::write(file);
    EXPECT_EQ(Puzzle::read(text), file) << "seed " << seed;
    EXPECT_EQ(Puzzle::write(Puzzle::read(text)), text);
  }
}

TEST(Generator, IsDeterministicAndMostlyAsksForEqualTiles) {
  GeneratorOptions options;
  options.seed = 99;
  options.queries = 400;
  const JudgeFile a = generate_judge_file(options);
  EXPECT_EQ(a, generate_judge_file(options));
  options.seed = 100;
  EXPECT_NE(a, generate_judge_file(options));
  int equal = 0;
  for (const Query& q : a.cases[0].queries) {
    const Board& board = a.cases[0].board;
    if (board.tile(q.from) != 0 && board.tile(q.from) == board.tile(q.to)) ++equal;
  }
  EXPECT_GT(equal, 400 * 6 / 10);
}

// --- the repository's data files -------------------------------------------------------

using test_data::slurp;

// Answers `input` with every algorithm; each must print exactly `expected`.
void expect_answers(const fs::path& input, const std::string& expected) {
  const std::string args = fs::exists(fs::path(input).replace_extension(".args"))
                               ? slurp(fs::path(input).replace_extension(".args"))
                               : "";
  const Rules rules{args.find("--outside") != std::string::npos};
  const JudgeFile file = Puzzle::read(slurp(input));
  for (const auto& algorithm : Puzzle::algorithms()) {
    std::vector<Answer> answers;
    for (const Case& game : file.cases) {
      for (const Query& query : game.queries) answers.push_back(Puzzle::run(algorithm.name, game, query, rules, nullptr));
    }
    EXPECT_EQ(write_answers(answers), expected) << input << " with " << algorithm.name;
  }
}

int check_answered(const fs::path& dir) {
  int count = 0;
  for (const fs::path& input : test_data::judge_inputs(dir, ".out")) {
    ++count;
    expect_answers(input, slurp(fs::path(input).replace_extension(".out")));
  }
  return count;
}

TEST(DataFiles, SamplesAreAnsweredExactly) {
  EXPECT_GE(check_answered(test_data::source_dir() / "sample_inputs" / "lianliankan"), 3);
}

TEST(DataFiles, OddButValidFilesAreAnsweredExactly) {
  EXPECT_GE(check_answered(test_data::source_dir() / "tests" / "data" / "odd" / "lianliankan"), 6);
}

TEST(DataFiles, BadFilesAreRefusedWhereTheyAreWrong) {
  int count = 0;
  for (const fs::path& input : test_data::judge_inputs(test_data::source_dir() / "tests" / "data" / "bad" / "lianliankan", ".err")) {
    ++count;
    EXPECT_EQ(error_of(slurp(input)), test_data::expected_error(input)) << input;
  }
  EXPECT_GE(count, 12);
}

}  // namespace
}  // namespace frontier::lianliankan
