// What the window says about a search must be true to the algorithm and the board: the
// reason a pair is refused, the line lit, the legend and counters of the algorithm shown,
// the status bar of the query shown, and why a search could not run.

#include <gtest/gtest.h>

#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QScrollBar>
#include <QStatusBar>
#include <QTest>

#include "app/launch.hpp"
#include "gui_test_support.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui::testing {
namespace {

QString sample(const char* relative) { return samples_directory() + QLatin1Char('/') + QLatin1String(relative); }

// Runs `algorithm` on the query, goes to the end and waits for its lit line.
void run_to_end(MainWindow& window, const QString& algorithm, int case_index, int query_index) {
  ASSERT_TRUE(window.session().set_algorithm(algorithm));
  window.session().choose(case_index, query_index);
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().to_end();
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting() && window.panels().pseudocode->line() != 0; }, 5000));
}

// The status bar's own label (the permanent one, not a hover message).
QString status_text(MainWindow& window) {
  QString text;
  for (const QLabel* label : window.statusBar()->findChildren<QLabel*>()) text += label->text();
  return text;
}

// Every word the Counters panel shows now: its visible captions and values.
QStringList shown_counter_words(const MainWindow& window) {
  QStringList words;
  for (const QLabel* label : window.panels().counters->findChildren<QLabel*>()) {
    if (label->isVisibleTo(window.panels().counters)) words << label->text();
  }
  return words;
}

QString legend_text(MainWindow& window) {
  QStringList legend;
  for (int i = 0; i < window.panels().legend->count(); ++i) legend << window.panels().legend->item(i)->text();
  return legend.join(QLatin1Char('|'));
}

// hdu1175_sample, case 1: query 3 pairs tile 1 with tile 2, query 4 two blanks. Each
// search answers NO on line 1, without expanding anything, and says why.
TEST(Words, ARefusedLianliankanPairIsAnsweredOnTheFirstLineWithItsReason) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  const std::pair<int, QString> queries[] = {{2, QStringLiteral("the two tiles differ")},
                                             {3, QStringLiteral("a clicked cell is blank")}};
  for (const QString& algorithm : {QStringLiteral("middle-segment"), QStringLiteral("bfs-turns"), QStringLiteral("dfs")}) {
    for (const auto& [query, reason] : queries) {
      run_to_end(window, algorithm, 0, query);
      EXPECT_EQ(window.panels().pseudocode->line(), 1) << algorithm.toStdString() << " query " << query + 1;
      EXPECT_EQ(window.panels().counters->value(QStringLiteral("answer")), QStringLiteral("NO"));
      EXPECT_EQ(window.panels().counters->value(QStringLiteral("witness")), reason) << algorithm.toStdString();
      EXPECT_TRUE(window.answer_banner().contains(reason)) << window.answer_banner().toStdString();
    }
  }
}

// Mahjong's first line is its one refusal without a search (the same card twice); the
// reader refuses every other bad pair, so no search meets one.
TEST(Words, MahjongsSameEndsAreAnsweredOnTheFirstLine) {
  MainWindow window;
  const QString path = write_temporary(QStringLiteral("same_ends.in"), "3 2\nX X\nXXX\n1 1 1 1\n0 0 0 0\n");
  ASSERT_TRUE(open_and_wait(window, path));
  for (const QString& algorithm : window.session().algorithm_names()) {
    run_to_end(window, algorithm, 0, 0);
    EXPECT_EQ(window.panels().pseudocode->line(), 1) << algorithm.toStdString();
    EXPECT_EQ(window.panels().counters->value(QStringLiteral("witness")), QStringLiteral("the two ends are the same card"));
  }
}

TEST(Words, ANewCodeIsShownFromItsFirstLine) {
  MainWindow window;
  window.resize(900, 500);
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  QListWidget* list = window.panels().pseudocode->list();
  list->setFixedHeight(list->sizeHintForRow(0) * 3 + 2 * list->frameWidth());
  run_to_end(window, QStringLiteral("bfs-turns"), 0, 0);  // YES on line 6
  ASSERT_GT(window.panels().pseudocode->line(), 3);
  ASSERT_GT(list->verticalScrollBar()->value(), 0) << "the panel is too tall to scroll";
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("dfs")));
  window.session().choose(0, 1);
  EXPECT_EQ(list->verticalScrollBar()->value(), 0);
  EXPECT_EQ(list->indexAt(QPoint(2, 2)).row(), 0);
}

TEST(Words, TheStatusBarForgetsTheSearchOfAnotherQuery) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  run_to_end(window, QStringLiteral("bfs-turns"), 0, 0);
  ASSERT_TRUE(status_text(window).contains(QStringLiteral("Search finished"))) << status_text(window).toStdString();
  window.session().choose(0, 1);
  EXPECT_FALSE(status_text(window).contains(QStringLiteral("Search finished"))) << status_text(window).toStdString();
}

// bfs-turns checks the pair before its first layer: that check is the first fine step of
// every run, reached by stepping from the start.
TEST(Words, BfsTurnsLightsThePairCheckFirst) {
  MainWindow window;
  show_active(window);
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  for (const int query : {0, 1}) {
    ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
    window.session().choose(0, query);
    ASSERT_TRUE(run_and_wait(window));
    QTest::keyClick(&window, Qt::Key_End);
    QTest::keyClick(&window, Qt::Key_Home);
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting() && window.panels().pseudocode->line() != 0; }, 5000));
    EXPECT_EQ(window.panels().pseudocode->line(), 1) << "query " << query + 1;
    EXPECT_TRUE(window.session().playback().moment().before_start);
  }
}

// middle-segment tries whole lines: its legend and counters speak of candidate lines,
// not of a breadth-first search's layers and frontier, and under the inside-only rule no
// ring line is among them.
TEST(Words, MiddleSegmentHasItsOwnLegendAndCounters) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("lianliankan/hdu1175_sample.in")));
  run_to_end(window, QStringLiteral("middle-segment"), 0, 1);
  const QString all = legend_text(window);
  EXPECT_TRUE(all.contains(QStringLiteral("dashed"))) << all.toStdString();
  EXPECT_TRUE(all.contains(QStringLiteral("shaded"))) << all.toStdString();
  EXPECT_FALSE(all.contains(QStringLiteral("frontier"))) << all.toStdString();
  EXPECT_FALSE(all.contains(QStringLiteral("turns"))) << all.toStdString();
  QStringList captions = shown_counter_words(window);
  EXPECT_FALSE(captions.contains(QStringLiteral("Layer")));
  EXPECT_FALSE(captions.contains(QStringLiteral("Frontier")));
  EXPECT_TRUE(captions.contains(QStringLiteral("Candidate lines tried")));
  // bfs-turns keeps the search's own words.
  run_to_end(window, QStringLiteral("bfs-turns"), 0, 1);
  captions = shown_counter_words(window);
  EXPECT_TRUE(captions.contains(QStringLiteral("Layer")));
  EXPECT_TRUE(captions.contains(QStringLiteral("Frontier")));
}

// Huarongdao's bfs draws whole positions, no wedges; Mahjong's start is labelled 0, so
// the legend's nearest shade is not "1 segment".
TEST(Words, TheLegendNamesOnlyWhatIsDrawn) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs")));
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_FALSE(legend_text(window).contains(QStringLiteral("wedge"))) << legend_text(window).toStdString();
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("spfa")));
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_TRUE(legend_text(window).contains(QStringLiteral("wedge"))) << legend_text(window).toStdString();
  ASSERT_TRUE(open_and_wait(window, sample("mahjong/sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("line-bfs")));
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_FALSE(legend_text(window).contains(QStringLiteral("1 segment"))) << legend_text(window).toStdString();
  EXPECT_TRUE(legend_text(window).contains(QStringLiteral("the start: 0"))) << legend_text(window).toStdString();
}

// The timeline's label and the Counters' Step count the same steps, from the start to
// the end of the replayed moves.
TEST(Words, TheTimelineAndTheStepCounterCountTheSameSteps) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("solitaire/sample.in")));
  ASSERT_TRUE(run_and_wait(window));
  auto* position = window.findChild<QLabel*>(QStringLiteral("position_label"));
  ASSERT_NE(position, nullptr);
  Playback& playback = window.session().playback();
  const int steps = static_cast<int>(playback.result()->trace.steps());
  ASSERT_GT(playback.length(), steps) << "the sample's answer replays moves";
  for (const int at : {0, steps / 2, steps, playback.length()}) {
    playback.seek(at);
    ASSERT_TRUE(wait_until([&] { return !playback.waiting(); }, 5000));
    const QString step = window.panels().counters->value(QStringLiteral("step"));
    const QStringList counted = step.split(QStringLiteral(" of "));
    ASSERT_EQ(counted.size(), 2) << step.toStdString();
    EXPECT_TRUE(position->text().startsWith(counted[0] + QStringLiteral(" / ") + counted[1]))
        << position->text().toStdString() << " beside Step " << step.toStdString();
  }
  EXPECT_TRUE(position->text().contains(QStringLiteral("move"))) << position->text().toStdString();
}

// Huarongdao's bfs beyond its limit: the headless run says which limit, in core's words.
TEST(Words, ASearchThatCannotRunSaysWhy) {
  MainWindow window;
  LaunchOptions options;
  // 70 x 70 movable cells: bfs would record 70^4 positions, past the trace's limit.
  QByteArray board = "70 70 1\n";
  for (int row = 0; row < 70; ++row) board += QByteArray("1 ").repeated(69) + "1\n";
  board += "1 1 1 2 70 70\n";
  options.file = write_temporary(QStringLiteral("beyond_limit.in"), board);
  options.algorithm = QStringLiteral("bfs");
  options.step = QStringLiteral("end");
  options.screenshot = write_temporary(QStringLiteral("limit.png"), {});
  Launcher launcher(window, options);
  int status = -1;
  QObject::connect(&launcher, &Launcher::finished, [&](int s) { status = s; });
  launcher.start();
  ASSERT_TRUE(wait_until([&] { return status >= 0; }, 60000));
  EXPECT_EQ(status, 1);
  EXPECT_TRUE(window.session().search_error().contains(QStringLiteral("16777216"))) << window.session().search_error().toStdString();
  EXPECT_TRUE(status_text(window).contains(window.session().search_error()));
}

}  // namespace
}  // namespace frontier::gui::testing

namespace frontier::gui::testing {
namespace {

// Mahjong's 0-1 BFS counts (cell, heading) states by cost: its counters say so, and show
// no layer, which the cells' segment numbers would contradict (a U-turn's heading costs 2).
TEST(Words, ZeroOneBfsCountsStatesNotCells) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/mahjong/sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("zero-one-bfs")));
  ASSERT_TRUE(run_and_wait(window));
  window.session().playback().seek(16);
  QStringList captions = shown_counter_words(window);
  EXPECT_FALSE(captions.contains(QStringLiteral("Layer"))) << captions.join(QStringLiteral(" | ")).toStdString();
  EXPECT_TRUE(captions.contains(QStringLiteral("Waiting (cell, heading) states")));
  EXPECT_EQ(window.panels().counters->value(QStringLiteral("frontier")), QStringLiteral("3"));
  // line-bfs's states are cells: its layer is the cells' segment count, and stays.
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("line-bfs")));
  ASSERT_TRUE(run_and_wait(window));
  captions = shown_counter_words(window);
  EXPECT_TRUE(captions.contains(QStringLiteral("Layer")));
}

// Huarongdao on the file at NOIP's limits (30 × 30, 500 queries), query 1: a Layer counter
// that reads more than the answer, at the end of the search, said nothing of what it
// counts. Dijkstra's counter is the moves settled, and ends on the answer; the judge's
// solver's is the moves of the state it took, searching back from the target.
TEST(Words, HuarongdaosCountersSayWhatTheCostShownIsAndDijkstrasEndsOnTheAnswer) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("huarongdao/judge_limit.in")));
  // To the end of the search; a board this large takes its time.
  const auto run_to_end = [&window](const QString& algorithm, int case_index, int query_index) {
    ASSERT_TRUE(window.session().set_algorithm(algorithm));
    window.session().choose(case_index, query_index);
    ASSERT_TRUE(run_and_wait(window));
    window.session().playback().to_end();
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }, 60000));
  };
  run_to_end(QStringLiteral("dijkstra"), 0, 0);
  QStringList words = shown_counter_words(window);
  EXPECT_FALSE(words.contains(QStringLiteral("Layer"))) << words.join(QStringLiteral(" | ")).toStdString();
  EXPECT_TRUE(words.contains(QStringLiteral("Moves settled"))) << words.join(QStringLiteral(" | ")).toStdString();
  const QString answer = window.panels().counters->value(QStringLiteral("answer"));
  ASSERT_FALSE(answer.isEmpty());
  EXPECT_EQ(window.panels().counters->value(QStringLiteral("layer")), QLocale().toString(answer.toLongLong())) << answer.toStdString();
  run_to_end(QStringLiteral("dijkstra-from-target"), 0, 0);
  EXPECT_EQ(window.panels().counters->value(QStringLiteral("answer")), answer);
  words = shown_counter_words(window);
  EXPECT_FALSE(words.contains(QStringLiteral("Layer"))) << words.join(QStringLiteral(" | ")).toStdString();
  EXPECT_TRUE(words.contains(QStringLiteral("Moves from the target")))
      << words.join(QStringLiteral(" | ")).toStdString();
  // bfs goes layer by layer: its layer is a layer.
  run_to_end(QStringLiteral("bfs"), 0, 0);
  EXPECT_TRUE(shown_counter_words(window).contains(QStringLiteral("Layer")));
  EXPECT_EQ(window.panels().counters->value(QStringLiteral("layer")), QLocale().toString(answer.toLongLong()));
}

}  // namespace
}  // namespace frontier::gui::testing

namespace frontier::gui::testing {
namespace {

// The legend is the chosen algorithm's before it runs too: choosing middle-segment explains
// candidate lines at once, and Huarongdao's bfs never promises wedges.
TEST(Words, TheLegendFollowsTheChosenAlgorithmBeforeItRuns) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("middle-segment")));
  ASSERT_EQ(window.session().playback().result(), nullptr);
  EXPECT_TRUE(legend_text(window).contains(QStringLiteral("dashed"))) << legend_text(window).toStdString();
  EXPECT_FALSE(legend_text(window).contains(QStringLiteral("frontier")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  EXPECT_TRUE(legend_text(window).contains(QStringLiteral("frontier")));
  EXPECT_FALSE(legend_text(window).contains(QStringLiteral("dashed: the three segments")));

  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs")));
  EXPECT_FALSE(legend_text(window).contains(QStringLiteral("wedge"))) << legend_text(window).toStdString();
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("dijkstra")));
  EXPECT_TRUE(legend_text(window).contains(QStringLiteral("wedge")));
}

}  // namespace
}  // namespace frontier::gui::testing
