// The files shipped with the project, checked without the CLI: every sample and odd valid
// file's answers against the oracle, every malformed file's exact complaint.

#include <gtest/gtest.h>

#include "data_files.hpp"

#include <filesystem>
#include <string>

#include "frontier/common/parse_error.hpp"
#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

namespace fs = std::filesystem;

using test_data::slurp;
const fs::path kSourceDir = test_data::source_dir();

void expect_oracle_answers(const fs::path& input) {
  const JudgeFile file = Puzzle::read(slurp(input));
  std::string expected;
  for (const Query& query : file.queries) expected += std::to_string(testing::oracle_moves(file.board, query)) + "\n";
  EXPECT_EQ(slurp(fs::path(input).replace_extension(".out")), expected) << input;
}

TEST(HuarongdaoFiles, SamplesAgreeWithTheOracle) {
  const auto files = test_data::judge_inputs(kSourceDir / "sample_inputs" / "huarongdao", ".out");
  ASSERT_GE(files.size(), 2u);
  for (const fs::path& input : files) {
    if (input.filename() == "judge_limit.in") continue;  // 30 x 30: minutes for the oracle; checked once offline
    expect_oracle_answers(input);
  }
}

TEST(HuarongdaoFiles, OddValidFilesAgreeWithTheOracle) {
  const auto files = test_data::judge_inputs(kSourceDir / "tests" / "data" / "odd" / "huarongdao", ".out");
  ASSERT_GE(files.size(), 6u);
  for (const fs::path& input : files) expect_oracle_answers(input);
}

TEST(HuarongdaoFiles, MalformedFilesGiveTheirExactComplaint) {
  const auto files = test_data::judge_inputs(kSourceDir / "tests" / "data" / "bad" / "huarongdao", ".err");
  ASSERT_GE(files.size(), 12u);
  for (const fs::path& input : files) {
    const std::string expected = test_data::expected_error(input);
    try {
      Puzzle::read(slurp(input));
      ADD_FAILURE() << input << " was accepted";
    } catch (const ParseError& error) {
      EXPECT_EQ(error.what(), expected) << input;
    }
  }
}

}  // namespace
}  // namespace frontier::huarongdao
