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
  template <StateCells CellsOf>
  StatesOnCells(const trace::Trace& trace, int cell_count, CellsOf&& cells_of)
      : first_(static_cast<std::size_t>(cell_count) + 1, 0) {
    const auto each = [&](auto&& visit) {
      for (std::size_t s = 0; s < trace.state_count(); ++s) {
        const auto state = static_cast<trace::StateId>(s);
        if (trace.discovered_at(state) == trace::kNever) continue;
        cells_of(state, [&](int cell) { visit(static_cast<std::size_t>(cell), state); });
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

// The cells of the board a decoded state covers, by `index` (a Cell to the picture's cell
// index): a stretch of a row or column (two parts of that role: a Mahjong run) covers
// every cell from its first to its last, any other state the cell of its first part.
template <class Index, class Visit>
void for_each_covered_cell(const DecodedState& decoded, Index&& index, Visit&& visit) {
  const StatePart& first = decoded.first();
  const bool stretch = decoded.count == 2 && (first.role == StateRole::row || first.role == StateRole::column) &&
                       decoded.part(1).role == first.role;
  if (!stretch) {
    visit(index(first.cell));
    return;
  }
  const Cell last = decoded.part(1).cell;
  const Cell step{last.row > first.cell.row ? 1 : 0, last.col > first.cell.col ? 1 : 0};
  for (Cell c = first.cell;; c = {c.row + step.row, c.col + step.col}) {
    visit(index(c));
    if (c == last || (step.row == 0 && step.col == 0)) break;
  }
}

// What a painter prepares from a finished trace for CellStates: the cells' marks and the
// states on each cell, both by the same cells_of.
struct TraceOnCells {
  TraceOnCells() = default;
  template <StateCells CellsOf>
  TraceOnCells(const trace::Trace& trace, int cell_count, CellsOf&& cells_of)
      : summary(trace, cell_count, cells_of), states(trace, cell_count, cells_of) {}

  // For a puzzle whose picture is its board with the ring around it, `grid_width` cells
  // a row, and whose states each cover cells of it (P::decode, in the judge's numbers,
  // ring cells 0 and rows + 1; see for_each_covered_cell): each discovered state is
  // decoded once, not once for each of the three walks the summaries make.
  template <class P>
  static TraceOnCells on_ringed_board(const trace::Trace& trace, std::string_view algorithm,
                                      const typename P::Case& game, int grid_width, int cell_count) {
    // A state's first covered cell, and its last only once some state covers a stretch
    // (Mahjong's run-bfs): the other searches keep one int a state.
    std::vector<int> first(trace.state_count(), -1);
    std::vector<int> last;
    const auto index = [grid_width](Cell c) { return c.row * grid_width + c.col; };
    for (std::size_t s = 0; s < first.size(); ++s) {
      const auto state = static_cast<trace::StateId>(s);
      if (trace.discovered_at(state) == trace::kNever) continue;
      for_each_covered_cell(P::decode(algorithm, game, state), index, [&](int cell) {
        if (first[s] < 0) {
          first[s] = cell;
        } else {
          if (last.empty()) last = first;  // the states before covered one cell each
          last[s] = cell;
        }
      });
      if (!last.empty() && last[s] < first[s]) last[s] = first[s];
    }
    return TraceOnCells(trace, cell_count, [&](trace::StateId s, auto&& visit) {
      if (first[s] < 0) return;
      const int end = last.empty() ? first[s] : last[s];
      const int stride = end - first[s] >= grid_width ? grid_width : 1;
      for (int cell = first[s]; cell <= end; cell += stride) visit(cell);
    });
  }

  CellSummary summary;
  StatesOnCells states;
};

class CellStates {
 public:
  using CellsOf = std::function<void(trace::StateId, const std::function<void(int)>&)>;
  // `result` may be null (nothing searched); `cells` may be null or empty (states not on
  // cells); cells_of(state, visit) visits the state's cell indexes.
  CellStates(const SearchResult* result, const TraceOnCells* cells, CellsOf cells_of)
      : result_(result),
        summary_(cells ? &cells->summary : nullptr),
        on_cells_(cells ? &cells->states : nullptr),
        cells_of_(std::move(cells_of)) {}

  bool searched() const { return result_ != nullptr; }
  // Without a result (nothing searched, or states that are not cells) no cell is marked.
  CellMarks marks(const Moment& moment) const {
    static const Moment nothing{};
    return CellMarks(result_ ? summary_ : nullptr, result_ ? moment : nothing,
                     [this](trace::StateId s, auto&& visit) { cells_of_(s, visit); });
  }
  // The least cost of the cell's states known at the moment: from the trace at the step,
  // then from the fine events of the expansion under way.
  std::optional<std::int64_t> best_cost(int cell, const Moment& moment) const;
  // That cost written small on the cell at `rect`, in ink that reads on the cell's colour
  // in `marks`; nothing while the cell has none.
  void draw_best_cost(QPainter& painter, const QRectF& rect, int cell, const CellMarks& marks, const Moment& moment,
                      const SearchColours& colours) const;

 private:
  const SearchResult* result_;
  const CellSummary* summary_;
  const StatesOnCells* on_cells_;
  CellsOf cells_of_;
};

// A small white arrow at the edge of `cell` that `direction` leaves by, pointing out
// (frontier::kRowStep order), outside the cell's label_room.
void draw_heading_arrow(QPainter& painter, const QRectF& cell, int direction, QRgb ink);

}  // namespace frontier::gui
