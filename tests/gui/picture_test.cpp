// The colours of named cells in the rendered picture, checked against what the trace
// says about their states at that moment.

#include <gtest/gtest.h>

#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/solitaire/bidirectional_bfs.hpp"
#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "puzzles/huarongdao/huarongdao_view.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui::testing {
namespace {

constexpr int kPx = 24;

class Picture : public ::testing::Test {
 protected:
  void open(const QString& relative, const QString& algorithm, int case_index = 0, int query_index = 0) {
    ASSERT_TRUE(window.open(samples_directory() + relative));
    ASSERT_TRUE(window.session().set_algorithm(algorithm));
    window.session().choose(case_index, query_index);
    ASSERT_TRUE(window.search());
  }
  QImage render() {
    const BoardPainter& painter = *window.board_view()->board_painter();
    return painter.render(Viewport{QRect(QPoint(0, 0), painter.grid()), kPx}, window.session().playback().moment(), PaintStyle{});
  }
  // A pixel near a cell's top-left corner: clear of labels, rings and paths drawn at its middle.
  static QRgb corner_of(const QImage& image, int x, int y) { return image.pixel(x * kPx + 3, y * kPx + 3) | 0xff000000; }
  static QRgb centre_of(const QImage& image, int x, int y) { return image.pixel(x * kPx + kPx / 2, y * kPx + kPx / 2) | 0xff000000; }
  WindowStandIn window;
  const SearchColours& colours = search_colours(PaintStyle{});
};

// What a Lianliankan or Mahjong cell holding states cell * 4 + d must look like at step t:
// lit when it holds the state being expanded, else expanded if any of its states is, else
// frontier if any was discovered.
Look expected_look(const trace::Trace& trace, int cell, trace::Step t) {
  if (t > 0 && trace.expanded_by(t) / 4 == static_cast<trace::StateId>(cell)) return Look::current;
  Look look = Look::unseen;
  for (int d = 0; d < 4; ++d) {
    switch (trace.mark(static_cast<trace::StateId>(cell * 4 + d), t)) {
      case trace::Mark::done: return Look::expanded;
      case trace::Mark::frontier: look = Look::frontier; break;
      case trace::Mark::unseen:
      case trace::Mark::set_aside: break;
    }
  }
  return look;
}

TEST_F(Picture, LianliankanCellsTakeTheColoursOfTheirStates) {
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  const SearchResult& result = *window.session().playback().result();
  const int width = 4 + 2;  // the 3 × 4 board with its ring
  int checked[4] = {};
  for (trace::Step t : {0u, 1u, 3u, result.trace.steps() / 2, result.trace.steps()}) {
    window.session().playback().seek(static_cast<int>(t));
    const QImage image = render();
    for (int y = 0; y < 5; ++y) {
      for (int x = 0; x < width; ++x) {
        const bool blank = y == 2 && x >= 1 && x <= 4;  // the middle row of the board is all blanks
        if ((x == 1 && y == 1) || (x == 4 && y == 3)) continue;  // the clicked tiles wear rings
        const Look look = expected_look(result.trace, y * width + x, t);
        const QRgb pixel = corner_of(image, x, y);
        if (look == Look::frontier) {
          EXPECT_EQ(pixel, colours.frontier) << x << "," << y << " t " << t;
        } else if (look == Look::current) {
          EXPECT_EQ(pixel, colours.current) << x << "," << y << " t " << t;
        } else if (look == Look::unseen && blank) {
          EXPECT_EQ(pixel, colours.empty) << x << "," << y << " t " << t;
        } else if (look == Look::expanded) {
          EXPECT_NE(pixel, colours.frontier);
          EXPECT_NE(pixel, colours.empty);
          EXPECT_NE(pixel, colours.current);
        }
        ++checked[static_cast<int>(look)];
      }
    }
  }
  for (int look = 0; look < 4; ++look) EXPECT_GT(checked[look], 0) << "look " << look << " never met";
  // At the end the linking line runs through the middle row: (2, 2) lies on it.
  window.session().playback().to_end();
  EXPECT_EQ(centre_of(render(), 2, 2), colours.path);
  // Tiles keep their tint where no search goes: tile 3 at (1, 3), inside its frame and
  // left of its number.
  EXPECT_EQ(render().pixel(3 * kPx + 5, 1 * kPx + kPx / 2) | 0xff000000, kind_tint(3));
}

TEST_F(Picture, MahjongRingAndCards) {
  open(QStringLiteral("/mahjong/sample.in"), QStringLiteral("zero-one-bfs"));
  window.session().playback().seek(0);
  const QImage image = render();
  EXPECT_EQ(corner_of(image, 0, 0), colours.outside);  // the ring, open under the judge's rules
  EXPECT_NE(corner_of(image, 1, 1), colours.empty);     // (x 1, y 1) holds a card
  EXPECT_EQ(corner_of(image, 2, 2), colours.empty);     // (x 2, y 2) is blank, not reached yet
}

// run-bfs expands a run, one state for a whole stretch of a row or column: every cell of
// it is lit while it is expanded, and its cells show the run's segments. The stretch is
// found here by walking the picture's own board, not from the state's number.
TEST_F(Picture, MahjongRunIsLitOverEveryCell) {
  open(QStringLiteral("/mahjong/sample.in"), QStringLiteral("run-bfs"));
  const SearchResult& result = *window.session().playback().result();
  const auto& problem = static_cast<const PuzzleProblem<mahjong::Puzzle>&>(*window.session().problem());
  int runs_checked = 0;
  for (trace::Step t = 1; t <= result.trace.steps(); ++t) {
    window.session().playback().seek(static_cast<int>(t));
    const DecodedState run = mahjong::Puzzle::decode(result.algorithm, problem.game(), result.trace.expanded_by(t));
    if (run.count != 2) continue;  // one of the pair's cards
    const Cell first = run.part(0).cell;
    const Cell last = run.part(1).cell;
    ASSERT_TRUE(first.row == last.row || first.col == last.col);
    const QImage image = render();
    for (int y = first.row; y <= last.row; ++y) {
      for (int x = first.col; x <= last.col; ++x) {
        EXPECT_FALSE(problem.game().board.has_card({y, x})) << "a run holds only open cells";
        EXPECT_EQ(corner_of(image, x, y), colours.current) << "(x " << x << ", y " << y << ") at step " << t;
      }
    }
    ++runs_checked;
  }
  EXPECT_GT(runs_checked, 1);
}

TEST_F(Picture, HuarongdaoWedgesShowEachSideOfTheBlank) {
  open(QStringLiteral("/huarongdao/generated.in"), QStringLiteral("dijkstra"));
  const SearchResult& result = *window.session().playback().result();
  const huarongdao::Board& board = static_cast<const PuzzleProblem<huarongdao::Puzzle>&>(*window.session().problem()).game();
  // The target wears a ring, and the blank and the marked piece are drawn over their cells.
  const huarongdao::Query& query = static_cast<const PuzzleProblem<huarongdao::Puzzle>&>(*window.session().problem()).query();
  const auto covered = [&](Cell cell) { return cell == query.target || cell == query.blank || cell == query.piece; };
  const int cols = board.cols;
  int wedges = 0;
  for (trace::Step t = 0; t < result.trace.steps(); t += 7) {
    window.session().playback().seek(static_cast<int>(t));
    const QImage image = render();
    for (int cell = 0; cell < board.cell_count(); ++cell) {
      const int x = cell % cols;
      const int y = cell / cols;
      if (covered(Cell{y + 1, x + 1})) continue;
      if (!board.movable(Cell{y + 1, x + 1})) {
        EXPECT_EQ(corner_of(image, x, y), colours.wall);
        continue;
      }
      for (int side = 0; side < 4; ++side) {
        const trace::StateId s = huarongdao::beside_state(cell, side);
        if (result.trace.mark(s, t) != trace::Mark::frontier) continue;
        // A point inside the wedge of `side`, near that edge: clear of the blank's dashed
        // square, which any cell may carry while it is the current state's blank.
        const QPoint at(x * kPx + kPx / 2 + kColStep[side] * kPx * 7 / 16, y * kPx + kPx / 2 + kRowStep[side] * kPx * 7 / 16);
        EXPECT_EQ(image.pixel(at) | 0xff000000, colours.frontier) << "cell " << cell << " side " << side << " t " << t;
        ++wedges;
      }
    }
  }
  EXPECT_GT(wedges, 0);
}

TEST_F(Picture, SolitaireShowsTheConfigurationBeingExpanded) {
  open(QStringLiteral("/solitaire/sample.in"), QStringLiteral("bfs"));
  window.session().playback().seek(1);
  const QImage image = render();
  const solitaire::StateView current = solitaire::decode_state(window.session().playback().result()->trace.expanded_by(1));
  for (const Cell& piece : current.configuration.pieces) {
    EXPECT_EQ(centre_of(image, piece.col - 1, piece.row - 1), colours.current) << piece.row << "," << piece.col;
  }
}

TEST_F(Picture, TheViewDrawsOneImageOfTheCellsItShows) {
  open(QStringLiteral("/lianliankan/hdu1175_sample.in"), QStringLiteral("bfs-turns"));
  window.window().resize(1000, 700);
  window.window().show();
  BoardView& view = *window.board_view();
  view.fit_to_window();
  QApplication::processEvents();
  (void)view.grab();
  EXPECT_EQ(view.last_image().size(), QSize(6, 5) * static_cast<int>(std::ceil(view.zoom())));
  // Zooming keeps the cell under the cursor under the cursor.
  const QPointF anchor = view.centre_of(QPoint(2, 2)) + QPointF(3, 2);
  view.zoom_by(2.0, anchor);
  EXPECT_EQ(view.cell_at(anchor), QPoint(2, 2));
  view.zoom_by(0.5, anchor);
  EXPECT_EQ(view.cell_at(anchor), QPoint(2, 2));
}

}  // namespace
}  // namespace frontier::gui::testing
