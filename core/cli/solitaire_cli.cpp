// frontier-cli for Solitaire (HDU 1401 / POJ 1198): YES or NO per case, whether the goal
// configuration is reachable from the start in at most K moves (K = 8 by default).

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "frontier/solitaire/format.hpp"
#include "frontier/solitaire/generator.hpp"
#include "frontier/solitaire/solver.hpp"
#include "frontier/trace/json_lines.hpp"
#include "frontier/trace/recorder.hpp"
#include "puzzle_cli.hpp"

namespace frontier::cli {

namespace {

namespace sol = frontier::solitaire;

constexpr std::int64_t kLargest = std::numeric_limits<std::int64_t>::max();

sol::Rules read_rules(Options& options) {
  sol::Rules rules;
  rules.max_moves = static_cast<int>(options.integer("max-moves", sol::kDefaultMaxMoves, 0, sol::kMaxMaxMoves));
  return rules;
}

void solve(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, sol::algorithms());
  const sol::Rules rules = read_rules(options);
  options.finish();
  const sol::JudgeFile file = sol::read_judge_file(text);
  out << sol::solve_judge_file(file, algorithm, rules);
}

void generate(Options& options, std::ostream& out) {
  const auto seed = options.integer("seed", 0, kLargest);
  const auto cases = options.integer("cases", 10, 1, sol::kMaxCases);
  options.finish();
  if (!seed) throw UsageError("generate solitaire needs --seed N");
  out << sol::write_judge_file(sol::generate_judge_file(static_cast<std::uint64_t>(*seed), static_cast<int>(cases)));
}

void trace(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, sol::algorithms());
  const sol::Rules rules = read_rules(options);
  const auto case_number = options.integer("case", 1, 1, kLargest);
  const auto query = options.integer("query", 1, 1, kLargest);
  options.finish();
  if (query != 1) {
    throw UsageError("--query " + std::to_string(query) + " is out of range: a Solitaire case asks one question");
  }
  const sol::JudgeFile file = sol::read_judge_file(text);
  if (case_number > static_cast<std::int64_t>(file.cases.size())) {
    throw UsageError("--case " + std::to_string(case_number) + " is out of range: the file has " +
                     std::to_string(file.cases.size()) + " case" + (file.cases.size() == 1 ? "" : "s"));
  }
  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.fine = &fine});
  const sol::Answer answer =
      sol::run(algorithm, file.cases[static_cast<std::size_t>(case_number - 1)], rules, &recorder);
  trace::require_complete(recorder);
  trace::write_json_lines(out, fine, sol::describe_state_json,
                          {.puzzle = "solitaire",
                           .algorithm = std::string(algorithm),
                           .answer = std::string(sol::judge_words(answer)),
                           .witness_json = sol::moves_json(answer.moves)});
}

std::span<const trace::AlgorithmInfo> list_algorithms() { return sol::algorithms(); }

}  // namespace

const PuzzleCli& solitaire_cli() {
  static const PuzzleCli cli{
      .id = "solitaire",
      .title = "Solitaire (HDU 1401 / POJ 1198)",
      .solve_options = "    solve: [--algorithm bidirectional-bfs|bfs] [--max-moves K]\n"
                       "           YES when the goal is at most K moves away (0..16, default 8)\n"
                       "    trace: [--case K (1)] [--algorithm NAME] [--max-moves K]\n",
      .generate_options = "    generate: --seed N [--cases K]  K cases (1..100000, default 10)\n",
      .algorithms = &list_algorithms,
      .solve = &solve,
      .generate = &generate,
      .trace = &trace,
  };
  return cli;
}

}  // namespace frontier::cli
