#pragma once
// Mahjong in the GUI: one pair of one board of a judge file. The picture is the board
// with the ring around it (rows 0..height+1, cols 0..width+1, as core names ring cells),
// so grid cell (x, y) is the judge's column x, row y.

#include <QCoreApplication>
#include <memory>

#include "frontier/mahjong/puzzle.hpp"
#include "model/puzzle_problem.hpp"
#include "render/cell_marks.hpp"
#include "render/cell_states.hpp"

namespace frontier::gui {

struct PairPlayWords;

template <>
struct PuzzleView<mahjong::Puzzle> {
  using P = mahjong::Puzzle;
  // A run-bfs run the search discovered: its state and its two end cells.
  struct Run {
    trace::StateId state;
    Cell first;
    Cell last;
  };
  struct Prepared {
    TraceOnCells cells;  // each state on its (first) cell
    std::vector<Run> runs;  // run-bfs only: a run covers a whole stretch of cells, drawn as a bar
  };

  static const PuzzleWords<P>& words();
  // Play mode's words (mahjong_play.cpp); its clicks are PairPlayView's.
  static PairPlayWords pair_play_words();
  static void prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result);
  static std::unique_ptr<BoardPainter> painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                               std::shared_ptr<const PuzzleResult<P>> result, std::string_view algorithm);
};

// "(x 3, y 2)": the judge names a card by its column x and row y.
QString mahjong_cell_text(Cell cell);

}  // namespace frontier::gui
