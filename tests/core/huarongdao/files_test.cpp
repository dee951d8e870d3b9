// The files shipped with the project, checked without the CLI: every sample and odd valid
// file's answers against the oracle, every malformed file's exact complaint.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "frontier/common/parse_error.hpp"
#include "frontier/huarongdao/format.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

namespace fs = std::filesystem;

const fs::path kSourceDir = fs::path(__FILE__).parent_path().parent_path().parent_path().parent_path();

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The .in files of a folder whose companion (.out or .err) exists.
std::vector<fs::path> inputs(const fs::path& dir, const char* companion) {
  std::vector<fs::path> found;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() == ".in" && fs::exists(fs::path(entry.path()).replace_extension(companion))) {
      found.push_back(entry.path());
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

void expect_oracle_answers(const fs::path& input) {
  const JudgeFile file = read_judge_file(slurp(input));
  std::string expected;
  for (const Query& query : file.queries) expected += std::to_string(testing::oracle_moves(file.board, query)) + "\n";
  EXPECT_EQ(slurp(fs::path(input).replace_extension(".out")), expected) << input;
}

TEST(HuarongdaoFiles, SamplesAgreeWithTheOracle) {
  const auto files = inputs(kSourceDir / "sample_inputs" / "huarongdao", ".out");
  ASSERT_GE(files.size(), 2u);
  for (const fs::path& input : files) {
    if (input.filename() == "judge_limit.in") continue;  // 30 x 30: minutes for the oracle; checked once offline
    expect_oracle_answers(input);
  }
}

TEST(HuarongdaoFiles, OddValidFilesAgreeWithTheOracle) {
  const auto files = inputs(kSourceDir / "tests" / "data" / "odd" / "huarongdao", ".out");
  ASSERT_GE(files.size(), 6u);
  for (const fs::path& input : files) expect_oracle_answers(input);
}

TEST(HuarongdaoFiles, MalformedFilesGiveTheirExactComplaint) {
  const auto files = inputs(kSourceDir / "tests" / "data" / "bad" / "huarongdao", ".err");
  ASSERT_GE(files.size(), 12u);
  for (const fs::path& input : files) {
    std::string expected = slurp(fs::path(input).replace_extension(".err"));
    while (!expected.empty() && (expected.back() == '\n' || expected.back() == '\r')) expected.pop_back();
    try {
      read_judge_file(slurp(input));
      ADD_FAILURE() << input << " was accepted";
    } catch (const ParseError& error) {
      EXPECT_EQ(error.what(), expected) << input;
    }
  }
}

}  // namespace
}  // namespace frontier::huarongdao
