#include "frontier/solitaire/puzzle.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include "frontier/solitaire/bfs.hpp"
#include "frontier/solitaire/bidirectional_bfs.hpp"
#include "frontier/solitaire/format.hpp"
#include "frontier/solitaire/generator.hpp"
#include "frontier/solitaire/iddfs.hpp"
#include "frontier/solitaire/legality.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::solitaire {

namespace {

constexpr RuleSpec kRuleSpecs[] = {
    {kMaxMovesRule, "Most moves", "the most moves the goal may be from the start (the judge's K)", kDefaultMaxMoves, 0,
     kMaxMaxMoves},
};

constexpr GenerateParameter kGenerateParameters[] = {
    {kCasesParameter, "Cases", "cases in the file", kDefaultGeneratedCases, 1, kMaxCases},
};

constexpr std::string_view kAnswerFormats[] = {kJudgeFormat};

// The judge's default first, then the lessons.
constexpr Search kSearches[] = {kBidirectionalBfsSearch, kBfsSearch, kIddfsSearch};
constexpr trace::Registry kRegistry("Solitaire", kSearches);


bool holds_piece(const Configuration& position, Cell c) {
  for (const Cell piece : position.pieces) {
    if (piece == c) return true;
  }
  return false;
}

// Why `move` is not legal on the valid `position`, or nothing when it is.
std::optional<std::string> refusal_of(const Configuration& position, const Move& move) {
  if (!holds_piece(position, move.from)) return cell_text(move.from) + " has no piece";
  if (!on_board(move.to)) return cell_text(move.to) + " is off the board";
  if (holds_piece(position, move.to)) return cell_text(move.to) + " is taken by a piece";
  const int row_step = move.to.row - move.from.row;
  const int col_step = move.to.col - move.from.col;
  if (row_step != 0 && col_step != 0) {
    return "a piece moves along its row or its column, and " + cell_text(move.from) + " to " +
           cell_text(move.to) + " is neither";
  }
  const int length = std::abs(row_step) + std::abs(col_step);
  if (!move.jump && length != 1) {
    return "a step moves one square, and " + cell_text(move.from) + " to " + cell_text(move.to) + " is " +
           std::to_string(length);
  }
  if (move.jump && length != 2) {
    return "a jump moves two squares, over one piece, and " + cell_text(move.from) + " to " +
           cell_text(move.to) + " is " + std::to_string(length);
  }
  const Cell over{move.from.row + row_step / 2, move.from.col + col_step / 2};
  if (move.jump && !holds_piece(position, over)) {
    return "a jump passes over a piece, and " + cell_text(over) + " is empty";
  }
  return std::nullopt;
}

}  // namespace

Puzzle::File Puzzle::read(std::string_view text) { return read_judge_file(text); }

std::string Puzzle::write(const File& file) { return write_judge_file(file); }

std::size_t Puzzle::case_count(const File& file) { return file.cases.size(); }

// case_at and query_at throw std::out_of_range for a case past the end, or a query other
// than 0.
const Puzzle::Case& Puzzle::case_at(const File& file, std::size_t index) { return file.cases.at(index); }

std::size_t Puzzle::query_count(const File& file, std::size_t index) {
  case_at(file, index);
  return 1;
}

const Puzzle::Query& Puzzle::query_at(const File& file, std::size_t case_index, std::size_t query_index) {
  if (query_index != 0) throw std::out_of_range("a Solitaire case asks one question: its query is number 0");
  return case_at(file, case_index);
}

// Both configurations hold four pieces on the board, no two on one square; otherwise the
// reader's reason for the first fault. `game` and `query` are the same case.
std::optional<std::string> Puzzle::validate(const Case& /*game*/, const Query& query) {
  if (auto fault = first_fault(query)) return std::move(fault->reason);
  return std::nullopt;
}

std::span<const RuleSpec> Puzzle::rule_specs() { return kRuleSpecs; }

Puzzle::Rules Puzzle::rules_from(const RuleValues& values) {
  Rules rules;
  rules.max_moves = rule_value(values, kRuleSpecs[0]);
  return rules;
}

std::span<const trace::AlgorithmInfo> Puzzle::algorithms() { return kRegistry.infos(); }

std::span<const trace::AlgorithmInfo> Puzzle::lessons() { return kRegistry.lessons(); }

// Throws std::invalid_argument for an unknown algorithm, a query validate refuses, or a
// move limit outside 0..kMaxMaxMoves.
Puzzle::Answer Puzzle::run(std::string_view algorithm, const Case& /*game*/, const Query& query, const Rules& rules,
                           trace::Recorder* recorder) {
  if (auto reason = validate(query, query)) throw std::invalid_argument(*reason);
  if (rules.max_moves < 0 || rules.max_moves > kMaxMaxMoves) {
    throw std::invalid_argument("the move limit must be between 0 and " + std::to_string(kMaxMaxMoves));
  }
  return kRegistry[algorithm].run(recorder, query, rules);
}

std::span<const std::string_view> Puzzle::answer_formats() { return kAnswerFormats; }

// YES or NO a case; throws std::invalid_argument for an unknown algorithm or format.
std::string Puzzle::solve(const File& file, std::string_view algorithm, const Rules& rules,
                          std::string_view format) {
  require_judge_format("Solitaire", format);
  // Checked here too, so that a file of no case still refuses a wrong name.
  kRegistry.judge_index_of(algorithm);
  std::string out;
  out.reserve(file.cases.size() * 4);
  for (const Case& question : file.cases) {
    add_answer_line(out, judge_words(run(algorithm, question, question, rules, nullptr)));
  }
  return out;
}

std::string Puzzle::answer_text(const Answer& answer) { return std::string(judge_words(answer)); }

bool Puzzle::stopped(const Answer& answer) { return answer.stopped; }

// The moves of the answer, jumps flagged.
Witness Puzzle::witness(const Answer& answer) {
  Witness witness;
  witness.moves.reserve(answer.moves.size());
  for (const Move& move : answer.moves) witness.moves.push_back({move.from, move.to, move.jump, false});
  return witness;
}

// States, as each search's entry gives them: bfs and iddfs number a configuration by its
// rank (side 0); bidirectional-bfs adds side * kConfigurationCount (side 1 searches from
// the goal). decode gives the four pieces of the canonical configuration; it throws
// std::invalid_argument for an unknown algorithm and std::out_of_range for a state past
// state_count.
std::size_t Puzzle::state_count(std::string_view algorithm, const Case& game, const Rules& rules) {
  return kRegistry[algorithm].states.count(game, rules);
}

DecodedState Puzzle::decode(std::string_view algorithm, const Case& game, trace::StateId state) {
  const States& states = kRegistry[algorithm].states;
  if (state >= states.count(game, Rules{})) throw std::out_of_range("not a " + std::string(algorithm) + " state");
  return states.decode(game, state);
}

std::optional<SearchKind> Puzzle::search_kind(std::string_view algorithm) {
  const Search* search = kRegistry.find(algorithm);
  return search != nullptr ? std::optional(search->states.kind) : std::nullopt;
}

Puzzle::Position Puzzle::position_of(std::string_view algorithm, const Case& game, trace::StateId state) {
  static_cast<void>(decode(algorithm, game, state));  // the same checks of the state
  return decode_state(state).configuration;
}

std::vector<Puzzle::Move> Puzzle::candidate_moves(const Position& position) {
  std::vector<Move> candidates;
  for (const Cell piece : position.pieces) {
    for (int direction = 0; direction < kDirections; ++direction) {
      const Cell next = step(piece, direction);
      if (holds_piece(position, next)) {
        candidates.push_back({piece, step(next, direction), true});
      } else {
        candidates.push_back({piece, next, false});
      }
    }
  }
  return candidates;
}

Puzzle::Position Puzzle::start(const Case&, const Query& query) { return query.start; }

// Every legal move of `position` (none when it is not a valid configuration).
std::vector<Puzzle::Move> Puzzle::moves(const Case& /*game*/, const Rules& /*rules*/, const Position& position) {
  if (!is_valid(position)) return {};
  return legal_moves(position);
}

// The first move of a shortest way to the goal from here when the moves left reach it,
// found by the judge solver, else any legal move.
std::optional<Puzzle::Move> Puzzle::hint(const Case& game, const Query& query, const Rules& rules,
                                         const Position& position, int played, std::stop_token stop) {
  if (stop.stop_requested()) return std::nullopt;
  // The solver's witness from here is a shortest way within the moves left, so after its
  // first move the goal is still in reach. When it is out of reach, any legal move.
  const auto here = restate(game, query, rules, position, played);
  const Answer answer = run(algorithms().front().name, here.game, here.query, here.rules, nullptr);
  if (answer.reachable && !answer.moves.empty()) return answer.moves.front();
  const std::vector<Move> legal = moves(game, rules, position);
  if (legal.empty()) return std::nullopt;
  return legal.front();
}

MoveOutcome<Puzzle::Position> Puzzle::apply(const Case& /*game*/, const Rules& /*rules*/, const Position& position,
                                            const Move& move) {
  if (!is_valid(position)) return {std::nullopt, "the position is not four pieces on four squares of the board"};
  if (auto refusal = refusal_of(position, move)) return {std::nullopt, std::move(*refusal)};
  auto after = apply_move(position, move);
  // refusal_of states the rules apply_move enforces; a disagreement is a bug, not a refusal.
  if (!after) throw std::logic_error("Solitaire: apply_move refused a move refusal_of allows");
  return {std::move(after), {}};
}

bool Puzzle::solved(const Case&, const Query& query, const Position& position) {
  return same_position(position, query.goal);
}

std::vector<Cell> Puzzle::target_cells(const Case&, const Query& query) {
  return {query.goal.pieces.begin(), query.goal.pieces.end()};
}

// The position as the start, the same goal, and the moves the limit leaves after `played`
// (none below zero): whether the goal can still be reached in time.
Restated<Puzzle::Case, Puzzle::Query, Puzzle::Rules> Puzzle::restate(const Case&, const Query& query,
                                                                     const Rules& rules, const Position& position,
                                                                     int played) {
  const Case from_here{position, query.goal};
  return {from_here, from_here, Rules{std::max(0, rules.max_moves - played)}};
}

// Random judge files; generate throws std::invalid_argument for a case count that is not a
// whole number.
std::span<const GenerateParameter> Puzzle::generate_parameters() { return kGenerateParameters; }

Puzzle::File Puzzle::generate(std::uint64_t seed, const GenerateValues& values) {
  const double cases = generate_value(values, kGenerateParameters[0]);
  if (cases != std::floor(cases)) {
    throw std::invalid_argument("the number of cases must be a whole number, not " + std::to_string(cases));
  }
  return generate_judge_file(seed, static_cast<int>(cases));
}

}  // namespace frontier::solitaire
