#pragma once
// Lianliankan in the GUI: one query of one case of a judge file. The picture is the board
// with its outer ring (rows 0..rows+1, cols 0..cols+1, as core numbers ring cells), so
// that grid cell (x, y) is judge cell (row y, col x).
//
// A search whose states decode to a heading (bfs-turns, dfs) walks the line cell by cell
// and marks the cells; one whose states decode to a whole row or column (middle-segment)
// marks no cell and shades the line it tries.

#include <QCoreApplication>
#include <memory>

#include "frontier/lianliankan/puzzle.hpp"
#include "model/puzzle_problem.hpp"
#include "render/cell_marks.hpp"
#include "render/cell_states.hpp"

namespace frontier::gui {

struct PairPlayWords;

template <>
struct PuzzleView<lianliankan::Puzzle> {
  using P = lianliankan::Puzzle;
  struct Prepared {
    bool headings = false;  // the states decode to headings on cells, not to whole lines
    TraceOnCells cells;     // empty unless headings
  };

  static const PuzzleWords<P>& words();
  // Play mode's words (lianliankan_play.cpp); its clicks are PairPlayView's.
  static PairPlayWords pair_play_words();
  static void prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result);
  static std::unique_ptr<BoardPainter> painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                               std::shared_ptr<const PuzzleResult<P>> result, std::string_view algorithm);
};

}  // namespace frontier::gui
