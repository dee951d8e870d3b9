// Every shipped Solitaire sample's .out, held to the oracle (oracle.hpp: a plain
// breadth-first search over whole positions) rather than to the solver that wrote it: YES
// when the goal is at most the move limit away (8, or the sample's --max-moves), NO
// otherwise. Among them the generated_seed_2024 files, which the solver made.

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>

#include "data_files.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::solitaire {
namespace {

namespace fs = std::filesystem;

TEST(SamplesByTheOracle, EverySolitaireSampleOutIsTheOraclesAnswer) {
  const auto inputs = test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "solitaire", ".out");
  ASSERT_GE(inputs.size(), 8u);
  int generated = 0;
  for (const fs::path& input : inputs) {
    int limit = 8;
    std::smatch match;
    const std::string words = test_data::sample_arguments(input);
    if (std::regex_search(words, match, std::regex(R"(--max-moves\s+(\d+))"))) limit = std::stoi(match[1]);
    const JudgeFile file = Puzzle::read(test_data::slurp(input));
    std::string expected;
    for (const Case& question : file.cases) {
      const oracle::Distances distances(question.start, limit);
      expected += distances.to(question.goal) >= 0 ? "YES\n" : "NO\n";
    }
    EXPECT_EQ(test_data::slurp(fs::path(input).replace_extension(".out")), expected) << input;
    generated += input.filename().string().starts_with("generated_seed_2024");
  }
  EXPECT_EQ(generated, 4) << "the solver-made samples are among those checked";
}

}  // namespace
}  // namespace frontier::solitaire
