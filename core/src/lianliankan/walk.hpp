#pragma once
// What the searches that walk the line cell by cell (bfs-turns, dfs) do alike: they start
// from one Walker, label (cell, heading) states with the fewest turns that reached them,
// look one cell ahead, and turn. The helpers that emit pseudo-code lines are templates
// over the calling algorithm's line enum, whose lines of these names are numbered by its
// own pseudo-code.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/observer.hpp"

// Both searches and their helpers speak of states at every turn; this header is theirs
// alone, so the names are brought in for them here.
namespace frontier::lianliankan {
using trace::kNoState;
using trace::StateId;
}  // namespace frontier::lianliankan

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
      : fewest(heading_state_count(board), kUnreached), parent(fewest.size(), kNoState) {}

  // `state` reached from `from` with `turns` turns, fewer than before: the observer hears
  // a discovery the first time and an improvement after. Queueing it is the caller's.
  template <class Observer>
  void reach(StateId state, StateId from, int turns, Observer& observer) {
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
  std::vector<StateId> parent;
};

// What became of a state taken from the queue or the stack.
enum class Taken { stale, stopped, expanded };

// The cell one step ahead of a heading, and its state (kNoState off the padded board).
struct Ahead {
  Cell cell;
  StateId state;
};

// What both searches start from once the two clicks hold a pair of tiles, and consult at
// every step: the board padded under the rules, the second click (the target) and the
// labels of the states reached so far.
struct Walker {
  Walker(const Board& board_, const Query& query, const Rules& rules)
      : board(board_), padded(board_, rules), target(query.to), labels(board_) {}

  // A state taken out to be explored with `t` turns: stale when a line with fewer turns
  // has reached it since (that copy is explored instead), stopped when the observer asks
  // to stop, else expanded. The two pseudo-code lines that take it out (`First`,
  // `Second`) are passed either way, after the expansion when there is one.
  template <auto First, auto Second, class Observer>
  Taken take(StateId state, int t, Observer& observer) const {
    const bool stale = labels.fewest[state] < t;
    if (!stale) {
      if (observer.stop_requested()) return Taken::stopped;
      observer.expand(state);
    }
    observer.line(First, state);
    observer.line(Second, state);
    return stale ? Taken::stale : Taken::expanded;
  }

  // Lines `ahead` and `reach_target`: what lies one step ahead of `here`.
  template <class Line, class Observer>
  Ahead look_ahead(Heading here, Observer& observer) const {
    const Cell cell = step(here.cell, here.direction);
    const StateId state = padded.contains(cell) ? encode_heading(board, {cell, here.direction}) : kNoState;
    observer.line(Line::ahead, state);
    observer.line(Line::reach_target, state);
    return {cell, state};
  }

  // Line `go_straight`'s test: `ahead` is open and no line reached it with t turns or
  // fewer.
  bool straight_on(const Ahead& ahead, int t) const { return padded.open(ahead.cell) && labels.fewest[ahead.state] > t; }

  // Lines `for_each_turn` and `turn`, below kMaxTurns: each heading at right angles to
  // `here` on its cell that no line reached with t + 1 turns or fewer is passed to
  // `reach(turned, state, t + 1)`.
  template <class Line, class Observer, class Reach>
  void turn(StateId state, Heading here, int t, Observer& observer, Reach&& reach) const {
    if (t >= kMaxTurns) return;
    observer.line(Line::for_each_turn, state);
    for (int d = 0; d < kDirections; ++d) {
      if (d == here.direction || d == opposite(here.direction)) continue;
      const StateId turned = encode_heading(board, {here.cell, d});
      observer.line(Line::turn, turned);
      if (labels.fewest[turned] > t + 1) reach(turned, state, t + 1);
    }
  }

  // The answer YES once the step from `last` reaches the target: the line from the start
  // state to `last` (following the labels' parents), then on to the target, as corners.
  Answer linked(StateId last) const {
    std::vector<Cell> cells{target};
    for (StateId s = last; s != kNoState; s = labels.parent[s]) cells.push_back(decode_heading(board, s).cell);
    std::reverse(cells.begin(), cells.end());
    Answer answer;
    answer.linked = true;
    answer.corners = corners_of(cells);
    answer.turns = turns_of(answer.corners);
    return answer;
  }

  const Board& board;
  const PaddedBoard padded;
  const Cell target;
  Labels labels;
};

inline Answer stopped() {
  Answer answer;
  answer.stopped = true;
  return answer;
}

}  // namespace frontier::lianliankan::walk
