#pragma once
// Solitaire's searches as the registry knows them: what each is given (Search), and the
// names they go by, frontier-cli's --algorithm words and the registry's keys. Code names
// an algorithm by these constants, never by a string literal. Each search's header gives
// its entry; puzzle.cpp lists them.

#include <string_view>

#include "frontier/solitaire/answer.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::solitaire {

// A search's entry (trace::Search): every Solitaire search is asked one case (start,
// goal) under the rules (K).
using Search = trace::Search<Answer, const Case&, const Rules&>;

inline constexpr std::string_view kBidirectionalBfsName = "bidirectional-bfs";
inline constexpr std::string_view kBfsName = "bfs";
inline constexpr std::string_view kIddfsName = "iddfs";

}  // namespace frontier::solitaire
