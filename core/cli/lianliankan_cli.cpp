// frontier-cli for Lianliankan (HDU 1175): cases until "0 0", YES or NO per query.

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "frontier/common/judge_file.hpp"
#include "frontier/lianliankan/algorithms.hpp"
#include "frontier/lianliankan/format.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/trace/json_lines.hpp"
#include "frontier/trace/recorder.hpp"
#include "puzzle_cli.hpp"

namespace frontier::cli {

namespace {

namespace llk = frontier::lianliankan;

void solve(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, llk::algorithms());
  const llk::Rules rules{options.flag("outside")};
  options.finish();
  const llk::JudgeFile file = llk::read_judge_file(text);
  std::string answers;
  for (const llk::Case& game : file.cases) {
    if (algorithm == llk::kMiddleSegment) {
      // The judge solver: the tile counts are prepared once and serve every query.
      const llk::TileCounts counts(game.board, rules);
      for (const llk::Query& query : game.queries) {
        answers += llk::answer_word(llk::middle_segment(game.board, counts, query));
        answers += '\n';
      }
    } else {
      for (const llk::Query& query : game.queries) {
        answers += llk::answer_word(llk::run(algorithm, game, query, rules, nullptr));
        answers += '\n';
      }
    }
  }
  out << answers;
}

int digits(std::int64_t n) {
  int count = 1;
  while (n >= 10) {
    n /= 10;
    ++count;
  }
  return count;
}

void generate(Options& options, std::ostream& out) {
  llk::GeneratorOptions wanted;
  const auto seed = options.integer("seed", 0, std::numeric_limits<std::int64_t>::max());
  wanted.rows = static_cast<int>(options.integer("rows", wanted.rows, 1, llk::kMaxRows));
  wanted.cols = static_cast<int>(options.integer("cols", wanted.cols, 1, llk::kMaxCols));
  wanted.queries = static_cast<int>(options.integer("queries", wanted.queries, 0, llk::kMaxQueries));
  wanted.density = options.real("density", wanted.density, 0.0, 1.0);
  wanted.cases = static_cast<int>(options.integer("cases", wanted.cases, 1, llk::kMaxCases));
  wanted.tiles = static_cast<std::int32_t>(options.integer("tiles", wanted.tiles, 1, llk::kMaxTile));
  options.finish();
  if (!seed) throw UsageError("generate lianliankan needs --seed N");
  // Every cell costs its digits and a separator, every query at most 4 * 5 bytes.
  const double bytes = static_cast<double>(wanted.cases) *
                       (static_cast<double>(wanted.rows) * wanted.cols * (digits(wanted.tiles) + 1) +
                        static_cast<double>(wanted.queries) * 20.0 + 16.0);
  if (bytes > static_cast<double>(kMaxJudgeFileBytes)) {
    throw UsageError("the file would be larger than the 256 MiB a judge file may hold; ask for fewer cases");
  }
  wanted.seed = static_cast<std::uint64_t>(*seed);
  out << llk::write_judge_file(llk::generate_judge_file(wanted));
}

void trace(std::string_view text, Options& options, std::ostream& out) {
  const std::string_view algorithm = pick_algorithm(options, llk::algorithms());
  const llk::Rules rules{options.flag("outside")};
  const std::int64_t case_number = options.integer("case", 1, std::numeric_limits<std::int64_t>::min(),
                                                   std::numeric_limits<std::int64_t>::max());
  const std::int64_t query_number = options.integer("query", 1, std::numeric_limits<std::int64_t>::min(),
                                                    std::numeric_limits<std::int64_t>::max());
  options.finish();
  const llk::JudgeFile file = llk::read_judge_file(text);
  if (case_number < 1 || case_number > static_cast<std::int64_t>(file.cases.size())) {
    throw UsageError("--case " + std::to_string(case_number) + " is not in this file (it has " +
                     std::to_string(file.cases.size()) + " cases)");
  }
  const llk::Case& game = file.cases[static_cast<std::size_t>(case_number - 1)];
  if (query_number < 1 || query_number > static_cast<std::int64_t>(game.queries.size())) {
    throw UsageError("--query " + std::to_string(query_number) + " is not in case " + std::to_string(case_number) +
                     " (it has " + std::to_string(game.queries.size()) + " queries)");
  }
  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.fine = &fine});
  const llk::Answer answer =
      llk::run(algorithm, game, game.queries[static_cast<std::size_t>(query_number - 1)], rules, &recorder);
  trace::require_complete(recorder);
  trace::write_json_lines(
      out, fine, [&](trace::StateId s) { return llk::describe_state(algorithm, game.board, s); },
      {"lianliankan", std::string(algorithm), std::string(llk::answer_word(answer)), llk::corners_json(answer)});
}

}  // namespace

const PuzzleCli& lianliankan_cli() {
  static const PuzzleCli cli{
      "lianliankan",
      "Lianliankan (HDU 1175)",
      "    solve: [--algorithm middle-segment|bfs-turns|dfs] [--outside (the line may run around the board)]\n"
      "    trace: [--case K (1)] [--query J (1)] [--algorithm NAME] [--outside]\n",
      "    generate: --seed N [--rows R (10)] [--cols C (10)] [--queries Q (10; the judge takes up to 49)]\n"
      "              [--density D (0.5)] [--cases K (1)] [--tiles T (5 kinds)]\n",
      &llk::algorithms,
      &solve,
      &generate,
      &trace,
  };
  return cli;
}

}  // namespace frontier::cli
