// The words that come from core (pseudo-code lines, algorithm summaries) in Chinese:
// every one of them has a translation, the list lupdate reads is core's own, and the
// window shows them translated once 简体中文 is chosen, and English again after.

#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QTranslator>
#include <QListWidget>
#include <algorithm>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>

#include "app/core_text.hpp"
#include "frontier/lianliankan/bfs_turns.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "app/language.hpp"
#include "gui_test_support.hpp"
#include "model/recognition.hpp"
#include "render/palette.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui::testing {
namespace {

QString text(std::string_view words) { return QString::fromUtf8(words.data(), static_cast<qsizetype>(words.size())); }

// Every test starts and ends in English, whatever it asserts on the way.
class CoreText : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(language::apply(language::kEnglish)); }
  void TearDown() override { language::apply(language::kEnglish); }
};

// What the user sees. A line several algorithms share and one of them left untranslated
// still shows Chinese here (the .qm file lets a lookup fall back to the same words of
// another algorithm); translation_file_test.cpp catches that one.
TEST_F(CoreText, EveryPseudocodeLineAndSummaryOfEveryAlgorithmHasAChineseTranslation) {
  ASSERT_TRUE(language::apply(language::kChinese));
  int lines = 0;
  QStringList missing;
  for (const PuzzleAdapter* puzzle : puzzles()) {
    for (const trace::AlgorithmInfo& algorithm : puzzle->algorithms()) {
      const QString where = text(puzzle->id()) + QLatin1Char('/') + text(algorithm.name);
      if (!has_chinese(core_text::summary(puzzle->id(), algorithm.name, algorithm.summary))) {
        missing << where + QStringLiteral(" summary: ") + text(algorithm.summary);
      }
      if (algorithm.lesson() && !has_chinese(core_text::summary(puzzle->id(), algorithm.name, algorithm.mistake))) {
        missing << where + QStringLiteral(" mistake: ") + text(algorithm.mistake);
      }
      for (const trace::Stage& stage : algorithm.stages) {
        if (!has_chinese(core_text::summary(puzzle->id(), algorithm.name, stage.name))) {
          missing << where + QStringLiteral(" stage: ") + text(stage.name);
        }
      }
      for (std::string_view line : algorithm.pseudocode) {
        ++lines;
        const QString shown = core_text::pseudocode_line(puzzle->id(), algorithm.name, line);
        if (!has_chinese(shown)) missing << where + QStringLiteral(": ") + text(line);
        // The nesting survives the translation.
        const auto indent = static_cast<qsizetype>(line.find_first_not_of(' '));
        EXPECT_EQ(shown.left(indent + 1).count(QLatin1Char(' ')), indent) << shown.toStdString();
      }
    }
  }
  EXPECT_GT(lines, 0);
  EXPECT_TRUE(missing.isEmpty()) << "no Chinese for these (run the update_translations target, which finds "
                                    "them in the source generated from core, and translate them in "
                                    "frontier_zh_CN.ts):\n"
                                 << missing.join(QLatin1Char('\n')).toStdString();
}

TEST_F(CoreText, InEnglishTheWordsAreCoresOwn) {
  for (const PuzzleAdapter* puzzle : puzzles()) {
    for (const trace::AlgorithmInfo& algorithm : puzzle->algorithms()) {
      EXPECT_EQ(core_text::summary(puzzle->id(), algorithm.name, algorithm.summary), text(algorithm.summary));
      for (std::string_view line : algorithm.pseudocode) {
        EXPECT_EQ(core_text::pseudocode_line(puzzle->id(), algorithm.name, line), text(line));
      }
    }
  }
}

// lupdate does not read core: it reads the source frontier-core-strings writes from core at
// build time. Every pseudo-code line and summary of every algorithm (and a lesson's
// mistake, and the names of a search's stages) must be listed there,
// under the key core_text looks it up by (the words without their nesting, in the context,
// disambiguated by puzzle/algorithm), and nothing else: a line missing would lose its
// translation at the next update, and one too many would be a message nobody sees.
TEST_F(CoreText, TheSourceGeneratedForLupdateListsExactlyCoresWords) {
  using Key = std::tuple<std::string, std::string>;  // (puzzle/algorithm, words)
  std::set<Key> core_lines;
  std::set<Key> core_summaries;
  for (const PuzzleAdapter* puzzle : puzzles()) {
    for (const trace::AlgorithmInfo& algorithm : puzzle->algorithms()) {
      const std::string where = core_text::disambiguation(puzzle->id(), algorithm.name).toStdString();
      core_summaries.emplace(where, algorithm.summary);
      if (algorithm.lesson()) core_summaries.emplace(where, algorithm.mistake);  // shown in its tooltip
      for (const trace::Stage& stage : algorithm.stages) core_summaries.emplace(where, stage.name);  // the Frontier panel's
      for (std::string_view line : algorithm.pseudocode) {
        core_lines.emplace(where, line.substr(std::min(line.find_first_not_of(' '), line.size())));
      }
    }
  }
  ASSERT_FALSE(core_lines.empty());
  const auto listed = [](const char* context) {
    std::set<Key> keys;
    for (const core_text::Entry& entry : core_text::listed(context)) keys.emplace(entry.disambiguation, entry.source);
    return keys;
  };
  // What differs, rather than two sets of a hundred lines each.
  const auto differences = [](const std::set<Key>& generated, const std::set<Key>& core) {
    std::string text;
    for (const auto& [where, words] : core) {
      if (!generated.contains({where, words})) text += "not generated: " + where + ": " + words + "\n";
    }
    for (const auto& [where, words] : generated) {
      if (!core.contains({where, words})) text += "not core's: " + where + ": " + words + "\n";
    }
    return text;
  };
  // The narration: each algorithm's sentences under its key, the shared ones and the units
  // under theirs.
  std::set<Key> core_narration;
  for (const PuzzleAdapter* puzzle : puzzles()) {
    for (const trace::AlgorithmInfo& algorithm : puzzle->algorithms()) {
      const std::string where = core_text::disambiguation(puzzle->id(), algorithm.name).toStdString();
      for (std::string_view sentence : algorithm.narration) core_narration.emplace(where, sentence);
      core_narration.emplace(trace::kUnitDisambiguation, algorithm.cost_unit);
    }
  }
  for (std::string_view sentence : trace::kGenericSentences) core_narration.emplace(trace::kGenericDisambiguation, sentence);
  EXPECT_EQ(differences(listed(core_text::kNarrationContext), core_narration), "");
  EXPECT_EQ(differences(listed(core_text::kPseudocodeContext), core_lines), "");
  EXPECT_EQ(differences(listed(core_text::kSummaryContext), core_summaries), "");
  EXPECT_TRUE(core_text::listed("NoSuchContext").empty());
}

// In English a sentence reads as core's own English (frontier-cli trace's "say"), the
// unit's plural English's, though no translation gives it.
TEST_F(CoreText, InEnglishASentenceIsCoresEnglish) {
  const trace::AlgorithmInfo& bfs_turns = lianliankan::Puzzle::algorithms()[1];
  ASSERT_EQ(bfs_turns.name, "bfs-turns");
  DecodedState heading;
  heading.add({{2, 4}, StateRole::heading, 2});
  const auto decode = [&](trace::StateId) { return heading; };
  const auto words = [](trace::StateId) { return QStringLiteral("(2, 4) heading down"); };
  for (const std::int64_t turns : {0, 1, 2}) {
    const trace::FineStep target{3, trace::FineKind::line, static_cast<int>(lianliankan::BfsTurnsLine::reach_target), 7, 0};
    const trace::Sentence sentence = trace::narrate(bfs_turns, target, {7, turns, std::nullopt}, decode);
    EXPECT_EQ(core_text::sentence("lianliankan", sentence, words), text(trace::english("lianliankan", sentence)));
  }
  const trace::FineStep expand{3, trace::FineKind::expand, 0, 7, 0};
  EXPECT_EQ(core_text::sentence("lianliankan", trace::narrate(bfs_turns, expand, {7, 1, 1}, decode), words),
            QStringLiteral("Expansion 3: (2, 4) heading down leaves the frontier, reached with 1 turn."));
  EXPECT_EQ(core_text::count("%n move(s)", 12), QStringLiteral("12 moves"));
}

// In Chinese a placeholder's words join the sentence as Chinese is written: no space
// between Chinese words ("中间线段加入边界", not "中间线段 加入边界"), a space kept beside
// words such as "(2, 4)".
TEST_F(CoreText, AChineseSentenceJoinsChineseWordsWithoutSpaces) {
  const trace::AlgorithmInfo& middle = lianliankan::Puzzle::algorithms()[0];
  DecodedState line;
  line.add({{1, 3}, StateRole::cell, 0});
  const auto decode = [&](trace::StateId) { return line; };
  const trace::FineStep discover{1, trace::FineKind::discover, 0, 7, 0};
  const trace::Sentence sentence = trace::narrate(middle, discover, {trace::kNoState, std::nullopt, 0}, decode);
  ASSERT_EQ(sentence.text, "{subject} joins the frontier with {subject_cost}.");
  // The Chinese words installed over the English for this test alone: switching the
  // language and back would leave the next suites' English plurals otherwise.
  QTranslator words;
  ASSERT_TRUE(words.load(QStringLiteral(":/i18n/frontier_zh_CN.qm")));
  QCoreApplication::installTranslator(&words);
  struct Removed {
    QTranslator& words;
    ~Removed() { QCoreApplication::removeTranslator(&words); }
  } removed{words};
  const QString chinese = core_text::sentence("lianliankan", sentence, [](trace::StateId) { return QStringLiteral("以第 3 列为中间线段"); });
  EXPECT_TRUE(chinese.startsWith(QStringLiteral("以第 3 列为中间线段加入边界，代价 "))) << chinese.toStdString();
  const QString cell = core_text::sentence("lianliankan", sentence, [](trace::StateId) { return QStringLiteral("(2, 4)"); });
  EXPECT_TRUE(cell.startsWith(QStringLiteral("(2, 4) 加入边界，代价 "))) << cell.toStdString();
}

// Every sentence of the narration and every unit in Chinese. It fails until the lead has
// filled frontier_zh_CN.ts from narration.zh.tsv (the helper that wrote the narration may
// not edit the .ts files); it then holds every later sentence to a translation.
TEST(ChineseTranslation, CoversEveryNarrationTemplate) {
  struct BackToEnglish {
    ~BackToEnglish() { language::apply(language::kEnglish); }
  } back;
  ASSERT_TRUE(language::apply(language::kChinese));
  QStringList missing;
  int sentences = 0;
  for (const core_text::Entry& entry : core_text::listed(core_text::kNarrationContext)) {
    ++sentences;
    const bool unit = std::string_view(entry.disambiguation) == trace::kUnitDisambiguation;
    const QString shown = unit ? core_text::count(entry.source, 2)
                               : QCoreApplication::translate(core_text::kNarrationContext, entry.source, entry.disambiguation);
    if (!has_chinese(shown)) {
      missing << QString::fromUtf8(entry.disambiguation) + QStringLiteral(": ") + QString::fromUtf8(entry.source);
      continue;
    }
    // A translation keeps every placeholder of its English.
    for (const std::string_view name : trace::placeholders(entry.source)) {
      const QString placeholder = QLatin1Char('{') + text(name) + QLatin1Char('}');
      EXPECT_TRUE(shown.contains(placeholder)) << entry.source << " -> " << shown.toStdString();
    }
  }
  EXPECT_GT(sentences, 150);
  EXPECT_TRUE(missing.isEmpty()) << missing.size() << " narration sentences and units have no Chinese (fill them "
                                 << "from narration.zh.tsv into frontier_zh_CN.ts):\n"
                                 << missing.join(QLatin1Char('\n')).toStdString();
}

const trace::AlgorithmInfo& algorithm_named(const MainWindow& window, const QString& name) {
  for (const trace::AlgorithmInfo& info : window.session().problem()->algorithms()) {
    if (text(info.name) == name) return info;
  }
  throw std::invalid_argument("no algorithm " + name.toStdString());
}

// What the panel should show for each line of `name`, in the current language.
QStringList expected_code(const MainWindow& window, const QString& name) {
  const std::string_view puzzle = window.session().problem()->puzzle().id();
  const trace::AlgorithmInfo& info = algorithm_named(window, name);
  QStringList lines;
  for (std::string_view line : info.pseudocode) {
    lines << QStringLiteral("%1  %2").arg(lines.size() + 1, 2).arg(core_text::pseudocode_line(puzzle, info.name, line));
  }
  return lines;
}

QStringList shown_code(const MainWindow& window) {
  QStringList lines;
  const QListWidget* list = window.panels().pseudocode->list();
  for (int i = 0; i < list->count(); ++i) lines << list->item(i)->text();
  return lines;
}

TEST_F(CoreText, ThePanelAndTheAlgorithmBoxSpeakChineseOnceItIsChosen) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("dijkstra")));
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().step_forward();
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting() && window.panels().pseudocode->line() > 0; }));
  const int lit = window.panels().pseudocode->line();
  const QStringList english = expected_code(window, QStringLiteral("dijkstra"));
  ASSERT_EQ(shown_code(window), english);

  window.set_language(language::kChinese);
  // The panel retranslates on the QEvent::LanguageChange that Qt posts.
  const QStringList chinese = expected_code(window, QStringLiteral("dijkstra"));
  ASSERT_NE(chinese, english);
  EXPECT_TRUE(wait_until([&] { return shown_code(window) == chinese; }, 5000));
  for (const QString& line : shown_code(window)) EXPECT_TRUE(has_chinese(line)) << line.toStdString();
  // Dijkstra's queue is a priority queue: its own translation, not SPFA's.
  EXPECT_TRUE(shown_code(window).value(3).contains(QStringLiteral("优先队列")));
  // The lit line stays lit through the change of words.
  EXPECT_EQ(window.panels().pseudocode->line(), lit);
  EXPECT_EQ(window.panels().pseudocode->list()->item(lit - 1)->background().color(), QColor::fromRgb(okabe_ito::kVermillion));
  const auto* box = window.findChild<QComboBox*>(QStringLiteral("algorithm"));
  ASSERT_NE(box, nullptr);
  ASSERT_GT(box->count(), 0);
  for (int i = 0; i < box->count(); ++i) {
    EXPECT_TRUE(has_chinese(box->itemData(i, Qt::ToolTipRole).toString())) << box->itemText(i).toStdString();
  }

  // Another algorithm's code comes in Chinese straight away, with its own words for the
  // line the two share.
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("spfa")));
  EXPECT_EQ(shown_code(window), expected_code(window, QStringLiteral("spfa")));
  EXPECT_TRUE(has_chinese(shown_code(window).value(3)));
  EXPECT_FALSE(shown_code(window).value(3).contains(QStringLiteral("优先队列")));

  window.set_language(language::kEnglish);
  const QStringList spfa = expected_code(window, QStringLiteral("spfa"));
  EXPECT_TRUE(wait_until([&] { return shown_code(window) == spfa; }, 5000));
  EXPECT_FALSE(has_chinese(shown_code(window).join(QString())));
  EXPECT_EQ(box->itemData(box->currentIndex(), Qt::ToolTipRole).toString(),
            text(algorithm_named(window, QStringLiteral("spfa")).summary));
}

}  // namespace
}  // namespace frontier::gui::testing
