#pragma once
// Huarongdao's searches as the registry knows them: what each is given (Search), what its
// states are (States: its kind, and the state spaces below), and the names they go by,
// frontier-cli's --algorithm words and the registry's keys. Code names an algorithm by
// these constants, never by a string literal, and asks what its states are of its entry,
// never of its name. Each search's header gives its entry; puzzle.cpp lists them.

#include <cstddef>
#include <string_view>

#include "frontier/common/puzzle_contract.hpp"

#include "frontier/huarongdao/model.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::huarongdao {

class BoardGraph;  // board_graph.hpp

// What a search's states are, which the picture shows.
enum class SearchKind : unsigned char {
  piece_graph,  // the marked piece with the blank on one of its sides (the blank alone at first)
  positions,    // bfs: where the blank and the marked piece stand, one move at a time
};

// A search's states (trace::StateSpace): a file is one board, the case.
using States = trace::StateSpace<SearchKind, Board, Query, Rules>;

// A search's entry (trace::Search): every Huarongdao search is asked one query over the
// board's graph, whose walk table it may fill in as it goes.
using Search = trace::Search<States, Answer, BoardGraph&, const Query&>;

// The state spaces (state_spaces.cpp), as the entries give them.
//   The piece graph's (piece_graph.hpp): the marked piece's cell and the blank's side of
//   it (roles piece and side), or the blank alone (role blank).
std::size_t piece_graph_state_count(const Board& board, const Rules& rules);
DecodedState decode_piece_graph_state(const Board& board, trace::StateId state);
//   bfs's positions (bfs.hpp): the blank's cell and the marked piece's.
std::size_t position_count(const Board& board, const Rules& rules);
DecodedState decode_position_state(const Board& board, trace::StateId state);

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

}  // namespace frontier::huarongdao
