#pragma once
// Lianliankan's play mode: two clicks pick a pair of tiles; the board is drawn with its outer ring,
// so grid cell (x, y) is the judge's row y, col x (the ring being row 0 and col 0).

#include <QPoint>
#include <QString>
#include <optional>
#include <utility>

#include "frontier/lianliankan/puzzle.hpp"
#include "play/pair_clicks.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <>
struct PlayView<lianliankan::Puzzle> {
  using P = lianliankan::Puzzle;
  static constexpr bool kShowsQuery = false;   // the board alone: the player picks the pairs
  static constexpr bool kPicks = true;
  static constexpr bool kAsksFromHere = false;

  static P::File file_of(const P::Case& game, const P::Query&) { return {{game}}; }
  static QPoint grid_of(Cell cell) { return {cell.col, cell.row}; }
  static Cell cell_of(QPoint grid) { return {grid.y(), grid.x()}; }
  static std::optional<P::Move> press(const P::Position&, Cell, std::optional<Cell>&) { return std::nullopt; }
  static std::optional<P::Move> release(const P::Position&, Cell cell, std::optional<Cell>& held) {
    return pair_click(cell, held);
  }
  static std::optional<P::Move> arrow(const P::Position&, int) { return std::nullopt; }
  static std::pair<Cell, Cell> cells_of(const P::Move& move) { return {move.from, move.to}; }
  static QString progress(const P::Rules& rules, const PlayFacts& facts);
};

}  // namespace frontier::gui
