// Every shipped Lianliankan sample's .out, held to the oracle (oracle.hpp) rather than to
// the solver that wrote it: for each query of each case, YES when the oracle finds a line of
// at most two turns, NO otherwise; a sample's .args may open the ring (--outside).

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "data_files.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::lianliankan {
namespace {

namespace fs = std::filesystem;

TEST(SamplesByTheOracle, EveryLianliankanSampleOutIsTheOraclesAnswer) {
  const auto inputs = test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "lianliankan", ".out");
  ASSERT_GE(inputs.size(), 5u);
  for (const fs::path& input : inputs) {
    const bool outside = test_data::sample_arguments(input).find("--outside") != std::string::npos;
    const JudgeFile file = Puzzle::read(test_data::slurp(input));
    std::string expected;
    for (const Case& game : file.cases) {
      for (const Query& query : game.queries) {
        expected += testing::oracle_turns(game.board, query, outside) >= 0 ? "YES\n" : "NO\n";
      }
    }
    EXPECT_EQ(test_data::slurp(fs::path(input).replace_extension(".out")), expected) << input;
  }
}

}  // namespace
}  // namespace frontier::lianliankan
