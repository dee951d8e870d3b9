#include "frontier/common/judge_file.hpp"

#include <cstdio>
#include <memory>

namespace frontier {

LoadedText load_judge_file(const std::string& path) {
  LoadedText loaded;
  std::FILE* file = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (file == nullptr) {
    loaded.error = "cannot open the file";
    return loaded;
  }
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> closer(file, path == "-" ? [](std::FILE*) { return 0; }
                                                                         : &std::fclose);
  char buffer[1 << 16];
  std::size_t got;
  while ((got = std::fread(buffer, 1, sizeof buffer, file)) > 0) {
    if (loaded.text.size() + got > kMaxJudgeFileBytes) {
      loaded.text.clear();
      loaded.error = "the file is larger than the 256 MiB limit";
      return loaded;
    }
    loaded.text.append(buffer, got);
  }
  if (std::ferror(file)) loaded.error = "cannot read the file";
  return loaded;
}

}  // namespace frontier
