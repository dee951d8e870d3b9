#pragma once
// The judge files shipped with the project (sample_inputs/, tests/data/odd/, tests/data/bad/),
// for the tests that check them through the library rather than the CLI.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace frontier::test_data {

// The repository's root, as CMake knows it (FRONTIER_SOURCE_DIR). Not this header's own
// __FILE__: a compiler cache may rewrite that to a relative path, and ctest runs the tests
// from another folder.
inline std::filesystem::path source_dir() { return FRONTIER_SOURCE_DIR; }

inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The NAME.in files of `dir` that have a NAME`companion` beside them (".out", ".err"), sorted.
inline std::vector<std::filesystem::path> judge_inputs(const std::filesystem::path& dir, const char* companion) {
  std::vector<std::filesystem::path> found;
  if (!std::filesystem::is_directory(dir)) return found;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".in" &&
        std::filesystem::exists(std::filesystem::path(entry.path()).replace_extension(companion))) {
      found.push_back(entry.path());
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

// The command-line words a sample NAME.in is answered with (NAME.args beside it, as
// `frontier-cli` and the window read them); empty when it has none.
inline std::string sample_arguments(const std::filesystem::path& input) {
  const std::filesystem::path args = std::filesystem::path(input).replace_extension(".args");
  return std::filesystem::exists(args) ? slurp(args) : std::string();
}

// What a malformed NAME.in must be refused with: the first line of NAME.err, "LINE:COL: message".
inline std::string expected_error(const std::filesystem::path& input) {
  std::string line = slurp(std::filesystem::path(input).replace_extension(".err"));
  line = line.substr(0, line.find('\n'));
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

}  // namespace frontier::test_data
