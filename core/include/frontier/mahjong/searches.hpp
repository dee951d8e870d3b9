#pragma once
// Mahjong's searches as the registry knows them: what each is given (Search), and the
// names they go by, frontier-cli's --algorithm words and the registry's keys. Code names
// an algorithm by these constants, never by a string literal. Each search's header gives
// its entry; puzzle.cpp lists them.

#include <string_view>

#include "frontier/mahjong/rules.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::mahjong {

// A search's entry (trace::Search): every Mahjong search is asked one pair of cards on
// the board, under the rules.
using Search = trace::Search<Answer, const Board&, const Pair&, const Rules&>;

// The judge's default first.
inline constexpr std::string_view kRunBfsName = "run-bfs";
inline constexpr std::string_view kZeroOneBfsName = "zero-one-bfs";
inline constexpr std::string_view kLineBfsName = "line-bfs";
inline constexpr std::string_view kAstarName = "astar";

}  // namespace frontier::mahjong
