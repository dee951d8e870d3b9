#include "frontier/mahjong/puzzle.hpp"

#include <cstdlib>
#include <optional>
#include <stdexcept>

#include "frontier/mahjong/astar.hpp"
#include "frontier/mahjong/edits.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/mahjong/generator.hpp"
#include "frontier/mahjong/line_bfs.hpp"
#include "frontier/mahjong/run_bfs.hpp"
#include "frontier/mahjong/solve.hpp"
#include "frontier/mahjong/zero_one_bfs.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::mahjong {
namespace {

// The judge's default first, then the lessons.
constexpr Search kSearches[] = {kRunBfsSearch, kZeroOneBfsSearch, kLineBfsSearch, kAstarSearch};
constexpr trace::Registry kRegistry("mahjong", kSearches);

constexpr RuleSpec kRuleSpecs[] = {
    {Puzzle::kClosedRingRule, "Closed ring", "paths may not leave the board (the judge lets them)", 0, 0, 1},
};

constexpr std::string_view kAnswerFormats[] = {kSeedFormatName, kPoj1101FormatName};

// How the GUI names a Mahjong cell: the judge's x (column) first.
std::string xy_text(Cell c) { return "(x " + std::to_string(c.col) + ", y " + std::to_string(c.row) + ")"; }

MoveOutcome<Board> refuse(std::string reason) { return {std::nullopt, std::move(reason)}; }

// The number of segments is free, so two cards join exactly when they touch, or touch
// the same region of open cells (4-connected blanks, with the ring when it is open).
// One labelling of the regions answers every pair, where a search per pair would cost
// one search for each of cards² pairs. Per cell of `grid`, its region or kNoRegion.
constexpr int kNoRegion = -1;
std::vector<int> open_regions(const Board& board, const Rules& rules, const RingGrid& grid) {
  auto open = [&](Cell c) {
    return board.within_ring(c) && (board.on_board(c) ? !board.has_card(c) : rules.may_leave_board);
  };
  std::vector<int> region(static_cast<std::size_t>(grid.cell_count()), kNoRegion);
  std::vector<Cell> stack;
  int regions = 0;
  for (int i = 0; i < grid.cell_count(); ++i) {
    const Cell seed = grid.cell(i);
    if (region[static_cast<std::size_t>(i)] != kNoRegion || !open(seed)) continue;
    region[static_cast<std::size_t>(i)] = regions;
    stack.push_back(seed);
    while (!stack.empty()) {
      const Cell c = stack.back();
      stack.pop_back();
      for (int d = 0; d < kDirections; ++d) {
        const Cell next = step(c, d);
        if (!open(next) || region[static_cast<std::size_t>(grid.index(next))] != kNoRegion) continue;
        region[static_cast<std::size_t>(grid.index(next))] = regions;
        stack.push_back(next);
      }
    }
    ++regions;
  }
  return region;
}

// The region beside `cell` in direction d, or kNoRegion for a card, a closed ring or the
// world beyond the ring.
int region_beside(const Board& board, const RingGrid& grid, const std::vector<int>& region, Cell cell, int d) {
  const Cell next = step(cell, d);
  if (!board.within_ring(next)) return kNoRegion;
  return region[static_cast<std::size_t>(grid.index(next))];
}


}  // namespace

JudgeFile Puzzle::read(std::string_view text) { return read_judge_file(text); }

std::string Puzzle::write(const JudgeFile& file) { return write_judge_file(file); }

std::size_t Puzzle::case_count(const File& file) { return file.games.size(); }

const Game& Puzzle::case_at(const File& file, std::size_t index) { return file.games.at(index); }

std::size_t Puzzle::query_count(const File& file, std::size_t index) { return file.games.at(index).pairs.size(); }

const Pair& Puzzle::query_at(const File& file, std::size_t game, std::size_t pair) {
  return file.games.at(game).pairs.at(pair);
}

// Both ends on the board; the reason names the first coordinate (x1 y1 x2 y2) that is not.
// A pair may join blanks or a cell with itself: the judge answers those too.
std::optional<std::string> Puzzle::validate(const Game& game, const Pair& pair) {
  return pair_refusal(game.board, pair);
}

std::span<const RuleSpec> Puzzle::rule_specs() { return kRuleSpecs; }

Rules Puzzle::rules_from(const RuleValues& values) {
  Rules rules;
  rules.may_leave_board = rule_value(values, kRuleSpecs[0]) == 0;
  return rules;
}

std::span<const trace::AlgorithmInfo> Puzzle::algorithms() { return kRegistry.infos(); }

std::span<const trace::AlgorithmInfo> Puzzle::lessons() { return kRegistry.lessons(); }

// recorder == nullptr runs the observer-free instantiation, which is the judge solver.
// Throws std::invalid_argument for an unknown algorithm or a pair end off the board.
Answer Puzzle::run(std::string_view algorithm, const Game& game, const Pair& pair, const Rules& rules,
                   trace::Recorder* recorder) {
  return kRegistry[algorithm].run(recorder, game.board, pair, rules);
}

std::span<const std::string_view> Puzzle::answer_formats() { return kAnswerFormats; }

// Throws std::invalid_argument for an unknown algorithm or format before any work is done
// (a file may hold no pair to find out on).
std::string Puzzle::solve(const JudgeFile& file, std::string_view algorithm, const Rules& rules,
                          std::string_view format) {
  kRegistry.judge_index_of(algorithm);
  const auto answer_format = parse_answer_format(format);
  if (!answer_format) {
    throw std::invalid_argument("unknown mahjong answer format '" + std::string(format) + "'; mahjong has: " +
                                std::string(kSeedFormatName) + ", " + std::string(kPoj1101FormatName));
  }
  // run-bfs cuts each board's runs once for all its pairs (solve_judge_file); the other
  // searches prepare their thread's scratch grid themselves.
  return solve_judge_file(file, algorithm, *answer_format, rules);
}

std::string Puzzle::answer_text(const Answer& answer) { return std::to_string(answer.segments); }

bool Puzzle::stopped(const Answer& answer) { return answer.stopped; }

Witness Puzzle::witness(const Answer& answer) { return {answer.corners, {}}; }

// The size of the algorithm's state space on this board (to size a trace::Trace), and
// what a state covers: its entry's (searches.hpp).
std::size_t Puzzle::state_count(std::string_view algorithm, const Game& game, const Rules& rules) {
  return kRegistry[algorithm].states.count(game, rules);
}

DecodedState Puzzle::decode(std::string_view algorithm, const Game& game, trace::StateId state) {
  return kRegistry[algorithm].states.decode(game, state);
}

std::optional<SearchKind> Puzzle::search_kind(std::string_view algorithm) {
  const Search* search = kRegistry.find(algorithm);
  return search != nullptr ? std::optional(search->states.kind) : std::nullopt;
}

std::optional<std::int64_t> Puzzle::estimate(std::string_view algorithm, const Game& game, const Pair& pair,
                                             trace::StateId state) {
  const States& states = kRegistry[algorithm].states;
  if (states.estimate == nullptr) return std::nullopt;
  return states.estimate(game, pair, state);
}

Board Puzzle::start(const Game& game, const Pair&) { return game.board; }

// Every pair of cards a path joins under `rules`, each once, `from` before `to` in
// row-major order.
std::vector<Pair> Puzzle::moves(const Game&, const Rules& rules, const Board& board) {
  const RingGrid grid(board);
  const std::vector<int> region = open_regions(board, rules, grid);

  struct Card {
    Cell cell;
    int touches[kDirections];  // the region beside it in each direction, or kNoRegion
  };
  std::vector<Card> cards;
  for (int row = 1; row <= board.height; ++row) {
    for (int col = 1; col <= board.width; ++col) {
      if (!board.has_card({row, col})) continue;
      Card card{{row, col}, {}};
      for (int d = 0; d < kDirections; ++d) {
        card.touches[d] = region_beside(board, grid, region, card.cell, d);
      }
      cards.push_back(card);
    }
  }
  auto joined = [](const Card& a, const Card& b) {
    if (std::abs(a.cell.row - b.cell.row) + std::abs(a.cell.col - b.cell.col) == 1) return true;
    for (const int r : a.touches) {
      if (r == kNoRegion) continue;
      for (const int s : b.touches) {
        if (r == s) return true;
      }
    }
    return false;
  };
  std::vector<Pair> found;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    for (std::size_t j = i + 1; j < cards.size(); ++j) {
      if (joined(cards[i], cards[j])) found.push_back({cards[i].cell, cards[j].cell});
    }
  }
  return found;
}

// Any pair that joins, without listing every pair.
std::optional<Pair> Puzzle::hint(const Game&, const Pair&, const Rules& rules, const Board& board, int,
                                 std::stop_token stop) {
  // Any pair that joins will do: which order of pairs clears the board is a search over
  // the whole game, far more than a hint may cost. In row-major order, the first card
  // that touches a card before it or a region a card before it touches, which costs one
  // labelling of the regions and one look around each card.
  if (stop.stop_requested()) return std::nullopt;
  const RingGrid grid(board);
  const std::vector<int> region = open_regions(board, rules, grid);
  std::vector<std::optional<Cell>> first_card_of;  // per region, the first card beside it
  for (const int r : region) {
    if (r != kNoRegion && static_cast<std::size_t>(r) >= first_card_of.size()) first_card_of.resize(static_cast<std::size_t>(r) + 1);
  }
  for (int row = 1; row <= board.height; ++row) {
    if (stop.stop_requested()) return std::nullopt;
    for (int col = 1; col <= board.width; ++col) {
      const Cell card{row, col};
      if (!board.has_card(card)) continue;
      for (const Cell before : {Cell{row - 1, col}, Cell{row, col - 1}}) {
        if (board.on_board(before) && board.has_card(before)) return Pair{before, card};
      }
      for (int d = 0; d < kDirections; ++d) {
        const int r = region_beside(board, grid, region, card, d);
        if (r == kNoRegion) continue;
        std::optional<Cell>& first = first_card_of[static_cast<std::size_t>(r)];
        if (first && *first != card) return Pair{*first, card};
        if (!first) first = card;
      }
    }
  }
  return std::nullopt;
}

// Connects two cards (the judge solver finds the path) and removes both.
MoveOutcome<Board> Puzzle::apply(const Game&, const Rules& rules, const Board& board, const Pair& move) {
  for (const Cell end : {move.from, move.to}) {
    if (!board.on_board(end)) return refuse(xy_text(end) + " is off the board");
  }
  if (move.from == move.to) return refuse(xy_text(move.from) + " is both ends: pick two different cards");
  for (const Cell end : {move.from, move.to}) {
    if (!board.has_card(end)) return refuse(xy_text(end) + " is not a card");
  }
  if (!run_bfs(board, move, rules).found()) {
    return refuse((rules.may_leave_board ? "no path joins " : "no path that stays on the board joins ") +
                  xy_text(move.from) + " and " + xy_text(move.to));
  }
  Board after = board;
  after.set_card(move.from, false);
  after.set_card(move.to, false);
  return {std::move(after), {}};
}

// No card is left.
bool Puzzle::solved(const Game&, const Pair&, const Board& position) {
  for (const bool card : position.cards) {
    if (card) return false;
  }
  return true;
}

std::vector<Cell> Puzzle::target_cells(const Game&, const Pair& pair) { return {pair.to}; }

// The board as it stands, asked the pair alone: a clicked pair asked this way gives the
// path that joins it.
Restated<Game, Pair, Rules> Puzzle::restate(const Game&, const Pair& pair, const Rules& rules, const Board& position,
                                            int /*played*/) {
  return {Game{position, {pair}}, pair, rules};
}

std::span<const GenerateParameter> Puzzle::generate_parameters() { return mahjong::generate_parameters(); }

JudgeFile Puzzle::generate(std::uint64_t seed, const GenerateValues& values) {
  return generate_judge_file(seed, values);
}

// A Mahjong board is width (columns) x height (rows).
JudgeFile Puzzle::empty(int rows, int cols) { return empty_file(cols, rows); }

}  // namespace frontier::mahjong
