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
// limit, as it must be). Returns the refusal, empty when there is none, and sets `size`
// to a regular file's size (0 for anything else).
std::string refusal_by_kind(const std::string& path, std::size_t& size) {
  size = 0;
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (error) return {};  // missing or unreachable: fopen says so
  if (std::filesystem::is_directory(status)) return "it is a folder, not a file";
  if (std::filesystem::is_regular_file(status)) {
    const std::uintmax_t bytes = std::filesystem::file_size(path, error);
    if (!error && bytes > kMaxJudgeFileBytes) return kTooLarge;
    if (!error) size = static_cast<std::size_t>(bytes);
  }
  return {};
}

}  // namespace

LoadedText load_judge_file(const std::string& path) {
  LoadedText loaded;
  const bool standard_input = path == "-";
  std::size_t size = 0;
  if (!standard_input) {
    loaded.error = refusal_by_kind(path, size);
    if (!loaded.error.empty()) return loaded;
  }
  std::FILE* file = standard_input ? stdin : std::fopen(path.c_str(), "rb");
  if (file == nullptr) {
    loaded.error = "cannot open the file";
    return loaded;
  }
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> closer(file, standard_input ? [](std::FILE*) { return 0; }
                                                                             : &std::fclose);
  errno = 0;
  // A regular file is read straight into text sized once: appending through a buffer
  // copied every byte twice and grew the text by doubling, each growth a fresh copy and
  // fresh pages (a 6 MB file cost more in page faults than its parsing). The size is
  // only where the reading starts: a file that grew since is read on below, to the limit.
  if (size > 0) {
    loaded.text.resize(size);
    loaded.text.resize(std::fread(loaded.text.data(), 1, size, file));
  }
  char buffer[1 << 16];
  std::size_t got;
  while (!std::ferror(file) && (got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
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
