#include "frontier/lianliankan/puzzle.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "frontier/common/judge_file.hpp"
#include "frontier/lianliankan/bfs_shortest_line.hpp"
#include "frontier/lianliankan/bfs_turns.hpp"
#include "frontier/lianliankan/dfs.hpp"
#include "frontier/lianliankan/dfs_miscounted_turns.hpp"
#include "frontier/lianliankan/edits.hpp"
#include "frontier/lianliankan/format.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/linking_partners.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::lianliankan {

namespace {

std::string count_of(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

// The reader's words for a click's coordinate off the board (tests/data/bad/lianliankan).
std::optional<std::string> coordinate_fault(std::string_view what, int value, int size, std::string_view one,
                                            std::string_view many) {
  if (value >= 1 && value <= size) return std::nullopt;
  return std::string(what) + " " + std::to_string(value) + " is outside the board (" + count_of(size, one, many) +
         ")";
}


// The judge's default first, then the lessons.
constexpr Search kSearches[] = {kMiddleSegmentSearch, kBfsTurnsSearch, kDfsSearch,
                                 kDfsMiscountedTurnsSearch, kBfsShortestLineSearch};
constexpr trace::Registry kRegistry("lianliankan", kSearches);

constexpr RuleSpec kRuleSpecs[] = {
    {kOutsideRule, "Around the board", "the line may run around the board, as in the real game (the judge forbids it)", 0, 0, 1},
};

constexpr std::string_view kAnswerFormats[] = {kJudgeFormat};

// As frontier-cli generate lianliankan has always taken them (GeneratorOptions' defaults).
constexpr GenerateParameter kGenerateParameters[] = {
    {kRowsParameter, "Rows", "rows of each board", 10, 1, kMaxRows},
    {kColsParameter, "Columns", "columns of each board", 10, 1, kMaxCols},
    {kQueriesParameter, "Queries", "queries per case (the judge takes up to 49)", 10, 0, kMaxQueries},
    {kDensityParameter, "Density", "chance that a cell holds a tile", 0.5, 0, 1, true},
    {kCasesParameter, "Cases", "cases in the file", 1, 1, kMaxCases},
    {kTilesParameter, "Kinds of tile", "kinds of tile", 5, 1, kMaxTile},
};

int digits(std::int64_t n) {
  int count = 1;
  while (n >= 10) {
    n /= 10;
    ++count;
  }
  return count;
}

std::int64_t whole(const GenerateValues& values, const GenerateParameter& parameter) {
  return std::llround(generate_value(values, parameter));
}

}  // namespace

JudgeFile Puzzle::read(std::string_view text) { return read_judge_file(text); }

std::string Puzzle::write(const File& file) { return write_judge_file(file); }

std::size_t Puzzle::case_count(const File& file) { return file.cases.size(); }

const Puzzle::Case& Puzzle::case_at(const File& file, std::size_t index) { return file.cases[index]; }

std::size_t Puzzle::query_count(const File& file, std::size_t index) { return file.cases[index].queries.size(); }

const Query& Puzzle::query_at(const File& file, std::size_t index, std::size_t query) {
  return file.cases[index].queries[query];
}

// Both clicks must be on the board; the same cell twice, blanks and different tiles are
// legal questions (the judge answers NO).
std::optional<std::string> Puzzle::validate(const Case& game, const Query& query) {
  const Board& board = game.board;
  // In the order the reader meets the numbers, so that the first fault is the one it names.
  for (const Cell& click : {query.from, query.to}) {
    if (auto fault = coordinate_fault("query row", click.row, board.rows, "row", "rows")) return fault;
    if (auto fault = coordinate_fault("query column", click.col, board.cols, "column", "columns")) return fault;
  }
  return std::nullopt;
}

std::span<const RuleSpec> Puzzle::rule_specs() { return kRuleSpecs; }

Rules Puzzle::rules_from(const RuleValues& values) { return Rules{rule_value(values, kRuleSpecs[0]) != 0}; }

// The judge's default (middle-segment) first.
std::span<const trace::AlgorithmInfo> Puzzle::algorithms() { return kRegistry.infos(); }

// dfs-miscounted-turns (a published solution's mistake) and bfs-shortest-line (the
// shortest line judged by its turns).
std::span<const trace::AlgorithmInfo> Puzzle::lessons() { return kRegistry.lessons(); }

// recorder == nullptr runs the judge solver (the NoObserver instantiation). Throws
// std::invalid_argument for an unknown algorithm or a query validate refuses.
Answer Puzzle::run(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules,
                   trace::Recorder* recorder) {
  if (const auto fault = validate(game, query)) throw std::invalid_argument(*fault);
  return kRegistry[algorithm].run(recorder, game.board, query, rules);
}

std::span<const std::string_view> Puzzle::answer_formats() { return kAnswerFormats; }

// Throws std::invalid_argument for an unknown algorithm or format, or a query validate
// refuses (a file the reader gave never holds one).
std::string Puzzle::solve(const File& file, std::string_view algorithm, const Rules& rules,
                          std::string_view format) {
  kRegistry.judge_index_of(algorithm);
  require_judge_format(kId, format);
  std::string answers;
  for (const Case& game : file.cases) {
    if (algorithm == kMiddleSegment) {
      // The judge solver: the tile counts are prepared once and serve every query.
      const TileCounts counts(game.board, rules);
      for (const Query& query : game.queries) {
        // run() refuses such a query; the judge solver is called directly, so ask here.
        if (const auto fault = validate(game, query)) throw std::invalid_argument(*fault);
        add_answer_line(answers, answer_word(middle_segment(game.board, counts, query)));
      }
    } else {
      for (const Query& query : game.queries) {
        add_answer_line(answers, answer_word(run(algorithm, game, query, rules, nullptr)));
      }
    }
  }
  return answers;
}

std::string Puzzle::answer_text(const Answer& answer) { return std::string(answer_word(answer)); }

bool Puzzle::stopped(const Answer& answer) { return answer.stopped; }

Witness Puzzle::witness(const Answer& answer) { return {answer.corners, {}}; }

// The size of the algorithm's state space on this board, to size a trace::Trace: its
// entry's (headings, or candidate lines for middle-segment).
std::size_t Puzzle::state_count(std::string_view algorithm, const Case& game, const Rules& rules) {
  return kRegistry[algorithm].states.count(game, rules);
}

DecodedState Puzzle::decode(std::string_view algorithm, const Case& game, trace::StateId state) {
  return kRegistry[algorithm].states.decode(game, state);
}

std::optional<SearchKind> Puzzle::search_kind(std::string_view algorithm) {
  const Search* search = kRegistry.find(algorithm);
  return search != nullptr ? std::optional(search->states.kind) : std::nullopt;
}

Board Puzzle::start(const Case& game, const Query&) { return game.board; }

std::vector<Query> Puzzle::moves(const Case&, const Rules& rules, const Position& position) {
  // One linking search from each tile (LinkingPartners), each pair kept from its first
  // cell in row-major order; a query per pair of equal tiles would cost millions of
  // queries on a large board.
  LinkingPartners partners(position, rules);
  std::vector<Query> linkable;
  std::vector<Cell> found;
  for (int row = 1; row <= position.rows; ++row) {
    for (int col = 1; col <= position.cols; ++col) {
      const Cell from{row, col};
      if (position.tile(from) == kBlank) continue;
      found.clear();
      partners.each(from, [&](Cell partner) {
        if (from < partner) found.push_back(partner);
        return false;
      });
      std::sort(found.begin(), found.end());
      for (const Cell& to : found) linkable.push_back({from, to});
    }
  }
  return linkable;
}

// Any pair that links.
std::optional<Query> Puzzle::hint(const Case&, const Query&, const Rules& rules, const Position& position, int,
                                  std::stop_token stop) {
  // Any pair that links will do: which order of pairs clears the whole board is a search
  // over the whole game, far more than a hint may cost, and taking a pair only opens
  // cells, so it never breaks a line another pair had. The first tile in row-major order
  // that has a partner, with the first partner its search meets.
  LinkingPartners partners(position, rules);
  for (int row = 1; row <= position.rows; ++row) {
    for (int col = 1; col <= position.cols; ++col) {
      if (stop.stop_requested()) return std::nullopt;
      const Cell from{row, col};
      if (position.tile(from) == kBlank) continue;
      std::optional<Query> pair;
      partners.each(from, [&](Cell partner) {
        pair = Query{from, partner};
        return true;
      });
      if (pair) return pair;
    }
  }
  return std::nullopt;
}

MoveOutcome<Board> Puzzle::apply(const Case&, const Rules& rules, const Position& position, const Move& move) {
  MoveOutcome<Board> outcome;
  for (const Cell& click : {move.from, move.to}) {
    if (!position.inside(click)) {
      outcome.refusal = cell_text(click) + " is off the board";
      return outcome;
    }
  }
  if (move.from == move.to) {
    outcome.refusal = cell_text(move.from) + " was clicked twice";
    return outcome;
  }
  for (const Cell& click : {move.from, move.to}) {
    if (position.tile(click) == kBlank) {
      outcome.refusal = cell_text(click) + " is blank";
      return outcome;
    }
  }
  if (position.tile(move.from) != position.tile(move.to)) {
    outcome.refusal = cell_text(move.from) + " and " + cell_text(move.to) + " hold different tiles";
    return outcome;
  }
  if (!middle_segment(position, move, rules).linked) {
    outcome.refusal = "no line of at most " + std::to_string(kMaxTurns) + " turns joins " + cell_text(move.from) +
                      " and " + cell_text(move.to);
    return outcome;
  }
  Board after = position;
  for (const Cell& click : {move.from, move.to}) {
    after.tiles[static_cast<std::size_t>(click.row - 1) * static_cast<std::size_t>(after.cols) +
                static_cast<std::size_t>(click.col - 1)] = kBlank;
  }
  outcome.position = std::move(after);
  return outcome;
}

bool Puzzle::solved(const Case&, const Query&, const Position& position) {
  return std::ranges::all_of(position.tiles, [](std::int32_t tile) { return tile == kBlank; });
}

std::vector<Cell> Puzzle::target_cells(const Case&, const Query& query) { return {query.to}; }

// The board as it stands, asked the query alone: a clicked pair asked this way gives the
// line that links it.
Restated<Puzzle::Case, Query, Rules> Puzzle::restate(const Case&, const Query& query, const Rules& rules,
                                                     const Position& position, int /*played*/) {
  return {Case{position, {query}}, query, rules};
}

std::span<const GenerateParameter> Puzzle::generate_parameters() { return kGenerateParameters; }

JudgeFile Puzzle::generate(std::uint64_t seed, const GenerateValues& values) {
  GeneratorOptions wanted;
  wanted.seed = seed;
  wanted.rows = static_cast<int>(whole(values, kGenerateParameters[0]));
  wanted.cols = static_cast<int>(whole(values, kGenerateParameters[1]));
  wanted.queries = static_cast<int>(whole(values, kGenerateParameters[2]));
  wanted.density = generate_value(values, kGenerateParameters[3]);
  wanted.cases = static_cast<int>(whole(values, kGenerateParameters[4]));
  wanted.tiles = static_cast<std::int32_t>(whole(values, kGenerateParameters[5]));
  // Every cell costs its digits and a separator, every query at most 4 * 5 bytes.
  const double bytes = static_cast<double>(wanted.cases) *
                       (static_cast<double>(wanted.rows) * wanted.cols * (digits(wanted.tiles) + 1) +
                        static_cast<double>(wanted.queries) * 20.0 + 16.0);
  if (bytes > static_cast<double>(kMaxJudgeFileBytes)) {
    throw std::invalid_argument(
        "the file would be larger than the 256 MiB a judge file may hold; ask for fewer cases");
  }
  return generate_judge_file(wanted);
}

JudgeFile Puzzle::empty(int rows, int cols) { return empty_file(rows, cols); }

}  // namespace frontier::lianliankan
