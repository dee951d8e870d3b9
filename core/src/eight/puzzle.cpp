#include "frontier/eight/puzzle.hpp"

#include <cmath>
#include <stdexcept>

#include "frontier/eight/astar.hpp"
#include "frontier/eight/bfs.hpp"
#include "frontier/eight/bidirectional_bfs.hpp"
#include "frontier/eight/format.hpp"
#include "frontier/eight/generator.hpp"
#include "frontier/eight/goal_table.hpp"
#include "frontier/eight/ida_star.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::eight {

namespace {

constexpr GenerateParameter kGenerateParameters[] = {
    {kCasesParameter, "Cases", "cases in the file", kDefaultGeneratedCases, 1, kMaxCases},
    {kSolvableParameter, "Only solvable", "1: every start can reach the goal; 0: half of them cannot", 0, 0, 1},
};

constexpr std::string_view kAnswerFormats[] = {kJudgeFormat};

// The judge's solver first, then the teaching searches.
constexpr Search kSearches[] = {kBfsFromGoalSearch, kBfsSearch, kBidirectionalBfsSearch, kAstarManhattanSearch,
                                kAstarMisplacedSearch, kIdaStarSearch};
constexpr trace::Registry kRegistry("8-puzzle", kSearches);

std::string invalid_frame_reason() { return "the frame must hold the blank and tiles 1 to 8, each once"; }

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
  if (query_index != 0) throw std::out_of_range("an 8-puzzle case asks one question: its query is number 0");
  return case_at(file, case_index);
}

// The frame holds each of the blank and tiles 1..8 once. An unsolvable frame is a fair
// question: its answer is "unsolvable".
std::optional<std::string> Puzzle::validate(const Case& /*game*/, const Query& query) {
  if (!is_valid(query)) return invalid_frame_reason();
  return std::nullopt;
}

std::span<const RuleSpec> Puzzle::rule_specs() { return {}; }

Puzzle::Rules Puzzle::rules_from(const RuleValues& /*values*/) { return {}; }

std::span<const trace::AlgorithmInfo> Puzzle::algorithms() { return kRegistry.infos(); }

std::span<const trace::AlgorithmInfo> Puzzle::lessons() { return kRegistry.lessons(); }

// Throws std::invalid_argument for an unknown algorithm or a frame validate refuses.
Puzzle::Answer Puzzle::run(std::string_view algorithm, const Case& /*game*/, const Query& query,
                           const Rules& /*rules*/, trace::Recorder* recorder) {
  if (auto reason = validate(query, query)) throw std::invalid_argument(*reason);
  return kRegistry[algorithm].run(recorder, query);
}

std::span<const std::string_view> Puzzle::answer_formats() { return kAnswerFormats; }

// One line a case. The judge's solver answers every case from one table made once
// (goal_table.hpp); another search is run case by case.
std::string Puzzle::solve(const File& file, std::string_view algorithm, const Rules& rules, std::string_view format) {
  require_judge_format("8-puzzle", format);
  const std::size_t index = kRegistry.judge_index_of(algorithm);
  const bool from_table = kSearches[index].name == kBfsFromGoalName;
  std::string out;
  out.reserve(file.cases.size() * 24);
  for (const Frame& start : file.cases) {
    add_answer_line(out, judge_words(from_table ? answer_from_goal_table(start) : run(algorithm, start, start, rules, nullptr)));
  }
  return out;
}

std::string Puzzle::answer_text(const Answer& answer) { return judge_words(answer); }

bool Puzzle::stopped(const Answer& answer) { return answer.stopped; }

// Each move as the tile that slides (from its cell into the blank's).
Witness Puzzle::witness(const Answer& answer) {
  Witness witness;
  Frame frame = answer.start;
  for (const Move& move : answer.moves) {
    const Cell blank = cell_of(blank_index(frame));
    witness.moves.push_back({step(blank, move.direction), blank, false, false});
    frame = *after_move(frame, move.direction);
  }
  return witness;
}

std::size_t Puzzle::state_count(std::string_view algorithm, const Case& game, const Rules& rules) {
  return kRegistry[algorithm].states.count(game, rules);
}

// Throws std::invalid_argument for an unknown algorithm and std::out_of_range for a state
// past state_count.
DecodedState Puzzle::decode(std::string_view algorithm, const Case& game, trace::StateId state) {
  const States& states = kRegistry[algorithm].states;
  if (state >= states.count(game, Rules{})) throw std::out_of_range("not a " + std::string(algorithm) + " state");
  return states.decode(game, state);
}

std::optional<SearchKind> Puzzle::search_kind(std::string_view algorithm) {
  const Search* search = kRegistry.find(algorithm);
  return search != nullptr ? std::optional(search->states.kind) : std::nullopt;
}

std::optional<std::int64_t> Puzzle::estimate(std::string_view algorithm, const Case& game, const Query& query,
                                             trace::StateId state) {
  const States& states = kRegistry[algorithm].states;
  if (states.estimate == nullptr) return std::nullopt;
  return states.estimate(game, query, state);
}

Puzzle::Position Puzzle::start(const Case&, const Query& query) { return query; }

// The blank's moves that stay in the frame, in Frontier's order (none for a frame that is
// not one).
std::vector<Puzzle::Move> Puzzle::moves(const Case&, const Rules&, const Position& position) {
  std::vector<Move> legal;
  if (!is_valid(position)) return legal;
  for (int d = 0; d < kDirections; ++d) {
    if (after_move(position, d)) legal.push_back({d});
  }
  return legal;
}

MoveOutcome<Puzzle::Position> Puzzle::apply(const Case&, const Rules&, const Position& position, const Move& move) {
  if (!is_valid(position)) return {std::nullopt, invalid_frame_reason()};
  if (move.direction < 0 || move.direction >= kDirections) return {std::nullopt, "a move goes up, right, down or left"};
  auto after = after_move(position, move.direction);
  if (!after) {
    return {std::nullopt, "no tile is " + std::string(move.direction == 0   ? "above"
                                                      : move.direction == 1 ? "right of"
                                                      : move.direction == 2 ? "below"
                                                                            : "left of") +
                              " the blank: it is at the frame's edge"};
  }
  return {after, {}};
}

bool Puzzle::solved(const Case&, const Query&, const Position& position) { return position == kGoal; }

// Every state covers the whole frame, so no cells mark the goal as reached: the search's
// own answer says when.
std::vector<Cell> Puzzle::target_cells(const Case&, const Query&) { return {}; }

Restated<Puzzle::Case, Puzzle::Query, Puzzle::Rules> Puzzle::restate(const Case&, const Query&, const Rules& rules,
                                                                     const Position& position, int /*played*/) {
  return {position, position, rules};
}

// The first move of the judge solver's way from here; when the goal cannot be reached, any
// move.
std::optional<Puzzle::Move> Puzzle::hint(const Case& game, const Query&, const Rules& rules, const Position& position,
                                         int /*played*/, std::stop_token stop) {
  if (stop.stop_requested() || !is_valid(position)) return std::nullopt;
  const Answer answer = answer_from_goal_table(position);
  if (answer.solvable && !answer.moves.empty()) return answer.moves.front();
  const std::vector<Move> legal = moves(game, rules, position);
  if (legal.empty()) return std::nullopt;
  return legal.front();
}

std::optional<std::string> Puzzle::check(const Case&, const Query& query, const Rules&, std::string_view line) {
  if (!is_valid(query)) return invalid_frame_reason();
  if (line == "unsolvable") {
    if (solvable(query)) return std::string("the goal can be reached, but the answer says unsolvable");
    return std::nullopt;
  }
  Frame frame = query;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int direction = direction_of(line[i]);
    if (direction < 0) {
      return "character " + std::to_string(i + 1) + " of the answer is not one of u, d, l, r";
    }
    auto after = after_move(frame, direction);
    if (!after) {
      return "move " + std::to_string(i + 1) + " '" + line[i] + "' takes the blank out of the frame";
    }
    frame = *after;
  }
  if (frame != kGoal) return "the moves end on " + frame_text(frame) + ", not on the goal";
  return std::nullopt;
}

std::span<const GenerateParameter> Puzzle::generate_parameters() { return kGenerateParameters; }

Puzzle::File Puzzle::generate(std::uint64_t seed, const GenerateValues& values) {
  const int cases = whole_generate_value(values, kGenerateParameters[0]);
  const int only_solvable = whole_generate_value(values, kGenerateParameters[1]);
  return generate_judge_file(seed, cases, only_solvable != 0);
}

}  // namespace frontier::eight
