// The window's layout while a search is stepped through: the board keeps its rectangle
// from the first step to the end, however long the answer, the witness or the words
// of the panels, and a long witness stays whole (and copyable) in a field of its own.

#include <gtest/gtest.h>

#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTest>
#include <algorithm>

#include "gui_test_support.hpp"
#include "widgets/board_view.hpp"
#include "widgets/counters_panel.hpp"

namespace frontier::gui::testing {
namespace {

void settle() {
  for (int i = 0; i < 4; ++i) QCoreApplication::processEvents();
}

struct Placed {
  QRect board;
  int right_dock_width;
  bool operator==(const Placed&) const = default;
};

Placed placed(MainWindow& window) {
  settle();
  BoardView* board = window.board_view();
  const auto* dock = window.findChild<QDockWidget*>(QStringLiteral("counters_dock"));
  return {QRect(board->mapTo(&window, QPoint(0, 0)), board->size()), dock->width()};
}

void PrintTo(const Placed& p, std::ostream* out) {
  *out << "board (" << p.board.x() << ", " << p.board.y() << ") " << p.board.width() << "x" << p.board.height()
       << ", right panel " << p.right_dock_width;
}

struct Asked {
  const char* sample;
  int case_index;
  int query_index;
};

class Layout : public ::testing::TestWithParam<Asked> {};

TEST_P(Layout, TheBoardKeepsItsRectangleFromTheFirstStepToTheEnd) {
  const Asked asked = GetParam();
  MainWindow window;
  window.resize(1200, 800);
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QLatin1Char('/') + QLatin1String(asked.sample)));
  window.session().choose(asked.case_index, asked.query_index);
  ASSERT_TRUE(run_and_wait(window));
  const auto press = [&](Qt::Key key) {
    QTest::keyClick(&window, key);
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  };
  press(Qt::Key_Home);
  const Placed start = placed(window);
  for (int i = 0; i < 12; ++i) {
    press(Qt::Key_Right);
    EXPECT_EQ(placed(window), start) << "after " << i + 1 << " fine steps";
  }
  for (int i = 0; i < 3; ++i) {
    press(Qt::Key_Plus);  // the speed's words change
    EXPECT_EQ(placed(window), start) << "at speed level " << window.session().playback().speed_level();
  }
  press(Qt::Key_End);
  ASSERT_FALSE(window.answer_banner().isEmpty());
  EXPECT_EQ(placed(window), start) << "at the end, with the answer shown";
  for (int i = 0; i < 4; ++i) {
    press(Qt::Key_Left);
    EXPECT_EQ(placed(window), start) << "replaying the moves, " << i + 1 << " back from the end";
  }
  press(Qt::Key_Home);
  EXPECT_EQ(placed(window), start) << "back at the start, the answer gone";
}

INSTANTIATE_TEST_SUITE_P(Queries, Layout,
                         ::testing::Values(Asked{"huarongdao/generated.in", 0, 0}, Asked{"huarongdao/generated.in", 0, 2},
                                           Asked{"lianliankan/hdu1175_sample.in", 0, 0},
                                           Asked{"mahjong/sample.in", 0, 1}, Asked{"solitaire/sample.in", 0, 0}));

TEST(Layout, ALongWitnessIsElidedInTheBannerAndWholeInACopyableField) {
  MainWindow window;
  window.resize(1200, 800);
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/huarongdao/generated.in")));
  window.session().choose(0, 0);  // 55 moves
  ASSERT_TRUE(run_and_wait(window));
  QTest::keyClick(&window, Qt::Key_End);
  ASSERT_TRUE(wait_until([&] { return !window.answer_banner().isEmpty(); }));
  settle();
  const QString witness = window.session().lane().result()->witness;
  ASSERT_GT(witness.size(), 300) << "the sample is the long answer this test is about";

  const auto* banner = window.findChild<QLabel*>(QStringLiteral("answer_banner"));
  ASSERT_NE(banner, nullptr);
  EXPECT_LE(banner->height(), banner->fontMetrics().height() * 2 + 16) << "one line";
  EXPECT_LE(banner->sizeHint().width(), window.width());
  EXPECT_TRUE(banner->toolTip().contains(witness)) << "the whole witness in the tooltip";
  EXPECT_FALSE(banner->text().contains(witness.toHtmlEscaped())) << "the line shows part of it";
  EXPECT_TRUE(banner->text().contains(QStringLiteral("…")));

  auto* field = window.panels().counters->findChild<QPlainTextEdit*>(QStringLiteral("witness"));
  ASSERT_NE(field, nullptr);
  EXPECT_EQ(field->toPlainText(), witness);
  EXPECT_TRUE(field->isReadOnly());
  EXPECT_TRUE(field->textInteractionFlags() & Qt::TextSelectableByMouse);
  field->selectAll();
  EXPECT_EQ(field->textCursor().selectedText(), witness) << "selectable, so it can be copied";
  EXPECT_LT(field->height(), window.height() / 3) << "it scrolls instead of lengthening the panel";
  EXPECT_EQ(window.panels().counters->value(QStringLiteral("witness")), witness);
}

// Mahjong's 0-1 BFS names its counters at length ("Waiting (cell, heading) states"): the
// witness keeps a box wide enough to read at the panel's default width all the same.
TEST(Layout, LongCounterCaptionsLeaveTheWitnessItsWidth) {
  MainWindow window;
  window.resize(1280, 800);
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/mahjong/sample.in")));
  window.session().choose(0, 1);
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("zero-one-bfs")));
  ASSERT_TRUE(run_and_wait(window));
  QTest::keyClick(&window, Qt::Key_End);
  ASSERT_TRUE(wait_until([&] { return !window.answer_banner().isEmpty(); }));
  settle();
  const auto rows = window.panels().counters->shown_rows();
  ASSERT_TRUE(std::any_of(rows.begin(), rows.end(), [](const auto& row) { return row.first.size() > 20; }))
      << "the captions this test is about are shown";
  auto* field = window.panels().counters->findChild<QPlainTextEdit*>(QStringLiteral("witness"));
  ASSERT_NE(field, nullptr);
  EXPECT_GE(field->width(), 150) << "the panel is " << window.panels().counters->width() << " wide";
}

}  // namespace
}  // namespace frontier::gui::testing
