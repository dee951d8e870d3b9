#pragma once
// The contract every puzzle keeps. Each puzzle has one type, `frontier::<puzzle>::Puzzle`
// in `frontier/<puzzle>/puzzle.hpp`, that the command line, the visualizer and the tests
// use for everything about that puzzle; `PuzzleContract` below checks that all of them
// offer the same things under the same names, so that a feature (a command, a GUI mode,
// a test) is written once over the contract and not four times.
//
// Words used throughout:
//   File      a judge input file as read (cases, then queries inside each case)
//   Case      what queries are asked about: a board (Solitaire: one start/goal pair)
//   Query     one question the judge answers with one line (Solitaire: the case itself)
//   Rules     the puzzle's rule variants; the judge's values by default
//   Answer    what an algorithm finds: the judge's word, the witness, and whether stopped
//   Position  what a player sees while playing: the board as it stands
//   Move      one move of the game on a Position

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier {

// The seven types of the words above, named once for every puzzle: each Puzzle derives
// from its PuzzleTypes, so P::File and the others are declared alike everywhere.
template <class FileType, class CaseType, class QueryType, class RulesType, class AnswerType, class PositionType,
          class MoveType>
struct PuzzleTypes {
  using File = FileType;
  using Case = CaseType;
  using Query = QueryType;
  using Rules = RulesType;
  using Answer = AnswerType;
  using Position = PositionType;
  using Move = MoveType;
};

// A rule variant the user may switch or set. `id` is frontier-cli's option name
// ("--outside", "--max-moves 9"), a sample's .args word and the GUI's Rules menu entry, so
// every rule the GUI offers is an option of the CLI and the other way round. A rule from
// 0 to 1 is a switch (a flag with no value on the command line).
struct RuleSpec {
  std::string_view id;
  std::string_view name;  // a few words for a menu or a status line ("Around the board")
  std::string_view help;  // English; the GUI translates name and help (context "Rules")
  int judge_value = 0;
  int minimum = 0;
  int maximum = 1;
  constexpr bool is_switch() const { return minimum == 0 && maximum == 1; }
};
// Rule values by id; a rule not listed keeps its judge's value.
using RuleValues = std::map<std::string, int, std::less<>>;
// The value of `spec` in `values`, clamped to its range.
int rule_value(const RuleValues& values, const RuleSpec& spec);
// The rule `id` at `value` as frontier-cli's arguments: a switch on is {"--outside"}, off
// {"--outside=0"}; a number {"--max-moves", "9"}.
std::vector<std::string> rule_arguments(std::string_view id, bool is_switch, int value);

// A parameter of `generate` ("--rows 10"): a whole number, or a real number when `real`.
struct GenerateParameter {
  std::string_view id;
  std::string_view name;  // a form's label ("Kinds of tile"); the GUI translates it and help (context "Generator")
  std::string_view help;
  double default_value = 0;
  double minimum = 0;
  double maximum = 0;
  bool real = false;
};
// Values by id; a parameter not listed keeps its default.
using GenerateValues = std::map<std::string, double, std::less<>>;
double generate_value(const GenerateValues& values, const GenerateParameter& parameter);
// generate_value of a parameter that counts or sizes something; throws
// std::invalid_argument ("rows must be a whole number") for a value with a fraction.
int whole_generate_value(const GenerateValues& values, const GenerateParameter& parameter);
// The ids of the parameters several puzzles' generators take, the same options of
// frontier-cli generate for each.
inline constexpr std::string_view kRowsParameter = "rows";
inline constexpr std::string_view kColsParameter = "cols";
inline constexpr std::string_view kQueriesParameter = "queries";
inline constexpr std::string_view kDensityParameter = "density";
inline constexpr std::string_view kCasesParameter = "cases";

// What a board generator is asked: its rows and columns, its queries and the share of its
// cells that hold something, read from the parameters of those ids among `parameters`.
struct BoardRequest {
  int rows = 0;
  int cols = 0;
  int queries = 0;
  double density = 0;
};
BoardRequest board_request(const GenerateValues& values, std::span<const GenerateParameter> parameters);

// The answer format of `solve` that prints what the judge expects, where a puzzle has one
// judge (Mahjong's two formats are named in mahjong/solve.hpp).
inline constexpr std::string_view kJudgeFormat = "judge";
// What solve does first where kJudgeFormat is the only format: refuse any other, naming
// the puzzle ("unknown huarongdao answer format 'csv'").
void require_judge_format(std::string_view puzzle, std::string_view format);
// One line of the judge's output: an answer's words and a newline.
inline void add_answer_line(std::string& answers, std::string_view words) {
  answers += words;
  answers += '\n';
}

// What one part of a search state stands for on the board.
enum class StateRole : unsigned char {
  cell,     // the state is at this cell
  heading,  // at this cell, travelling in `direction`
  side,     // the blank stands on side `direction` of this cell (the marked piece's cell)
  blank,    // the blank is on this cell
  piece,    // one piece of a configuration (Solitaire's four squares, Huarongdao's marked piece)
  // A line of the board. Alone, a whole row or column is the candidate (Lianliankan's
  // middle-segment: index in cell.row or cell.col, the other 0); two parts of one role
  // are the stretch from the first cell to the second (Mahjong's run-bfs: a run).
  row,
  column,
  tile,     // the tile numbered `label` is on this cell (the 8-puzzle's tiles)
};
std::string_view role_name(StateRole role);

struct StatePart {
  Cell cell;            // the judge's 1-based numbers; 0 and rows+1 / cols+1 for a ring
  StateRole role = StateRole::cell;
  int direction = -1;   // heading or side, in kRowStep order; -1 when the role has none
  int label = 0;        // a tile's number; 0 when the role has none
  friend bool operator==(const StatePart&, const StatePart&) = default;
};

// A state decoded: every cell it covers with its role, as many as it has (one heading, a
// Solitaire configuration's four pieces, the 8-puzzle's nine tiles). Up to kInlineParts
// parts are held without allocating, so a painter can decode every state of a large trace
// of the one- and two-part searches; a larger state keeps its parts on the heap.
class DecodedState {
 public:
  static constexpr std::size_t kInlineParts = 4;

  // How many parts; read it, add() sets it.
  int count = 0;
  // Which search of a bidirectional one found it: 0 from the start, 1 from the goal.
  int side = 0;

  void add(StatePart part) {
    if (spilled_.empty() && static_cast<std::size_t>(count) < kInlineParts) {
      held_[static_cast<std::size_t>(count)] = part;
    } else {
      if (spilled_.empty()) spilled_.assign(held_.begin(), held_.end());
      spilled_.push_back(part);
    }
    ++count;
  }
  std::span<const StatePart> view() const {
    if (!spilled_.empty()) return spilled_;
    return {held_.data(), static_cast<std::size_t>(count)};
  }
  // Part i, for i < count.
  const StatePart& part(std::size_t i) const { return view()[i]; }
  const StatePart& first() const { return part(0); }
  friend bool operator==(const DecodedState& a, const DecodedState& b) {
    return a.side == b.side && std::ranges::equal(a.view(), b.view());
  }

 private:
  std::array<StatePart, kInlineParts> held_{};
  std::vector<StatePart> spilled_;
};

// One move of a witness, in the judge's cells. Solitaire: a piece steps or jumps.
// Huarongdao: the piece on `from` slides into the blank on `to`.
struct WitnessMove {
  Cell from;
  Cell to;
  bool jump = false;    // Solitaire: over one piece
  bool marked = false;  // Huarongdao: the marked piece moved
  friend bool operator==(const WitnessMove&, const WitnessMove&) = default;
};

// What an answer shows: the corners of a line or path (ring points included), or a
// sequence of moves; both empty when nothing was found.
struct Witness {
  std::vector<Cell> corners;
  std::vector<WitnessMove> moves;
  friend bool operator==(const Witness&, const Witness&) = default;
};

// Either the position after a move, or the reason the rules refuse the move.
template <class Position>
struct MoveOutcome {
  std::optional<Position> position;
  std::string refusal;  // English, for the user: why the move is not allowed
  explicit operator bool() const { return position.has_value(); }
};

// Every pseudo-code line of an algorithm is named by an enum beside its text, and the
// searches call observer.line(BfsTurnsLine::pop, state), never a bare number. The enum's
// values are the 1-based line numbers.
template <class Line>
concept PseudocodeLine = std::is_enum_v<Line>;

// What a search's states are, as the puzzle's painter tells its searches apart (headings or
// whole lines, a cost in turns or in steps): an enum of the puzzle's own, which each search's
// registry entry gives, so that no code compares an algorithm's name.
template <class Kind>
concept SearchKindEnum = std::is_enum_v<std::remove_cvref_t<Kind>>;

// The contract is four capabilities every puzzle has, then optional parts below, each
// with what Frontier does where a puzzle has none. A puzzle's puzzle.hpp declares its
// members under the same four headings.

// The judge format. read throws frontier::ParseError (line:col, message) at the first
// fault; read(write(f)) == f. validate is the one place that decides whether a query is
// legal on its case: nullopt when it is, else the reason in English. The reader refuses
// such a query (at its line:col) and run throws std::invalid_argument with the same reason.
template <class P>
concept ReadsJudgeFiles = requires(const typename P::File& file, const typename P::Case& game,
                                   const typename P::Query& query, std::string_view text, std::size_t index) {
  // Who it is: the id is the command line's PUZZLE word.
  { P::kId } -> std::convertible_to<std::string_view>;
  { P::kTitle } -> std::convertible_to<std::string_view>;
  { P::read(text) } -> std::same_as<typename P::File>;
  { P::write(file) } -> std::same_as<std::string>;
  { P::case_count(file) } -> std::same_as<std::size_t>;
  { P::case_at(file, index) } -> std::same_as<const typename P::Case&>;
  { P::query_count(file, index) } -> std::same_as<std::size_t>;
  { P::query_at(file, index, index) } -> std::same_as<const typename P::Query&>;
  { P::validate(game, query) } -> std::same_as<std::optional<std::string>>;
};

// The searches, by name, and the judge's answers.
template <class P>
concept RunsSearches = requires(const typename P::File& file, const typename P::Case& game,
                                const typename P::Query& query, const typename P::Rules& rules,
                                const typename P::Answer& answer, std::string_view text, std::string_view algorithm,
                                const RuleValues& rule_values, trace::StateId state, trace::Recorder* recorder) {
  // Rules: the variants and their judge values.
  { P::rule_specs() } -> std::same_as<std::span<const RuleSpec>>;
  { P::rules_from(rule_values) } -> std::same_as<typename P::Rules>;
  // The algorithms, the judge solver first; run(name, ...) throws std::invalid_argument
  // for a name not among them. recorder == nullptr runs the NoObserver instantiation.
  { P::algorithms() } -> std::same_as<std::span<const trace::AlgorithmInfo>>;
  // Searches wrong on purpose, for teaching (AlgorithmInfo::mistake says how): run and
  // the trace take them, solve refuses them. Often none.
  { P::lessons() } -> std::same_as<std::span<const trace::AlgorithmInfo>>;
  { P::run(algorithm, game, query, rules, recorder) } -> std::same_as<typename P::Answer>;
  // The judge's output for a whole file with the fast solver's per-case preparation
  // (one walk table per Huarongdao board, one tile count per Lianliankan case); `format`
  // is one of answer_formats(), the first being the judge's.
  { P::answer_formats() } -> std::same_as<std::span<const std::string_view>>;
  { P::solve(file, algorithm, rules, text) } -> std::same_as<std::string>;
  // The judge's words for one answer ("YES", "4", "-1").
  { P::answer_text(answer) } -> std::same_as<std::string>;
  { P::stopped(answer) } -> std::same_as<bool>;
  { P::witness(answer) } -> std::same_as<Witness>;
  // The states of an algorithm's search, as its registry entry gives them: how many (to
  // size a trace), what each means, and their kind; throws std::invalid_argument for an
  // unknown algorithm, but search_kind, which says nullopt (a name held from another
  // puzzle).
  { P::state_count(algorithm, game, rules) } -> std::same_as<std::size_t>;
  { P::decode(algorithm, game, state) } -> std::same_as<DecodedState>;
  { *P::search_kind(algorithm) } -> SearchKindEnum;
};

// The rules of one move, for play mode, replays and legality checks.
template <class P>
concept PlaysMoves = requires(const typename P::Case& game, const typename P::Query& query,
                              const typename P::Rules& rules, const typename P::Position& position,
                              const typename P::Move& move) {
  { P::start(game, query) } -> std::same_as<typename P::Position>;
  { P::moves(game, rules, position) } -> std::same_as<std::vector<typename P::Move>>;
  { P::apply(game, rules, position, move) } -> std::same_as<MoveOutcome<typename P::Position>>;
  { P::solved(game, query, position) } -> std::same_as<bool>;
  // The cells a search must reach to answer the query (the second tile or card, the
  // target of the marked piece, the goal's four squares): a state stands on the target
  // when its decoded cells hold all of them. Playback can stop when that first happens.
  // Empty where every state covers the whole board (the 8-puzzle): no stop then.
  { P::target_cells(game, query) } -> std::same_as<std::vector<Cell>>;
};

// Random judge files; generate throws std::invalid_argument for values that cannot make a
// file (with the reason).
template <class P>
concept GeneratesFiles = requires(const GenerateValues& generate_values) {
  { P::generate_parameters() } -> std::same_as<std::span<const GenerateParameter>>;
  { P::generate(std::uint64_t{}, generate_values) } -> std::same_as<typename P::File>;
};

template <class P>
concept PuzzleContract = ReadsJudgeFiles<P> && RunsSearches<P> && PlaysMoves<P> && GeneratesFiles<P>;

// The optional parts follow, each saying what happens where a puzzle has none.

// The lists a board editor adds to, reorders and deletes from: a file's cases, and a case's
// queries. Without them, the editor offers no "add case" or "add query" (Huarongdao's file
// holds one board; a Solitaire or 8-puzzle case is its own one query).
template <class P>
concept ListsCases = PuzzleContract<P> && requires(typename P::File& file) {
  { P::case_list(file).size() } -> std::same_as<std::size_t>;
};
template <class P>
concept ListsQueries = PuzzleContract<P> && requires(typename P::File& file, std::size_t case_index) {
  { P::query_list(file, case_index) } -> std::same_as<std::vector<typename P::Query>&>;
};

// The question asked again from a position reached in play, so that the judge's own
// solver answers it from there: Huarongdao's fewest moves left (the blank and the marked
// piece where they stand, the same target), Solitaire's "can the goal still be reached"
// (the position as the start, the limit less the moves played), and for Lianliankan and
// Mahjong the board as it stands with the query on it (a clicked pair asked as a query
// gives the line that links it). `played` counts the moves made since P::start.
template <class Case, class Query, class Rules>
struct Restated {
  Case game;
  Query query;
  Rules rules;
};

template <class P>
concept RestatesQuery = PuzzleContract<P> && requires(const typename P::Case& game, const typename P::Query& query,
                                                      const typename P::Rules& rules,
                                                      const typename P::Position& position, int played) {
  { P::restate(game, query, rules, position, played) }
      -> std::same_as<Restated<typename P::Case, typename P::Query, typename P::Rules>>;
};

// A move worth making from a position reached in play, decided by core so that every
// front end gives the same advice: Huarongdao's is a move on a shortest path to the target,
// Solitaire's one after which the goal is still reachable within the moves left, and
// Lianliankan's and Mahjong's any pair that links. When no move is good, any legal move;
// nullopt exactly when P::moves(position) is empty, so a caller learns "no move is left"
// from the same question without listing every move. `stop` ends the search early (a
// window closing, the position left): the answer is then nullopt and means nothing.
template <class P>
concept GivesHints = RestatesQuery<P> && requires(const typename P::Case& game, const typename P::Query& query,
                                                  const typename P::Rules& rules,
                                                  const typename P::Position& position, int played,
                                                  std::stop_token stop) {
  { P::hint(game, query, rules, position, played, stop) } -> std::same_as<std::optional<typename P::Move>>;
};

// The judge's checker, where the judge takes any of several answers (HDU 1043 takes every
// move string that reaches the goal): nullopt when the judge takes `line` as the answer to
// the query, else why not, in English. A puzzle without one has a single right line, its
// judge solver's: frontier-cli check and compare hold an answer to that line instead.
// kChosenAnswer says, for frontier-cli solve --help, which of the answers the judge takes
// Frontier prints ("the shortest way, ...").
template <class P>
concept ChecksAnswers = PuzzleContract<P> && requires(const typename P::Case& game, const typename P::Query& query,
                                                      const typename P::Rules& rules, std::string_view line) {
  { P::check(game, query, rules, line) } -> std::same_as<std::optional<std::string>>;
  { P::kChosenAnswer } -> std::convertible_to<std::string_view>;
};

// File ▸ New's "empty board": rows x cols with nothing on it (no tile, no card, no fixed
// cell) and no query, for the teacher to fill. Without it, File ▸ New offers a generated
// file only (Solitaire's every case holds four pieces a side; a frame holds all its tiles).
template <class P>
concept MakesEmptyFiles = PuzzleContract<P> && requires(int rows, int cols) {
  { P::empty(rows, cols) } -> std::same_as<typename P::File>;
};

// A search guided by a lower bound on the cost still to come (A*) tells the bound it gives
// a state, so that a trace shows it beside the state's cost: nullopt for an algorithm that
// has none (every uninformed search). The bound depends on the query (its target), which
// decode is not given. Throws std::invalid_argument for an unknown algorithm. Without it,
// no state shows an estimate.
template <class P>
concept EstimatesStates = PuzzleContract<P> && requires(std::string_view algorithm, const typename P::Case& game,
                                                        const typename P::Query& query, trace::StateId state) {
  { P::estimate(algorithm, game, query, state) } -> std::same_as<std::optional<std::int64_t>>;
};

// The moves a piece of a searched state could try, each with the rules' verdict through
// P::apply: what ask mode's "which of these moves are legal?" shows (Solitaire). The
// position a state of `algorithm` stands for, and every move its pieces might try, legal
// or not, in the order the searches try them.
template <class P>
concept ProposesMoves = PuzzleContract<P> && requires(std::string_view algorithm, const typename P::Case& game,
                                                      trace::StateId state, const typename P::Position& position,
                                                      const typename P::Move& move) {
  { P::position_of(algorithm, game, state) } -> std::same_as<typename P::Position>;
  { P::candidate_moves(position) } -> std::same_as<std::vector<typename P::Move>>;
  // A piece's move, from one cell to another, stepping or jumping: what is said of it.
  { move.from } -> std::convertible_to<Cell>;
  { move.to } -> std::convertible_to<Cell>;
  { move.jump } -> std::convertible_to<bool>;
};

}  // namespace frontier
