#pragma once
// Huarongdao's searches as the registry knows them: what each is given (Search), and the
// names they go by, frontier-cli's --algorithm words and the registry's keys. Code names
// an algorithm by these constants, never by a string literal. Each search's header gives
// its entry; puzzle.cpp lists them.

#include <string_view>

#include "frontier/huarongdao/model.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::huarongdao {

class BoardGraph;  // board_graph.hpp

// A search's entry (trace::Search): every Huarongdao search is asked one query over the
// board's graph, whose walk table it may fill in as it goes.
using Search = trace::Search<Answer, BoardGraph&, const Query&>;

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
