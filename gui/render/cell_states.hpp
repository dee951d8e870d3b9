#pragma once
// The searches whose states live on the picture's own grid cells, numbered
// cell * per_cell + direction (per_cell 4: a cell and a heading) or cell (per_cell 1):
// Lianliankan's walking searches, Mahjong's, and Huarongdao's piece states. What their
// painters share: the marks of a cell, its exact depth at a moment, and the arrow of a
// heading.

#include <QPainter>
#include <optional>

#include "model/puzzle.hpp"
#include "render/cell_marks.hpp"

namespace frontier::gui {

class CellStates {
 public:
  // `result` may be null (nothing searched); `summary` may be empty (states not on cells).
  CellStates(const SearchResult* result, const CellSummary* summary, int per_cell)
      : result_(result), summary_(summary), per_cell_(per_cell) {}

  bool searched() const { return result_ != nullptr; }
  int cell_of(trace::StateId state) const { return static_cast<int>(state / static_cast<trace::StateId>(per_cell_)); }
  int direction_of(trace::StateId state) const { return per_cell_ == 4 ? static_cast<int>(state % 4) : -1; }
  // Without a result (nothing searched, or states that are not cells) no cell is marked.
  CellMarks marks(const Moment& moment) const {
    static const Moment nothing{};
    return CellMarks(result_ ? summary_ : nullptr, result_ ? moment : nothing,
                     [this](trace::StateId s) { return cell_of(s); });
  }
  // The least cost of the cell's states known at the moment: from the trace at the step,
  // then from the fine events of the expansion under way.
  std::optional<std::int64_t> best_cost(int cell, const Moment& moment) const;

 private:
  const SearchResult* result_;
  const CellSummary* summary_;
  int per_cell_;
};

// A small white arrow in `cell` pointing in `direction` (frontier::kRowStep order).
void draw_heading_arrow(QPainter& painter, const QRectF& cell, int direction, QRgb ink);

}  // namespace frontier::gui
