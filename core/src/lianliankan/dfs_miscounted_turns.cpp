#include "frontier/lianliankan/dfs_miscounted_turns.hpp"

#include <array>
#include <vector>

#include "check_pair.hpp"
#include "walk.hpp"

namespace frontier::lianliankan {

namespace {

using Line = DfsMiscountedTurnsLine;

// The order of the original: right, down, left, up.
constexpr std::array<int, kDirections> kOrder = {1, 2, 3, 0};

// One cell of the line being walked, with what the walk knew when it stepped there: the
// recursion of the original, kept on a stack of our own so that a long line on a large
// board cannot overflow the machine's.
struct Step {
  Cell cell;
  Cell remembered;
  int counted = 0;
  int tried = 0;  // how many of kOrder's directions were tried from cell
  StateId state = kNoState;
};

bool shares_row_or_column(Cell a, Cell b) { return a.row == b.row || a.col == b.col; }

}  // namespace

template <class Observer>
Answer dfs_miscounted_turns(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  if (!tiles_checked<Line>(board, query, observer)) return {};
  const PaddedBoard padded(board, rules);
  const Cell target = query.to;
  std::vector<bool> on_line(padded.size(), false);
  std::vector<Step> line;
  // States are told apart for the picture only: a state seen on an earlier line is
  // reported as improved, as a search relabels it.
  std::vector<bool> seen(heading_state_count(board), false);
  auto enter = [&](Cell cell, Cell remembered, int counted, StateId state, StateId from) -> bool {
    on_line[padded.index(cell)] = true;
    line.push_back({cell, remembered, counted, 0, state});
    if (seen[state]) {
      observer.improve(state, from, counted);
    } else {
      seen[state] = true;
      observer.discover(state, from, counted);
    }
    if (observer.stop_requested()) return false;
    observer.expand(state);
    observer.line(Line::walk_on, state);
    return true;
  };

  observer.line(Line::start);
  if (!enter(query.from, query.from, 0, encode_heading(board, {query.from, kOrder[0]}), kNoState)) {
    return walk::stopped();
  }
  while (!line.empty()) {
    Step& here = line.back();
    if (here.tried == 0) {
      observer.line(Line::prune, here.state);
      if (here.counted >= kMaxTurns && !shares_row_or_column(here.cell, target)) here.tried = kDirections;
    }
    if (here.tried == kDirections) {
      observer.line(Line::go_back, here.state);
      on_line[padded.index(here.cell)] = false;
      line.pop_back();
      continue;
    }
    const int d = kOrder[static_cast<std::size_t>(here.tried++)];
    const Cell next = step(here.cell, d);
    const StateId next_state = padded.contains(next) ? encode_heading(board, {next, d}) : kNoState;
    observer.line(Line::each_direction, next_state);
    observer.line(Line::test_next, next_state);
    if (next_state == kNoState || on_line[padded.index(next)] || (next != target && !padded.open(next))) continue;
    observer.line(Line::looks_like_turn, next_state);
    const bool looks_like_turn = !shares_row_or_column(next, here.remembered);
    if (looks_like_turn && here.counted >= kMaxTurns) continue;
    if (looks_like_turn) observer.line(Line::count_turn, next_state);
    const Cell remembered = looks_like_turn ? next : here.remembered;
    const int counted = here.counted + (looks_like_turn ? 1 : 0);
    observer.line(Line::reach_target, next_state);
    if (next == target) {
      std::vector<Cell> cells;
      cells.reserve(line.size() + 1);
      for (const Step& s : line) cells.push_back(s.cell);
      cells.push_back(target);
      Answer answer;
      answer.linked = true;
      answer.corners = corners_of(cells);
      answer.turns = turns_of(answer.corners);
      return answer;
    }
    observer.line(Line::go_on, next_state);
    if (!enter(next, remembered, counted, next_state, here.state)) return walk::stopped();
  }
  observer.line(Line::answer_no);
  return {};
}

template Answer dfs_miscounted_turns<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer dfs_miscounted_turns<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
