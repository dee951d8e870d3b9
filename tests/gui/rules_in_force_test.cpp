// The rules a search keeps are always in sight: beside the search controls, and in the
// answer's banner whenever they are not the judge's (then the answer is not the judge's).

#include <gtest/gtest.h>

#include <QLabel>

#include "gui_test_support.hpp"
#include "model/sample_arguments.hpp"

namespace frontier::gui::testing {
namespace {

QString sample(const char* relative) { return samples_directory() + QLatin1Char('/') + QLatin1String(relative); }

const QLabel& rules_label(const MainWindow& window) {
  return *window.findChild<QLabel*>(QStringLiteral("rules_in_force"));
}

TEST(RulesInForce, ASampleThatSetsKShowsItBesideTheSearchAndInTheBanner) {
  MainWindow window;
  show_active(window);
  const QString path = sample("solitaire/edge_cases_k9.in");
  const PuzzleAdapter* solitaire = find_puzzle("solitaire");
  ASSERT_TRUE(open_and_wait(window, path, solitaire, read_sample_arguments(*solitaire, path)));
  EXPECT_TRUE(rules_label(window).isVisible());
  EXPECT_EQ(rules_label(window).text(), QStringLiteral("Rules: Most moves = 9 (the judge's: 8)"));
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().to_end();
  EXPECT_TRUE(window.answer_banner().contains(QStringLiteral("under Most moves = 9 (the judge&#39;s: 8)")) ||
              window.answer_banner().contains(QStringLiteral("under Most moves = 9 (the judge's: 8)")))
      << window.answer_banner().toStdString();

  // The judge's own rules: shown beside the search, not in the banner.
  ASSERT_TRUE(open_and_wait(window, sample("solitaire/sample.in")));
  EXPECT_EQ(rules_label(window).text(), QStringLiteral("Rules: Most moves = 8"));
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().to_end();
  EXPECT_FALSE(window.answer_banner().isEmpty());
  EXPECT_FALSE(window.answer_banner().contains(QStringLiteral("under"))) << window.answer_banner().toStdString();
}

TEST(RulesInForce, ASwitchTurnedOnInTheRulesMenuShowsAtOnce) {
  MainWindow window;
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  EXPECT_EQ(rules_label(window).text(), QStringLiteral("Rules: Around the board off"));
  QAction* outside = nullptr;
  for (QAction* entry : window.findChildren<QAction*>()) {
    if (entry->isCheckable() && entry->text().contains(QStringLiteral("around the board"))) outside = entry;
  }
  ASSERT_NE(outside, nullptr) << "the Rules menu's switch";
  outside->trigger();
  EXPECT_EQ(rules_label(window).text(), QStringLiteral("Rules: Around the board on (the judge's: off)"));
}

TEST(RulesInForce, APuzzleWithoutRulesShowsNone) {
  MainWindow window;
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
  EXPECT_FALSE(rules_label(window).isVisible());
}

}  // namespace
}  // namespace frontier::gui::testing
