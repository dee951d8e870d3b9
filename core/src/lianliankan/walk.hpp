#pragma once
// What the searches that walk the line cell by cell (bfs-turns, dfs) do alike: they label
// (cell, heading) states with the fewest turns that reached them, look one cell ahead,
// and turn. The helpers that emit pseudo-code lines are templates over the calling
// algorithm's line enum, whose lines of these names are numbered by its own pseudo-code.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/observer.hpp"

namespace frontier::lianliankan::walk {

// "Never reached" in a table of fewest turns per state.
inline constexpr std::uint8_t kUnreached = 255;

// True when `target` lies straight ahead of `cell` heading in `direction`.
inline bool straight_ahead(Cell cell, int direction, Cell target) {
  switch (direction) {
    case 0: return target.col == cell.col && target.row < cell.row;
    case 1: return target.row == cell.row && target.col > cell.col;
    case 2: return target.col == cell.col && target.row > cell.row;
    default: return target.row == cell.row && target.col < cell.col;
  }
}

// Per heading state, the fewest turns of a line that reached it and the state it came
// from.
struct Labels {
  explicit Labels(const Board& board)
      : fewest(heading_state_count(board), kUnreached), parent(fewest.size(), trace::kNoState) {}

  // `state` reached from `from` with `turns` turns, fewer than before: the observer hears
  // a discovery the first time and an improvement after. Queueing it is the caller's.
  template <class Observer>
  void reach(trace::StateId state, trace::StateId from, int turns, Observer& observer) {
    const bool first = fewest[state] == kUnreached;
    fewest[state] = static_cast<std::uint8_t>(turns);
    parent[state] = from;
    if (first) {
      observer.discover(state, from, turns);
    } else {
      observer.improve(state, from, turns);
    }
  }

  std::vector<std::uint8_t> fewest;
  std::vector<trace::StateId> parent;
};

// What became of a state taken from the queue or the stack.
enum class Taken { stale, stopped, expanded };

// A state taken out to be explored with `t` turns: stale when a line with fewer turns has
// reached it since (that copy is explored instead), stopped when the observer asks to
// stop, else expanded. The two pseudo-code lines that take it out (`First`, `Second`) are
// passed either way, after the expansion when there is one.
template <auto First, auto Second, class Observer>
Taken take(const Labels& labels, trace::StateId state, int t, Observer& observer) {
  const bool stale = labels.fewest[state] < t;
  if (!stale) {
    if (observer.stop_requested()) return Taken::stopped;
    observer.expand(state);
  }
  observer.line(First, state);
  observer.line(Second, state);
  return stale ? Taken::stale : Taken::expanded;
}

inline Answer stopped() {
  Answer answer;
  answer.stopped = true;
  return answer;
}

// The cell one step ahead of a heading, and its state (kNoState off the padded board).
struct Ahead {
  Cell cell;
  trace::StateId state;
};

// Lines `ahead` and `reach_target`: what lies one step ahead of `here`.
template <class Line, class Observer>
Ahead look_ahead(const Board& board, const PaddedBoard& padded, Heading here, Observer& observer) {
  const Cell cell = step(here.cell, here.direction);
  const trace::StateId state = padded.contains(cell) ? encode_heading(board, {cell, here.direction}) : trace::kNoState;
  observer.line(Line::ahead, state);
  observer.line(Line::reach_target, state);
  return {cell, state};
}

// The answer YES once the step from `last` reaches `target`: the line from the start
// state to `last` (following `parent`), then on to `target`, as corners.
inline Answer linked(const Board& board, const std::vector<trace::StateId>& parent, trace::StateId last,
                     Cell target) {
  std::vector<Cell> cells{target};
  for (trace::StateId s = last; s != trace::kNoState; s = parent[s]) cells.push_back(decode_heading(board, s).cell);
  std::reverse(cells.begin(), cells.end());
  Answer answer;
  answer.linked = true;
  answer.corners = corners_of(cells);
  answer.turns = turns_of(answer.corners);
  return answer;
}

// Lines `for_each_turn` and `turn`, below kMaxTurns: each heading at right angles to
// `here` on its cell that no line reached with t + 1 turns or fewer is passed to
// `reach(turned, state, t + 1)`.
template <class Line, class Observer, class Reach>
void turn(const Board& board, const Labels& labels, trace::StateId state, Heading here, int t, Observer& observer,
          Reach&& reach) {
  if (t >= kMaxTurns) return;
  observer.line(Line::for_each_turn, state);
  for (int d = 0; d < kDirections; ++d) {
    if (d == here.direction || d == opposite(here.direction)) continue;
    const trace::StateId turned = encode_heading(board, {here.cell, d});
    observer.line(Line::turn, turned);
    if (labels.fewest[turned] > t + 1) reach(turned, state, t + 1);
  }
}

}  // namespace frontier::lianliankan::walk
