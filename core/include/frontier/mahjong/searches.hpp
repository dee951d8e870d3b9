#pragma once
// Mahjong's searches as the registry knows them: what each is given (Search), what its
// states are (States: its kind, and the state spaces below), and the names they go by,
// frontier-cli's --algorithm words and the registry's keys. Code names an algorithm by
// these constants, never by a string literal, and asks what its states are of its entry,
// never of its name. Each search's header gives its entry; puzzle.cpp lists them.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "frontier/common/puzzle_contract.hpp"

#include "frontier/mahjong/rules.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::mahjong {

// What a search's states are and how its frontier is ordered, which the picture shows.
enum class SearchKind : unsigned char {
  runs,             // run-bfs: the pair's cells and the runs of open cells, a layer a segment
  headings,         // zero-one-bfs: (cell, heading) states taken by cost, in no layers
  guided_headings,  // astar: the same states, taken by cost and estimate
  cells,            // line-bfs: cells, a layer a segment
};

// A search's states (trace::StateSpace).
using States = trace::StateSpace<SearchKind, Game, Pair, Rules>;

// A search's entry (trace::Search): every Mahjong search is asked one pair of cards on
// the board, under the rules.
using Search = trace::Search<States, Answer, const Board&, const Pair&, const Rules&>;

// The state spaces (state_spaces.cpp), as the entries give them: cells of the board and
// its ring, in the judge's numbers.
//   run-bfs's (run_bfs.hpp): a cell of the pair, or a run as its first and last cell (role
//   row or column).
std::size_t run_state_count(const Game& game, const Rules& rules);
DecodedState decode_run_state(const Game& game, trace::StateId state);
//   zero-one-bfs's and astar's (rules.hpp): a heading, a cell and the way it travels.
std::size_t heading_count(const Game& game, const Rules& rules);
DecodedState decode_heading_state(const Game& game, trace::StateId state);
//   line-bfs's (line_bfs.hpp): a cell.
std::size_t ringed_cell_count(const Game& game, const Rules& rules);
DecodedState decode_cell_state(const Game& game, trace::StateId state);
// astar's lower bound on the segments still needed from a heading to the pair's second card.
std::optional<std::int64_t> heading_estimate(const Game& game, const Pair& pair, trace::StateId state);

// The judge's default first.
inline constexpr std::string_view kRunBfsName = "run-bfs";
inline constexpr std::string_view kZeroOneBfsName = "zero-one-bfs";
inline constexpr std::string_view kLineBfsName = "line-bfs";
inline constexpr std::string_view kAstarName = "astar";

}  // namespace frontier::mahjong
