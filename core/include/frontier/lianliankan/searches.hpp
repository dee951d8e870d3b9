#pragma once
// Lianliankan's searches as the registry knows them: what each is given (Search), and the
// names they go by, frontier-cli's --algorithm words and the registry's keys. Code names
// an algorithm by these constants, never by a string literal. Each search's header gives
// its entry; puzzle.cpp lists them.

#include <string_view>

#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::lianliankan {

// A search's entry (trace::Search): every Lianliankan search is asked one query on the
// board, under the rules.
using Search = trace::Search<Answer, const Board&, const Query&, const Rules&>;

// The judge's default first.
inline constexpr std::string_view kMiddleSegment = "middle-segment";
inline constexpr std::string_view kBfsTurns = "bfs-turns";
inline constexpr std::string_view kDfs = "dfs";
// Lessons, wrong on purpose (dfs_miscounted_turns.hpp, bfs_shortest_line.hpp): lessons()
// lists them.
inline constexpr std::string_view kDfsMiscountedTurns = "dfs-miscounted-turns";
inline constexpr std::string_view kBfsShortestLine = "bfs-shortest-line";

}  // namespace frontier::lianliankan
