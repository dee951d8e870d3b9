// frontier-cli as a user meets it: exit codes, messages, standard input, generate's
// determinism, and every algorithm of every puzzle answering generated files alike.

#include <gtest/gtest.h>

#include "cli_run.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace frontier::cli_test;
namespace fs = std::filesystem;

TEST(Cli, NoCommandIsAUsageError) {
  const Result r = cli("");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("usage: frontier-cli solve"), std::string::npos);
}

// As every command-line program does: the version on standard output, exit 0, whatever
// else the command line holds; and the synopsis says so.
TEST(Cli, VersionPrintsTheProjectsVersion) {
  const Result r = cli("--version");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "frontier-cli " FRONTIER_VERSION "\n");
  EXPECT_EQ(r.err, "");
  EXPECT_NE(cli("").err.find("frontier-cli --version"), std::string::npos);
}

// Students' boards carry any 64-bit seed (docs/results-format.md's example among them):
// generate takes each, up to 2^64-1, and refuses the first past it with the range.
TEST(Cli, GenerateTakesEverySixtyFourBitSeed) {
  for (const std::string seed : {"9378271646302751837", "18446744073709551615", "9223372036854775808"}) {
    const Result r = cli("generate lianliankan --seed " + seed);
    EXPECT_EQ(r.status, 0) << seed << ": " << r.err;
    EXPECT_FALSE(r.out.empty()) << seed;
  }
  EXPECT_NE(cli("generate lianliankan --seed 18446744073709551615").out,
            cli("generate lianliankan --seed 18446744073709551614").out);
  const Result past = cli("generate lianliankan --seed 18446744073709551616");
  EXPECT_EQ(past.status, 2);
  EXPECT_NE(past.err.find("18446744073709551616 is not in range 0..18446744073709551615"), std::string::npos)
      << past.err;
  EXPECT_EQ(cli("generate lianliankan --seed -1").status, 2);
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

// A lesson is listed after the correct searches, with its mistake; solve refuses it (as a
// usage error, before reading), trace runs it, and on the pitfall board it errs.
TEST(Cli, ALessonIsListedTracedAndRefusedBySolve) {
  EXPECT_EQ(algorithms_of("lianliankan", true), (std::vector<std::string>{"dfs-miscounted-turns", "bfs-shortest-line"}));
  for (const char* puzzle : {"mahjong", "solitaire", "huarongdao"}) EXPECT_TRUE(algorithms_of(puzzle, true).empty());
  const std::string pitfall = std::string(FRONTIER_SOURCE_DIR) + "/sample_inputs/lianliankan/dfs_pitfall.in";
  const Result refused = cli("solve lianliankan " + pitfall + " --algorithm dfs-miscounted-turns");
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(refused.out, "");
  EXPECT_NE(refused.err.find("dfs-miscounted-turns is a lesson, wrong on purpose"), std::string::npos) << refused.err;
  const Result traced = cli("trace lianliankan " + pitfall + " --algorithm dfs-miscounted-turns");
  ASSERT_EQ(traced.status, 0) << traced.err;
  EXPECT_NE(lines_of(traced.out).back().find("\"answer\":\"YES\""), std::string::npos) << lines_of(traced.out).back();
  EXPECT_EQ(lines_of(cli("solve lianliankan " + pitfall).out).at(0), "NO");
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
      for (const std::string& algorithm : algorithms_of(puzzle)) {
        const Result other = cli("solve " + puzzle + " " + path.string() + " --algorithm " + algorithm);
        EXPECT_EQ(other.status, 0) << other.err;
        // The judge takes them all: the same lines, or where it takes any of several answers
        // (the 8-puzzle's move strings), lines its checker takes.
        const Result judged = cli("check " + puzzle + " " + path.string() + " -", other.out);
        EXPECT_EQ(judged.status, 0) << puzzle << " seed " << seed << " algorithm " << algorithm << ": " << judged.out;
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
    for (const std::string& algorithm : algorithms_of(puzzle)) {
      const Result r = cli("trace " + puzzle + " " + path + " --case 1 --query 1 --algorithm " + algorithm);
      ASSERT_EQ(r.status, 0) << puzzle << " " << algorithm << ": " << r.err;
      const auto lines = lines_of(r.out);
      ASSERT_GE(lines.size(), 3u);
      EXPECT_EQ(lines.front(), R"({"format":"frontier-trace","version":2})");
      EXPECT_EQ(lines[1].rfind("{\"step\":0,", 0), 0u) << lines[1];
      EXPECT_NE(lines.back().find("\"summary\":true"), std::string::npos);
      EXPECT_NE(lines.back().find("\"answer\":\"" + first_answer + "\""), std::string::npos)
          << puzzle << " " << algorithm << ": " << lines.back();
    }
    EXPECT_EQ(cli("trace " + puzzle + " " + path + " --case 99 --query 1").status, 2) << puzzle;
  }
}


const std::string kSamples = std::string(FRONTIER_SOURCE_DIR) + "/sample_inputs/";

TEST(Cli, AFlagWithAValueIsUnderstood) {
  // On this board the judge's rule (inside only) and the real game's differ.
  const std::string board = kSamples + "lianliankan/outside_ring.in";
  const Result judge = cli("solve lianliankan " + board);
  const Result outside = cli("solve lianliankan " + board + " --outside");
  ASSERT_EQ(outside.status, 0) << outside.err;
  ASSERT_NE(outside.out, judge.out) << "the board must tell the two rules apart";
  EXPECT_EQ(cli("solve lianliankan " + board + " --outside=1").out, outside.out);
  EXPECT_EQ(cli("solve lianliankan " + board + " --outside=0").out, judge.out);
  const Result banana = cli("solve lianliankan " + board + " --outside=banana");
  EXPECT_EQ(banana.status, 2);
  EXPECT_EQ(banana.out, "");
  EXPECT_NE(banana.err.find("--outside"), std::string::npos) << banana.err;
  EXPECT_EQ(cli("solve lianliankan " + board + " --outside=2").status, 2);
  EXPECT_EQ(cli("solve solitaire " + kSamples + "solitaire/edge_cases.in --max-moves=9").out,
            slurp(kSamples + "solitaire/edge_cases_k9.out"));
  EXPECT_EQ(cli("solve solitaire " + kSamples + "solitaire/edge_cases.in --max-moves=17").status, 2);
}

TEST(Cli, ClosedRingKeepsPathsOnTheBoard) {
  // Pair 2 (1 3 -> 4 4) is joined only around the outside of the board.
  const std::string board = kSamples + "mahjong/sample.in";
  EXPECT_EQ(cli("solve mahjong " + board).out, "4\n3\n0\n");
  const Result closed = cli("solve mahjong " + board + " --closed-ring");
  ASSERT_EQ(closed.status, 0) << closed.err;
  EXPECT_EQ(closed.out, "4\n0\n0\n");
  EXPECT_EQ(cli("solve mahjong " + board + " --closed-ring=0").out, "4\n3\n0\n");
  EXPECT_EQ(cli("solve mahjong " + board + " --closed-ring=1 --algorithm line-bfs").out, "4\n0\n0\n");
}

TEST(Cli, HelpOnEveryCommandAndPuzzleNamesItsOptions) {
  for (const std::string command : {"--help", "solve --help", "generate --help", "algorithms --help",
                                    "trace --help", "puzzles --help"}) {
    const Result r = cli(command);
    EXPECT_EQ(r.status, 0) << command << ": " << r.err;
    EXPECT_FALSE(r.out.empty()) << command;
    if (std::string(command) != "--help" && std::string(command) != "puzzles --help") {
      for (const std::string& puzzle : kPuzzles) EXPECT_NE(r.out.find(puzzle), std::string::npos) << command;
    }
  }
  const std::map<std::string, std::vector<std::string>> rules = {
      {"lianliankan", {"--outside"}}, {"mahjong", {"--closed-ring"}}, {"solitaire", {"--max-moves"}},
      {"huarongdao", {}}};
  const std::map<std::string, std::vector<std::string>> parameters = {
      {"lianliankan", {"--rows", "--cols", "--queries", "--density", "--cases", "--tiles"}},
      {"mahjong", {"--cols", "--rows", "--queries", "--density", "--cases"}},
      {"solitaire", {"--cases"}},
      {"huarongdao", {"--rows", "--cols", "--queries", "--density"}}};
  // The options of the puzzles listed here (each puzzle's own tests hold the others').
  for (const auto& [puzzle, rule_options] : rules) {
    std::vector<std::string> solve = rule_options, trace = rule_options, generate = parameters.at(puzzle);
    solve.push_back("--algorithm");
    if (puzzle == "mahjong") solve.push_back("--format");
    trace.insert(trace.end(), {"--algorithm", "--case", "--query"});
    generate.push_back("--seed");
    const std::vector<std::pair<std::string, std::vector<std::string>>> commands = {
        {"solve", solve}, {"trace", trace}, {"generate", generate}, {"algorithms", {}}};
    for (const auto& [verb, options] : commands) {
      const Result r = cli(verb + " " + puzzle + " --help");
      EXPECT_EQ(r.status, 0) << verb << " " << puzzle << ": " << r.err;
      for (const std::string& option : options) {
        EXPECT_NE(r.out.find(option + " "), std::string::npos) << verb << " " << puzzle << " lacks " << option;
      }
    }
  }
  EXPECT_EQ(cli("solve lianliankan --help").out.find("--format"), std::string::npos)
      << "--format only where a puzzle has more than one answer format";
}

TEST(Cli, AlgorithmsAreListedAsBefore) {
  std::string all;
  for (const char* puzzle : {"lianliankan", "mahjong", "solitaire", "huarongdao"}) all += cli("algorithms " + std::string(puzzle)).out;
  EXPECT_EQ(all,
            "middle-segment\ttries every row and column as the middle segment; O(rows + cols) per query, the judge "
            "solver\n"
            "bfs-turns\tbreadth-first search over (cell, heading), layer by layer of turns; finds the fewest turns\n"
            "dfs\tdepth-first search over (cell, heading), straight on first, pruned at two turns\n"
            // The lessons, after the correct searches, marked and with their mistakes.
            "dfs-miscounted-turns\t(wrong on purpose, a lesson) the depth-first walk of a published solution, which "
            "guesses turns from positions; its mistake: a turn is counted only where the next cell shares neither "
            "row nor column with the last counted corner, so a staircase's turns go uncounted and lines of more "
            "than two turns pass\n"
            "bfs-shortest-line\t(wrong on purpose, a lesson) breadth-first search over cells that judges the "
            "shortest line by its turns; its mistake: it judges only the first shortest line it finds, which may "
            "turn three times where a longer line turns twice\n"
            "run-bfs\tBFS over runs (maximal straight lines of open cells): a segment is one run (the judge solver)\n"
            "zero-one-bfs\t0-1 BFS over (cell, direction): straight on costs 0, a turn costs 1\n"
            "line-bfs\tBFS over cells, each expansion walking straight lines; layer = segments\n"
            "astar\tA* over (cell, direction): 0-1 BFS's costs, ordered by segments so far plus 0, 1 or 2 more as "
            "the target lies straight ahead, ahead or across, or behind\n"
            "bidirectional-bfs\tbreadth-first from the start and from the goal, layers alternating, until the two "
            "sides meet\n"
            "bfs\tbreadth-first from the start, up to K layers\n"
            "iddfs\titerative deepening: depth-first to 1 move, then again from the start to 2, ... up to K\n"
            "dijkstra-from-target\tDijkstra backwards from the target over (piece cell, side of the blank), one "
            "search for all the queries with that target (the judge's solver)\n"
            "dijkstra\tDijkstra over (piece cell, side of the blank) with a walk-around table, from the start\n"
            "spfa\tthe same graph relaxed with SPFA, as the classic contest solutions do\n"
            "bfs\tbreadth-first search over (blank, piece) positions, one move at a time\n"
            "astar\tA* over (piece cell, side of the blank): Dijkstra ordered by moves made plus the marked piece's "
            "Manhattan distance to the target\n");
}

// check judges an answer file as the judge does, for every puzzle: solve's own lines are
// taken (exit 0); a line changed, a line missing and a line too many are refused with their
// place (exit 3); one query alone with --case and --query.
TEST(Cli, CheckTakesTheJudgesAnswersAndRefusesOthersWithTheirPlace) {
  for (const std::string& puzzle : kPuzzles) {
    const Result file = cli("generate " + puzzle + " --seed 5");
    ASSERT_EQ(file.status, 0) << file.err;
    const fs::path path = scratch_dir() / (puzzle + "_check.in");
    std::ofstream(path, std::ios::binary) << file.out;
    const std::string solved = cli("solve " + puzzle + " " + path.string()).out;
    const Result taken = cli("check " + puzzle + " " + path.string() + " -", solved);
    EXPECT_EQ(taken.status, 0) << puzzle << ": " << taken.out << taken.err;
    EXPECT_EQ(lines_of(taken.out).back().rfind("accepted: all ", 0), 0u) << taken.out;

    std::vector<std::string> lines = lines_of(solved);
    ASSERT_FALSE(lines.empty());
    std::string changed;
    for (std::size_t i = 0; i < lines.size(); ++i) changed += (i == 0 ? lines[i] + "9" : lines[i]) + "\n";
    const Result refused = cli("check " + puzzle + " " + path.string() + " -", changed);
    EXPECT_EQ(refused.status, 3) << puzzle << ": " << refused.out << refused.err;
    EXPECT_EQ(refused.out.rfind("line 1, case 1, query 1: ", 0), 0u) << puzzle << ": " << refused.out;
    EXPECT_EQ(lines_of(refused.out).back(), "wrong: 1 of " + std::to_string(lines.size()) + " answer(s) refused");

    const Result short_file = cli("check " + puzzle + " " + path.string() + " -", "");
    EXPECT_EQ(short_file.status, 3) << puzzle;
    EXPECT_NE(short_file.out.find("no answer: <stdin> ends before it"), std::string::npos) << short_file.out;
    EXPECT_EQ(cli("check " + puzzle + " " + path.string() + " -", solved + "extra\n").status, 3) << puzzle;

    const Result one = cli("check " + puzzle + " " + path.string() + " - --case 1 --query 1", lines[0] + "\n");
    EXPECT_EQ(one.status, 0) << puzzle << ": " << one.out;
    EXPECT_EQ(cli("check " + puzzle + " " + path.string() + " - --case 999 --query 1", lines[0]).status, 2) << puzzle;
  }
}

TEST(Cli, PuzzlesAreListed) {
  const Result r = cli("puzzles");
  EXPECT_EQ(r.status, 0);
  ASSERT_EQ(lines_of(r.out).size(), kPuzzles.size());
  for (std::size_t i = 0; i < kPuzzles.size(); ++i) EXPECT_EQ(lines_of(r.out)[i].rfind(kPuzzles[i] + "\t", 0), 0u);
}

TEST(Cli, GenerateNeedsASeedAndRefusesValuesOutOfRange) {
  for (const std::string& puzzle : kPuzzles) {
    const Result r = cli("generate " + puzzle);
    EXPECT_EQ(r.status, 2) << puzzle;
    EXPECT_NE(r.err.find("--seed"), std::string::npos) << r.err;
    EXPECT_EQ(cli("generate " + puzzle + " --seed 1 --cases 0").status, 2) << puzzle;
    EXPECT_EQ(cli("generate " + puzzle + " --seed -1").status, 2) << puzzle;
  }
  EXPECT_EQ(cli("generate mahjong --seed 1 --rows 2.5").status, 2) << "a whole number parameter";
  EXPECT_EQ(cli("generate huarongdao --seed 1 --rows 1 --cols 1 --queries 1").status, 2);
}

// Numbers are decimal everywhere, as the GUI reads them: a leading zero is no octal prefix
// and 0x no hexadecimal one (CLI11 alone reads integers in C's base 0), and a number past
// 64 bits is named as it was given, not as where it wrapped.
TEST(Cli, NumbersAreDecimalWhateverTheirLeadingZeros) {
  const std::string k9 = kSamples + "solitaire/edge_cases_k9.in";
  EXPECT_EQ(cli("solve solitaire " + k9 + " --max-moves 010").out, cli("solve solitaire " + k9 + " --max-moves 10").out);
  EXPECT_NE(cli("solve solitaire " + k9 + " --max-moves 010").out, cli("solve solitaire " + k9 + " --max-moves 8").out)
      << "the file's last case must tell K = 8 from K = 10";
  EXPECT_EQ(cli("solve solitaire " + k9 + " --max-moves 09").status, 0) << "09 is nine, not a bad octal number";
  EXPECT_EQ(cli("generate huarongdao --seed 010 --rows 010 --cols 3").out,
            cli("generate huarongdao --seed 10 --rows 10 --cols 3").out);
  const Result hexadecimal = cli("generate solitaire --seed 0x10");
  EXPECT_EQ(hexadecimal.status, 2);
  EXPECT_NE(hexadecimal.err.find("0x10 is not a whole number"), std::string::npos) << hexadecimal.err;
  const Result out_of_range = cli("solve solitaire " + k9 + " --max-moves 017");
  EXPECT_EQ(out_of_range.status, 2);
  EXPECT_NE(out_of_range.err.find("017 is not in range 0..16"), std::string::npos) << out_of_range.err;
  const std::string sample = kSamples + "solitaire/sample.in";
  const Result query = cli("trace solitaire " + sample + " --query 010");
  EXPECT_EQ(query.status, 2);
  EXPECT_NE(query.err.find("--query 10 "), std::string::npos) << query.err;
  const Result huge = cli("trace solitaire " + sample + " --query 18446744073709551618");
  EXPECT_EQ(huge.status, 2);
  EXPECT_NE(huge.err.find("18446744073709551618 is not in range"), std::string::npos) << huge.err;
}

TEST(Cli, TraceRefusesACaseOrQueryNotInTheFileAlike) {
  const std::map<std::string, std::string> files = {{"lianliankan", "hdu1175_sample.in"},
                                                    {"mahjong", "sample.in"},
                                                    {"solitaire", "sample.in"},
                                                    {"huarongdao", "sample.in"}};
  for (const auto& [puzzle, file] : files) {
    const std::string path = kSamples + puzzle + "/" + file;
    for (const std::string wrong : {"0", "99", "-3"}) {
      const Result c = cli("trace " + puzzle + " " + path + " --case " + wrong);
      EXPECT_EQ(c.status, 2) << puzzle;
      EXPECT_EQ(c.out, "");
      EXPECT_EQ(c.err.rfind("frontier-cli: --case " + wrong + " is not in this file (it has ", 0), 0u) << c.err;
      const Result q = cli("trace " + puzzle + " " + path + " --case 1 --query " + wrong);
      EXPECT_EQ(q.status, 2) << puzzle;
      EXPECT_EQ(q.err.rfind("frontier-cli: --query " + wrong + " is not in case 1 (it has ", 0), 0u) << q.err;
    }
  }
}

TEST(Cli, TraceNeedsAFile) {
  for (const std::string& puzzle : kPuzzles) EXPECT_EQ(cli("trace " + puzzle).status, 2) << puzzle;
}

}  // namespace

namespace {

using namespace frontier::cli_test;

// What generate writes, solve must read: an ask whose file the reader would refuse (past
// the 256 MiB a judge file may hold) is refused up front, before anything is made.
TEST(CliGenerate, AFileTheReaderWouldRefuseIsRefusedUpFront) {
  const std::vector<std::string> too_large = {
      "generate mahjong --seed 1 --cases 300 --queries 100000",
      "generate mahjong --seed 1 --cases 10000 --queries 100000",
      "generate lianliankan --seed 1 --cases 1000000 --rows 1000 --cols 1000",
  };
  for (const std::string& ask : too_large) {
    const Result r = cli(ask);
    EXPECT_EQ(r.status, 2) << ask;
    EXPECT_EQ(r.out, "") << ask;
    EXPECT_NE(r.err.find("larger than the 256 MiB"), std::string::npos) << ask << ": " << r.err;
  }
}

// The most cases each generator takes make a file solve reads: the generators' ranges are
// the readers' limits. (Huarongdao and Solitaire files cannot reach the size limit: a
// 100x100 board with 100000 queries is a few megabytes.)
TEST(CliGenerate, TheMostCasesMakeAFileSolveReads) {
  const std::vector<std::pair<std::string, std::string>> asks = {
      {"mahjong", "--cases 10000 --queries 10 --cols 10 --rows 10"},
      {"mahjong", "--cases 2 --queries 100000 --cols 75 --rows 75"},
      {"solitaire", "--cases 100000"},
  };
  for (const auto& [puzzle, ask] : asks) {
    const Result file = cli("generate " + puzzle + " --seed 3 " + ask);
    ASSERT_EQ(file.status, 0) << puzzle << ": " << file.err;
    const std::filesystem::path path = scratch_dir() / (puzzle + "_largest.in");
    std::ofstream(path, std::ios::binary) << file.out;
    const Result solved = cli("solve " + puzzle + " " + path.string());
    EXPECT_EQ(solved.status, 0) << puzzle << ": " << solved.err.substr(0, 300);
    std::filesystem::remove(path);
  }
}

}  // namespace
