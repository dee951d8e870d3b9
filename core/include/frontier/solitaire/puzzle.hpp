#pragma once
// Solitaire as the project sees it: everything the CLI, the GUI and the tests need about
// the puzzle, under the names of frontier::PuzzleContract. It delegates to the model,
// the reader and writer, the rules, the searches and the generator of this folder.
//
// A case asks one question, so Query is Case itself: query_count is 1 and query_at(file,
// k, 0) is case k.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/solitaire/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::solitaire {

// The id of the rule, frontier-cli's option name; generate takes kCasesParameter
// (puzzle_contract.hpp), 10 unless told.
inline constexpr std::string_view kMaxMovesRule = "max-moves";
inline constexpr int kDefaultGeneratedCases = 10;

struct Puzzle : PuzzleTypes<JudgeFile, Case, Case, Rules, Answer, Configuration, Move> {
  static constexpr std::string_view kId = "solitaire";
  static constexpr std::string_view kTitle = "Solitaire (HDU 1401 / POJ 1198)";

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

  // ListsCases: the list the board editor adds to, reorders and deletes from (a case is its
  // own one query).
  static std::vector<Case>& case_list(File& file) { return file.cases; }

  // The configuration a state of `algorithm` stands for (ProposesMoves), and every move
  // its pieces might try: each piece in each direction, a step to the next square or, when
  // a piece stands there, a jump over it. apply says which the rules allow, and why not.
  static Position position_of(std::string_view algorithm, const Case& game, trace::StateId state);
  static std::vector<Move> candidate_moves(const Position& position);
};

// The contract, and the parts of it that not every puzzle keeps.
static_assert(PuzzleContract<Puzzle> && RestatesQuery<Puzzle> && GivesHints<Puzzle> && ProposesMoves<Puzzle>);

}  // namespace frontier::solitaire
