// frontier-cli for the Mahjong path game: solve, generate and trace.

#include <cstdint>
#include <string>
#include <vector>

#include "frontier/mahjong/algorithms.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/mahjong/generator.hpp"
#include "frontier/mahjong/solve.hpp"
#include "frontier/trace/json_lines.hpp"
#include "frontier/trace/recorder.hpp"
#include "puzzle_cli.hpp"

namespace frontier::cli {
namespace {

namespace mj = frontier::mahjong;

mj::AnswerFormat pick_format(Options& options) {
  const auto name = options.text("format");
  if (!name) return mj::AnswerFormat::seed;
  if (const auto format = mj::parse_answer_format(*name)) return *format;
  throw UsageError("unknown --format '" + *name + "'; mahjong has: seed, poj1101");
}

void solve(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, mj::algorithms());
  const mj::AnswerFormat format = pick_format(options);
  options.finish();
  const mj::JudgeFile file = mj::read_judge_file(text);
  out << mj::solve_judge_file(file, algorithm, format);
}

void generate(Options& options, std::ostream& out) {
  mj::GenerateOptions wanted;
  const auto seed = options.integer("seed", 0, INT64_MAX);
  if (!seed) throw UsageError("generate mahjong needs --seed N");
  wanted.seed = static_cast<std::uint64_t>(*seed);
  wanted.cols = static_cast<int>(options.integer("cols", wanted.cols, 1, mj::kMaxWidth));
  wanted.rows = static_cast<int>(options.integer("rows", wanted.rows, 1, mj::kMaxHeight));
  wanted.queries = static_cast<int>(options.integer("queries", wanted.queries, 0, mj::kMaxPairsPerBoard));
  wanted.density = options.real("density", wanted.density, 0.0, 1.0);
  wanted.cases = static_cast<int>(options.integer("cases", wanted.cases, 1, mj::kMaxBoards));
  options.finish();
  out << mj::write_judge_file(mj::generate_judge_file(wanted));
}

std::string cell_json(Cell c) {
  return "{\"row\":" + std::to_string(c.row) + ",\"col\":" + std::to_string(c.col) + "}";
}

void trace_one(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, mj::algorithms());
  const std::int64_t board_number = options.integer("case", 1, 1, INT32_MAX);
  const std::int64_t pair_number = options.integer("query", 1, 1, INT32_MAX);
  options.finish();
  const mj::JudgeFile file = mj::read_judge_file(text);
  if (board_number > static_cast<std::int64_t>(file.games.size())) {
    throw UsageError("--case " + std::to_string(board_number) + " is beyond the " +
                     std::to_string(file.games.size()) + " board(s) of the file");
  }
  const mj::Game& game = file.games[static_cast<std::size_t>(board_number - 1)];
  if (pair_number > static_cast<std::int64_t>(game.pairs.size())) {
    throw UsageError("--query " + std::to_string(pair_number) + " is beyond the " +
                     std::to_string(game.pairs.size()) + " pair(s) of board " + std::to_string(board_number));
  }
  const mj::Pair& pair = game.pairs[static_cast<std::size_t>(pair_number - 1)];

  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.fine = &fine});
  const mj::Answer answer = mj::run(algorithm, game.board, pair, mj::Rules{}, &recorder);

  auto describe = [&](trace::StateId state) {
    const mj::StateView view = mj::decode_state(algorithm, game.board, state);
    std::string json = "{\"row\":" + std::to_string(view.cell.row) + ",\"col\":" + std::to_string(view.cell.col);
    if (view.direction >= 0) json += std::string(",\"dir\":\"") + direction_name(view.direction) + "\"";
    return json + "}";
  };
  std::string witness = "[";
  for (std::size_t i = 0; i < answer.corners.size(); ++i) witness += (i ? "," : "") + cell_json(answer.corners[i]);
  witness += "]";
  trace::require_complete(recorder);
  trace::write_json_lines(out, fine, describe,
                          {.puzzle = "mahjong",
                           .algorithm = std::string(algorithm),
                           .answer = std::to_string(answer.segments),
                           .witness_json = witness});
}

std::span<const trace::AlgorithmInfo> list_algorithms() { return mj::algorithms(); }

}  // namespace

const PuzzleCli& mahjong_cli() {
  static const PuzzleCli cli{
      .id = "mahjong",
      .title = "Mahjong path game (POJ 1101 \"The Game\" family)",
      .solve_options = "    solve: [--algorithm zero-one-bfs|line-bfs] [--format seed|poj1101]\n"
                       "           seed: one line a pair, the segments or 0; poj1101: Board #k: / Pair i: N segments.\n"
                       "    trace: [--case K (1), the board] [--query J (1), the pair on it] [--algorithm NAME]\n",
      .generate_options = "    generate: --seed N [--cols W (10)] [--rows H (8)] [--queries Q (10)] [--density D (0.5)]\n"
                          "              [--cases K (1)]\n",
      .algorithms = &list_algorithms,
      .solve = &solve,
      .generate = &generate,
      .trace = &trace_one,
  };
  return cli;
}

}  // namespace frontier::cli
