// frontier-cli for Huarongdao (NOIP 2013 "puzzle"): one board per file, q queries on it.

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/generator.hpp"
#include "frontier/huarongdao/solver.hpp"
#include "frontier/trace/json_lines.hpp"
#include "frontier/trace/recorder.hpp"
#include "puzzle_cli.hpp"

namespace frontier::cli {

namespace {

namespace hrd = frontier::huarongdao;

void solve(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, hrd::algorithms());
  options.finish();
  const hrd::JudgeFile file = hrd::read_judge_file(text);
  // One solver for the board: the walk table is built once and serves every query.
  hrd::BoardSolver solver(file.board);
  std::string answers;
  for (const hrd::Query& query : file.queries) {
    answers += hrd::answer_text(solver.solve(algorithm, query));
    answers += '\n';
  }
  out << answers;
}

void generate(Options& options, std::ostream& out) {
  hrd::GenerateOptions wanted;
  const auto seed = options.integer("seed", 0, std::numeric_limits<std::int64_t>::max());
  wanted.rows = static_cast<int>(options.integer("rows", wanted.rows, 1, hrd::kMaxRows));
  wanted.cols = static_cast<int>(options.integer("cols", wanted.cols, 1, hrd::kMaxCols));
  wanted.queries = static_cast<int>(options.integer("queries", wanted.queries, 0, hrd::kMaxQueries));
  wanted.density = options.real("density", wanted.density, 0.0, 1.0);
  options.finish();
  if (!seed) throw UsageError("generate huarongdao needs --seed N");
  if (wanted.queries > 0 && wanted.rows * wanted.cols < 2) {
    throw UsageError("a query needs a blank and a marked piece: the board must have at least two cells");
  }
  wanted.seed = static_cast<std::uint64_t>(*seed);
  out << hrd::write_judge_file(hrd::generate(wanted));
}

void trace(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, hrd::algorithms());
  const auto case_number = options.integer("case", std::numeric_limits<std::int64_t>::min(),
                                           std::numeric_limits<std::int64_t>::max());
  const auto query_number = options.integer("query", std::numeric_limits<std::int64_t>::min(),
                                            std::numeric_limits<std::int64_t>::max());
  options.finish();
  if (case_number && *case_number != 1) {
    throw UsageError("a huarongdao file holds one board: --case must be 1, not " + std::to_string(*case_number));
  }
  if (!query_number) throw UsageError("trace needs --query J");
  const hrd::JudgeFile file = hrd::read_judge_file(text);
  if (*query_number < 1 || *query_number > static_cast<std::int64_t>(file.queries.size())) {
    throw UsageError("--query " + std::to_string(*query_number) + " is not in this file (it has " +
                     std::to_string(file.queries.size()) + " queries)");
  }
  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.fine = &fine});
  hrd::BoardSolver solver(file.board);
  const hrd::Answer answer =
      solver.solve(algorithm, file.queries[static_cast<std::size_t>(*query_number - 1)], &recorder);
  trace::require_complete(recorder);
  trace::write_json_lines(
      out, fine, [&](trace::StateId s) { return hrd::describe_state(algorithm, file.board, s); },
      {"huarongdao", std::string(algorithm), hrd::answer_text(answer), hrd::witness_json(answer)});
}

}  // namespace

const PuzzleCli& huarongdao_cli() {
  static const PuzzleCli cli{
      "huarongdao",
      "Huarongdao (NOIP 2013 \"puzzle\")",
      "    solve: [--algorithm dijkstra|spfa|bfs]   (bfs refuses boards above about 90 x 90)\n"
      "    trace: [--case 1] --query J [--algorithm NAME]\n",
      "    generate: --seed N [--rows R (8)] [--cols C (8)] [--queries Q (10)] [--density D (0.8)]\n",
      &hrd::algorithms,
      &solve,
      &generate,
      &trace,
  };
  return cli;
}

}  // namespace frontier::cli
