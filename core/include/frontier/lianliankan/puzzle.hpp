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
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/lianliankan/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

// The ids of the rule and of the one generate parameter only Lianliankan has (the others
// are puzzle_contract.hpp's), shared with the command line.
inline constexpr std::string_view kOutsideRule = "outside";
inline constexpr std::string_view kTilesParameter = "tiles";

struct Puzzle : PuzzleTypes<JudgeFile, Case, Query, Rules, Answer, Board, Query> {
  static constexpr std::string_view kId = "lianliankan";
  static constexpr std::string_view kTitle = "Lianliankan (HDU 1175)";

  // ReadsJudgeFiles: the judge format (format.hpp's reader and writer), the file's cases and
  // queries, and whether a query is legal.
  static File read(std::string_view text);
  static std::string write(const File& file);
  static std::size_t case_count(const File& file);
  static const Case& case_at(const File& file, std::size_t case_index);
  static std::size_t query_count(const File& file, std::size_t case_index);
  static const Query& query_at(const File& file, std::size_t case_index, std::size_t query_index);
  static std::optional<std::string> validate(const Case& game, const Query& query);

  // RunsSearches: the rule variants (frontier-cli's options), the registry of searches and
  // lessons, one search run by name, a whole file answered as the judge expects, and what a
  // search's states are.
  static std::span<const RuleSpec> rule_specs();
  static Rules rules_from(const RuleValues& values);
  static std::span<const trace::AlgorithmInfo> algorithms();
  static std::span<const trace::AlgorithmInfo> lessons();
  static Answer run(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules,
                    trace::Recorder* recorder);
  static std::span<const std::string_view> answer_formats();
  static std::string solve(const File& file, std::string_view algorithm, const Rules& rules, std::string_view format);
  static std::string answer_text(const Answer& answer);
  static bool stopped(const Answer& answer);
  static Witness witness(const Answer& answer);
  static std::size_t state_count(std::string_view algorithm, const Case& game, const Rules& rules);
  static DecodedState decode(std::string_view algorithm, const Case& game, trace::StateId state);
  static std::optional<SearchKind> search_kind(std::string_view algorithm);

  // PlaysMoves: one move of the game (play mode, replays, legality checks).
  static Position start(const Case& game, const Query& query);
  static std::vector<Move> moves(const Case& game, const Rules& rules, const Position& position);
  static MoveOutcome<Position> apply(const Case& game, const Rules& rules, const Position& position, const Move& move);
  static bool solved(const Case& game, const Query& query, const Position& position);
  static std::vector<Cell> target_cells(const Case& game, const Query& query);
  // RestatesQuery and GivesHints: the question from a position reached in play, and a move
  // worth making there.
  static Restated<Case, Query, Rules> restate(const Case& game, const Query& query, const Rules& rules,
                                              const Position& position, int played);
  static std::optional<Move> hint(const Case& game, const Query& query, const Rules& rules, const Position& position,
                                  int played, std::stop_token stop);

  // GeneratesFiles: random judge files, the same bytes for the same seed as frontier-cli
  // generate.
  static std::span<const GenerateParameter> generate_parameters();
  static File generate(std::uint64_t seed, const GenerateValues& values);

  // ListsCases and ListsQueries: the lists the board editor adds to, reorders and deletes from.
  static std::vector<Case>& case_list(File& file) { return file.cases; }
  static std::vector<Query>& query_list(File& file, std::size_t case_index) { return file.cases.at(case_index).queries; }

  // rows x cols with nothing on it and no query (edits.hpp's empty_file).
  static File empty(int rows, int cols);
};

// The contract, and the parts of it that not every puzzle keeps.
static_assert(PuzzleContract<Puzzle> && RestatesQuery<Puzzle> && GivesHints<Puzzle> && MakesEmptyFiles<Puzzle>);

}  // namespace frontier::lianliankan
