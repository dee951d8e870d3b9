// Finding the query on a large board (1000 × 999 cells, each under two pixels when the
// board fits the window): the clicked tiles and the line stay visible at any zoom, Z
// zooms to them, the zoom keys zoom about them, Ctrl+wheel zooms about the mouse and the
// plain wheel scrolls (as in KDE's image viewers), and the rulers never cover a cell at
// the board's edge.

#include <gtest/gtest.h>

#include <QTest>
#include <QWheelEvent>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "render/palette.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui::testing {
namespace {

constexpr int kRows = 1000;
constexpr int kCols = 999;
// Tiles 7 at (200, 100) and (200, 140): a straight line across a blank board.
const QPoint kFrom(100, 200);  // grid (column, row): the ring is row and column 0
const QPoint kTo(140, 200);
const QPoint kMiddle(120, 200);

QByteArray far_query_board() {
  QByteArray text = QByteArray::number(kRows) + ' ' + QByteArray::number(kCols) + '\n';
  for (int r = 1; r <= kRows; ++r) {
    QByteArray row;
    row.reserve(kCols * 2);
    for (int c = 1; c <= kCols; ++c) {
      row += (r == kFrom.y() && (c == kFrom.x() || c == kTo.x())) ? '7' : '0';
      row += c == kCols ? '\n' : ' ';
    }
    text += row;
  }
  text += "1\n200 100 200 140\n0 0\n";
  return text;
}

int pixels_like(const QImage& image, QPointF around, int radius, QRgb colour, int tolerance) {
  int count = 0;
  for (int y = static_cast<int>(around.y()) - radius; y <= static_cast<int>(around.y()) + radius; ++y) {
    for (int x = static_cast<int>(around.x()) - radius; x <= static_cast<int>(around.x()) + radius; ++x) {
      if (!image.rect().contains(x, y)) continue;
      const QRgb p = image.pixel(x, y);
      if (std::abs(qRed(p) - qRed(colour)) + std::abs(qGreen(p) - qGreen(colour)) + std::abs(qBlue(p) - qBlue(colour)) < tolerance) ++count;
    }
  }
  return count;
}

class Zoom : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { path_ = new QString(write_temporary(QStringLiteral("far_query.in"), far_query_board())); }
  void SetUp() override {
    window.window().resize(1200, 800);
    window.show_active();
    ASSERT_TRUE(window.open(*path_));
    ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
    window.session().choose(0, 0);
    ASSERT_TRUE(window.search(120000));
    QTest::keyClick(&window.window(), Qt::Key_End);
    ASSERT_TRUE(wait_until([&] { return !window.answer_banner().isEmpty(); }));
    window.commands().find("fit")->trigger();
    QCoreApplication::processEvents();
  }
  BoardView& view() { return *window.board_view(); }
  void wheel(QPointF at, int degrees, Qt::KeyboardModifiers modifiers) {
    QWheelEvent event(at, view().mapToGlobal(at), QPoint(), QPoint(0, degrees * 8), Qt::NoButton, modifiers,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view(), &event);
  }
  void drag(QPointF from, QPointF to) {
    QMouseEvent press(QEvent::MouseButtonPress, from, view().mapToGlobal(from), Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&view(), &press);
    QMouseEvent move(QEvent::MouseMove, to, view().mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&view(), &move);
    QMouseEvent release(QEvent::MouseButtonRelease, to, view().mapToGlobal(to), Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(&view(), &release);
  }
  WindowStandIn window;
  static QString* path_;
};
QString* Zoom::path_ = nullptr;

TEST_F(Zoom, AtFitTheClickedTilesAndTheLineAreVisible) {
  ASSERT_LT(view().zoom(), 2.0) << "the board is fitted, cells under two pixels";
  const QImage shown = view().grab().toImage();
  const SearchColours& colours = search_colours({});
  for (const QPoint tile : {kFrom, kTo}) {
    EXPECT_GE(pixels_like(shown, view().centre_of(tile), 10, okabe_ito::kGreen, 60), 12)
        << "a green mark around the tile at column " << tile.x();
  }
  EXPECT_GE(pixels_like(shown, view().centre_of(kMiddle), 2, colours.path, 60), 3) << "the line between them";
}

TEST_F(Zoom, ZZoomsToTheQuery) {
  const double fitted = view().zoom();
  QTest::keyClick(&window.window(), Qt::Key_Z);
  EXPECT_GT(view().zoom(), fitted * 8);
  for (const QPoint tile : {kFrom, kTo}) {
    EXPECT_TRUE(view().rect().contains(view().centre_of(tile).toPoint())) << "the tile at column " << tile.x() << " is shown";
  }
  EXPECT_TRUE(window.commands().find("zoom_query")->shortcut() == QKeySequence(Qt::Key_Z));
}

TEST_F(Zoom, TheZoomKeysZoomAboutTheQuery) {
  const double fitted = view().zoom();
  for (int i = 0; i < 8; ++i) {
    window.commands().find("zoom_in")->trigger();
    EXPECT_TRUE(view().rect().contains(view().centre_of(kMiddle).toPoint())) << "after " << i + 1 << " zooms";
  }
  EXPECT_GT(view().zoom(), fitted * 4);
  const QPointF before = view().centre_of(kMiddle);
  window.commands().find("zoom_in")->trigger();
  const QPointF after = view().centre_of(kMiddle);
  EXPECT_LT(std::hypot(after.x() - before.x(), after.y() - before.y()), view().zoom()) << "the query stays where it is";
}

TEST_F(Zoom, CtrlWheelZoomsAboutTheMouseAndThePlainWheelScrolls) {
  window.commands().find("zoom_query")->trigger();
  const QPointF mouse = view().centre_of(QPoint(110, 205)) + QPointF(1, 1);
  const double zoom = view().zoom();
  wheel(mouse, 15, Qt::ControlModifier);  // one notch
  EXPECT_GT(view().zoom(), zoom);
  EXPECT_EQ(view().cell_at(mouse), QPoint(110, 205));
  const double zoomed = view().zoom();
  const QPointF before = view().centre_of(kMiddle);
  wheel(mouse, -15, Qt::NoModifier);  // one notch towards the user: the board scrolls up
  EXPECT_DOUBLE_EQ(view().zoom(), zoomed);
  const QPointF after = view().centre_of(kMiddle);
  EXPECT_LT(after.y(), before.y());
  EXPECT_DOUBLE_EQ(after.x(), before.x());
}

TEST_F(Zoom, TheRulersNeverCoverTheEdgeCells) {
  window.commands().find("actual_size")->trigger();  // large enough for rulers
  const double px = view().zoom();
  const QPointF corner(5, 5);
  const QPointF far(view().width() - 5, view().height() - 5);
  for (int i = 0; i < 80; ++i) drag(corner, far);  // as far towards the top-left corner as it goes
  const QPointF first = view().centre_of(QPoint(0, 0)) - QPointF(px / 2, px / 2);
  EXPECT_GE(first.x(), 18 * 1.6 - 0.5) << "the first column clear of the row ruler";
  EXPECT_GE(first.y(), 18 - 0.5) << "the first row clear of the column ruler";
  EXPECT_LE(first.x(), 18 * 1.6 + px) << "but no further than the edge";
  for (int i = 0; i < 80; ++i) drag(far, corner);
  const QPointF last = view().centre_of(QPoint(kCols + 1, kRows + 1)) + QPointF(px / 2, px / 2);
  EXPECT_LE(last.x(), view().width() + 0.5);
  EXPECT_LE(last.y(), view().height() + 0.5);
}

TEST(ZoomSmallBoard, FittedWithRulersTheEdgeCellsAreClearOfThem) {
  WindowStandIn window;
  window.window().resize(1200, 800);
  window.show_active();
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  BoardView& view = *window.board_view();
  view.fit_to_window();
  ASSERT_GE(view.zoom(), 18);
  const QPointF first = view.centre_of(QPoint(0, 0)) - QPointF(view.zoom() / 2, view.zoom() / 2);
  EXPECT_GE(first.x(), 18 * 1.6 - 0.5);
  EXPECT_GE(first.y(), 18 - 0.5);
}

}  // namespace
}  // namespace frontier::gui::testing
