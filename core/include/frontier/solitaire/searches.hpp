#pragma once
// Solitaire's searches as the registry knows them: what each is given (Search), what its
// states are (States: its kind, and the state spaces below), and the names they go by,
// frontier-cli's --algorithm words and the registry's keys. Code names an algorithm by
// these constants, never by a string literal, and asks what its states are of its entry,
// never of its name. Each search's header gives its entry; puzzle.cpp lists them.

#include <cstddef>
#include <string_view>

#include "frontier/common/puzzle_contract.hpp"

#include "frontier/solitaire/answer.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::solitaire {

// What a search's states are: the configurations, searched from the start only or from
// both ends at once.
enum class SearchKind : unsigned char {
  configurations,            // bfs, iddfs: each configuration once, from the start
  configurations_both_ends,  // bidirectional-bfs: each once from the start and once from the goal
};

// A search's states (trace::StateSpace); a case is its one query.
using States = trace::StateSpace<SearchKind, Case, Case, Rules>;

// A search's entry (trace::Search): every Solitaire search is asked one case (start,
// goal) under the rules (K).
using Search = trace::Search<States, Answer, const Case&, const Rules&>;

// The state spaces (state_spaces.cpp), as the entries give them: a configuration's rank
// (model.hpp), plus kConfigurationCount for one found from the goal (bidirectional_bfs.hpp).
std::size_t configuration_count(const Case& game, const Rules& rules);
std::size_t configuration_count_both_ends(const Case& game, const Rules& rules);
// The four pieces of the canonical configuration, and the side that found it.
DecodedState decode_configuration(const Case& game, trace::StateId state);

inline constexpr std::string_view kBidirectionalBfsName = "bidirectional-bfs";
inline constexpr std::string_view kBfsName = "bfs";
inline constexpr std::string_view kIddfsName = "iddfs";

}  // namespace frontier::solitaire
