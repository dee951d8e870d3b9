#pragma once
// The searches whose states live on the picture's own grid cells, several to a cell (a
// cell and a heading, a cell and a side): Lianliankan's walking searches and Mahjong's.
// What their painters share: the marks of a cell, its exact depth at a moment, and the
// arrow of a heading. Which cell a state is on is the puzzle's decoding (P::decode) put
// through the painter's layout; nothing here knows how a puzzle numbers its states.

#include <QPainter>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "model/puzzle.hpp"
#include "render/cell_marks.hpp"

namespace frontier::gui {

// The discovered states of a finished trace by their cell, built once on the worker
// thread, so that a cell's cost at a moment looks at its own few states only.
class StatesOnCells {
 public:
  StatesOnCells() = default;
  // cell_of(state) -> the cell index of a state, or -1 for a state on no cell.
  template <class CellOf>
  StatesOnCells(const trace::Trace& trace, int cell_count, CellOf&& cell_of)
      : first_(static_cast<std::size_t>(cell_count) + 1, 0) {
    const auto each = [&](auto&& visit) {
      for (std::size_t s = 0; s < trace.state_count(); ++s) {
        const auto state = static_cast<trace::StateId>(s);
        if (trace.discovered_at(state) == trace::kNever) continue;
        const int cell = cell_of(state);
        if (cell >= 0) visit(static_cast<std::size_t>(cell), state);
      }
    };
    each([&](std::size_t cell, trace::StateId) { ++first_[cell + 1]; });
    for (std::size_t c = 1; c < first_.size(); ++c) first_[c] += first_[c - 1];
    states_.resize(first_.back());
    std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
    each([&](std::size_t cell, trace::StateId state) { states_[next[cell]++] = state; });
  }

  std::span<const trace::StateId> at(int cell) const {
    if (cell < 0 || static_cast<std::size_t>(cell) + 1 >= first_.size()) return {};
    const auto c = static_cast<std::size_t>(cell);
    return std::span<const trace::StateId>(states_).subspan(first_[c], first_[c + 1] - first_[c]);
  }
  std::size_t bytes() const { return first_.capacity() * 4 + states_.capacity() * 4; }

 private:
  std::vector<std::uint32_t> first_;  // cell c's states are states_[first_[c] .. first_[c + 1])
  std::vector<trace::StateId> states_;
};

// What a painter prepares from a finished trace for CellStates: the cells' marks and the
// states on each cell, both by the same cell_of.
struct TraceOnCells {
  TraceOnCells() = default;
  // cell_of(state) -> the cell index of a state, or -1 for a state on no cell.
  template <class CellOf>
  TraceOnCells(const trace::Trace& trace, int cell_count, CellOf&& cell_of)
      : summary(trace, cell_count, cell_of), states(trace, cell_count, cell_of) {}

  // For a puzzle whose picture is its board with the ring around it, `grid_width` cells
  // a row, and whose states each stand on one cell of it (P::decode's first part, in the
  // judge's numbers, ring cells 0 and rows + 1): each discovered state is decoded once,
  // not once for each of the three walks the summaries make.
  template <class P>
  static TraceOnCells on_ringed_board(const trace::Trace& trace, std::string_view algorithm,
                                      const typename P::Case& game, int grid_width, int cell_count) {
    std::vector<int> cells(trace.state_count(), -1);
    for (std::size_t s = 0; s < cells.size(); ++s) {
      const auto state = static_cast<trace::StateId>(s);
      if (trace.discovered_at(state) == trace::kNever) continue;
      const Cell cell = P::decode(algorithm, game, state).first().cell;
      cells[s] = cell.row * grid_width + cell.col;
    }
    return TraceOnCells(trace, cell_count, [&](trace::StateId s) { return cells[s]; });
  }

  CellSummary summary;
  StatesOnCells states;
};

class CellStates {
 public:
  using CellOf = std::function<int(trace::StateId)>;
  // `result` may be null (nothing searched); `cells` may be null or empty (states not on
  // cells); cell_of(state) is the state's cell index, or -1.
  CellStates(const SearchResult* result, const TraceOnCells* cells, CellOf cell_of)
      : result_(result),
        summary_(cells ? &cells->summary : nullptr),
        on_cells_(cells ? &cells->states : nullptr),
        cell_of_(std::move(cell_of)) {}

  bool searched() const { return result_ != nullptr; }
  int cell_of(trace::StateId state) const { return cell_of_(state); }
  // Without a result (nothing searched, or states that are not cells) no cell is marked.
  CellMarks marks(const Moment& moment) const {
    static const Moment nothing{};
    return CellMarks(result_ ? summary_ : nullptr, result_ ? moment : nothing,
                     [this](trace::StateId s) { return cell_of_(s); });
  }
  // The least cost of the cell's states known at the moment: from the trace at the step,
  // then from the fine events of the expansion under way.
  std::optional<std::int64_t> best_cost(int cell, const Moment& moment) const;

 private:
  const SearchResult* result_;
  const CellSummary* summary_;
  const StatesOnCells* on_cells_;
  CellOf cell_of_;
};

// A small white arrow in `cell` pointing in `direction` (frontier::kRowStep order).
void draw_heading_arrow(QPainter& painter, const QRectF& cell, int direction, QRgb ink);

}  // namespace frontier::gui
