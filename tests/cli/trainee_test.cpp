// The contest trainee's path (issue 46): check reads answers as judges compare them, a
// board row of the wrong length is reported at that row, and judge runs a trainee's
// program on a folder of test data under limits, with wrong and hostile programs written
// for the purpose (tests/data/trainee).

#include <gtest/gtest.h>

#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli_run.hpp"

namespace frontier::cli_test {
namespace {

namespace fs = std::filesystem;

const fs::path kTrainee = fs::path(FRONTIER_SOURCE_DIR) / "tests/data/trainee";

// A copy of a trainee's program that whoever runs it can read: run as root, the runner
// runs it as nobody, who may not reach into the checkout (CI's clone may be under /root).
std::string readable(const fs::path& program) {
  static const fs::path folder = [] {
    const fs::path made = fs::temp_directory_path() / ("frontier_trainee_programs_" + std::to_string(::getpid()));
    fs::create_directories(made);
    fs::permissions(made, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec |
                              fs::perms::others_read | fs::perms::others_exec);
    return made;
  }();
  const fs::path copy = folder / program.filename();
  fs::copy_file(program, copy, fs::copy_options::overwrite_existing);
  fs::permissions(copy, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                            fs::perms::others_exec);
  return copy.string();
}

std::string python(const std::string& script, const std::string& arguments = "") {
  return "/usr/bin/python3 -E -s -B " + readable(kTrainee / script) + (arguments.empty() ? "" : " " + arguments);
}

fs::path write_file(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// A folder of test data: NAME.in from `generate` with NAME.ans from `solve`.
fs::path data_folder(const std::string& name, const std::string& puzzle, const std::string& generate_options) {
  const fs::path folder = scratch_dir() / name;
  fs::remove_all(folder);
  const Result file = cli("generate " + puzzle + " " + generate_options);
  EXPECT_EQ(file.status, 0) << file.err;
  const fs::path in = write_file(folder / "1.in", file.out);
  write_file(folder / "1.ans", cli("solve " + puzzle + " " + in.string()).out);
  return folder;
}

// --- check: as judges compare ---

// Trailing spaces and trailing blank lines are no fault; a line too many is a fault of
// its own, and all answers given right are said so (not "0 of N refused").
TEST(Trainee, CheckComparesAsJudgesDo) {
  for (const std::string& puzzle : kPuzzles) {
    const Result file = cli("generate " + puzzle + " --seed 7");
    ASSERT_EQ(file.status, 0) << file.err;
    const fs::path path = write_file(scratch_dir() / (puzzle + "_judges.in"), file.out);
    const std::string solved = cli("solve " + puzzle + " " + path.string()).out;
    std::string spaced;
    for (const std::string& line : lines_of(solved)) spaced += line + " \t\r\n";
    const Result taken = cli("check " + puzzle + " " + path.string() + " -", spaced + "\n\n  \n");
    EXPECT_EQ(taken.status, 0) << puzzle << ": " << taken.out;

    const std::size_t n = lines_of(solved).size();
    const Result extra = cli("check " + puzzle + " " + path.string() + " -", solved + "YES\n");
    EXPECT_EQ(extra.status, 3) << puzzle;
    EXPECT_EQ(lines_of(extra.out).back(), "wrong: 1 line(s) too many (all " + std::to_string(n) +
                                              " answer(s) given are right)")
        << extra.out;
    EXPECT_EQ(extra.out.find("0 of"), std::string::npos) << extra.out;

    // One line missing: one fault, reported once, not a refusal of a right answer.
    const std::string all_but_last = solved.substr(0, solved.rfind('\n', solved.size() - 2) + 1);
    const Result missing = cli("check " + puzzle + " " + path.string() + " -", n > 1 ? all_but_last : "");
    EXPECT_EQ(missing.status, 3) << puzzle;
    EXPECT_NE(lines_of(missing.out).back().find("1 of " + std::to_string(n) + " answer(s) missing"), std::string::npos)
        << missing.out;
  }
}

// What solve --format poj1101 writes, check --format poj1101 reads (issue 50 item 8).
TEST(Trainee, CheckReadsSolvesPojFormat) {
  const fs::path path = fs::path(FRONTIER_SOURCE_DIR) / "sample_inputs/mahjong/multi_board.in";
  const std::string poj = cli("solve mahjong --format poj1101 " + path.string()).out;
  ASSERT_NE(poj.find("Board #1:"), std::string::npos) << poj;
  const Result taken = cli("check mahjong --format poj1101 " + path.string() + " -", poj);
  EXPECT_EQ(taken.status, 0) << taken.out << taken.err;
  std::string changed = poj;
  changed.replace(changed.find("Pair 1:"), 7, "Pair 9:");
  const Result refused = cli("check mahjong --format poj1101 " + path.string() + " -", changed);
  EXPECT_EQ(refused.status, 3) << refused.out;
  EXPECT_NE(refused.out.find("line 2: the judge expects 'Pair 1:"), std::string::npos) << refused.out;
}

// --- what the answers match ---

// `program`'s answers to `input`, as a file beside it.
fs::path answers_of(const std::string& program, const fs::path& input) {
  const fs::path answers = input.string() + ".mine";
  EXPECT_EQ(std::system((program + " <" + input.string() + " >" + answers.string()).c_str()), 0) << program;
  return answers;
}

// Wrong answers that agree on every query with a lesson, or with another value of a rule,
// are named with its one-line description; others name nothing.
TEST(Trainee, CheckNamesTheLessonOrRuleTheAnswersMatch) {
  const fs::path lianliankan = write_file(scratch_dir() / "match" / "l.in",
                                          cli("generate lianliankan --seed 1 --rows 8 --cols 8 --queries 200").out);
  const Result lesson =
      cli("check lianliankan " + lianliankan.string() + " " + answers_of(python("hdu1175_shortest_line.py"), lianliankan).string());
  EXPECT_EQ(lesson.status, 3);
  EXPECT_EQ(lines_of(lesson.out).back().rfind("your answers are those of the lesson bfs-shortest-line: a breadth-first "
                                              "search over cells that judges the shortest line by its turns (its mistake: ",
                                              0),
            0u)
      << lesson.out;

  const fs::path mahjong = write_file(scratch_dir() / "match" / "m.in", cli("generate mahjong --seed 1").out);
  const Result rule =
      cli("check mahjong " + mahjong.string() + " " + answers_of(python("poj1101_stays_on_board.py"), mahjong).string());
  EXPECT_EQ(rule.status, 3);
  EXPECT_EQ(lines_of(rule.out).back(),
            "your answers are the judge's under the rule --closed-ring: paths may not leave the board (the judge lets "
            "them) (frontier-cli check mahjong --closed-ring takes them all)")
      << rule.out;

  // Wrong in a way of its own: named as nothing.
  const Result none =
      cli("check lianliankan " + lianliankan.string() + " " + answers_of(readable(SEEN_ON_ARRIVAL), lianliankan).string());
  EXPECT_EQ(none.status, 3);
  EXPECT_EQ(none.out.find("your answers are"), std::string::npos) << none.out;
  EXPECT_EQ(lines_of(none.out).back().rfind("wrong: ", 0), 0u) << none.out;
}

// --- errors at their place ---

// A board row one tile short is reported at that row, with the later fault it caused.
TEST(Trainee, ShortBoardRowIsReportedAtThatRow) {
  const fs::path path = write_file(scratch_dir() / "short_row.in",
                                   "3 4\n1 0 2 2\n2 0 2\n2 2 0 1\n1\n1 1 3 4\n0 0\n");
  const Result refused = cli("solve lianliankan " + path.string());
  EXPECT_EQ(refused.status, 1);
  EXPECT_EQ(refused.err.rfind(path.string() + ":3:6: error: board row 2 holds 3 tile(s), not 4", 0), 0u)
      << refused.err;
  // A board read whole across lines is still taken, as the judge's scanf takes it.
  const fs::path wrapped = write_file(scratch_dir() / "wrapped.in", "2 3\n1 0 1 2 0\n2\n1\n1 1 1 3\n0 0\n");
  const Result taken = cli("solve lianliankan " + wrapped.string());
  EXPECT_EQ(taken.status, 0) << taken.err;
  EXPECT_EQ(taken.out, "YES\n");
}

// --- judge: a folder of test data, a program under limits ---

// The row of `report` that begins with `name`.
std::string row_of(const std::string& report, const std::string& name) {
  for (const std::string& line : lines_of(report)) {
    if (line.rfind(name, 0) == 0) return line;
  }
  return {};
}

// Processes of nobody (as whom the program runs when the tests run as root) or of this
// user whose command line names `word`: what a run left behind.
int processes_naming(const std::string& word) {
  int count = 0;
  for (const auto& entry : fs::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::string command = slurp(entry.path() / "cmdline");
    if (command.find(word) != std::string::npos && std::to_string(::getpid()) != name) ++count;
  }
  return count;
}

// The table is right for an accepted, a wrong, a crashing and a hanging program.
TEST(Trainee, JudgeTableNamesEachVerdict) {
  const fs::path folder = data_folder("judge_lianliankan", "lianliankan", "--seed 1 --rows 8 --cols 8 --queries 200");
  const std::string limits = " --time-limit 1 --memory-limit 256 ";

  const Result accepted = cli("judge lianliankan --program " + readable(ACCEPTED) + limits + folder.string());
  EXPECT_EQ(accepted.status, 0) << accepted.out << accepted.err;
  EXPECT_NE(row_of(accepted.out, "1.in").find("Accepted"), std::string::npos) << accepted.out;

  const Result wrong = cli("judge lianliankan --program " + readable(SEEN_ON_ARRIVAL) + limits + folder.string());
  EXPECT_EQ(wrong.status, 3) << wrong.out << wrong.err;
  const std::string wrong_row = row_of(wrong.out, "1.in");
  EXPECT_NE(wrong_row.find("Wrong Answer"), std::string::npos) << wrong.out;
  EXPECT_NE(wrong_row.find("the judge expects YES, not NO"), std::string::npos) << wrong.out;
  EXPECT_EQ(lines_of(wrong.out).back(), "wrong: 0 of 1 case(s) accepted");

  const Result crash = cli("judge lianliankan --program " + readable(CRASH_ON_INPUT) + limits + folder.string());
  EXPECT_EQ(crash.status, 3);
  EXPECT_NE(row_of(crash.out, "1.in").find("Runtime Error"), std::string::npos) << crash.out;
  EXPECT_NE(row_of(crash.out, "1.in").find("signal 11 (SEGV"), std::string::npos) << crash.out;

  const auto started = std::chrono::steady_clock::now();
  const Result hang = cli("judge lianliankan --program '" + python("sleep_forever.py") + "'" + limits + folder.string());
  const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  EXPECT_EQ(hang.status, 3);
  EXPECT_NE(row_of(hang.out, "1.in").find("Time Limit Exceeded"), std::string::npos) << hang.out;
  EXPECT_NE(row_of(hang.out, "1.in").find("wall clock"), std::string::npos) << hang.out;
  EXPECT_LT(took, 30.0) << "the sleeping program was not stopped";  // stopped at all, not how fast
  EXPECT_EQ(processes_naming("sleep_forever.py"), 0);
}

// Hostile programs, each stopped within its limits with the reason; nothing left running,
// nothing left written.
TEST(Trainee, HostileProgramsAreStoppedWithTheReason) {
  const fs::path folder = data_folder("judge_hostile", "lianliankan", "--seed 4 --rows 4 --cols 4 --queries 3");
  const std::string limits = " --time-limit 1 --memory-limit 128 ";
  // The runs' temporary folders go to a folder of this test's own (TMPDIR, which the
  // judge passes on): other tests running programs beside it (ctest -j) make theirs in the
  // shared /tmp, and were counted as left behind.
  const fs::path own_temp = folder.parent_path() / "hostile_tmp";
  fs::create_directories(own_temp);
  fs::permissions(own_temp, fs::perms::all);  // a judge started as root runs the program as nobody
  const std::string before_tmpdir = std::getenv("TMPDIR") != nullptr ? std::getenv("TMPDIR") : "";
  ::setenv("TMPDIR", own_temp.c_str(), 1);
  const auto runs_before = [&] {
    int count = 0;
    for (const auto& entry : fs::directory_iterator(own_temp)) {
      count += entry.path().filename().string().rfind("frontier-run-", 0) == 0 ? 1 : 0;
    }
    return count;
  };
  const int folders = runs_before();
  // The runs are made there (the program's folder is its working directory): else the
  // count below would count nothing.
  const Result where = cli("judge lianliankan --program pwd" + limits + folder.string());
  EXPECT_NE(row_of(where.out, "1.in").find((own_temp / "frontier-run-").string()), std::string::npos) << where.out;
  struct Hostile {
    std::string script;
    std::string arguments;
    std::string verdict;
    std::string reason;
  };
  for (const Hostile& hostile : {
           Hostile{"sleep_forever.py", "", "Time Limit Exceeded", "wall clock"},
           Hostile{"fork_forever.py", "", "Time Limit Exceeded", "s of"},
           Hostile{"allocate_forever.py", "", "Memory Limit Exceeded", "128 MB"},
           Hostile{"write_10gb.py", "", "Output Limit Exceeded", "printed more than"},
           Hostile{"write_10gb.py", "big.bin", "Output Limit Exceeded", "wrote a file past"},
           Hostile{"read_terminal.py", "", "Runtime Error", "/dev/tty"},
       }) {
    const auto started = std::chrono::steady_clock::now();
    const Result run = cli("judge lianliankan --program '" + python(hostile.script, hostile.arguments) + "'" + limits +
                           folder.string());
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    const std::string row = row_of(run.out, "1.in");
    EXPECT_EQ(run.status, 3) << hostile.script << run.err;
    EXPECT_NE(row.find(hostile.verdict), std::string::npos) << hostile.script << ": " << run.out;
    EXPECT_NE(row.find(hostile.reason), std::string::npos) << hostile.script << ": " << run.out;
    EXPECT_LT(took, 30.0) << hostile.script << " was not stopped";  // stopped at all, not how fast
    EXPECT_EQ(processes_naming(hostile.script), 0) << hostile.script << " left running";
    RecordProperty(hostile.script + hostile.arguments + "_seconds", std::to_string(took));
  }
  EXPECT_EQ(runs_before(), folders) << "a run's temporary folder was left behind";
  if (before_tmpdir.empty()) {
    ::unsetenv("TMPDIR");
  } else {
    ::setenv("TMPDIR", before_tmpdir.c_str(), 1);
  }
  EXPECT_FALSE(fs::exists(folder / "big.bin"));
  EXPECT_FALSE(fs::exists(fs::current_path() / "big.bin"));
}

// --- stress: growing files, the first failure shrunk ---

// The rows and columns of the one board of a Lianliankan or Mahjong file's first line.
int cells_of_first_board(const std::string& file) {
  std::istringstream in(file);
  int a = 0;
  int b = 0;
  in >> a >> b;
  return a * b;
}

struct Shrunk {
  Result run;
  fs::path base;
};

Shrunk stress(const std::string& puzzle, const std::string& program, const std::string& name) {
  const fs::path base = scratch_dir() / name;
  for (const char* extension : {".in", ".mine.out", ".ans"}) fs::remove(base.string() + extension);
  return {cli("stress " + puzzle + " --program '" + program + "' --time-limit 1 --output " + base.string()), base};
}

// Each wrong solution's bug is found and shrunk to one query on a small board; the file
// written still fails (the program's answers refused, the judge's taken), and without its
// query the program passes it.
TEST(Trainee, StressFindsEachBugAndShrinksIt) {
  struct Bug {
    std::string puzzle;
    std::string program;
    int most_cells;  // the stated size: the shrunk board has at most this many cells
  };
  for (const Bug& bug : {Bug{"lianliankan", readable(SEEN_ON_ARRIVAL), 16},
                         Bug{"mahjong", python("poj1101_stays_on_board.py"), 9}}) {
    const Shrunk shrunk = stress(bug.puzzle, bug.program, bug.puzzle + "_shrunk");
    EXPECT_EQ(shrunk.run.status, 3) << shrunk.run.out << shrunk.run.err;
    EXPECT_NE(shrunk.run.out.find("to 1 case, 1 query, which still fails: Wrong Answer"), std::string::npos)
        << shrunk.run.out;
    const std::string in = shrunk.base.string() + ".in";
    EXPECT_NE(shrunk.run.out.find("see it: frontier " + in + " --answers " + shrunk.base.string() + ".mine.out\n"), std::string::npos)
        << shrunk.run.out;
    const std::string file = slurp(in);
    EXPECT_LE(cells_of_first_board(file), bug.most_cells) << file;
    EXPECT_GT(cells_of_first_board(file), 0) << file;
    EXPECT_EQ(cli("check " + bug.puzzle + " " + in + " " + shrunk.base.string() + ".mine.out").status, 3);
    EXPECT_EQ(cli("check " + bug.puzzle + " " + in + " " + shrunk.base.string() + ".ans").status, 0);
    // One query smaller: the same board without its query, which the program passes.
    const std::vector<std::string> lines = lines_of(file);
    std::string smaller;
    for (const std::string& line : lines) {
      std::istringstream words(line);
      int count = 0;
      for (std::string word; words >> word;) ++count;
      const bool query = count == 4 && line != "0 0 0 0";
      if (!query) smaller += (bug.puzzle == "lianliankan" && line == "1" ? std::string("0") : line) + "\n";
    }
    const fs::path smaller_path = write_file(scratch_dir() / (bug.puzzle + "_smaller") / "1.in", smaller);
    const Result passes =
        cli("judge " + bug.puzzle + " --time-limit 1 --program '" + bug.program + "' " + smaller_path.parent_path().string());
    EXPECT_EQ(passes.status, 0) << smaller << passes.out << passes.err;
  }
}

// A program that passes every file: stress says so and writes nothing.
TEST(Trainee, StressAcceptsARightProgram) {
  const Shrunk right = stress("lianliankan", readable(ACCEPTED), "right");
  EXPECT_EQ(right.run.status, 0) << right.run.out << right.run.err;
  EXPECT_EQ(right.run.out, "accepted: all 30 generated file(s), seeds 1 to 30\n");
  EXPECT_FALSE(fs::exists(right.base.string() + ".in"));
}

}  // namespace
}  // namespace frontier::cli_test
