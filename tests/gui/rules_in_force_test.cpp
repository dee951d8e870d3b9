// The rules a search keeps are always in sight: beside the search controls, and in the
// answer's banner whenever they are not the judge's (then the answer is not the judge's).

#include <gtest/gtest.h>

#include <QLabel>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "model/sample_arguments.hpp"

namespace frontier::gui::testing {
namespace {

QString sample(const char* relative) { return samples_directory() + QLatin1Char('/') + QLatin1String(relative); }

const QLabel& rules_label(WindowStandIn& window) {
  return *window.window().findChild<QLabel*>(QStringLiteral("rules_in_force"));
}

TEST(RulesInForce, ASampleThatSetsKShowsItBesideTheSearchAndInTheBanner) {
  WindowStandIn window;
  window.show_active();
  const QString path = sample("solitaire/edge_cases_k9.in");
  const PuzzleAdapter* solitaire = find_puzzle("solitaire");
  ASSERT_TRUE(window.open(path, solitaire, read_sample_arguments(*solitaire, path)));
  EXPECT_TRUE(rules_label(window).isVisible());
  EXPECT_EQ(rules_label(window).text(), QStringLiteral("Rules: Most moves = 9 (the judge's: 8)"));
  ASSERT_TRUE(window.search());
  window.session().playback().to_end();
  EXPECT_TRUE(window.answer_banner().contains(QStringLiteral("under Most moves = 9 (the judge&#39;s: 8)")) ||
              window.answer_banner().contains(QStringLiteral("under Most moves = 9 (the judge's: 8)")))
      << window.answer_banner().toStdString();

  // The judge's own rules: shown beside the search, not in the banner.
  ASSERT_TRUE(window.open(sample("solitaire/sample.in")));
  EXPECT_EQ(rules_label(window).text(), QStringLiteral("Rules: Most moves = 8"));
  ASSERT_TRUE(window.search());
  window.session().playback().to_end();
  EXPECT_FALSE(window.answer_banner().isEmpty());
  EXPECT_FALSE(window.answer_banner().contains(QStringLiteral("under"))) << window.answer_banner().toStdString();
}

TEST(RulesInForce, APuzzleWithoutRulesShowsNone) {
  WindowStandIn window;
  window.show_active();
  ASSERT_TRUE(window.open(sample("huarongdao/sample.in")));
  EXPECT_TRUE(wait_until([&] { return !rules_label(window).isVisible(); })) << "laid out again";
}

}  // namespace
}  // namespace frontier::gui::testing
