// Every shipped Mahjong sample's .out, held to the oracle (oracle.hpp) rather than to the
// solver that wrote it: the fewest segments of each pair, 0 when none links them, one a
// line; or, where the sample's .args ask for POJ 1101's words (--format poj1101), "Board #n:",
// "Pair m: k segments." or "Pair m: impossible.", and a blank line after each board.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "data_files.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::mahjong {
namespace {

namespace fs = std::filesystem;

TEST(SamplesByTheOracle, EveryMahjongSampleOutIsTheOraclesAnswer) {
  const auto inputs = test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "mahjong", ".out");
  ASSERT_GE(inputs.size(), 4u);
  for (const fs::path& input : inputs) {
    const bool poj = test_data::sample_arguments(input).find("--format poj1101") != std::string::npos;
    const JudgeFile file = Puzzle::read(test_data::slurp(input));
    std::string expected;
    int board = 0;
    for (const Game& game : file.games) {
      if (poj) expected += "Board #" + std::to_string(++board) + ":\n";
      int pair = 0;
      for (const Pair& asked : game.pairs) {
        const int segments = test_support::oracle_segments(game.board, asked, Rules{});
        ++pair;
        if (!poj) {
          expected += std::to_string(segments) + "\n";
        } else {
          expected += "Pair " + std::to_string(pair) + ": " +
                      (segments > 0 ? std::to_string(segments) + " segments." : std::string("impossible.")) + "\n";
        }
      }
      if (poj) expected += "\n";
    }
    EXPECT_EQ(test_data::slurp(fs::path(input).replace_extension(".out")), expected) << input;
  }
}

}  // namespace
}  // namespace frontier::mahjong
