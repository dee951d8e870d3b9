// frontier-cli where its input or its output cannot be used: an output that fails (a full
// disk, a closed standard output) is reported and fails the run, and an input that is no
// judge file (a directory, a closed standard input, a file past the size limit) is refused
// with its reason, the last without reading it.

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "cli_run.hpp"

namespace {

using namespace frontier::cli_test;
namespace fs = std::filesystem;

const std::string kSample = std::string(FRONTIER_SOURCE_DIR) + "/sample_inputs/lianliankan/hdu1175_sample.in";

// Every command that writes to standard output, each writing something.
const std::vector<std::string> kWritingCommands = {
    "solve lianliankan " + kSample,
    "trace lianliankan " + kSample,
    "trace lianliankan " + kSample + " --algorithm bfs-turns",
    "generate mahjong --seed 1",
    "generate lianliankan --seed 1 --rows 300 --cols 300",  // more than one buffer's worth
    "algorithms solitaire",
    "puzzles",
    "--help",
    "solve huarongdao --help",
};

TEST(CliOutput, AFullDiskIsReportedAndFailsTheRun) {
  for (const std::string& command : kWritingCommands) {
    ASSERT_EQ(cli(command).status, 0) << command << ": the command itself works";
    const Result r = cli_redirected(command, ">/dev/full");
    EXPECT_EQ(r.status, 1) << command;
    EXPECT_EQ(r.err, "frontier-cli: error: cannot write the output: No space left on device\n") << command;
  }
}

TEST(CliOutput, AClosedStandardOutputIsReportedAndFailsTheRun) {
  for (const std::string& command : kWritingCommands) {
    const Result r = cli_redirected(command, ">&-");
    EXPECT_EQ(r.status, 1) << command;
    EXPECT_EQ(r.err, "frontier-cli: error: cannot write the output: standard output is closed\n") << command;
  }
}

TEST(CliInput, ADirectoryIsRefusedWithItsReason) {
  const fs::path dir = scratch_dir() / "a_folder.in";
  fs::create_directories(dir);
  for (const std::string verb : {"solve", "trace"}) {
    const Result r = cli(std::string(verb) + " lianliankan " + dir.string());
    EXPECT_EQ(r.status, 1) << verb;
    EXPECT_EQ(r.err, dir.string() + ": error: it is a folder, not a file\n") << verb;
    EXPECT_EQ(r.out, "");
  }
}

TEST(CliInput, AClosedStandardInputIsRefusedWithItsReason) {
  for (const std::string args : {"solve lianliankan", "solve mahjong -", "trace solitaire -"}) {
    const Result r = cli_redirected(args, "<&-");
    EXPECT_EQ(r.status, 1) << args;
    EXPECT_EQ(r.err, "<stdin>: error: standard input is closed\n") << args;
    EXPECT_EQ(r.out, "");
  }
}

TEST(CliInput, AMissingFileIsRefusedByEveryReadingCommand) {
  for (const std::string verb : {"solve", "trace"}) {
    const Result r = cli(std::string(verb) + " mahjong /nonexistent/board.txt");
    EXPECT_EQ(r.status, 1) << verb;
    EXPECT_EQ(r.err, "/nonexistent/board.txt: error: cannot open the file\n") << verb;
  }
}

// This test runs in a process of its own (gtest_discover_tests), so the largest child it
// waited for is the frontier-cli below or the shell that started it.
TEST(CliInput, AFilePastTheLimitIsRefusedWithoutReadingIt) {
  const fs::path huge = scratch_dir() / "huge.in";
  {
    std::ofstream(huge, std::ios::binary) << "1 1\n1\n";
  }
  // Sparse: it takes no disk, and reads as the bytes above and then zeros.
  fs::resize_file(huge, (std::uintmax_t{256} << 20) + 1);
  const Result r = cli("solve lianliankan " + huge.string());
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, huge.string() + ": error: the file is larger than the 256 MiB limit\n");
  rusage children{};
  ASSERT_EQ(getrusage(RUSAGE_CHILDREN, &children), 0);
  EXPECT_LT(children.ru_maxrss, 64 * 1024) << "kilobytes resident: the file was read before it was refused";
  fs::remove(huge);
}

TEST(CliInput, AFileAtTheLimitIsStillRead) {
  // The size is checked against the limit, not against a guess of it: 256 MiB exactly is
  // read, and the reader then refuses its content (zeros after the first line).
  const fs::path full = scratch_dir() / "full.in";
  {
    std::ofstream(full, std::ios::binary) << "1 1\n1\n0\n";
  }
  fs::resize_file(full, std::uintmax_t{256} << 20);
  const Result r = cli("solve lianliankan " + full.string());
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err.find("larger than"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.rfind(full.string() + ":", 0), 0u) << r.err;
  fs::remove(full);
}

}  // namespace
