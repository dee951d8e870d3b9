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
#include <concepts>
#include <cstdint>
#include <vector>

#include "frontier/trace/trace.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

enum class Look : unsigned char { unseen, frontier, expanded, current };

// The cells a state covers, for the classes below: cells_of(state, visit) calls
// visit(cell index) for each (a cell and a heading covers one cell, a run of Mahjong's
// run-bfs every cell from its first to its last), or for none.
template <class CellsOf>
concept StateCells = std::invocable<CellsOf&, trace::StateId, void (*)(int)>;

// The same from cell_of(state): the index of the one cell a state stands on, or -1.
template <class CellOf>
auto one_cell(CellOf cell_of) {
  return [cell_of](trace::StateId state, auto&& visit) {
    if (const int cell = cell_of(state); cell >= 0) visit(cell);
  };
}

class CellSummary {
 public:
  CellSummary() = default;
  template <StateCells CellsOf>
  CellSummary(const trace::Trace& trace, int cell_count, CellsOf&& cells_of)
      : discovered_(static_cast<std::size_t>(cell_count), trace::kNever),
        expanded_(static_cast<std::size_t>(cell_count), trace::kNever),
        depth_(static_cast<std::size_t>(cell_count), 0) {
    for (std::size_t s = 0; s < trace.state_count(); ++s) {
      const auto state = static_cast<trace::StateId>(s);
      const trace::Step found = trace.discovered_at(state);
      if (found == trace::kNever) continue;
      const trace::Step done = trace.expanded_at(state);
      cells_of(state, [&](int cell) {
        const auto c = static_cast<std::size_t>(cell);
        discovered_[c] = std::min(discovered_[c], found);
        if (done < expanded_[c]) {
          expanded_[c] = done;
          // The state for now; its cost once the cell's first expanded state is known,
          // since a cost looks through the trace's improvements (one search a cell, not
          // one for each of its states).
          depth_[c] = static_cast<std::int32_t>(state);
        }
      });
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
  template <StateCells CellsOf>
  CellMarks(const CellSummary* summary, const Moment& moment, CellsOf&& cells_of)
      : summary_(summary != nullptr && !summary->empty() ? summary : nullptr), moment_(moment) {
    if (moment.current != trace::kNoState) cells_of(moment.current, [&](int cell) { current_cells_.push_back(cell); });
    for (const trace::FineStep& step : moment.fine) {
      if (step.kind != trace::FineKind::discover && step.kind != trace::FineKind::improve) continue;
      cells_of(step.state, [&](int cell) { fine_cells_.push_back(cell); });
    }
    std::sort(current_cells_.begin(), current_cells_.end());
    std::sort(fine_cells_.begin(), fine_cells_.end());
  }

  Look look(int cell) const {
    if (is_current(cell)) return Look::current;
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

 private:
  const CellSummary* summary_;
  const Moment& moment_;
  // look() asks this for every cell of every frame: one state on one cell is the rule.
  bool is_current(int cell) const {
    if (current_cells_.size() <= 1) return !current_cells_.empty() && current_cells_.front() == cell;
    return std::binary_search(current_cells_.begin(), current_cells_.end(), cell);
  }

  std::vector<int> current_cells_;  // sorted: the state being expanded covers them
  std::vector<int> fine_cells_;
};

}  // namespace frontier::gui
