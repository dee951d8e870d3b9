#pragma once
// Every tile one tile links to, found by one search from that tile instead of one query
// per pair of equal tiles: play mode asks after every move whether any pair is left, and on
// a 1000 x 999 board with hundreds of copies of each tile the pairs run to millions.
//
// The search works on runs: a run is a maximal straight stretch of open cells of the
// padded board (a row's or a column's), and the cell just past either end of a run is its
// bound. A line of at most two turns from tile T leaves T along a run beside it (first
// segment), turns onto the crossing run at some cell of that one (second segment), and
// turns again onto the crossing run at some cell of that one (third segment); it ends on
// the bound the last segment runs into. So the tiles T links to are its direct neighbours
// and the bounds of every run that crosses a cell reachable from T with at most one turn,
// and the search costs the number of those cells (each run's bounds are looked at once).

#include <cstddef>
#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"

namespace frontier::lianliankan {

class LinkingPartners {
 public:
  // O(rows * cols): the runs of the board as it stands. `board` is read by each() too, so
  // it must outlive this object.
  LinkingPartners(const Board& board, const Rules& rules);

  // Calls found(partner) once for every other cell holding the same tile as `tile` (a cell
  // of the board holding a tile) that a line of at most kMaxTurns turns joins to it, until
  // found returns true; returns whether it did.
  template <class Found>
  bool each(Cell tile, Found&& found);

 private:
  static constexpr std::int32_t kNoRun = -1;
  static constexpr std::int64_t kNoBound = -1;

  struct Run {
    std::uint32_t first = 0;  // its first and last open cell, padded indexes
    std::uint32_t last = 0;
    std::uint32_t stride = 1;  // 1 along a row, width along a column
    std::int64_t before = kNoBound;  // the bounds, or kNoBound past the padded board's edge
    std::int64_t after = kNoBound;
  };

  std::uint32_t index(Cell padded) const {
    return static_cast<std::uint32_t>(padded.row) * static_cast<std::uint32_t>(width_) +
           static_cast<std::uint32_t>(padded.col);
  }
  // Offers both bounds of `run` to `found`, the first time the search meets the run.
  template <class Found>
  void visit_run(std::int32_t run, Found& found);
  template <class Found>
  void offer(std::int64_t cell, Found& found);

  const Board& board_;
  int width_;   // cols + 2
  int height_;  // rows + 2
  std::vector<std::int32_t> tile_;  // padded board's tiles, kBlank on open cells and the ring
  std::vector<std::int32_t> row_run_;     // per padded cell, the run along its row, or kNoRun
  std::vector<std::int32_t> column_run_;  // per padded cell, the run along its column
  std::vector<Run> runs_;
  // Generation stamps, so that nothing is cleared between searches.
  std::vector<std::uint32_t> run_seen_;
  std::vector<std::uint32_t> cell_seen_;
  std::uint32_t generation_ = 0;
  // The search under way: the tile's padded index and its tile, and whether found said enough.
  std::uint32_t from_ = 0;
  std::int32_t wanted_ = kBlank;
  bool done_ = false;
};

template <class Found>
void LinkingPartners::offer(std::int64_t cell, Found& found) {
  if (done_ || cell == kNoBound) return;
  const auto at = static_cast<std::size_t>(cell);
  if (at == from_ || tile_[at] != wanted_ || cell_seen_[at] == generation_) return;
  cell_seen_[at] = generation_;
  const Cell partner{static_cast<int>(at / static_cast<std::size_t>(width_)),
                     static_cast<int>(at % static_cast<std::size_t>(width_))};
  done_ = found(partner);
}

template <class Found>
void LinkingPartners::visit_run(std::int32_t run, Found& found) {
  auto& seen = run_seen_[static_cast<std::size_t>(run)];
  if (seen == generation_) return;
  seen = generation_;
  offer(runs_[static_cast<std::size_t>(run)].before, found);
  offer(runs_[static_cast<std::size_t>(run)].after, found);
}

template <class Found>
bool LinkingPartners::each(Cell tile, Found&& found) {
  if (++generation_ == 0) {
    std::fill(run_seen_.begin(), run_seen_.end(), 0);
    std::fill(cell_seen_.begin(), cell_seen_.end(), 0);
    generation_ = 1;
  }
  from_ = index(tile);
  wanted_ = board_.tile(tile);
  done_ = false;
  for (int d = 0; d < kDirections && !done_; ++d) {
    const Cell next = step(tile, d);
    if (next.row < 0 || next.row >= height_ || next.col < 0 || next.col >= width_) continue;
    const std::uint32_t beside = index(next);
    const bool along_column = kColStep[d] == 0;
    const std::int32_t first_run = along_column ? column_run_[beside] : row_run_[beside];
    if (first_run == kNoRun) {
      offer(beside, found);  // a neighbour: a line through no cell
      continue;
    }
    visit_run(first_run, found);
    // Every cell of the first segment, each the corner of a second segment along the
    // crossing run, whose every cell is in turn the corner of a third.
    const Run& ray = runs_[static_cast<std::size_t>(first_run)];
    const bool outwards_up = kRowStep[d] < 0 || kColStep[d] < 0;
    const std::uint32_t lo = outwards_up ? ray.first : beside;
    const std::uint32_t hi = outwards_up ? beside : ray.last;
    for (std::uint32_t x = lo; x <= hi && !done_; x += ray.stride) {
      const std::int32_t second_run = along_column ? row_run_[x] : column_run_[x];
      visit_run(second_run, found);
      const Run& second = runs_[static_cast<std::size_t>(second_run)];
      for (std::uint32_t y = second.first; y <= second.last && !done_; y += second.stride) {
        visit_run(along_column ? column_run_[y] : row_run_[y], found);
      }
    }
  }
  return done_;
}

}  // namespace frontier::lianliankan
