#include "frontier/mahjong/run_bfs.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

#include "same_ends.hpp"

namespace frontier::mahjong {
namespace {

using Line = RunBfsLine;
using trace::kNoState;
using trace::StateId;
constexpr std::int32_t kNoRun = Runs::kNoRun;

// Along a row for the directions right and left, along a column for up and down.
int across_of(int direction) { return direction % 2 == 1 ? 0 : 1; }

bool open_cell(const Board& board, bool ring_open, Cell c) {
  if (!board.within_ring(c)) return false;
  return board.on_board(c) ? !board.has_card(c) : ring_open;
}

// One search's labels over runs: a run's layer and parent mean something only while its
// stamp is this search's. Plain pointers and the stamp by value, so that the inner loop's
// writes to a label cannot make the compiler read the stamp again.
struct Marks {
  std::uint32_t* stamp;
  int* layer;
  std::int32_t* parent;  // kNoRun: reached from the start
  std::int32_t* queue;
  std::uint32_t current;

  bool seen(std::int32_t run) const { return stamp[run] == current; }
  void reach(std::int32_t run, int run_layer, std::int32_t from) const {
    stamp[run] = current;
    layer[run] = run_layer;
    parent[run] = from;
  }
};

// This thread's labels over runs, kept from one search to the next: a judge file asks
// thousands of pairs of one board, and clearing them per pair would cost more than most
// searches.
struct Labels {
  std::vector<std::uint32_t> stamp;
  std::vector<int> layer;
  std::vector<std::int32_t> parent;
  std::vector<std::int32_t> queue;
  std::uint32_t current = 0;
  bool in_use = false;

  Marks begin(int runs) {
    if (in_use) throw std::logic_error("a mahjong search was started inside another on the same thread");
    const auto size = static_cast<std::size_t>(runs);
    if (stamp.size() < size) {
      stamp.resize(size, 0);
      layer.resize(size);
      parent.resize(size);
      queue.resize(size);
    }
    if (current == UINT32_MAX) {  // the stamps would wrap: clear once in 2^32 searches
      std::fill(stamp.begin(), stamp.end(), 0);
      current = 0;
    }
    ++current;
    in_use = true;
    return {stamp.data(), layer.data(), parent.data(), queue.data(), current};
  }
};

Labels& thread_labels() {
  thread_local Labels labels;
  return labels;
}

// Releases the labels when the search returns or throws.
struct Hold {
  Labels& labels;
  ~Hold() { labels.in_use = false; }
};

// The cell where two runs across each other meet: the row of the one along a row, the
// column of the one along a column.
int crossing(const Runs& runs, std::int32_t a, std::int32_t b) {
  const RingGrid& grid = runs.grid();
  const std::int32_t along_row = runs.across(a) == 0 ? a : b;
  const std::int32_t along_column = runs.across(a) == 0 ? b : a;
  return runs.first(along_row) / grid.stride() * grid.stride() + runs.first(along_column) % grid.stride();
}

// The path whose last segment runs along `last` (kNoRun when the start is beside the
// target) and whose earlier ones follow the parents of `before` (kNoRun: none): its
// corners are the start, each crossing of two runs and the target. Its states are the
// start, the runs expanded on the way, and the target; the last run was only discovered.
Answer path_to(const Runs& runs, const Marks& labels, int start, int target, std::int32_t before,
               std::int32_t last, int segments) {
  Answer answer;
  answer.segments = segments;
  std::vector<std::int32_t> chain;
  if (last != kNoRun) chain.push_back(last);
  for (std::int32_t r = before; r != kNoRun; r = labels.parent[r]) chain.push_back(r);
  std::reverse(chain.begin(), chain.end());
  const RingGrid& grid = runs.grid();
  answer.corners.push_back(grid.cell(start));
  for (std::size_t i = 1; i < chain.size(); ++i) answer.corners.push_back(grid.cell(crossing(runs, chain[i - 1], chain[i])));
  answer.corners.push_back(grid.cell(target));
  answer.states.push_back(static_cast<StateId>(start));
  for (std::size_t i = 0; i + 1 < chain.size(); ++i) answer.states.push_back(runs.state(chain[i]));
  answer.states.push_back(static_cast<StateId>(target));
  return answer;
}

}  // namespace

Runs::Runs(const Board& board, const Rules& rules)
    : board_(&board), grid_(board), ring_open_(rules.may_leave_board) {
  const auto cells = static_cast<std::size_t>(grid_.cell_count());
  std::vector<unsigned char> open(cells, 0);
  for (int row = 0; row <= board.height + 1; ++row) {
    for (int col = 0; col <= board.width + 1; ++col) {
      open[static_cast<std::size_t>(grid_.index({row, col}))] = open_cell(board, ring_open_, {row, col}) ? 1 : 0;
    }
  }
  through_[0].assign(cells, kNoRun);
  through_[1].assign(cells, kNoRun);
  const int stride = grid_.stride();
  // A run starts at an open cell whose neighbour before it on its line is not open.
  auto cut = [&](int across, int lines, int cells_per_line, auto index_of) {
    for (int line = 0; line < lines; ++line) {
      std::int32_t run = kNoRun;
      for (int k = 0; k < cells_per_line; ++k) {
        const int cell = index_of(line, k);
        if (!open[static_cast<std::size_t>(cell)]) {
          run = kNoRun;
          continue;
        }
        if (run == kNoRun) {
          run = static_cast<std::int32_t>(first_.size());
          first_.push_back(cell);
          length_.push_back(0);
        }
        ++length_[static_cast<std::size_t>(run)];
        through_[across][static_cast<std::size_t>(cell)] = run;
      }
    }
  };
  cut(0, board.height + 2, stride, [&](int row, int col) { return row * stride + col; });
  row_runs_ = static_cast<std::int32_t>(first_.size());
  cut(1, stride, board.height + 2, [&](int col, int row) { return row * stride + col; });

  // Regions: union-find over the runs, a run along a row joined to every run it crosses.
  region_.resize(first_.size());
  for (std::size_t r = 0; r < region_.size(); ++r) region_[r] = static_cast<std::int32_t>(r);
  const auto root = [&](std::int32_t r) {
    while (region_[static_cast<std::size_t>(r)] != r) {
      region_[static_cast<std::size_t>(r)] = region_[static_cast<std::size_t>(region_[static_cast<std::size_t>(r)])];
      r = region_[static_cast<std::size_t>(r)];
    }
    return r;
  };
  for (std::size_t cell = 0; cell < cells; ++cell) {
    if (through_[0][cell] == kNoRun) continue;
    const std::int32_t a = root(through_[0][cell]);
    const std::int32_t b = root(through_[1][cell]);
    if (a != b) region_[static_cast<std::size_t>(std::max(a, b))] = std::min(a, b);
  }
  for (std::size_t r = 0; r < region_.size(); ++r) region_[r] = root(static_cast<std::int32_t>(r));
}

RunExtent run_extent(const Board& board, StateId state) {
  const RingGrid grid(board);
  const auto cells = static_cast<StateId>(grid.cell_count());
  if (state < cells || state >= cells * 5) {
    throw std::invalid_argument("mahjong run-bfs state " + std::to_string(state) + " is not a run");
  }
  const auto code = state - cells;
  const bool ring_open = code % 2 == 1;
  const int across = static_cast<int>(code / 2 % 2);
  const Cell first = grid.cell(static_cast<int>(code / 4));
  const int direction = across == 0 ? 1 : 2;  // right along a row, down along a column
  Cell last = first;
  while (open_cell(board, ring_open, step(last, direction))) last = step(last, direction);
  return {first, last, across == 1};
}

template <class Observer>
Answer run_bfs(const Runs& runs, const Pair& pair, Observer&& observer) {
  const Board& board = runs.board();
  if (same_ends<Line>(board, pair, observer)) return {};

  Labels& memory = thread_labels();
  const Marks labels = memory.begin(runs.count());
  const Hold hold{memory};
  const RingGrid& grid = runs.grid();
  const int start = grid.index(pair.from);
  const int target = grid.index(pair.to);
  const auto start_state = static_cast<StateId>(start);
  const auto target_state = static_cast<StateId>(target);

  // The runs a last segment may travel along: beside the target on its own line (or
  // through it, when the target is a blank).
  std::int32_t goal[2][2];
  for (int d = 0; d < kDirections; ++d) {
    goal[across_of(d)][d / 2] = runs.through(target + index_step(grid, d), across_of(d));
  }

  if (observer.stop_requested()) return stopped_answer();
  observer.discover(start_state, kNoState, 0);
  observer.expand(start_state);
  observer.line(Line::expand_start, start_state);
  bool beside = false;
  for (int d = 0; d < kDirections; ++d) beside = beside || start + index_step(grid, d) == target;
  observer.line(Line::beside_start, target_state);
  if (beside) {
    observer.discover(target_state, start_state, 1);
    return path_to(runs, labels, start, target, kNoRun, kNoRun, 1);
  }
  bool joined = false;
  for (int d = 0; d < kDirections; ++d) {
    const std::int32_t run = runs.through(start + index_step(grid, d), across_of(d));
    if (run == kNoRun) continue;
    for (const auto& ends : goal) {
      for (const std::int32_t g : ends) joined = joined || (g != kNoRun && runs.region(g) == runs.region(run));
    }
  }
  observer.line(Line::apart, target_state);
  if (!joined) return {};
  std::int32_t* const queue = labels.queue;
  std::size_t head = 0;
  std::size_t tail = 0;
  for (int d = 0; d < kDirections; ++d) {
    const std::int32_t run = runs.through(start + index_step(grid, d), across_of(d));
    if (run == kNoRun || labels.seen(run)) continue;
    labels.reach(run, 1, kNoRun);
    queue[tail++] = run;
    observer.discover(runs.state(run), start_state, 1);
    observer.line(Line::enqueue_first, runs.state(run));
    observer.line(Line::first_goal_test, runs.state(run));
    if (run == goal[runs.across(run)][0] || run == goal[runs.across(run)][1]) {
      observer.discover(target_state, start_state, 1);
      return path_to(runs, labels, start, target, kNoRun, run, 1);
    }
  }

  while (head < tail) {
    if (observer.stop_requested()) return stopped_answer();
    const std::int32_t run = queue[head++];
    const StateId run_state = runs.state(run);
    observer.expand(run_state);
    observer.line(Line::loop);
    observer.line(Line::dequeue, run_state);
    const int next_layer = labels.layer[run] + 1;
    const int across = 1 - runs.across(run);
    const std::int32_t goal_one = goal[across][0];
    const std::int32_t goal_other = goal[across][1];
    const int step = runs.step(run);
    const int first = runs.first(run);
    const int length = runs.length(run);
    for (int k = 0; k < length; ++k) {
      const int cell = first + k * step;
      observer.line(Line::each_cell, static_cast<StateId>(cell));
      const std::int32_t cross = runs.through(cell, across);
      observer.line(Line::cross, runs.state(cross));
      if (labels.seen(cross)) continue;
      labels.reach(cross, next_layer, run);
      queue[tail++] = cross;
      observer.line(Line::discover_cross, runs.state(cross));
      observer.discover(runs.state(cross), run_state, next_layer);
      observer.line(Line::goal_test, runs.state(cross));
      if (cross == goal_one || cross == goal_other) {
        observer.discover(target_state, run_state, next_layer);
        return path_to(runs, labels, start, target, run, cross, next_layer);
      }
    }
  }
  // Not reached: the target's run shares a region with a run of the queue.
  return {};
}

template <class Observer>
Answer run_bfs(const Board& board, const Pair& pair, const Rules& rules, Observer&& observer) {
  check_pair(board, pair);
  return run_bfs(Runs(board, rules), pair, std::forward<Observer>(observer));
}

template Answer run_bfs<trace::NoObserver>(const Runs&, const Pair&, trace::NoObserver&&);
template Answer run_bfs<trace::Recorder&>(const Runs&, const Pair&, trace::Recorder&);
template Answer run_bfs<trace::NoObserver>(const Board&, const Pair&, const Rules&, trace::NoObserver&&);
template Answer run_bfs<trace::Recorder&>(const Board&, const Pair&, const Rules&, trace::Recorder&);

}  // namespace frontier::mahjong
