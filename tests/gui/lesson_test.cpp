// A lesson (a search wrong on purpose) in the window: offered after the correct searches
// and named so, its tooltip saying its mistake; run on the pitfall board, the banner shows
// its wrong answer beside the judge's, as a class should see it.

#include <gtest/gtest.h>

#include <QComboBox>
#include <QImage>

#include "render/palette.hpp"
#include "widgets/board_view.hpp"

#include "gui_test_support.hpp"
#include "widgets/counters_panel.hpp"

namespace frontier::gui::testing {
namespace {

// Opens the Lianliankan sample, runs `algorithm` on its first query and goes to the end.
::testing::AssertionResult run_to_end(MainWindow& window, const char* sample, const char* algorithm) {
  if (!open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/") + QLatin1String(sample))) {
    return ::testing::AssertionFailure() << sample << " did not open";
  }
  window.session().choose(0, 0);
  if (!window.session().set_algorithm(QLatin1String(algorithm))) return ::testing::AssertionFailure() << "no " << algorithm;
  if (!run_and_wait(window)) return ::testing::AssertionFailure() << algorithm << " did not finish";
  window.action(QStringLiteral("to_end"))->trigger();
  return ::testing::AssertionSuccess();
}

TEST(Lesson, IsOfferedLastAndNamedWrongOnPurpose) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/dfs_pitfall.in")));
  const auto* box = window.findChild<QComboBox*>(QStringLiteral("algorithm"));
  ASSERT_NE(box, nullptr);
  ASSERT_EQ(box->count(), 5);
  EXPECT_EQ(box->itemData(0).toString(), QStringLiteral("middle-segment"));  // the judge solver first
  EXPECT_EQ(box->itemData(3).toString(), QStringLiteral("dfs-miscounted-turns"));
  EXPECT_EQ(box->itemText(3), QStringLiteral("dfs-miscounted-turns (wrong on purpose)"));
  EXPECT_EQ(box->itemText(1), QStringLiteral("bfs-turns"));
  EXPECT_EQ(box->itemText(4), QStringLiteral("bfs-shortest-line (wrong on purpose)"));
  const QString tip = box->itemData(3, Qt::ToolTipRole).toString();
  EXPECT_TRUE(tip.contains(QStringLiteral("Its mistake:")) && tip.contains(QStringLiteral("staircase"))) << tip.toStdString();
}

TEST(Lesson, ItsWrongAnswerStandsBesideTheJudges) {
  MainWindow window;
  ASSERT_TRUE(run_to_end(window, "dfs_pitfall.in", "dfs-miscounted-turns"));  // (1,1)-(3,4): only a staircase of four turns joins them
  const SearchResult& lesson = *window.session().playback().result();
  EXPECT_EQ(lesson.answer, QStringLiteral("YES"));
  EXPECT_EQ(lesson.judge_answer, QStringLiteral("NO"));
  EXPECT_EQ(window.panels().counters->value(QStringLiteral("answer")), QStringLiteral("YES"));
  const QString banner = window.answer_banner();
  EXPECT_TRUE(banner.contains(QStringLiteral("This lesson's answer: <b>YES</b>, wrong on purpose; the judge's: <b>NO</b>")))
      << banner.toStdString();
  // Its line is drawn with its four turns, for the class to count.
  EXPECT_TRUE(window.panels().counters->value(QStringLiteral("witness")).contains(QStringLiteral("4 turns")))
      << window.panels().counters->value(QStringLiteral("witness")).toStdString();

  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(window));
  window.action(QStringLiteral("to_end"))->trigger();
  EXPECT_TRUE(window.session().playback().result()->judge_answer.isEmpty());
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Judge's answer: <b>NO</b>")))
      << window.answer_banner().toStdString();
}

// The share (in percent) of the middle of grid cell (col, row), a disc of a quarter of the
// cell around its centre, that is dark ink in the board's picture at the end: the disc
// that marks a turn past the two allowed fills most of it, a plain corner of the line
// (its purple with a dark edge) much less.
int ink_percent(MainWindow& window, QPoint cell) {
  const BoardPainter& painter = *window.board_view()->board_painter();
  constexpr int kPx = 40;
  const QImage picture =
      painter.render(Viewport{QRect(QPoint(0, 0), painter.grid()), kPx}, window.session().playback().moment(), PaintStyle{});
  const QRgb ink = search_colours(PaintStyle{}).ink;
  const QPoint centre = cell * kPx + QPoint(kPx / 2, kPx / 2);
  int inside = 0;
  int dark = 0;
  for (int y = -kPx / 4; y <= kPx / 4; ++y) {
    for (int x = -kPx / 4; x <= kPx / 4; ++x) {
      if (x * x + y * y > kPx * kPx / 16) continue;
      ++inside;
      dark += (picture.pixel(centre + QPoint(x, y)) & 0xffffff) == (ink & 0xffffff);
    }
  }
  return dark * 100 / inside;
}

TEST(Lesson, TheTurnsPastTwoAreMarkedOnItsLine) {
  MainWindow window;
  ASSERT_TRUE(run_to_end(window, "dfs_pitfall.in", "dfs-miscounted-turns"));
  // The staircase (1,1) → (1,2) → (2,2) → (2,3) → (3,3) → (3,4): its turns 3 and 4 are at
  // (2,3) and (3,3); grid cell (col, row), the ring being row and column 0.
  EXPECT_GT(ink_percent(window, {3, 2}), 50);
  EXPECT_GT(ink_percent(window, {3, 3}), 50);
  EXPECT_LT(ink_percent(window, {2, 1}), 35);  // turn 1: allowed, not marked
  EXPECT_LT(ink_percent(window, {2, 2}), 35);  // turn 2
  bool legend = false;
  for (const LegendEntry& entry : window.board_view()->board_painter()->legend()) {
    legend = legend || entry.text == QStringLiteral("numbered disc: a turn past the two allowed");
  }
  EXPECT_TRUE(legend);
}

TEST(Lesson, TheShortestLineItJudgedIsShownWithItsTurns) {
  MainWindow window;
  ASSERT_TRUE(run_to_end(window, "shortest_pitfall.in", "bfs-shortest-line"));
  EXPECT_TRUE(window.answer_banner().contains(QStringLiteral("This lesson's answer: <b>NO</b>, wrong on purpose; the judge's: <b>YES</b>")))
      << window.answer_banner().toStdString();
  const QString witness = window.panels().counters->value(QStringLiteral("witness"));
  EXPECT_TRUE(witness.startsWith(QStringLiteral("its shortest line turns 3 times: (2, 4) → (2, 3) → (1, 3)")))
      << witness.toStdString();
  // Its third turn, at (1, 1), is marked; its first, at (2, 3), is not.
  EXPECT_GT(ink_percent(window, {1, 1}), 50);
  EXPECT_LT(ink_percent(window, {3, 2}), 35);
}

}  // namespace
}  // namespace frontier::gui::testing
