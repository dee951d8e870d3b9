#pragma once
// Lianliankan's searches as the registry knows them: what each is given (Search), what
// its states are (States: its kind, and the state spaces below), and the names they go
// by, frontier-cli's --algorithm words and the registry's keys. Code names an algorithm
// by these constants, never by a string literal, and asks what its states are of its
// entry, never of its name. Each search's header gives its entry; puzzle.cpp lists them.

#include <cstddef>
#include <string_view>

#include "frontier/common/puzzle_contract.hpp"

#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::lianliankan {

// What a search's states are and what a cell's cost counts, which the picture shows.
enum class SearchKind : unsigned char {
  candidate_lines,  // middle-segment: whole rows and columns tried as the middle segment
  turns_walk,       // bfs-turns, dfs: headings walked cell by cell, the cost the fewest turns
  miscounted_walk,  // dfs-miscounted-turns: the same, the cost the turns it counted
  steps_walk,       // bfs-shortest-line: the same, the cost the steps from the first click
};

// A search's states (trace::StateSpace); Lianliankan has no lower bound to estimate by.
using States = trace::StateSpace<SearchKind, Case, Query, Rules>;

// A search's entry (trace::Search): every Lianliankan search is asked one query on the
// board, under the rules.
using Search = trace::Search<States, Answer, const Board&, const Query&, const Rules&>;

// The two state spaces (state_spaces.cpp), as the entries give them. The padded board's
// numbers are the judge's own, the ring being row 0 / rows+1 and column 0 / cols+1, so a
// decoded cell needs no conversion; trace::kNoState decodes to nothing.
//   A heading (heading.hpp): the cell the line has reached and the way it is heading.
std::size_t heading_count(const Case& game, const Rules& rules);
DecodedState decode_heading_state(const Case& game, trace::StateId state);
//   A candidate middle line (middle_segment.hpp): a whole row or column of the padded board.
std::size_t candidate_line_count(const Case& game, const Rules& rules);
DecodedState decode_candidate_line(const Case& game, trace::StateId state);

// The judge's default first.
inline constexpr std::string_view kMiddleSegment = "middle-segment";
inline constexpr std::string_view kBfsTurns = "bfs-turns";
inline constexpr std::string_view kDfs = "dfs";
// Lessons, wrong on purpose (dfs_miscounted_turns.hpp, bfs_shortest_line.hpp): lessons()
// lists them.
inline constexpr std::string_view kDfsMiscountedTurns = "dfs-miscounted-turns";
inline constexpr std::string_view kBfsShortestLine = "bfs-shortest-line";

}  // namespace frontier::lianliankan
