#pragma once
// Answering a whole judge file in the judge's own words.

#include <optional>
#include <string>
#include <string_view>

#include "frontier/mahjong/model.hpp"
#include "frontier/mahjong/rules.hpp"

namespace frontier::mahjong {

enum class AnswerFormat {
  seed,     // one line per pair, all boards together: the segments, or 0 when impossible
  poj1101,  // per board "Board #k:", then "Pair i: N segments." or "Pair i: impossible.", then a blank line
};

inline constexpr std::string_view kSeedFormatName = "seed";
inline constexpr std::string_view kPoj1101FormatName = "poj1101";

// kSeedFormatName or kPoj1101FormatName; nullopt for any other name.
std::optional<AnswerFormat> parse_answer_format(std::string_view name);

// Solves every pair with `algorithm` (one of Puzzle::algorithms()) under `rules`; the second form
// under the judge's rules.
std::string solve_judge_file(const JudgeFile& file, std::string_view algorithm, AnswerFormat format,
                             const Rules& rules);
std::string solve_judge_file(const JudgeFile& file, std::string_view algorithm, AnswerFormat format);

}  // namespace frontier::mahjong
