#pragma once
// Huarongdao in the GUI: one game (blank, marked piece, target) on the file's board.
// The picture is the board itself: grid cell (x, y) is the judge's row y + 1, col x + 1.
// A state whose decoded parts name a side of the blank (dijkstra, spfa) is drawn as one
// of four wedges of the marked piece's cell, a state of the blank alone as a square in
// its cell's middle, and a state that names the blank and the piece apart (bfs: a whole
// position) on the marked piece's cell.

#include <QCoreApplication>
#include <QRectF>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "frontier/huarongdao/puzzle.hpp"
#include "model/puzzle_problem.hpp"
#include "render/cell_marks.hpp"

namespace frontier::gui {

template <>
struct PuzzleView<huarongdao::Puzzle> {
  using P = huarongdao::Puzzle;
  // The trace's states by the cell and wedge they are drawn on, from P::decode.
  struct Prepared {
    static constexpr int kAlone = 4;  // after the four sides: the blank alone on the cell
    bool positions = false;  // states are whole positions, drawn on the piece's cell
    CellSummary cells;       // positions: by the marked piece's cell
    std::vector<std::array<trace::StateId, 5>> wedges;  // piece states: [cell][side or kAlone]
    std::int64_t deepest = 0;  // the largest cost of an expanded state, for the depth shades
  };

  // Where the picture puts, in a cell drawn as `cell`, the cost of the wedge on `side`
  // (frontier::kRowStep order) and the marked piece's disc: the disc keeps inside the
  // four numbers, which were drawn over its rim.
  static QRectF wedge_label_box(const QRectF& cell, int side);
  static QRectF marked_piece_disc(const QRectF& cell);

  static const PuzzleWords<P>& words();
  static void prepare(const PuzzleProblem<P>& problem, PuzzleResult<P>& result);
  static std::unique_ptr<BoardPainter> painter(std::shared_ptr<const PuzzleProblem<P>> problem,
                                               std::shared_ptr<const PuzzleResult<P>> result, std::string_view algorithm);
};

}  // namespace frontier::gui
