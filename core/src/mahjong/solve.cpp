#include "frontier/mahjong/solve.hpp"

#include <optional>

#include "frontier/mahjong/puzzle.hpp"
#include "frontier/mahjong/run_bfs.hpp"

namespace frontier::mahjong {

std::optional<AnswerFormat> parse_answer_format(std::string_view name) {
  if (name == kSeedFormatName) return AnswerFormat::seed;
  if (name == kPoj1101FormatName) return AnswerFormat::poj1101;
  return std::nullopt;
}

std::string solve_judge_file(const JudgeFile& file, std::string_view algorithm, AnswerFormat format) {
  return solve_judge_file(file, algorithm, format, Rules{});
}

std::string solve_judge_file(const JudgeFile& file, std::string_view algorithm, AnswerFormat format,
                             const Rules& rules) {
  std::string out;
  int board_number = 0;
  for (const Game& game : file.games) {
    ++board_number;
    if (format == AnswerFormat::poj1101) out += "Board #" + std::to_string(board_number) + ":\n";
    // run-bfs's runs belong to the board, not the pair: cut once, searched by every pair.
    std::optional<Runs> runs;
    if (algorithm == kRunBfsName) runs.emplace(game.board, rules);
    int pair_number = 0;
    for (const Pair& pair : game.pairs) {
      ++pair_number;
      const int segments =
          (runs ? run_bfs(*runs, pair) : Puzzle::run(algorithm, game, pair, rules, nullptr)).segments;
      if (format == AnswerFormat::seed) {
        out += std::to_string(segments) + "\n";
      } else {
        out += "Pair " + std::to_string(pair_number) + ": " +
               (segments > 0 ? std::to_string(segments) + " segments." : std::string("impossible.")) + "\n";
      }
    }
    if (format == AnswerFormat::poj1101) out += "\n";
  }
  return out;
}

}  // namespace frontier::mahjong
