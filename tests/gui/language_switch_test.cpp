// Changing the language while a search is on show: every word on screen changes at once,
// the banner, the witness and the status bar included, without running the search again.

#include <gtest/gtest.h>

#include <QLabel>
#include <QRegularExpression>

#include "app/language.hpp"
#include "gui_test_support.hpp"
#include "widgets/counters_panel.hpp"
#include "window/new_file_dialog.hpp"

namespace frontier::gui::testing {
namespace {

class LanguageSwitch : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
  void TearDown() override { language::apply(language::kEnglish); }
  QString status() const { return window.findChild<QLabel*>(QStringLiteral("status"))->text(); }
  QString witness() const { return window.panels().counters->value(QStringLiteral("witness")); }
  MainWindow window;
};

TEST_F(LanguageSwitch, TheBannerTheWitnessAndTheStatusBarSpeakTheNewLanguage) {
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("dijkstra")));
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().to_end();
  const QString english_banner = window.answer_banner();
  const QString english_witness = witness();
  const QString english_status = status();
  ASSERT_TRUE(english_banner.contains(QStringLiteral("Judge's answer"))) << english_banner.toStdString();
  ASSERT_FALSE(english_witness.isEmpty());
  ASSERT_TRUE(english_status.startsWith(QStringLiteral("Search finished"))) << english_status.toStdString();
  ASSERT_FALSE(has_chinese(english_banner + english_witness + english_status));
  const trace::Step steps = window.session().playback().result()->trace.steps();

  window.set_language(language::kChinese);
  EXPECT_TRUE(has_chinese(window.answer_banner())) << window.answer_banner().toStdString();
  // The Counters panel words its lane anew on the LanguageChange Qt posts to it.
  EXPECT_TRUE(wait_until([this] { return has_chinese(witness()); }, 2000)) << witness().toStdString();
  EXPECT_TRUE(has_chinese(status())) << status().toStdString();
  // The same search, worded anew: its answer and its number of expansions stay.
  EXPECT_EQ(window.session().playback().result()->trace.steps(), steps);
  EXPECT_TRUE(window.answer_banner().contains(window.session().playback().result()->answer));
  EXPECT_TRUE(status().contains(QString::number(steps))) << status().toStdString();

  window.set_language(language::kEnglish);
  EXPECT_EQ(window.answer_banner(), english_banner);
  EXPECT_TRUE(wait_until([&] { return witness() == english_witness; }, 2000)) << witness().toStdString();
  EXPECT_EQ(status(), english_status);
}

// The timeline's words are whole in the longer language on a laptop's screen, at the end
// of a search of thousands of steps and its found moves; the label keeps room for its
// widest words, so the toolbar never cuts them at the window's edge.
TEST_F(LanguageSwitch, TheTimelinesWordsAreWholeInChineseOnALaptop) {
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/solitaire/sample.in")));
  ASSERT_TRUE(run_and_wait(window));
  window.resize(1280, 720);
  show_active(window);
  window.set_language(language::kChinese);
  window.session().playback().to_end();
  QCoreApplication::processEvents();
  const QLabel* position = window.findChild<QLabel*>(QStringLiteral("position_label"));
  ASSERT_NE(position, nullptr);
  EXPECT_TRUE(has_chinese(position->text())) << position->text().toStdString();
  EXPECT_TRUE(position->isVisible());
  const int needed = position->fontMetrics().horizontalAdvance(position->text());
  EXPECT_GE(position->contentsRect().width(), needed) << position->text().toStdString();
  const QRect on_window(position->mapTo(&window, QPoint(0, 0)), position->size());
  EXPECT_TRUE(window.rect().contains(on_window)) << "the words end inside the window";
}

// File ▸ New names each number in words, not by frontier-cli's option (rows:, tiles:), and
// the rules line names a rule, not its option (outside), in either language.
TEST_F(LanguageSwitch, TheNewDialogAndTheRulesLineNameThingsInTheReadersWords) {
  const auto labels_of = [](const PuzzleAdapter& puzzle) {
    NewFileDialog dialog;
    dialog.set_puzzle(puzzle);
    QStringList labels;
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
      if (label->buddy() != nullptr && label->buddy()->objectName().startsWith(QStringLiteral("new_"))) labels << label->text();
    }
    return labels;
  };
  const QStringList lianliankan = labels_of(*find_puzzle("lianliankan"));
  EXPECT_TRUE(lianliankan.contains(QStringLiteral("Rows:")) && lianliankan.contains(QStringLiteral("Kinds of tile:")))
      << lianliankan.join(QLatin1Char(' ')).toStdString();
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  const QString rules = window.findChild<QLabel*>(QStringLiteral("rules_in_force"))->text();
  EXPECT_EQ(rules, QStringLiteral("Rules: Around the board off"));

  window.set_language(language::kChinese);
  for (const PuzzleAdapter* puzzle : puzzles()) {
    const QStringList labels = labels_of(*puzzle);
    EXPECT_FALSE(labels.isEmpty());
    for (const QString& label : labels) {
      EXPECT_TRUE(has_chinese(label) && !label.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))))
          << puzzle->id() << ": " << label.toStdString();
    }
  }
  const QString chinese_rules = window.findChild<QLabel*>(QStringLiteral("rules_in_force"))->text();
  EXPECT_TRUE(has_chinese(chinese_rules) && !chinese_rules.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))))
      << chinese_rules.toStdString();
}

}  // namespace
}  // namespace frontier::gui::testing
