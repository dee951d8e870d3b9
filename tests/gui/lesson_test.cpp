// A lesson (a search wrong on purpose) in the window: offered after the correct searches
// and named so, its tooltip saying its mistake; run on the pitfall board, the banner shows
// its wrong answer beside the judge's, as a class should see it.

#include <gtest/gtest.h>

#include <QComboBox>

#include "gui_test_support.hpp"
#include "widgets/counters_panel.hpp"

namespace frontier::gui::testing {
namespace {

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
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/dfs_pitfall.in")));
  window.choose(0, 0);  // (1,1)-(3,4): only a staircase of four turns joins them
  ASSERT_TRUE(window.set_algorithm(QStringLiteral("dfs-miscounted-turns")));
  ASSERT_TRUE(run_and_wait(window));
  window.action(QStringLiteral("to_end"))->trigger();
  const SearchResult& lesson = *window.playback().result();
  EXPECT_EQ(lesson.answer, QStringLiteral("YES"));
  EXPECT_EQ(lesson.judge_answer, QStringLiteral("NO"));
  EXPECT_EQ(window.counters_panel()->value(QStringLiteral("answer")), QStringLiteral("YES"));
  const QString banner = window.answer_banner();
  EXPECT_TRUE(banner.contains(QStringLiteral("This lesson's answer: <b>YES</b>, wrong on purpose; the judge's: <b>NO</b>")))
      << banner.toStdString();
  // Its line is drawn with its four turns, for the class to count.
  EXPECT_TRUE(window.counters_panel()->value(QStringLiteral("witness")).contains(QStringLiteral("4 turns")))
      << window.counters_panel()->value(QStringLiteral("witness")).toStdString();

  ASSERT_TRUE(window.set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(run_and_wait(window));
  window.action(QStringLiteral("to_end"))->trigger();
  EXPECT_TRUE(window.playback().result()->judge_answer.isEmpty());
  EXPECT_TRUE(window.answer_banner().startsWith(QStringLiteral("Judge's answer: <b>NO</b>")))
      << window.answer_banner().toStdString();
}

}  // namespace
}  // namespace frontier::gui::testing
