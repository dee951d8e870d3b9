#pragma once
// The 8-puzzle's play mode: an arrow key moves the blank that way (the tile there slides
// into it), and so does a click on a tile beside the blank. Grid cell (x, y) is the judge's
// row y + 1, col x + 1.

#include <QPoint>
#include <QString>
#include <optional>
#include <utility>

#include "frontier/eight/puzzle.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <>
struct PlayView<eight::Puzzle> {
  using P = eight::Puzzle;
  static constexpr bool kShowsQuery = false;   // the goal is always 1 2 3 / 4 5 6 / 7 8 x
  static constexpr bool kPicks = false;
  static constexpr bool kAsksFromHere = true;  // the fewest moves left, live

  static P::File file_of(const P::Case& start, const P::Query&) { return {{start}}; }
  static QPoint grid_of(Cell cell) { return {cell.col - 1, cell.row - 1}; }
  static Cell cell_of(QPoint grid) { return {grid.y() + 1, grid.x() + 1}; }
  static std::optional<P::Move> press(const P::Position&, Cell, std::optional<Cell>&) { return std::nullopt; }
  // The clicked tile slides into the blank when it is beside it; a click elsewhere is no move.
  static std::optional<P::Move> release(const P::Position& position, Cell cell, std::optional<Cell>&) {
    const Cell blank = eight::cell_of(eight::blank_index(position));
    for (int d = 0; d < kDirections; ++d) {
      if (step(blank, d) == cell) return P::Move{d};
    }
    return std::nullopt;
  }
  static std::optional<P::Move> arrow(const P::Position&, int direction) { return P::Move{direction}; }
  // The hint's arrow goes the way of the key to press: from the blank to the tile that
  // slides into it.
  static std::pair<Cell, Cell> cells_of(const P::Position& position, const P::Move& move) {
    const Cell blank = eight::cell_of(eight::blank_index(position));
    return {blank, step(blank, move.direction)};
  }
  static QString progress(const P::Rules& rules, const PlayFacts& facts);
};

}  // namespace frontier::gui
