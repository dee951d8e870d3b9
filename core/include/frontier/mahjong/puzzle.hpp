#pragma once
// The Mahjong path game as the rest of Frontier sees it (see frontier/common/puzzle_contract.hpp):
// the command line, the visualizer and the tests go through this one type, which holds the
// registry of searches and hands each question to the model, the reader and writer, the
// searches and the generator.
//
// A case is a board with its pairs (Game), a query one pair of cards to connect, the answer
// the fewest segments of a path. In play, a position is the board as it stands and a move a
// pair of cards: connecting them removes both.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/mahjong/model.hpp"
#include "frontier/mahjong/rules.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::mahjong {

// The names of algorithms(), the judge's default first.
inline constexpr std::string_view kRunBfsName = "run-bfs";
inline constexpr std::string_view kZeroOneBfsName = "zero-one-bfs";
inline constexpr std::string_view kLineBfsName = "line-bfs";
inline constexpr std::string_view kAstarName = "astar";

struct Puzzle : PuzzleTypes<JudgeFile, Game, Pair, Rules, Answer, Board, Pair> {
  static constexpr std::string_view kId = "mahjong";
  static constexpr std::string_view kTitle = "Mahjong path game (POJ 1101 \"The Game\" family)";

  // The rule's id: on (1), a path may not run through the ring around the board.
  static constexpr std::string_view kClosedRingRule = "closed-ring";

  // The ids of generate's parameters.
  static constexpr std::string_view kColsParameter = "cols";
  static constexpr std::string_view kRowsParameter = "rows";
  static constexpr std::string_view kQueriesParameter = "queries";
  static constexpr std::string_view kDensityParameter = "density";
  static constexpr std::string_view kCasesParameter = "cases";

  static File read(std::string_view text);
  static std::string write(const File& file);
  static std::size_t case_count(const File& file) { return file.games.size(); }
  static const Case& case_at(const File& file, std::size_t index) { return file.games.at(index); }
  static std::size_t query_count(const File& file, std::size_t index) { return file.games.at(index).pairs.size(); }
  static const Query& query_at(const File& file, std::size_t game, std::size_t pair) {
    return file.games.at(game).pairs.at(pair);
  }
  // Both ends on the board; the reason names the first coordinate (x1 y1 x2 y2) that is not.
  // A pair may join blanks or a cell with itself: the judge answers those too.
  static std::optional<std::string> validate(const Case& game, const Query& pair);

  static std::span<const RuleSpec> rule_specs();
  static Rules rules_from(const RuleValues& values);

  static std::span<const trace::AlgorithmInfo> algorithms();
  static std::span<const trace::AlgorithmInfo> lessons();
  // recorder == nullptr runs the observer-free instantiation, which is the judge solver.
  // Throws std::invalid_argument for an unknown algorithm or a pair end off the board.
  static Answer run(std::string_view algorithm, const Case& game, const Query& pair, const Rules& rules,
                    trace::Recorder* recorder);
  static std::span<const std::string_view> answer_formats();
  // Throws std::invalid_argument for an unknown algorithm or format before any work is
  // done (a file may hold no pair to find out on).
  static std::string solve(const File& file, std::string_view algorithm, const Rules& rules, std::string_view format);
  static std::string answer_text(const Answer& answer) { return std::to_string(answer.segments); }
  static bool stopped(const Answer& answer) { return answer.stopped; }
  static Witness witness(const Answer& answer) { return {answer.corners, {}}; }

  // The size of the algorithm's state space on this board (to size a trace::Trace).
  static std::size_t state_count(std::string_view algorithm, const Case& game, const Rules& rules);
  // run-bfs: the pair's cells, or a run as its first and last cell (role row or column);
  // zero-one-bfs and astar: a heading (cell, direction of travel); line-bfs: a cell. Cells of the
  // board and its ring, in the judge's numbers.
  static DecodedState decode(std::string_view algorithm, const Case& game, trace::StateId state);
  // astar's lower bound of a state, in segments (EstimatesStates); nullopt for the others.
  static std::optional<std::int64_t> estimate(std::string_view algorithm, const Case& game, const Query& pair,
                                              trace::StateId state);

  static Position start(const Case& game, const Query&) { return game.board; }
  // Every pair of cards a path joins under `rules`, each once, `from` before `to` in
  // row-major order.
  static std::vector<Move> moves(const Case& game, const Rules& rules, const Position& position);
  // Connects two cards (the judge solver finds the path) and removes both.
  static MoveOutcome<Position> apply(const Case& game, const Rules& rules, const Position& position,
                                     const Move& move);
  // No card is left.
  static bool solved(const Case& game, const Query& pair, const Position& position);
  static std::vector<Cell> target_cells(const Case& /*game*/, const Query& query) { return {query.to}; }
  // The board as it stands, asked the pair alone (RestatesQuery): a clicked pair asked
  // this way gives the path that joins it.
  static Restated<Case, Query, Rules> restate(const Case&, const Query& pair, const Rules& rules,
                                              const Position& position, int /*played*/) {
    return {Game{position, {pair}}, pair, rules};
  }

  // Any pair that joins (GivesHints), without listing every pair.
  static std::optional<Move> hint(const Case& game, const Query& pair, const Rules& rules, const Position& position,
                                  int played, std::stop_token stop);

  static std::span<const GenerateParameter> generate_parameters();
  static File generate(std::uint64_t seed, const GenerateValues& values);
  // rows x cols with nothing on it and no query (edits.hpp's empty_file).
  static File empty(int rows, int cols);
};

static_assert(frontier::PuzzleContract<Puzzle>);
static_assert(frontier::RestatesQuery<Puzzle>);
static_assert(frontier::GivesHints<Puzzle>);
static_assert(frontier::MakesEmptyFiles<Puzzle>);
static_assert(frontier::EstimatesStates<Puzzle>);

}  // namespace frontier::mahjong
