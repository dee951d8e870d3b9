#pragma once
// Huarongdao as the rest of Frontier sees it (frontier::PuzzleContract): the one type the
// command line, the visualizer and the tests use. It delegates to the model, the reader
// and writer (format.hpp), the query's legality (legal_query.hpp), the searches
// (dijkstra_from_target.hpp, dijkstra.hpp, spfa.hpp, bfs.hpp, astar.hpp) over one board's walk table
// (board_solver.hpp), the move rules (moves.hpp) and the generator (generator.hpp); the
// registry is puzzle.cpp's.
//
// A judge file holds one board, so it has one case (the Board) and its queries. There are
// no rule variants. States decode as in piece_graph.hpp (dijkstra-from-target, dijkstra,
// spfa, astar) and bfs.hpp (bfs).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/huarongdao/model.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::huarongdao {

// The algorithms' names, as the registry, the command line and the GUI spell them: the
// judge's default first.
//   dijkstra-from-target  the same piece graph searched from the target, one search for all
//             the queries that share it                                 (piece_graph.hpp encoding)
//   dijkstra  the piece graph with a walk table, Dijkstra's algorithm   (piece_graph.hpp encoding)
//   spfa      the same graph relaxed with SPFA, as the contest solutions do (same encoding)
//   bfs       breadth-first over (blank, piece) positions, one move at a time (bfs.hpp encoding)
//   astar     the piece graph searched by A*, the marked piece's Manhattan distance to the
//             target the lower bound                                     (piece_graph.hpp encoding)
inline constexpr std::string_view kDijkstraFromTargetName = "dijkstra-from-target";
inline constexpr std::string_view kDijkstraName = "dijkstra";
inline constexpr std::string_view kSpfaName = "spfa";
inline constexpr std::string_view kBfsName = "bfs";
inline constexpr std::string_view kAstarName = "astar";

// The answer formats solve knows; the judge's is the only one.
inline constexpr std::string_view kJudgeFormat = "judge";

struct Puzzle : PuzzleTypes<JudgeFile, Board, Query, Rules, Answer, Position, Move> {
  static constexpr std::string_view kId = "huarongdao";
  static constexpr std::string_view kTitle = "Huarongdao (NOIP 2013 \"puzzle\")";

  static File read(std::string_view text);
  static std::string write(const File& file);
  static std::size_t case_count(const File&) { return 1; }
  static const Case& case_at(const File& file, std::size_t index);
  static std::size_t query_count(const File& file, std::size_t case_index);
  static const Query& query_at(const File& file, std::size_t case_index, std::size_t query_index);
  static std::optional<std::string> validate(const Case& board, const Query& query);

  static std::span<const RuleSpec> rule_specs() { return {}; }
  static Rules rules_from(const RuleValues&) { return {}; }

  static std::span<const trace::AlgorithmInfo> algorithms();
  static std::span<const trace::AlgorithmInfo> lessons();
  static Answer run(std::string_view algorithm, const Case& board, const Query& query, const Rules& rules,
                    trace::Recorder* recorder);
  static std::span<const std::string_view> answer_formats();
  // One BoardSolver for the board, so the walk table is built once for all its queries.
  static std::string solve(const File& file, std::string_view algorithm, const Rules& rules,
                           std::string_view format);
  static std::string answer_text(const Answer& answer);
  static bool stopped(const Answer& answer) { return answer.status == Status::stopped; }
  static Witness witness(const Answer& answer);

  static std::size_t state_count(std::string_view algorithm, const Case& board, const Rules& rules);
  static DecodedState decode(std::string_view algorithm, const Case& board, trace::StateId state);
  // astar's lower bound of a state (EstimatesStates); nullopt for the other searches.
  static std::optional<std::int64_t> estimate(std::string_view algorithm, const Case& board, const Query& query,
                                              trace::StateId state);

  static Position start(const Case& board, const Query& query);
  static std::vector<Move> moves(const Case& board, const Rules& rules, const Position& position);
  static MoveOutcome<Position> apply(const Case& board, const Rules& rules, const Position& position,
                                     const Move& move);
  static bool solved(const Case& board, const Query& query, const Position& position);
  static std::vector<Cell> target_cells(const Case& /*game*/, const Query& query) { return {query.target}; }
  // The blank and the marked piece where they stand, the same target: the judge solver
  // on it gives the fewest moves left.
  static Restated<Case, Query, Rules> restate(const Case& board, const Query& query, const Rules& rules,
                                              const Position& position, int /*played*/) {
    return {board, Query{position.blank, position.piece, query.target}, rules};
  }

  // The first move of a shortest path to the target from here, found by the judge solver
  // (GivesHints): it lowers the fewest moves left by one.
  static std::optional<Move> hint(const Case& board, const Query& query, const Rules& rules,
                                  const Position& position, int played, std::stop_token stop);

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

}  // namespace frontier::huarongdao
