#pragma once
// What play mode leaves to each puzzle, specialised in gui/puzzles/<puzzle>/<puzzle>_play.hpp:
// what a click or a key means as a candidate move, how the position is drawn (as the board
// of a one-case file, by the puzzle's own painter), and the words of its progress. Nothing
// here decides whether a move is legal: PuzzlePlay<P> gives every candidate to P::apply.
//
//   static constexpr bool kShowsQuery;    // the picture names the query: Huarongdao's
//                                         // blank, piece and target, Solitaire's goal
//   static constexpr bool kPicks;         // a move starts by picking a tile or piece
//   static constexpr bool kAsksFromHere;  // the judge solver is asked the query again
//                                         // from each position (P::restate), live
//   static typename P::File file_of(const typename P::Case& game, const typename P::Query& query);
//                                         // a file of one case (and that query) to draw
//   static QPoint grid_of(Cell cell);     // a judge cell on the painter's grid ...
//   static Cell cell_of(QPoint grid);     // ... and back
//   static std::optional<typename P::Move> press(const typename P::Position&, Cell, std::optional<Cell>& held);
//   static std::optional<typename P::Move> release(const typename P::Position&, Cell, std::optional<Cell>& held);
//   static std::optional<typename P::Move> arrow(const typename P::Position&, int direction);
//   static std::pair<Cell, Cell> cells_of(const typename P::Position&, const typename P::Move&);  // a hint:
//                                         // arrow from the first to the second, the way the
//                                         // player's key or drag goes
//   static QString progress(const typename P::Rules&, const PlayFacts&);

#include <QString>

#include "frontier/common/puzzle_contract.hpp"

namespace frontier::gui {

template <PuzzleContract P>
struct PlayView;

// How a game stands, for PlayView<P>::progress to put in words.
struct PlayFacts {
  int made = 0;            // moves made since the start (undone ones not counted)
  bool solved = false;     // P::solved
  bool known = false;      // the worker has answered for this position: the two below hold
  bool no_moves = false;   // core lists no legal move here
  QString from_here;       // kAsksFromHere: the judge's answer from here ("7", "YES", "-1")
  QString from_start;      // the same from the start, once known
};

}  // namespace frontier::gui
