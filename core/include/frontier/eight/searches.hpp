#pragma once
// The 8-puzzle's searches as the registry knows them: what each is given (Search), what its
// states are (States: its kind, and the state spaces below), and the names they go by,
// frontier-cli's --algorithm words and the registry's keys. Code names an algorithm by
// these constants and asks what its states are of its entry, never of its name. Each
// search's header gives its entry; puzzle.cpp lists them.

#include <cstddef>
#include <optional>
#include <string_view>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/eight/answer.hpp"
#include "frontier/trace/registry.hpp"

namespace frontier::eight {

// What a search's states are: frames, searched from one end or from both at once; and for
// the informed searches the bound they are ordered by.
enum class SearchKind : unsigned char {
  frames_from_goal,  // bfs-from-goal: each frame once, its cost the moves to the goal
  frames,            // bfs: each frame once, its cost the moves from the start
  frames_both_ends,  // bidirectional-bfs: each frame once from the start and once from the goal
  frames_by_bound,   // astar-manhattan, astar-misplaced: moves made, ordered by moves plus the bound
  frames_deepening,  // ida-star: depth-first under a growing bound, frames expanded again
};

// A search's states (trace::StateSpace); a case is its own query.
using States = trace::StateSpace<SearchKind, Frame, Frame, Rules>;

// A search's entry (trace::Search): every 8-puzzle search is asked one frame.
using Search = trace::Search<States, Answer, const Frame&>;

// The state spaces (state_spaces.cpp): a frame's rank, plus kFrameCount for one found from
// the goal (bidirectional-bfs).
std::size_t frame_count(const Frame& start, const Rules& rules);
std::size_t frame_count_both_ends(const Frame& start, const Rules& rules);
DecodedState decode_frame(const Frame& start, trace::StateId state);
// The bounds of astar-manhattan (and ida-star) and astar-misplaced for a state.
std::optional<std::int64_t> manhattan_estimate(const Frame& start, const Frame& query, trace::StateId state);
std::optional<std::int64_t> misplaced_estimate(const Frame& start, const Frame& query, trace::StateId state);

inline constexpr std::string_view kBfsFromGoalName = "bfs-from-goal";
inline constexpr std::string_view kBfsName = "bfs";
inline constexpr std::string_view kBidirectionalBfsName = "bidirectional-bfs";
inline constexpr std::string_view kAstarManhattanName = "astar-manhattan";
inline constexpr std::string_view kAstarMisplacedName = "astar-misplaced";
inline constexpr std::string_view kIdaStarName = "ida-star";

// A state of bidirectional-bfs: rank + side * kFrameCount (side 1 searches from the goal).
inline constexpr trace::StateId kBothEndsStateCount = 2 * kFrameCount;
inline constexpr trace::StateId state_of(int side, trace::StateId rank) {
  return rank + static_cast<trace::StateId>(side) * kFrameCount;
}

}  // namespace frontier::eight
