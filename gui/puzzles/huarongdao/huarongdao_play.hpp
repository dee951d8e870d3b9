#pragma once
// Huarongdao's play mode: an arrow key moves the blank that way (the piece there slides
// into it), and so does a click on the piece beside the blank; moving the blank onto the
// marked piece slides the marked piece. Grid cell (x, y) is the judge's row y + 1, col x + 1.

#include <QPoint>
#include <QString>
#include <optional>
#include <utility>

#include "frontier/huarongdao/puzzle.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <>
struct PlayView<huarongdao::Puzzle> {
  using P = huarongdao::Puzzle;
  static constexpr bool kShowsQuery = true;    // the blank, the marked piece and the target
  static constexpr bool kPicks = false;
  static constexpr bool kAsksFromHere = true;  // the fewest moves left, live

  static P::File file_of(const P::Case& board, const P::Query& query) { return {board, {query}}; }
  static QPoint grid_of(Cell cell) { return {cell.col - 1, cell.row - 1}; }
  static Cell cell_of(QPoint grid) { return {grid.y() + 1, grid.x() + 1}; }
  static std::optional<P::Move> press(const P::Position&, Cell, std::optional<Cell>&) { return std::nullopt; }
  // The clicked piece slides into the blank; the move says truly whether it is the marked one.
  static std::optional<P::Move> release(const P::Position& position, Cell cell, std::optional<Cell>&) {
    return P::Move{cell, position.blank, cell == position.piece};
  }
  static std::optional<P::Move> arrow(const P::Position& position, int direction) {
    const Cell from = step(position.blank, direction);
    return P::Move{from, position.blank, from == position.piece};
  }
  // The hint's arrow goes the way of the key to press: the blank's way, from the blank to
  // the piece that slides into it (drawn the piece's way, it pointed down for Up).
  static std::pair<Cell, Cell> cells_of(const P::Position&, const P::Move& move) { return {move.to, move.from}; }
  static QString progress(const P::Rules& rules, const PlayFacts& facts);
};

}  // namespace frontier::gui
