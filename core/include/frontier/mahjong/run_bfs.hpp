#pragma once
// The judge's solver: a BFS over runs, the maximal straight lines of open cells (blanks,
// and the ring when the rules open it). One segment of a path travels along one run, and
// a turn moves onto the run across it at a cell of both, so a run's layer is the number of
// segments that reach all of its cells; a cell search would meet every cell of a run once
// per heading instead. The runs depend only on the board and the rules, so a judge file
// cuts them once per board (Runs) and every pair of that board searches the same ones.
//
// State encoding (run_bfs_state_count(board) states): a RingGrid index for the pair's two
// cells; a run is RingGrid cell count + (its first cell's index * 2 + across) * 2 + ring,
// with across 0 for a run along a row, 1 along a column, and ring 1 when the ring is open
// (so that the run's extent can be read off the board alone).

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <vector>

#include "frontier/mahjong/rules.hpp"
#include "frontier/mahjong/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::mahjong {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kRunBfsSummary =
    "BFS over runs (maximal straight lines of open cells): a segment is one run (the judge solver)";

inline constexpr std::string_view kRunBfsPseudocode[] = {
    "if start = target: return 0",                                                              // 1
    "layer[start] <- 0; expand start:",                                                         // 2
    "  if target is beside start: return 1",                                                    // 3
    "  if no run beside start is in the region of a run beside the target: return 0   (no path)",  // 4
    "  for each run beside start, along the line from start: layer[run] <- 1; enqueue run",     // 5
    "    if the run ends beside the target or holds it: return 1",                              // 6
    "while the queue is not empty   (it empties only after the target's run is found):",       // 7
    "  run <- dequeue",                                                                         // 8
    "  for each cell of run:",                                                                  // 9
    "    cross <- the run through cell across run",                                             // 10
    "    if cross is unseen: layer[cross] <- layer[run] + 1; parent[cross] <- run; enqueue cross",  // 11
    "      if cross ends beside the target or holds it: return layer[cross]",                   // 12
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kRunBfsNarration[] = {
    "If the two cards are the same cell, the answer is 0.",  // 1
    "Give the first card layer 0 and expand it.",  // 2
    "If the target is right beside the first card, the answer is 1.",  // 3
    "If no run beside the first card shares a region with a run beside the target, no path can join them: the answer is 0.",  // 4
    "The run {subject}, beside the first card, gets layer 1 and joins the queue.",  // 5
    "If the run {subject} ends beside the target or holds it, the answer is 1.",  // 6
    "While the queue holds a run, take the oldest: the queue empties only after the target's run is found.",  // 7
    "Take the run {subject} from the queue, reached with {subject_cost}.",  // 8
    "Try each cell of the run {current}.",  // 9
    "The run across {current} through that cell is {subject}.",  // 10
    "The run {subject} is unseen: it gets one segment more than {cost} and joins the queue.",  // 11
    "If the run {subject} ends beside the target or holds it, the answer is {subject_cost}.",  // 12
};

// The lines of kRunBfsPseudocode by name; the values are their 1-based numbers.
enum class RunBfsLine : int {
  same_ends = 1, expand_start, beside_start, apart, enqueue_first, first_goal_test, loop, dequeue, each_cell, cross,
  discover_cross, goal_test
};

inline std::size_t run_bfs_state_count(const Board& board) {
  return static_cast<std::size_t>(RingGrid(board).cell_count()) * 5;
}

// The runs of one board under one set of rules, numbered: runs along rows first (row-major
// by their first cell), then runs along columns (column-major by their first cell). Runs
// that cross are in one region, and so, step by step, is everything a path can join: a
// pair whose runs share no region has no path, found without a search (a judge file's
// pairs are often such, when cards wall in parts of the board).
class Runs {
 public:
  static constexpr std::int32_t kNoRun = -1;

  Runs(const Board& board, const Rules& rules);

  const Board& board() const { return *board_; }
  const RingGrid& grid() const { return grid_; }
  int count() const { return static_cast<int>(first_.size()); }
  // The run along a row (across 0) or a column (across 1) through RingGrid index `cell`,
  // kNoRun where the cell is not open.
  std::int32_t through(int cell, int across) const { return through_[across][static_cast<std::size_t>(cell)]; }
  int first(std::int32_t run) const { return first_[static_cast<std::size_t>(run)]; }
  int length(std::int32_t run) const { return length_[static_cast<std::size_t>(run)]; }
  int across(std::int32_t run) const { return run < row_runs_ ? 0 : 1; }
  // How far the next cell of the run is (1 along a row, the stride along a column).
  int step(std::int32_t run) const { return run < row_runs_ ? 1 : grid_.stride(); }
  // The region the run belongs to (a number shared by all the runs a path can join to it).
  std::int32_t region(std::int32_t run) const { return region_[static_cast<std::size_t>(run)]; }
  trace::StateId state(std::int32_t run) const {
    return static_cast<trace::StateId>(grid_.cell_count() + (first(run) * 2 + across(run)) * 2 + (ring_open_ ? 1 : 0));
  }

 private:
  const Board* board_;
  RingGrid grid_;
  bool ring_open_;
  std::int32_t row_runs_ = 0;
  std::vector<std::int32_t> through_[2];  // per RingGrid index, per across
  std::vector<int> first_;                // per run
  std::vector<int> length_;
  std::vector<std::int32_t> region_;
};

// Where a run's state lies: its first and last cell (the last found by walking the board
// from the first). Throws std::invalid_argument for a state outside the runs' numbers.
struct RunExtent {
  Cell first;
  Cell last;
  bool along_column = false;
};
RunExtent run_extent(const Board& board, trace::StateId state);

// Throws std::invalid_argument when an end of the pair is off the board. Instantiated for
// trace::NoObserver and trace::Recorder&. The first form cuts the runs itself.
template <class Observer = trace::NoObserver>
Answer run_bfs(const Runs& runs, const Pair& pair, Observer&& observer = {});
template <class Observer = trace::NoObserver>
Answer run_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kRunBfsSearch = Search::checked<RunBfsLine::goal_test>(kRunBfsName, kRunBfsSummary,
    kRunBfsPseudocode, kRunBfsNarration, "%n segment(s)", trace::Container::queue, {SearchKind::runs, run_state_count, decode_run_state},
    run_bfs<trace::NoObserver>, run_bfs<trace::Recorder&>);

}  // namespace frontier::mahjong
