// frontier-cli as a user meets it: exit codes, messages, standard input, generate's
// determinism, and every algorithm of every puzzle answering generated files alike.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct Result {
  int status = -1;
  std::string out;
  std::string err;
};

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

fs::path scratch_dir() {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("frontier_cli_test_" + std::to_string(::getpid()));
    fs::create_directories(d);
    return d;
  }();
  return dir;
}

// Runs frontier-cli with `args` (already shell-quoted where needed), feeding `input` on stdin.
Result cli(const std::string& args, const std::string& input = "") {
  const fs::path in = scratch_dir() / "stdin.txt", out = scratch_dir() / "stdout.txt",
                 err = scratch_dir() / "stderr.txt";
  std::ofstream(in, std::ios::binary) << input;
  const std::string command = std::string(FRONTIER_CLI) + " " + args + " <" + in.string() + " >" +
                              out.string() + " 2>" + err.string();
  const int raw = std::system(command.c_str());
  Result result;
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  result.out = slurp(out);
  result.err = slurp(err);
  return result;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

const std::vector<std::string> kPuzzles = {"lianliankan", "mahjong", "solitaire", "huarongdao"};

TEST(Cli, NoCommandIsAUsageError) {
  const Result r = cli("");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("usage: frontier-cli solve"), std::string::npos);
}

TEST(Cli, UnknownPuzzleCommandAndOptionAreUsageErrors) {
  EXPECT_EQ(cli("solve chess").status, 2);
  EXPECT_EQ(cli("juggle lianliankan").status, 2);
  const Result r = cli("solve lianliankan --bogus 1", "0 0\n");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown option --bogus"), std::string::npos) << r.err;
  EXPECT_EQ(cli("solve lianliankan --algorithm nonesuch", "0 0\n").status, 2);
}

TEST(Cli, MissingFileIsBadInput) {
  const Result r = cli("solve lianliankan /nonexistent/board.txt");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "/nonexistent/board.txt: error: cannot open the file\n");
}

TEST(Cli, StandardInputIsNamedInMessages) {
  const Result r = cli("solve lianliankan -", "2 2\n1 1\nx");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err.rfind("<stdin>:3:1: error: ", 0), 0u) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(Cli, EveryPuzzleListsItsAlgorithms) {
  for (const std::string& puzzle : kPuzzles) {
    const Result r = cli("algorithms " + puzzle);
    EXPECT_EQ(r.status, 0) << puzzle;
    EXPECT_GE(lines_of(r.out).size(), 2u) << puzzle << ": the fast one and at least one teaching search";
  }
}

TEST(Cli, GenerateIsTheSameBytesForTheSameSeed) {
  for (const std::string& puzzle : kPuzzles) {
    const Result a = cli("generate " + puzzle + " --seed 11");
    const Result b = cli("generate " + puzzle + " --seed 11");
    const Result c = cli("generate " + puzzle + " --seed 12");
    ASSERT_EQ(a.status, 0) << puzzle << a.err;
    EXPECT_FALSE(a.out.empty()) << puzzle;
    EXPECT_EQ(a.out, b.out) << puzzle;
    EXPECT_NE(a.out, c.out) << puzzle;
  }
}

TEST(Cli, EveryAlgorithmAnswersGeneratedFilesAlike) {
  for (const std::string& puzzle : kPuzzles) {
    for (int seed = 1; seed <= 5; ++seed) {
      const Result file = cli("generate " + puzzle + " --seed " + std::to_string(seed));
      ASSERT_EQ(file.status, 0) << file.err;
      const fs::path path = scratch_dir() / (puzzle + std::to_string(seed) + ".in");
      std::ofstream(path, std::ios::binary) << file.out;

      const Result fast = cli("solve " + puzzle + " " + path.string());
      ASSERT_EQ(fast.status, 0) << puzzle << " seed " << seed << ": " << fast.err;
      EXPECT_FALSE(fast.out.empty());
      EXPECT_EQ(cli("solve " + puzzle + " -", file.out).out, fast.out) << "stdin and file differ";
      for (const std::string& line : lines_of(cli("algorithms " + puzzle).out)) {
        const std::string algorithm = line.substr(0, line.find('\t'));
        const Result other = cli("solve " + puzzle + " " + path.string() + " --algorithm " + algorithm);
        EXPECT_EQ(other.status, 0) << other.err;
        EXPECT_EQ(other.out, fast.out) << puzzle << " seed " << seed << " algorithm " << algorithm;
      }
    }
  }
}

TEST(Cli, TraceEndsWithASummaryThatAgreesWithSolve) {
  const std::string samples = std::string(FRONTIER_SOURCE_DIR) + "/sample_inputs/";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"lianliankan", "hdu1175_sample.in"}, {"mahjong", "sample.in"}, {"solitaire", "sample.in"},
      {"huarongdao", "sample.in"}};
  for (const auto& [puzzle, file] : cases) {
    const std::string path = samples + puzzle + "/" + file;
    const std::string first_answer = lines_of(cli("solve " + puzzle + " " + path).out).at(0);
    for (const std::string& line : lines_of(cli("algorithms " + puzzle).out)) {
      const std::string algorithm = line.substr(0, line.find('\t'));
      const Result r = cli("trace " + puzzle + " " + path + " --case 1 --query 1 --algorithm " + algorithm);
      ASSERT_EQ(r.status, 0) << puzzle << " " << algorithm << ": " << r.err;
      const auto lines = lines_of(r.out);
      ASSERT_GE(lines.size(), 2u);
      EXPECT_EQ(lines.front().rfind("{\"expansion\":0,", 0), 0u) << lines.front();
      EXPECT_NE(lines.back().find("\"summary\":true"), std::string::npos);
      EXPECT_NE(lines.back().find("\"answer\":\"" + first_answer + "\""), std::string::npos)
          << puzzle << " " << algorithm << ": " << lines.back();
    }
    EXPECT_EQ(cli("trace " + puzzle + " " + path + " --case 99 --query 1").status, 2) << puzzle;
  }
}

}  // namespace
