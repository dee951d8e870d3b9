// Every shipped 8-puzzle sample's .out, and every odd file's, held to the oracle
// (oracle.hpp: Frontier's line worked out from its definition by a breadth-first search of
// whole boards) rather than to the solver: "unsolvable" exactly where no way reaches the
// goal, else the shortest way whose moves, read back from the goal, come first in u, r, d,
// l. Each line is also a way the judge takes: it replays to the goal in the fewest moves.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "data_files.hpp"
#include "frontier/eight/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::eight {
namespace {

namespace fs = std::filesystem;

std::string board_of(const Frame& frame) {
  std::string board;
  for (const std::uint8_t value : frame.cells) board += value == kBlank ? 'x' : static_cast<char>('0' + value);
  return board;
}

void expect_oracles_lines(const fs::path& folder, std::size_t at_least) {
  static const oracle::Distances distances;
  const auto inputs = test_data::judge_inputs(folder, ".out");
  ASSERT_GE(inputs.size(), at_least) << folder;
  for (const fs::path& input : inputs) {
    std::string text = test_data::slurp(input);
    if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);  // the loader's doing, not the reader's
    const JudgeFile file = Puzzle::read(text);
    std::string expected;
    for (const Frame& start : file.cases) {
      const std::string board = board_of(start);
      const std::string line = oracle::frontier_line(board);
      const std::optional<int> fewest = distances.moves_to_goal(board);
      if (fewest) {
        EXPECT_EQ(oracle::replay(board, line), std::string(oracle::kGoal)) << input << ": " << board;
        EXPECT_EQ(static_cast<int>(line.size()), *fewest) << input << ": " << board;
      } else {
        EXPECT_EQ(line, "unsolvable") << input << ": " << board;
      }
      expected += line + "\n";
    }
    EXPECT_EQ(test_data::slurp(fs::path(input).replace_extension(".out")), expected) << input;
  }
}

TEST(SamplesByTheOracle, EveryEightSampleOutIsTheOraclesLine) {
  expect_oracles_lines(test_data::source_dir() / "sample_inputs" / "eight", 3);
}

TEST(SamplesByTheOracle, EveryOddEightFileOutIsTheOraclesLine) {
  expect_oracles_lines(test_data::source_dir() / "tests" / "data" / "odd" / "eight", 6);
}

}  // namespace
}  // namespace frontier::eight
