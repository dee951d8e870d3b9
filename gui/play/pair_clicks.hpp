#pragma once
// Two clicks make a pair, as the player of Lianliankan or Mahjong picks two tiles: the
// first is held, a second elsewhere makes the pair, the same one again lets it go.
// Whether the pair may leave is core's to say (P::apply).

#include <QPoint>
#include <QString>
#include <optional>
#include <utility>

#include "frontier/common/cell.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

inline std::optional<CellPair> pair_click(Cell clicked, std::optional<Cell>& held) {
  if (!held) {
    held = clicked;
    return std::nullopt;
  }
  const Cell first = *held;
  held.reset();
  if (first == clicked) return std::nullopt;
  return CellPair{first, clicked};
}

// PlayView<P> for a puzzle played by picking pairs (Lianliankan, Mahjong: a Move is the
// two cells, as a query): the board alone with its outer ring, so that grid cell (x, y)
// is the judge's row y, column x (the ring being row 0 and column 0). What is left to the
// puzzle is its words: progress(), from pair_progress() with its own.
template <PuzzleContract P>
struct PairPlayView {
  static constexpr bool kShowsQuery = false;  // the board alone: the player picks the pairs
  static constexpr bool kPicks = true;
  static constexpr bool kAsksFromHere = false;

  static typename P::File file_of(const typename P::Case& game, const typename P::Query&) { return {{game}}; }
  static QPoint grid_of(Cell cell) { return {cell.col, cell.row}; }
  static Cell cell_of(QPoint grid) { return {grid.y(), grid.x()}; }
  static std::optional<typename P::Move> press(const typename P::Position&, Cell, std::optional<Cell>&) {
    return std::nullopt;
  }
  static std::optional<typename P::Move> release(const typename P::Position&, Cell cell, std::optional<Cell>& held) {
    return pair_click(cell, held);
  }
  static std::optional<typename P::Move> arrow(const typename P::Position&, int) { return std::nullopt; }
  static std::pair<Cell, Cell> cells_of(const typename P::Move& move) { return {move.from, move.to}; }

  // "Pairs taken: 3." and how the game stands, in the puzzle's words for a board left
  // with no pair and for the prompt.
  static QString pair_progress(const PlayFacts& facts, const QString& taken, const QString& cleared,
                               const QString& stuck, const QString& prompt) {
    return taken.arg(facts.made) + QLatin1Char(' ') + (facts.solved ? cleared : facts.no_moves ? stuck : prompt);
  }
};

}  // namespace frontier::gui
