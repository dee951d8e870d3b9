#pragma once
// Solitaire's play mode: press on a piece and release on the square it goes to (or click
// one, then the other), a step or a jump. Grid cell (x, y) is the judge's row y + 1,
// col x + 1 on the board, and the board stands alone: the layer chart beside it speaks of
// a search, and play runs none (PuzzleView's play_painter).

#include <QPoint>
#include <QString>
#include <cstdlib>
#include <optional>
#include <utility>

#include "frontier/solitaire/puzzle.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <>
struct PlayView<solitaire::Puzzle> {
  using P = solitaire::Puzzle;
  static constexpr bool kShowsQuery = true;    // the goal's squares
  static constexpr bool kPicks = true;
  static constexpr bool kAsksFromHere = true;  // whether the goal is still in reach, live

  static P::File file_of(const P::Case& game, const P::Query&) { return {{game}}; }
  static QPoint grid_of(Cell cell) { return {cell.col - 1, cell.row - 1}; }
  static Cell cell_of(QPoint grid) { return {grid.y() + 1, grid.x() + 1}; }
  // The square pressed is where the move starts, unless one is already picked.
  static std::optional<P::Move> press(const P::Position&, Cell cell, std::optional<Cell>& held) {
    if (!held && solitaire::on_board(cell)) held = cell;
    return std::nullopt;
  }
  // Released elsewhere: the move from the picked square, a jump when it is two squares
  // away (P::apply says whether the rules allow it).
  static std::optional<P::Move> release(const P::Position&, Cell cell, std::optional<Cell>& held) {
    if (!held || *held == cell) return std::nullopt;
    const Cell from = *held;
    held.reset();
    const bool jump = std::abs(cell.row - from.row) + std::abs(cell.col - from.col) == 2;
    return P::Move{from, cell, jump};
  }
  static std::optional<P::Move> arrow(const P::Position&, int) { return std::nullopt; }
  static std::pair<Cell, Cell> cells_of(const P::Position&, const P::Move& move) { return {move.from, move.to}; }
  static QString progress(const P::Rules& rules, const PlayFacts& facts);
};

}  // namespace frontier::gui
