#pragma once
// The names of Solitaire's algorithms: frontier-cli's --algorithm words and the registry's
// keys. Code names an algorithm by these constants, never by a string literal.

#include <string_view>

namespace frontier::solitaire {

inline constexpr std::string_view kBidirectionalBfsName = "bidirectional-bfs";
inline constexpr std::string_view kBfsName = "bfs";
inline constexpr std::string_view kIddfsName = "iddfs";

}  // namespace frontier::solitaire
