#pragma once
// The hooks every search in Frontier calls. A search is written once, as
//
//   template <class Observer = trace::NoObserver>
//   Answer some_search(const Board&, const Query&, Observer&& observer = {});
//
// and calls these hooks at the moments they name. NoObserver's hooks are empty and
// inline, so the judge solver pays nothing for them; trace::Recorder turns the very same
// run into a Trace for the visualizer and `frontier-cli trace`.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>

namespace frontier::trace {

// A state of a puzzle's search, numbered densely by the puzzle (for example
// (cell, direction) -> cell * 4 + direction). Each puzzle says how to decode it.
using StateId = std::uint32_t;
// Number of expansions done so far: step t is the moment after the t-th expansion.
using Step = std::uint32_t;

inline constexpr StateId kNoState = UINT32_MAX;
inline constexpr Step kNever = UINT32_MAX;

struct NoObserver {
  // Asked once before each expansion; true ends the search early (Cancel in the GUI).
  constexpr bool stop_requested() const noexcept { return false; }
  // `state` enters the frontier for the first time, reached from `parent` at `cost`
  // (turns, segments, moves). Start states have parent kNoState.
  constexpr void discover(StateId, StateId, std::int64_t) const noexcept {}
  // A cheaper way to a state already in the frontier (0-1 BFS, Dijkstra, SPFA).
  constexpr void improve(StateId, StateId, std::int64_t) const noexcept {}
  // `state` leaves the frontier and its neighbours are examined.
  constexpr void expand(StateId) const noexcept {}
  // The search executes pseudo-code line `line` (1-based), about `subject` when the
  // line concerns one state (the neighbour tried, the state pushed).
  constexpr void line(int, StateId = kNoState) const noexcept {}
  // The same with the line named by its algorithm's enum (see PseudocodeLine).
  template <class Line>
    requires std::is_enum_v<Line>
  constexpr void line(Line, StateId = kNoState) const noexcept {}
  // A search in stages (AlgorithmInfo::stages) ends one and starts the next: the states
  // still waiting in the stage's container are left there, never taken, and the next
  // stage fills a container of its own. A state belongs to one stage.
  constexpr void set_aside() const noexcept {}
};

// The container a search keeps its frontier in, as its pseudo-code says: what the
// visualizer's Frontier panel names, and the order it lists the states in.
//   queue           FIFO: a state joins at the back, the front leaves first (BFS, SPFA)
//   deque           both ends: a state reached at no extra cost joins at the front, one
//                   that costs more at the back; the front leaves first (0-1 BFS)
//   priority_queue  by its key (the cost, with A*'s estimate added), the cheapest first,
//                   equal keys in the order pushed
//   stack           LIFO, as recursion keeps it: the newest state leaves first (DFS, IDDFS)
//   two_queues      one queue from each end of a bidirectional search
enum class Container : unsigned char { queue, deque, priority_queue, stack, two_queues };
// How a priority queue orders equal keys: in the order pushed, the last pushed first (two
// lists popped from their ends, which follow one cheapest way down before the others), or
// by state number (a bucket queue sorted for a trace that is the same on every run).
enum class Ties : unsigned char { first_pushed, last_pushed, lowest_state };
// A search's container and its ties, as its registry entry declares them.
struct Keeping {
  Container container = Container::queue;
  Ties ties = Ties::first_pushed;
  constexpr Keeping(Container kind, Ties order = Ties::first_pushed) : container(kind), ties(order) {}  // NOLINT: implicit
};

// One stage of a search that runs in stages, each with a container of its own (Huarongdao's
// judge solver first walks the blank alone by A*, then searches from the target by
// Dijkstra): what it does, in the puzzle's words, and its container.
struct Stage {
  std::string_view name;
  Keeping keeping;
};

// What a puzzle tells about each of its algorithms: `frontier-cli algorithms` prints the
// name and summary, the visualizer lights `pseudocode[line - 1]`.
struct AlgorithmInfo {
  std::string_view name;
  std::string_view summary;
  std::span<const std::string_view> pseudocode;
  // One sentence a pseudo-code line, in plain words, with named placeholders for the
  // facts of the step (frontier/trace/narration.hpp), checked against the line enum with
  // the pseudo-code by trace::Search::checked (registry.hpp).
  std::span<const std::string_view> narration;
  // What a cost counts, as Qt's plural form: "%n turn(s)", "%n segment(s)", "%n move(s)".
  std::string_view cost_unit;
  // Empty for a correct search. A lesson (a search wrong on purpose, as students and
  // published solutions write it) says here what it gets wrong; it may be traced and
  // shown, never used to answer a judge file.
  std::string_view mistake = {};
  Container container = Container::queue;
  Ties ties = Ties::first_pushed;
  // Empty for a search of one container (container and ties, the whole run). Else its
  // stages in order, the first keeping container and ties; each Observer::set_aside()
  // ends one and starts the next.
  std::span<const Stage> stages = {};

  constexpr bool lesson() const { return !mistake.empty(); }
  // Stage `index` (the last one past the end); a search of one container is one stage,
  // unnamed.
  constexpr Stage stage(std::size_t index) const {
    if (stages.empty()) return {{}, {container, ties}};
    return stages[index < stages.size() ? index : stages.size() - 1];
  }
  constexpr Keeping keeping(std::size_t index = 0) const { return stage(index).keeping; }
  constexpr std::string_view stage_name(std::size_t index) const { return stage(index).name; }
};

// One line of pseudo-code in other words: its 1-based number and its text.
struct RewordedLine {
  std::size_t number;
  std::string_view text;
};

// The pseudo-code of a search that runs another's code but for a few lines (A* is Dijkstra
// ordered by f instead of dist): `base` with those lines reworded, so the lines they share
// are written once and keep one line enum.
template <std::size_t N, std::size_t M>
consteval std::array<std::string_view, N> reworded(const std::string_view (&base)[N], const RewordedLine (&lines)[M]) {
  std::array<std::string_view, N> text{};
  for (std::size_t i = 0; i < N; ++i) text[i] = base[i];
  for (const RewordedLine& line : lines) text.at(line.number - 1) = line.text;
  return text;
}

}  // namespace frontier::trace
