#include "frontier/huarongdao/puzzle.hpp"

#include <stdexcept>
#include <utility>

#include "frontier/huarongdao/astar.hpp"
#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/board_solver.hpp"
#include "frontier/huarongdao/dijkstra.hpp"
#include "frontier/huarongdao/dijkstra_from_target.hpp"
#include "frontier/huarongdao/edits.hpp"
#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/generator.hpp"
#include "frontier/huarongdao/legal_query.hpp"
#include "frontier/huarongdao/moves.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/spfa.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::huarongdao {

namespace {

constexpr std::string_view kAnswerFormats[] = {kJudgeFormat};

// The judge's default first, then the lessons.
constexpr Search kSearches[] = {kDijkstraFromTargetSearch, kDijkstraSearch, kSpfaSearch, kBfsSearch, kAstarSearch};
constexpr trace::Registry kRegistry("huarongdao", kSearches);

}  // namespace

Answer BoardSolver::solve(std::string_view algorithm, const Query& query, trace::Recorder* recorder) {
  const Search& search = kRegistry[algorithm];
  if (auto fault = query_fault(board_, query)) throw std::invalid_argument(fault->reason);
  return search.run(recorder, graph_, query);
}

Puzzle::File Puzzle::read(std::string_view text) { return read_judge_file(text); }

std::string Puzzle::write(const File& file) { return write_judge_file(file); }

// A judge file holds one board (the case) and its queries.
std::size_t Puzzle::case_count(const File&) { return 1; }

const Puzzle::Case& Puzzle::case_at(const File& file, std::size_t index) {
  if (index != 0) throw std::out_of_range("a huarongdao file holds one board; there is no case " + std::to_string(index));
  return file.board;
}

std::size_t Puzzle::query_count(const File& file, std::size_t case_index) {
  case_at(file, case_index);  // refuses a case other than the board
  return file.queries.size();
}

const Puzzle::Query& Puzzle::query_at(const File& file, std::size_t case_index, std::size_t query_index) {
  case_at(file, case_index);  // refuses a case other than the board
  return file.queries.at(query_index);
}

std::optional<std::string> Puzzle::validate(const Case& board, const Query& query) {
  if (auto fault = query_fault(board, query)) return std::move(fault->reason);
  return std::nullopt;
}

// Huarongdao has no rule variants.
std::span<const RuleSpec> Puzzle::rule_specs() { return {}; }

Puzzle::Rules Puzzle::rules_from(const RuleValues&) { return {}; }

std::span<const trace::AlgorithmInfo> Puzzle::algorithms() { return kRegistry.infos(); }

std::span<const trace::AlgorithmInfo> Puzzle::lessons() { return kRegistry.lessons(); }

Puzzle::Answer Puzzle::run(std::string_view algorithm, const Case& board, const Query& query, const Rules&,
                           trace::Recorder* recorder) {
  return BoardSolver(board).solve(algorithm, query, recorder);
}

std::span<const std::string_view> Puzzle::answer_formats() { return kAnswerFormats; }

// One BoardSolver for the board, so the walk table is built once for all its queries.
std::string Puzzle::solve(const File& file, std::string_view algorithm, const Rules&, std::string_view format) {
  kRegistry.judge_index_of(algorithm);  // refuses a wrong name even for a file of no query
  require_judge_format(kId, format);
  BoardSolver solver(file.board);
  solver.graph().set_witnesses(false);  // the judge reads the number of moves only
  std::string answers;
  if (algorithm == kDijkstraFromTargetName) {
    // One search from each target serves all the queries that share it.
    for (const Query& query : file.queries) {
      if (auto fault = query_fault(file.board, query)) throw std::invalid_argument(fault->reason);
    }
    for (const Answer& answer : dijkstra_from_target_all(solver.graph(), file.queries)) {
      add_answer_line(answers, huarongdao::answer_text(answer));
    }
    return answers;
  }
  for (const Query& query : file.queries) {
    add_answer_line(answers, huarongdao::answer_text(solver.solve(algorithm, query)));
  }
  return answers;
}

std::string Puzzle::answer_text(const Answer& answer) { return huarongdao::answer_text(answer); }

bool Puzzle::stopped(const Answer& answer) { return answer.status == Status::stopped; }

Witness Puzzle::witness(const Answer& answer) {
  Witness witness;
  witness.moves.reserve(answer.witness.size());
  for (const Move& move : answer.witness) witness.moves.push_back({move.from, move.to, false, move.marked});
  return witness;
}

// What a search's states are, as its entry gives them (searches.hpp): bfs's positions or
// the piece graph's states.
std::size_t Puzzle::state_count(std::string_view algorithm, const Case& board, const Rules& rules) {
  return kRegistry[algorithm].states.count(board, rules);
}

DecodedState Puzzle::decode(std::string_view algorithm, const Case& board, trace::StateId state) {
  return kRegistry[algorithm].states.decode(board, state);
}

std::optional<SearchKind> Puzzle::search_kind(std::string_view algorithm) {
  const Search* search = kRegistry.find(algorithm);
  return search != nullptr ? std::optional(search->states.kind) : std::nullopt;
}

std::optional<std::int64_t> Puzzle::estimate(std::string_view algorithm, const Case& board, const Query& query,
                                             trace::StateId state) {
  const States& states = kRegistry[algorithm].states;
  if (states.estimate == nullptr) return std::nullopt;
  return states.estimate(board, query, state);
}

Puzzle::Position Puzzle::start(const Case&, const Query& query) { return {query.blank, query.piece}; }

std::vector<Puzzle::Move> Puzzle::moves(const Case& board, const Rules&, const Position& position) {
  return legal_moves(board, position);
}

MoveOutcome<Puzzle::Position> Puzzle::apply(const Case& board, const Rules&, const Position& position,
                                            const Move& move) {
  return apply_move(board, position, move);
}

// The first move of a shortest path to the target from here, found by the judge solver: it
// lowers the fewest moves left by one.
std::optional<Puzzle::Move> Puzzle::hint(const Case& board, const Query& query, const Rules& rules,
                                         const Position& position, int played, std::stop_token stop) {
  if (stop.stop_requested()) return std::nullopt;
  // The solver's witness from here is a shortest path, so its first move leaves one move
  // fewer to go. On the target, or where the target cannot be reached, no move is better
  // than another: any legal one.
  const auto here = restate(board, query, rules, position, played);
  const Answer answer = run(algorithms().front().name, here.game, here.query, here.rules, nullptr);
  if (!answer.witness.empty()) return answer.witness.front();
  const std::vector<Move> legal = moves(board, rules, position);
  if (legal.empty()) return std::nullopt;
  return legal.front();
}

bool Puzzle::solved(const Case&, const Query& query, const Position& position) {
  return position.piece == query.target;
}

std::vector<Cell> Puzzle::target_cells(const Case&, const Query& query) { return {query.target}; }

// The blank and the marked piece where they stand, the same target: the judge solver on
// it gives the fewest moves left.
Restated<Puzzle::Case, Puzzle::Query, Puzzle::Rules> Puzzle::restate(const Case& board, const Query& query,
                                                                     const Rules& rules, const Position& position,
                                                                     int /*played*/) {
  return {board, Query{position.blank, position.piece, query.target}, rules};
}

std::span<const GenerateParameter> Puzzle::generate_parameters() { return huarongdao::generate_parameters(); }

Puzzle::File Puzzle::generate(std::uint64_t seed, const GenerateValues& values) {
  return huarongdao::generate(seed, values);
}

Puzzle::File Puzzle::empty(int rows, int cols) { return empty_file(rows, cols); }

}  // namespace frontier::huarongdao
