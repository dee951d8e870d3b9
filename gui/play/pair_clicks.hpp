#pragma once
// Two clicks make a pair, as the player of Lianliankan or Mahjong picks two tiles: the
// first is held, a second elsewhere makes the pair, the same one again lets it go.
// Whether the pair may leave is core's to say (P::apply).

#include <QPoint>
#include <QString>
#include <concepts>
#include <optional>
#include <utility>

#include "frontier/common/cell.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <PuzzleContract P>
struct PuzzleView;

// How a pair game stands, in the puzzle's words (PuzzleView<P>::pair_play_words, in
// <puzzle>_play.cpp): "Pairs taken: %1.", then the board cleared, a board left with no
// pair, or the prompt.
struct PairPlayWords {
  QString taken;
  QString cleared;
  QString stuck;
  QString prompt;
};

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
// puzzle is its words (PairPlayWords).
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
  static std::pair<Cell, Cell> cells_of(const typename P::Position&, const typename P::Move& move) { return {move.from, move.to}; }

  static QString progress(const typename P::Rules&, const PlayFacts& facts) {
    const PairPlayWords words = PuzzleView<P>::pair_play_words();
    return words.taken.arg(facts.made) + QLatin1Char(' ') +
           (facts.solved ? words.cleared : facts.no_moves ? words.stuck : words.prompt);
  }
};

template <PuzzleContract P>
  requires std::same_as<typename P::Move, CellPair>
struct PlayView<P> : PairPlayView<P> {};

}  // namespace frontier::gui
