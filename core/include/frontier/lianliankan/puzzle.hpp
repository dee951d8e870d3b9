#pragma once
// Lianliankan as the command line, the visualizer and the tests see it: the one type that
// keeps frontier::PuzzleContract (frontier/common/puzzle_contract.hpp). It holds the
// registry of searches and the one entry point that runs any of them, and delegates to
// the model, the judge format, the searches and the generator.
//
// A Position is the board as it stands (removed tiles are blanks); a Move is the two
// clicked cells, as in a query.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

// The names of algorithms(), the judge's default first.
inline constexpr std::string_view kMiddleSegment = "middle-segment";
inline constexpr std::string_view kBfsTurns = "bfs-turns";
inline constexpr std::string_view kDfs = "dfs";
// Lessons, wrong on purpose (dfs_miscounted_turns.hpp, bfs_shortest_line.hpp): lessons()
// lists them.
inline constexpr std::string_view kDfsMiscountedTurns = "dfs-miscounted-turns";
inline constexpr std::string_view kBfsShortestLine = "bfs-shortest-line";

// The ids of rule_specs() and generate_parameters(), shared with the command line.
inline constexpr std::string_view kOutsideRule = "outside";
inline constexpr std::string_view kJudgeFormat = "judge";
inline constexpr std::string_view kRowsParameter = "rows";
inline constexpr std::string_view kColsParameter = "cols";
inline constexpr std::string_view kQueriesParameter = "queries";
inline constexpr std::string_view kDensityParameter = "density";
inline constexpr std::string_view kCasesParameter = "cases";
inline constexpr std::string_view kTilesParameter = "tiles";

struct Puzzle : PuzzleTypes<JudgeFile, Case, Query, Rules, Answer, Board, Query> {
  static constexpr std::string_view kId = "lianliankan";
  static constexpr std::string_view kTitle = "Lianliankan (HDU 1175)";

  static File read(std::string_view text);
  static std::string write(const File& file);
  static std::size_t case_count(const File& file) { return file.cases.size(); }
  static const Case& case_at(const File& file, std::size_t index) { return file.cases[index]; }
  static std::size_t query_count(const File& file, std::size_t index) { return file.cases[index].queries.size(); }
  static const Query& query_at(const File& file, std::size_t index, std::size_t query) {
    return file.cases[index].queries[query];
  }
  // Both clicks must be on the board; the same cell twice, blanks and different tiles
  // are legal questions (the judge answers NO).
  static std::optional<std::string> validate(const Case& game, const Query& query);

  static std::span<const RuleSpec> rule_specs();
  static Rules rules_from(const RuleValues& values);

  // The judge's default (middle-segment) first.
  static std::span<const trace::AlgorithmInfo> algorithms();
  // dfs-miscounted-turns (a published solution's mistake) and bfs-shortest-line (the
  // shortest line judged by its turns).
  static std::span<const trace::AlgorithmInfo> lessons();
  // recorder == nullptr runs the judge solver (the NoObserver instantiation). Throws
  // std::invalid_argument for an unknown algorithm or a query validate refuses.
  static Answer run(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules,
                    trace::Recorder* recorder);
  static std::span<const std::string_view> answer_formats();
  // Throws std::invalid_argument for an unknown algorithm or format, or a query validate
  // refuses (a file the reader gave never holds one).
  static std::string solve(const File& file, std::string_view algorithm, const Rules& rules,
                           std::string_view format);
  static std::string answer_text(const Answer& answer) { return std::string(answer_word(answer)); }
  static bool stopped(const Answer& answer) { return answer.stopped; }
  static Witness witness(const Answer& answer) { return {answer.corners, {}}; }

  // The size of the algorithm's state space on this board, to size a trace::Trace.
  static std::size_t state_count(std::string_view algorithm, const Case& game, const Rules& rules);
  static DecodedState decode(std::string_view algorithm, const Case& game, trace::StateId state);

  static Position start(const Case& game, const Query& query);
  static std::vector<Move> moves(const Case& game, const Rules& rules, const Position& position);
  static MoveOutcome<Position> apply(const Case& game, const Rules& rules, const Position& position,
                                     const Move& move);
  static bool solved(const Case& game, const Query& query, const Position& position);
  static std::vector<Cell> target_cells(const Case& /*game*/, const Query& query) { return {query.to}; }
  // The board as it stands, asked the query alone (RestatesQuery): a clicked pair asked
  // this way gives the line that links it.
  static Restated<Case, Query, Rules> restate(const Case&, const Query& query, const Rules& rules,
                                              const Position& position, int /*played*/) {
    return {Case{position, {query}}, query, rules};
  }

  // Any pair that links (GivesHints).
  static std::optional<Move> hint(const Case& game, const Query& query, const Rules& rules, const Position& position,
                                  int played, std::stop_token stop);

  static std::span<const GenerateParameter> generate_parameters();
  static File generate(std::uint64_t seed, const GenerateValues& values);
  // rows x cols with nothing on it and no query (edits.hpp's empty_file).
  static File empty(int rows, int cols);
};

static_assert(PuzzleContract<Puzzle>);
static_assert(RestatesQuery<Puzzle>);
static_assert(GivesHints<Puzzle>);
static_assert(MakesEmptyFiles<Puzzle>);

}  // namespace frontier::lianliankan
