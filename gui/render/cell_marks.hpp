#pragma once
// What a board cell looks like at a moment of a search, when several states live on one
// cell (a cell and a direction, a cell and a side of the blank).
//
// CellSummary is built once per finished search (on the worker thread): for each cell,
// the step its first state was discovered, the step its first state was expanded, and
// that state's cost. A frame then needs two comparisons a cell, which is what keeps a
// 1000 × 999 board repainting in milliseconds. Expansion order never decreases in cost
// for the breadth-first family, so the first expanded state's cost is the cell's depth.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "frontier/trace/trace.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

enum class Look : unsigned char { unseen, frontier, expanded, current };

class CellSummary {
 public:
  CellSummary() = default;
  // cell_of(state) -> the cell index of a state, or -1 for a state on no cell.
  template <class CellOf>
  CellSummary(const trace::Trace& trace, int cell_count, CellOf&& cell_of)
      : discovered_(static_cast<std::size_t>(cell_count), trace::kNever),
        expanded_(static_cast<std::size_t>(cell_count), trace::kNever),
        depth_(static_cast<std::size_t>(cell_count), 0) {
    for (std::size_t s = 0; s < trace.state_count(); ++s) {
      const auto state = static_cast<trace::StateId>(s);
      const trace::Step found = trace.discovered_at(state);
      if (found == trace::kNever) continue;
      const int cell = cell_of(state);
      if (cell < 0) continue;
      const auto c = static_cast<std::size_t>(cell);
      discovered_[c] = std::min(discovered_[c], found);
      const trace::Step done = trace.expanded_at(state);
      if (done < expanded_[c]) {
        expanded_[c] = done;
        // The state for now; its cost once the cell's first expanded state is known,
        // since a cost looks through the trace's improvements (one search a cell, not
        // one for each of its states).
        depth_[c] = static_cast<std::int32_t>(state);
      }
    }
    for (std::size_t c = 0; c < expanded_.size(); ++c) {
      if (expanded_[c] == trace::kNever) continue;
      depth_[c] = static_cast<std::int32_t>(trace.cost(static_cast<trace::StateId>(depth_[c])));
      deepest_ = std::max<std::int64_t>(deepest_, depth_[c]);
    }
  }

  bool empty() const { return discovered_.empty(); }
  Look look(int cell, trace::Step t) const {
    const auto c = static_cast<std::size_t>(cell);
    if (expanded_[c] <= t) return Look::expanded;
    return discovered_[c] <= t ? Look::frontier : Look::unseen;
  }
  std::int32_t depth(int cell) const { return depth_[static_cast<std::size_t>(cell)]; }
  std::int64_t deepest() const { return deepest_; }
  std::size_t bytes() const { return discovered_.capacity() * 12; }

 private:
  std::vector<trace::Step> discovered_;
  std::vector<trace::Step> expanded_;
  std::vector<std::int32_t> depth_;
  std::int64_t deepest_ = 0;
};

// One frame's view of the cells: the summary at the moment's step, the fine events of
// the expansion under way on top, and the cell being expanded lit.
class CellMarks {
 public:
  template <class CellOf>
  CellMarks(const CellSummary* summary, const Moment& moment, CellOf&& cell_of)
      : summary_(summary != nullptr && !summary->empty() ? summary : nullptr), moment_(moment) {
    if (moment.current != trace::kNoState) current_cell_ = cell_of(moment.current);
    for (const trace::FineStep& step : moment.fine) {
      if (step.kind != trace::FineKind::discover && step.kind != trace::FineKind::improve) continue;
      const int cell = cell_of(step.state);
      if (cell >= 0) fine_cells_.push_back(cell);
    }
    std::sort(fine_cells_.begin(), fine_cells_.end());
  }

  Look look(int cell) const {
    if (cell == current_cell_) return Look::current;
    Look base = Look::unseen;
    if (summary_ != nullptr && !moment_.before_start) base = summary_->look(cell, moment_.step);
    if (base == Look::unseen && !fine_cells_.empty() &&
        std::binary_search(fine_cells_.begin(), fine_cells_.end(), cell)) {
      return Look::frontier;
    }
    return base;
  }
  // The colour of a free cell.
  QRgb colour(int cell, const SearchColours& colours) const {
    switch (look(cell)) {
      case Look::unseen: return colours.empty;
      case Look::frontier: return colours.frontier;
      case Look::current: return colours.current;
      case Look::expanded: return depth_shade(colours, summary_->depth(cell), summary_->deepest());
    }
    return colours.empty;
  }
  int current_cell() const { return current_cell_; }

 private:
  const CellSummary* summary_;
  const Moment& moment_;
  int current_cell_ = -1;
  std::vector<int> fine_cells_;
};

}  // namespace frontier::gui
