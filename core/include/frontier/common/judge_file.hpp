#pragma once
// Loading the bytes of a judge file, with the limit that keeps an absurd file from
// exhausting memory.

#include <cstddef>
#include <optional>
#include <string>

namespace frontier {

// Largest judge file Frontier reads: several 1000x999 Lianliankan cases fit easily.
inline constexpr std::size_t kMaxJudgeFileBytes = std::size_t{256} << 20;  // 256 MiB

struct LoadedText {
  std::string text;
  std::string error;  // empty on success: "cannot open", "larger than the 256 MiB limit", ...
};

// Reads a whole file ("-" reads standard input).
LoadedText load_judge_file(const std::string& path);

}  // namespace frontier
