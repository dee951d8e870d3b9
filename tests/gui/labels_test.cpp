// Labels over drawings: a tile's number, a cell's cost and a wedge's moves are drawn last,
// so that the found line's end dots, the heading arrow, the segment numbers and the
// blank's square never cover them. Each test renders one moment twice, with and without
// the drawing that used to cover a label, and checks that the label's own pixels are the
// same in both: the label shows whatever is drawn around it.

#include <gtest/gtest.h>

#include <QPainterPath>
#include <QTest>

#include "gui_test_support.hpp"
#include "puzzles/huarongdao/huarongdao_view.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui::testing {
namespace {

constexpr int kPx = 64;

QImage render(const MainWindow& window, const Moment& moment) {
  const BoardPainter& painter = *window.board_view()->board_painter();
  return painter.render(Viewport{QRect(QPoint(0, 0), painter.grid()), kPx}, moment, PaintStyle{});
}

bool near(QRgb a, QRgb b) {
  return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b)) < 60;
}

// In `area` of `bare` (pixels), the pixels of a label are those far from the area's
// ground colour, sampled at its corner; the share of them that `covered` still shows.
double label_kept(const QImage& bare, const QImage& covered, const QRect& area, int* label_pixels) {
  const QRgb ground = bare.pixel(area.topLeft());
  int label = 0;
  int kept = 0;
  for (int y = area.top(); y <= area.bottom(); ++y) {
    for (int x = area.left(); x <= area.right(); ++x) {
      if (near(bare.pixel(x, y), ground)) continue;
      ++label;
      if (near(bare.pixel(x, y), covered.pixel(x, y))) ++kept;
    }
  }
  *label_pixels = label;
  return label == 0 ? 0 : static_cast<double>(kept) / label;
}

// The middle of a cell, where its number is.
QRect middle_of(int x, int y) { return {x * kPx + kPx / 4, y * kPx + kPx / 4, kPx / 2, kPx / 2}; }

class Labels : public ::testing::Test {
 protected:
  void open(const char* relative, const char* algorithm, int case_index, int query_index) {
    ASSERT_TRUE(open_and_wait(window, samples_directory() + QLatin1Char('/') + QLatin1String(relative)));
    ASSERT_TRUE(window.session().set_algorithm(QString::fromLatin1(algorithm)));
    window.session().choose(case_index, query_index);
    ASSERT_TRUE(run_and_wait(window));
  }
  // The Lianliankan sample's first expansion, a heading out of the tile at (1, 1), drawn
  // as it is (lit, with its arrow) and bare (nothing expanded, nothing lit).
  struct Expansion {
    QImage bare;
    QImage lit;
  };
  Expansion first_expansion() {
    open("lianliankan/hdu1175_sample.in", "bfs-turns", 0, 0);
    window.session().playback().seek(1);
    EXPECT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
    const Moment expanding = window.session().playback().moment();
    EXPECT_NE(expanding.current, trace::kNoState);
    Moment idle = expanding;
    idle.current = trace::kNoState;
    idle.subject = trace::kNoState;
    return {render(window, idle), render(window, expanding)};
  }
  // The end of `relative`'s first query searched by `algorithm`, drawn with its found line
  // or path and without it (the same step, not finished).
  struct Ending {
    QImage with_line;
    QImage without;
  };
  Ending the_end(const char* relative, const char* algorithm) {
    open(relative, algorithm, 0, 0);
    window.session().playback().to_end();
    EXPECT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
    const Moment end = window.session().playback().moment();
    EXPECT_TRUE(end.finished);
    Moment unlinked = end;
    unlinked.finished = false;
    return {render(window, end), render(window, unlinked)};
  }
  MainWindow window;
};

TEST_F(Labels, TheClickedTilesNumbersShowOverTheLinesEndDots) {
  const auto [with_line, without] = the_end("lianliankan/hdu1175_sample.in", "bfs-turns");  // tiles 1 at (1, 1) and (3, 4)
  for (const QPoint tile : {QPoint(1, 1), QPoint(4, 3)}) {
    int pixels = 0;
    EXPECT_GT(label_kept(without, with_line, middle_of(tile.x(), tile.y()), &pixels), 0.9) << tile.x() << ", " << tile.y();
    EXPECT_GT(pixels, 30) << "the tile's number was drawn";
  }
}

TEST_F(Labels, TheClickedTilesNumberShowsOverTheHeadingArrow) {
  const auto [bare, lit] = first_expansion();
  // Lit, the tile's number turns to the ink that reads on the lit colour (white or
  // black, whichever contrasts): where the number was, that ink shows, not the arrow.
  const QRect area = middle_of(1, 1);
  const QRgb ground = lit.pixel(area.topLeft());
  const int luma = (qRed(ground) * 299 + qGreen(ground) * 587 + qBlue(ground) * 114) / 1000;
  const QRgb ink = luma < 128 ? 0xffffffff : 0xff000000;
  int label = 0;
  int shown = 0;
  for (int y = area.top(); y <= area.bottom(); ++y) {
    for (int x = area.left(); x <= area.right(); ++x) {
      if (near(bare.pixel(x, y), bare.pixel(area.topLeft()))) continue;
      // The glyph's core: dark in the bare picture (a dark number on a pale tile).
      if (qGray(bare.pixel(x, y)) > 60) continue;
      ++label;
      shown += near(lit.pixel(x, y), ink) ? 1 : 0;
    }
  }
  EXPECT_GT(label, 30);
  EXPECT_GT(static_cast<double>(shown) / std::max(label, 1), 0.6);
}

// Outlined or not, a number with a dot behind it reads as another ("1" as "θ"): the
// line's end dots stand at the clicked tiles' edges, where the line leaves them, and the
// middle of each tile, its number's, is the same with the line as without it.
TEST_F(Labels, TheLinesEndDotsKeepOffTheClickedTilesNumbers) {
  const auto [with_line, without] = the_end("lianliankan/hdu1175_sample.in", "bfs-turns");  // tiles 1 at (1, 1) and (3, 4)
  for (const QPoint tile : {QPoint(1, 1), QPoint(4, 3)}) {
    const QRect middle = middle_of(tile.x(), tile.y());
    int changed = 0;
    for (int y = middle.top(); y <= middle.bottom(); ++y) {
      for (int x = middle.left(); x <= middle.right(); ++x) changed += near(with_line.pixel(x, y), without.pixel(x, y)) ? 0 : 1;
    }
    EXPECT_EQ(changed, 0) << "the line covers the middle of tile " << tile.x() << ", " << tile.y();
  }
}

// The heading arrow of the state being expanded stands at the edge it leaves by: on the
// tile the search starts from, the middle shows the number on the lit tile and nothing else.
TEST_F(Labels, TheHeadingArrowKeepsOffTheNumberOfTheTileItLeaves) {
  const auto [bare, lit] = first_expansion();
  const QRect area = middle_of(1, 1);
  const QRgb bare_ground = bare.pixel(area.topLeft());
  const QRgb lit_ground = lit.pixel(area.topLeft());
  // Where the bare tile shows its ground (no number there), the lit one shows its own ground.
  int ground = 0;
  int covered = 0;
  for (int y = area.top(); y <= area.bottom(); ++y) {
    for (int x = area.left(); x <= area.right(); ++x) {
      if (bare.pixel(x, y) != bare_ground) continue;
      ++ground;
      covered += near(lit.pixel(x, y), lit_ground) ? 0 : 1;
    }
  }
  EXPECT_GT(ground, kPx * kPx / 8);
  EXPECT_LE(covered, 2) << "the arrow is drawn in the middle of the tile, by its number";
}

// A tile may be a nine-digit number. At the board's default zoom its number is drawn
// whole inside the middle of its tile, in type large enough to read: shrunk by its count of
// digits, it was a smudge 6 pixels high in a cell of 86.
TEST(TileNumbers, ANineDigitTileReadsInsideItsCellAtTheDefaultZoom) {
  const QString path = write_temporary(QStringLiteral("nine_digits.in"),
                                       "4 6\n"
                                       "123456789 0 0 7 0 987654321\n"
                                       "0 1 0 0 0 0\n"
                                       "987654321 0 0 0 1 0\n"
                                       "0 0 7 0 0 123456789\n"
                                       "1\n1 1 4 6\n0 0\n");
  MainWindow window;
  window.resize(1280, 800);
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, path));
  QCoreApplication::processEvents();
  ASSERT_TRUE(window.board_view()->fitted());
  const int px = static_cast<int>(window.board_view()->zoom());
  ASSERT_GE(px, kLabelMinPx) << "numbers are drawn at this zoom";
  const BoardPainter& painter = *window.board_view()->board_painter();
  const QImage picture = painter.render(Viewport{QRect(QPoint(0, 0), painter.grid()), px}, Moment{}, PaintStyle{});
  // The tile 987654321 at (1, 6), not a clicked one: its number's dark ink, wherever in the cell it is.
  const QRect cell(6 * px, 1 * px, px, px);
  QRect ink;
  for (int y = cell.top(); y <= cell.bottom(); ++y) {
    for (int x = cell.left(); x <= cell.right(); ++x) {
      // The tile's frame is a darker tint, not near black.
      if (qGray(picture.pixel(x, y)) < 50) ink |= QRect(x, y, 1, 1);
    }
  }
  ASSERT_FALSE(ink.isEmpty()) << "the number is drawn";
  EXPECT_TRUE(label_room(QRectF(cell)).toAlignedRect().adjusted(-1, -1, 1, 1).contains(ink))
      << "the number runs out of the tile's middle: " << ink.width() << " x " << ink.height() << " in " << px;
  EXPECT_GE(ink.height(), 0.7 * kReadableLabelPx) << "the digits are " << ink.height() << " pixels high in a cell of " << px;
}

// The costs of the four wedges of the marked piece's cell stand outside its disc (with its
// white rim), at every cell size the numbers are drawn: they were drawn over the rim.
TEST(HuarongdaoMarks, TheWedgesNumbersLeaveTheMarkedPiecesDiscAlone) {
  using View = PuzzleView<huarongdao::Puzzle>;
  for (const double px : {40.0, 64.0, 240.0}) {
    const QRectF cell(0, 0, px, px);
    const QRectF disc = View::marked_piece_disc(cell);
    const double rim = std::max(1.0, px * 0.05) / 2;  // the disc's white pen, half outside it
    QPainterPath drawn;
    drawn.addEllipse(disc.adjusted(-rim, -rim, rim, rim));
    EXPECT_GE(disc.width(), px * 0.3) << "the piece still reads as a piece";
    for (int side = 0; side < 4; ++side) {
      const QRectF box = View::wedge_label_box(cell, side);
      EXPECT_TRUE(cell.contains(box)) << px << " side " << side;
      EXPECT_FALSE(drawn.intersects(box)) << "at " << px << " pixels a cell, side " << side;
    }
  }
}

TEST_F(Labels, MahjongCostsShowOverTheSegmentNumbers) {
  const auto [with_path, without] = the_end("mahjong/sample.in", "line-bfs");
  const QSize grid = window.board_view()->board_painter()->grid();
  int checked = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      // A cost is drawn small in a cell's lower right corner.
      const QRect corner(x * kPx + kPx / 2, y * kPx + kPx / 2, kPx / 2 - 2, kPx / 2 - 2);
      int pixels = 0;
      const double kept = label_kept(without, with_path, corner, &pixels);
      if (pixels < 20) continue;
      ++checked;
      EXPECT_GT(kept, 0.9) << "cell " << x << ", " << y;
    }
  }
  EXPECT_GT(checked, 3);
}

TEST_F(Labels, HuarongdaoTrailTakesTheLegendsColour) {
  open("huarongdao/sample.in", "dijkstra", 0, 0);
  window.session().playback().to_end();
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  const Moment end = window.session().playback().moment();
  ASSERT_TRUE(end.finished);
  QRgb legend = 0;
  for (const LegendEntry& entry : window.board_view()->board_painter()->legend()) {
    if (entry.shape == LegendEntry::Shape::line) legend = entry.colour;
  }
  ASSERT_NE(legend, 0u);
  // Replayed to the last move, the piece has a trail: some pixels are the legend's colour.
  for (int i = 0; i < 500 && window.session().playback().moment().move < window.session().playback().counters().total_moves; ++i) {
    window.session().playback().step_forward();
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  }
  ASSERT_GT(window.session().playback().moment().move, 0);
  const QImage picture = render(window, window.session().playback().moment());
  int trail = 0;
  for (int y = 0; y < picture.height(); ++y) {
    for (int x = 0; x < picture.width(); ++x) trail += (picture.pixel(x, y) | 0xff000000) == legend ? 1 : 0;
  }
  EXPECT_GT(trail, kPx * 2) << "the trail is drawn in the legend's line colour";
}

}  // namespace
}  // namespace frontier::gui::testing
