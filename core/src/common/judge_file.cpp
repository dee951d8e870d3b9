#include "frontier/common/judge_file.hpp"

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <system_error>

namespace frontier {

namespace {

constexpr const char* kTooLarge = "the file is larger than the 256 MiB limit";

// What the path is, said before it is opened: a folder cannot be read as text, and a
// regular file's size is known without reading it (a pipe or a terminal is read to the
// limit, as it must be).
std::string refusal_by_kind(const std::string& path) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (error) return {};  // missing or unreachable: fopen says so
  if (std::filesystem::is_directory(status)) return "it is a folder, not a file";
  if (std::filesystem::is_regular_file(status)) {
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (!error && size > kMaxJudgeFileBytes) return kTooLarge;
  }
  return {};
}

}  // namespace

LoadedText load_judge_file(const std::string& path) {
  LoadedText loaded;
  const bool standard_input = path == "-";
  if (!standard_input) {
    loaded.error = refusal_by_kind(path);
    if (!loaded.error.empty()) return loaded;
  }
  std::FILE* file = standard_input ? stdin : std::fopen(path.c_str(), "rb");
  if (file == nullptr) {
    loaded.error = "cannot open the file";
    return loaded;
  }
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> closer(file, standard_input ? [](std::FILE*) { return 0; }
                                                                             : &std::fclose);
  char buffer[1 << 16];
  std::size_t got;
  errno = 0;
  while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
    if (loaded.text.size() + got > kMaxJudgeFileBytes) {
      loaded.text.clear();
      loaded.error = kTooLarge;
      return loaded;
    }
    loaded.text.append(buffer, got);
  }
  if (std::ferror(file)) {
    // EBADF on standard input: the shell closed it (`<&-`); there is nothing to read.
    loaded.error = standard_input && errno == EBADF ? "standard input is closed" : "cannot read the file";
  }
  return loaded;
}

}  // namespace frontier
