// Reading and writing judge files; the checked-in samples, bad files and odd files.

#include <gtest/gtest.h>

#include "data_files.hpp"

#include <filesystem>
#include <sstream>
#include <string>

#include "frontier/common/parse_error.hpp"
#include "frontier/solitaire/format.hpp"
#include "frontier/solitaire/generator.hpp"
#include "frontier/solitaire/puzzle.hpp"

namespace frontier::solitaire {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kSample = "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n";

std::string error_of(std::string_view text) {
  try {
    Puzzle::read(text);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

TEST(SolitaireFormat, ReadsTheStatementSample) {
  const JudgeFile file = Puzzle::read(kSample);
  ASSERT_EQ(file.cases.size(), 1u);
  EXPECT_EQ(file.cases[0].start, (Configuration{{{{4, 4}, {4, 5}, {5, 4}, {6, 5}}}}));
  EXPECT_EQ(file.cases[0].goal, (Configuration{{{{2, 4}, {3, 3}, {3, 6}, {4, 6}}}}));
  EXPECT_EQ(Puzzle::write(file), kSample);
}

TEST(SolitaireFormat, TakesTheSixteenNumbersAcrossAnyBlanks) {
  const JudgeFile file = Puzzle::read("\xEF\xBB\xBF 4 4\t4 5\r\n5 4 6 5 2 4\n\n3 3 3 6\r4 6");
  EXPECT_EQ(file, Puzzle::read(kSample));
}

TEST(SolitaireFormat, ReportsEachFaultWhereItIs) {
  EXPECT_EQ(error_of(""), "1:1: no case in the file");
  EXPECT_EQ(error_of("\n\n  "), "3:3: no case in the file");
  EXPECT_EQ(error_of("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4"), "2:14: unexpected end of file: expected goal piece 4 column");
  EXPECT_EQ(error_of("4 4 4 5 5 4 6 5\n"), "2:1: unexpected end of file: expected goal piece 1 row");
  EXPECT_EQ(error_of("4 4 4 x"), "1:7: expected start piece 2 column, found 'x'");
  EXPECT_EQ(error_of("4 4 4 9"), "1:7: start piece 2 column 9 is outside the board (8 columns)");
  EXPECT_EQ(error_of("0 4"), "1:1: start piece 1 row 0 is outside the board (8 rows)");
  EXPECT_EQ(error_of("4 4\n -3 4"), "2:2: start piece 2 row -3 is outside the board (8 rows)");
  EXPECT_EQ(error_of("99999999999 1"),
            "1:1: start piece 1 row must be between -2147483648 and 2147483647, found 99999999999");
  EXPECT_EQ(error_of("4 4 4 5 4 4 6 5"), "1:9: two pieces on square (4, 4)");
  EXPECT_EQ(error_of("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 3 3"), "2:13: two pieces on square (3, 3)");
  EXPECT_EQ(error_of(std::string(kSample) + "end\n"), "3:1: expected start piece 1 row, found 'e'");
  EXPECT_EQ(error_of(std::string_view("4\0 4", 4)), "1:2: unexpected byte 0x00 after start piece 1 row");
  EXPECT_EQ(error_of("4.5"), "1:2: unexpected '.' after start piece 1 row");
  EXPECT_EQ(error_of("\xFF"), "1:1: expected start piece 1 row, found byte 0xFF");
  EXPECT_EQ(error_of("+4"), "1:1: expected start piece 1 row, found '+'");
}

TEST(SolitaireFormat, HoldsAtMostTheCaseLimit) {
  // One read: the refusal at the first number of case 100001 shows that all 100000 before it were taken.
  std::string text;
  for (int i = 0; i < kMaxCases; ++i) text += kSample;
  text += "  1";
  const int line = 2 * kMaxCases + 1;
  EXPECT_EQ(error_of(text), std::to_string(line) + ":3: more than 100000 cases in the file");
}

TEST(SolitaireFormat, ReadingWhatWasWrittenGivesItBack) {
  for (std::uint64_t seed : {1u, 2u, 3u, 99u, 12345u}) {
    const JudgeFile file = generate_judge_file(seed, 1 + static_cast<int>(seed % 200));
    const std::string text = Puzzle::write(file);
    EXPECT_EQ(Puzzle::read(text), file);
    EXPECT_EQ(Puzzle::write(Puzzle::read(text)), text);
  }
}

TEST(SolitaireGenerator, SameSeedSameBytesAndEveryCaseValid) {
  EXPECT_EQ(Puzzle::write(generate_judge_file(5, 300)), Puzzle::write(generate_judge_file(5, 300)));
  EXPECT_NE(Puzzle::write(generate_judge_file(5, 300)), Puzzle::write(generate_judge_file(6, 300)));
  const JudgeFile file = generate_judge_file(5, 300);
  ASSERT_EQ(file.cases.size(), 300u);
  int yes = 0;
  for (const Case& question : file.cases) {
    ASSERT_TRUE(is_valid(question.start));
    ASSERT_TRUE(is_valid(question.goal));
    yes += Puzzle::run(kBidirectionalBfsName, question, question, Rules{}, nullptr).reachable;
  }
  // A mix of answers, so the generated files test something.
  EXPECT_GT(yes, 60);
  EXPECT_LT(yes, 240);
}

// --- the files checked into the repository ---

using test_data::slurp;

// The answers to a checked-in file, with the options of its NAME.args if any.
std::string answers_for(const fs::path& input) {
  Rules rules;
  std::string algorithm(kBidirectionalBfsName);
  fs::path args = input;
  args.replace_extension(".args");
  if (fs::exists(args)) {
    std::istringstream words(slurp(args));
    std::string word;
    while (words >> word) {
      std::string value;
      words >> value;
      if (word == "--max-moves") rules.max_moves = std::stoi(value);
      else if (word == "--algorithm") algorithm = value;
      else ADD_FAILURE() << input << ": unknown option " << word;
    }
  }
  return Puzzle::solve(Puzzle::read(slurp(input)), algorithm, rules, kJudgeFormat);
}

TEST(SolitaireFiles, BadFilesFailWithTheirStatedError) {
  const auto inputs = test_data::judge_inputs(test_data::source_dir() / "tests/data/bad/solitaire", ".err");
  ASSERT_GE(inputs.size(), 12u);
  for (const fs::path& input : inputs) EXPECT_EQ(error_of(slurp(input)), test_data::expected_error(input)) << input;
}

TEST(SolitaireFiles, SamplesAndOddFilesGiveTheirStatedAnswers) {
  std::size_t checked = 0;
  for (const char* dir : {"sample_inputs/solitaire", "tests/data/odd/solitaire"}) {
    for (const fs::path& input : test_data::judge_inputs(test_data::source_dir() / dir, ".out")) {
      fs::path expected = input;
      expected.replace_extension(".out");
      EXPECT_EQ(answers_for(input), slurp(expected)) << input;
      ++checked;
    }
  }
  EXPECT_GE(checked, 8u);
}

}  // namespace
}  // namespace frontier::solitaire
