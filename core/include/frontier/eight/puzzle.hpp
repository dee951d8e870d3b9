#pragma once
// The 8-puzzle as the rest of Frontier sees it (frontier::PuzzleContract). It delegates to
// the model, the reader and writer (format.hpp), the searches (bfs.hpp,
// bidirectional_bfs.hpp, astar.hpp, ida_star.hpp), the judge's table (goal_table.hpp), the
// generator and the edits of this folder.
//
// A case asks one question, so Query is the case itself: query_count is 1.
// There are no rule variants. The judge takes any move string that reaches the goal;
// Frontier prints a shortest one, and `check` takes what the judge takes.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/eight/answer.hpp"
#include "frontier/eight/model.hpp"
#include "frontier/eight/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::eight {

// generate's parameters: how many cases, and whether every start can reach the goal.
inline constexpr std::string_view kSolvableParameter = "solvable";
inline constexpr int kDefaultGeneratedCases = 10;

struct Puzzle : PuzzleTypes<JudgeFile, Frame, Frame, Rules, Answer, Frame, Move> {
  static constexpr std::string_view kId = "eight";
  static constexpr std::string_view kTitle = "8-puzzle (HDU 1043 / POJ 1077 \"Eight\")";
  // Which of the ways the judge takes solve prints (ChecksAnswers).
  static constexpr std::string_view kChosenAnswer =
      "a shortest way: of those, the one whose moves, read back from the goal, come first in the order u, r, d, l";

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
  static std::vector<Frame>& case_list(File& file) { return file.cases; }

  // The bound an informed search orders a state by (EstimatesStates); nullopt for the others.
  static std::optional<std::int64_t> estimate(std::string_view algorithm, const Case& game, const Query& query,
                                              trace::StateId state);
  // The judge's checker (ChecksAnswers): any string of u, d, l, r that takes the start to
  // the goal, or `unsolvable` exactly when none does.
  static std::optional<std::string> check(const Case& game, const Query& query, const Rules& rules,
                                          std::string_view line);
};

static_assert(PuzzleContract<Puzzle> && RestatesQuery<Puzzle> && GivesHints<Puzzle> && EstimatesStates<Puzzle>);

}  // namespace frontier::eight
