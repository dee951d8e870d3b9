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
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/solitaire/algorithm_names.hpp"
#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::solitaire {

// Ids of the rule and of the generate parameter: frontier-cli's option names.
inline constexpr std::string_view kMaxMovesRule = "max-moves";
inline constexpr std::string_view kCasesParameter = "cases";
inline constexpr int kDefaultGeneratedCases = 10;
// The one answer format: the judge's YES / NO a line.
inline constexpr std::string_view kJudgeFormat = "judge";

struct Puzzle : PuzzleTypes<JudgeFile, Case, Case, Rules, Answer, Configuration, Move> {
  static constexpr std::string_view kId = "solitaire";
  static constexpr std::string_view kTitle = "Solitaire (HDU 1401 / POJ 1198)";

  // The judge format.
  static File read(std::string_view text);
  static std::string write(const File& file);
  static std::size_t case_count(const File& file) { return file.cases.size(); }
  // Throw std::out_of_range for a case past the end, or a query other than 0.
  static const Case& case_at(const File& file, std::size_t index);
  static std::size_t query_count(const File& file, std::size_t index);
  static const Query& query_at(const File& file, std::size_t case_index, std::size_t query_index);
  // Both configurations hold four pieces on the board, no two on one square; otherwise the
  // reader's reason for the first fault. `game` and `query` are the same case.
  static std::optional<std::string> validate(const Case& game, const Query& query);

  // Rules: the move limit K.
  static std::span<const RuleSpec> rule_specs();
  static Rules rules_from(const RuleValues& values);

  // Algorithms and answers.
  static std::span<const trace::AlgorithmInfo> algorithms();
  static std::span<const trace::AlgorithmInfo> lessons();
  // Throws std::invalid_argument for an unknown algorithm, a query validate refuses, or
  // a move limit outside 0..kMaxMaxMoves.
  static Answer run(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules,
                    trace::Recorder* recorder);
  static std::span<const std::string_view> answer_formats();
  // YES or NO a case; throws std::invalid_argument for an unknown algorithm or format.
  static std::string solve(const File& file, std::string_view algorithm, const Rules& rules,
                           std::string_view format);
  static std::string answer_text(const Answer& answer) { return std::string(judge_words(answer)); }
  static bool stopped(const Answer& answer) { return answer.stopped; }
  // The moves of the answer, jumps flagged.
  static Witness witness(const Answer& answer);

  // States: bfs numbers a configuration by its rank (side 0); bidirectional-bfs adds
  // side * kConfigurationCount (side 1 searches from the goal). decode gives the four
  // pieces of the canonical configuration; it throws std::invalid_argument for an unknown
  // algorithm and std::out_of_range for a state past state_count.
  static std::size_t state_count(std::string_view algorithm, const Case& game, const Rules& rules);
  static DecodedState decode(std::string_view algorithm, const Case& game, trace::StateId state);

  // One move of the game.
  static Position start(const Case& /*game*/, const Query& query) { return query.start; }
  // Every legal move of `position` (none when it is not a valid configuration).
  static std::vector<Move> moves(const Case& game, const Rules& rules, const Position& position);
  static MoveOutcome<Position> apply(const Case& game, const Rules& rules, const Position& position,
                                     const Move& move);
  // The configuration a state of `algorithm` stands for (ProposesMoves), and every move
  // its pieces might try: each piece in each direction, a step to the next square or, when
  // a piece stands there, a jump over it. apply says which the rules allow, and why not.
  static Position position_of(std::string_view algorithm, const Case& game, trace::StateId state);
  static std::vector<Move> candidate_moves(const Position& position);
  static bool solved(const Case& /*game*/, const Query& query, const Position& position) {
    return same_position(position, query.goal);
  }
  static std::vector<Cell> target_cells(const Case& /*game*/, const Query& query) { return {query.goal.pieces.begin(), query.goal.pieces.end()}; }
  // The position as the start, the same goal, and the moves the limit leaves after
  // `played` (none below zero): whether the goal can still be reached in time.
  static Restated<Case, Query, Rules> restate(const Case& /*game*/, const Query& query, const Rules& rules,
                                              const Position& position, int played) {
    const Case from_here{position, query.goal};
    return {from_here, from_here, Rules{std::max(0, rules.max_moves - played)}};
  }

  // The first move of a shortest way to the goal from here when the moves left reach it,
  // found by the judge solver (GivesHints), else any legal move.
  static std::optional<Move> hint(const Case& game, const Query& query, const Rules& rules,
                                  const Position& position, int played, std::stop_token stop);

  // Random judge files, the same bytes for the same seed as frontier-cli generate.
  static std::span<const GenerateParameter> generate_parameters();
  // Throws std::invalid_argument for a case count that is not a whole number.
  static File generate(std::uint64_t seed, const GenerateValues& values);
};

static_assert(frontier::PuzzleContract<Puzzle>);
static_assert(frontier::RestatesQuery<Puzzle>);
static_assert(frontier::GivesHints<Puzzle>);
static_assert(frontier::ProposesMoves<Puzzle>);

}  // namespace frontier::solitaire
