#pragma once
// Runs frontier-cli as a user does (a shell command, standard input from a file) and
// collects its exit status, standard output and standard error.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/puzzles.hpp"

namespace frontier::cli_test {

struct Result {
  int status = -1;
  std::string out;
  std::string err;
};

inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

inline std::filesystem::path scratch_dir() {
  static const std::filesystem::path dir = [] {
    std::filesystem::path d =
        std::filesystem::temp_directory_path() / ("frontier_cli_test_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

// Runs frontier-cli with `args` (already shell-quoted where needed), feeding `input` on stdin.
inline Result cli(const std::string& args, const std::string& input = "") {
  const std::filesystem::path in = scratch_dir() / "stdin.txt", out = scratch_dir() / "stdout.txt",
                              err = scratch_dir() / "stderr.txt";
  std::ofstream(in, std::ios::binary) << input;
  const std::string command = std::string(FRONTIER_CLI) + " " + args + " <" + in.string() + " >" + out.string() +
                              " 2>" + err.string();
  const int raw = std::system(command.c_str());
  Result result;
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  result.out = slurp(out);
  result.err = slurp(err);
  return result;
}

// Runs frontier-cli with `args` and `redirections` as the shell spells them (">/dev/full",
// "<&-"), standard error collected; standard output is collected only when `redirections`
// leaves it alone.
inline Result cli_redirected(const std::string& args, const std::string& redirections) {
  const std::filesystem::path out = scratch_dir() / "stdout.txt", err = scratch_dir() / "stderr.txt";
  std::filesystem::remove(out);
  const std::string command =
      std::string(FRONTIER_CLI) + " " + args + " >" + out.string() + " 2>" + err.string() + " " + redirections;
  const int raw = std::system(command.c_str());
  Result result;
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  result.out = slurp(out);
  result.err = slurp(err);
  return result;
}

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// How `frontier-cli algorithms` marks a lesson (a search wrong on purpose) after its tab.
inline constexpr std::string_view kLessonMark = "(wrong on purpose, a lesson)";

// The names `frontier-cli algorithms PUZZLE` lists, judge solver first: the correct
// searches, or (lessons = true) the lessons listed after them.
inline std::vector<std::string> algorithms_of(const std::string& puzzle, bool lessons = false) {
  std::vector<std::string> names;
  for (const std::string& line : lines_of(cli("algorithms " + puzzle).out)) {
    const std::size_t tab = line.find('\t');
    const bool lesson = line.compare(tab + 1, kLessonMark.size(), kLessonMark) == 0;
    if (lesson == lessons) names.push_back(line.substr(0, tab));
  }
  return names;
}

// Every puzzle of core's list (frontier/puzzles.hpp), by its id, in its order: what
// frontier-cli offers. Only the ids are read from core's headers; the program is run.
inline const std::vector<std::string> kPuzzles = [] {
  std::vector<std::string> ids;
  for_each_puzzle([&]<PuzzleContract P> { ids.emplace_back(P::kId); });
  return ids;
}();

}  // namespace frontier::cli_test
