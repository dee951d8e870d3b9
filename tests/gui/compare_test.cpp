// View ▸ Compare Searches (Ctrl+K) as a teacher uses it: the keys on the compare window,
// the lanes' boxes and buttons, zoom and pan on one board. What is checked is what the
// lanes then show against what each search shows alone in the main window, the clock's
// count against each lane's own trace, and the table's figures against frontier-cli
// compare (another program) and against the traces.

#include <gtest/gtest.h>

#include <QAccessible>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <QLabel>
#include <QSlider>

#include "app/language.hpp"
#include "compare/compare_clock.hpp"
#include "compare/compare_window.hpp"
#include "compare/lane_view.hpp"
#include "gui_test_support.hpp"
#include "model/recognition.hpp"
#include "search/clock.hpp"
#include "search/run.hpp"
#include "widgets/board_view.hpp"

namespace frontier::gui::testing {
namespace {

// testing::Test has a Run() of its own.
using Lane = frontier::gui::Run;

const QString kPitfall = QStringLiteral("/lianliankan/dfs_pitfall.in");
const QString kSolitaire = QStringLiteral("/solitaire/sample.in");

// Opens `sample`, chooses `algorithm` in the main window and presses Ctrl+K; waits for
// the lanes' searches and the table.
CompareWindow* open_comparison(MainWindow& window, const QString& sample, const QString& algorithm = {}) {
  EXPECT_TRUE(open_and_wait(window, samples_directory() + sample));
  if (!algorithm.isEmpty()) {
    EXPECT_TRUE(window.session().set_algorithm(algorithm));
  }
  show_active(window);
  QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
  CompareWindow* comparison = window.comparison().lanes();
  EXPECT_NE(comparison, nullptr);
  if (comparison == nullptr) return nullptr;
  EXPECT_TRUE(comparison->isVisible());
  EXPECT_TRUE(wait_until([&] { return !comparison->searching() && comparison->table_ready(); }));
  QApplication::setActiveWindow(comparison);
  return comparison;
}

// What `algorithm` shows alone in the main window at timeline position `position`.
Moment alone_at(MainWindow& window, const QString& algorithm, int position) {
  EXPECT_TRUE(window.session().set_algorithm(algorithm));
  EXPECT_TRUE(run_and_wait(window));
  window.session().playback().seek(position);
  return window.session().lane().complete_frame().moment;
}

QImage picture(const Problem& problem, const SearchResult* result, const QString& algorithm, const Moment& moment) {
  const std::shared_ptr<const SearchResult> shared(result, [](const SearchResult*) {});
  const std::unique_ptr<BoardPainter> painter = problem.painter(shared, algorithm.toStdString());
  return painter->render(Viewport{QRect(QPoint(0, 0), painter->grid()), 24}, moment, PaintStyle{});
}

TEST(Compare, CtrlKPutsALessonBesideTheJudgeSolverAndShowsItsYesBesideTheJudgesNo) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kPitfall, QStringLiteral("dfs-miscounted-turns"));
  ASSERT_NE(comparison, nullptr);
  ASSERT_EQ(comparison->lane_count(), 2);
  // The lesson beside the judge solver, then beside the search it gets wrong, chosen in
  // the first lane's box.
  EXPECT_EQ(comparison->lane(0).algorithm(), window.session().algorithm_names().front());
  EXPECT_EQ(comparison->lane(1).algorithm(), QStringLiteral("dfs-miscounted-turns"));
  QComboBox* box = comparison->lane_view(0)->algorithm_box();
  const int bfs_turns = box->findData(QStringLiteral("bfs-turns"));
  ASSERT_GE(bfs_turns, 0);
  box->setCurrentIndex(bfs_turns);
  emit box->activated(bfs_turns);
  ASSERT_EQ(comparison->lane(0).algorithm(), QStringLiteral("bfs-turns"));
  ASSERT_TRUE(wait_until([&] { return !comparison->searching(); }));
  QTest::keyClick(comparison, Qt::Key_End);
  // The shipped pitfall: no line of at most two turns joins the first query's tiles.
  EXPECT_EQ(comparison->lane(0).result()->answer, QStringLiteral("NO"));
  EXPECT_EQ(comparison->lane(1).result()->answer, QStringLiteral("YES"));
  const QString lesson = comparison->lane_view(1)->answer_text();
  EXPECT_TRUE(lesson.contains(QStringLiteral("<b>YES</b>"))) << lesson.toStdString();
  EXPECT_TRUE(lesson.contains(QStringLiteral("the judge's: <b>NO</b>"))) << lesson.toStdString();
  // The lesson walks fewer states before its wrong YES: it finishes first.
  EXPECT_LT(comparison->lane(1).timeline().steps(), comparison->lane(0).timeline().steps());
  EXPECT_TRUE(comparison->lane_view(1)->finish_text().contains(QStringLiteral("Finished first")));
  EXPECT_FALSE(comparison->lane_view(0)->finish_text().contains(QStringLiteral("first")));
  // The table marks the lesson's disagreement.
  const auto& rows = comparison->rows();
  const auto lesson_row = std::find_if(rows.begin(), rows.end(),
                                       [](const ComparisonRow& row) { return row.algorithm == QStringLiteral("dfs-miscounted-turns"); });
  ASSERT_NE(lesson_row, rows.end());
  EXPECT_FALSE(lesson_row->agrees);
  const int r = static_cast<int>(lesson_row - rows.begin());
  EXPECT_TRUE(comparison->table()->item(r, 2)->text().contains(QStringLiteral("differs"))) << comparison->table()->item(r, 2)->text().toStdString();
}

// Ctrl+K gives the keys to a named control, the first lane's board, not to the lanes'
// unnamed frame; and a screen reader tells the boards apart by their searches, not
// "Board" twice.
TEST(Compare, TheKeysGoToTheFirstBoardAndEachBoardIsNamedByItsSearch) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kPitfall, QStringLiteral("dfs-miscounted-turns"));
  ASSERT_NE(comparison, nullptr);
  ASSERT_EQ(comparison->lane_count(), 2);
  QWidget* focused = QApplication::focusWidget();
  ASSERT_NE(focused, nullptr);
  EXPECT_EQ(focused, comparison->lane_view(0)->board_view()) << focused->metaObject()->className();
  QStringList names;
  for (int i = 0; i < 2; ++i) {
    QAccessibleInterface* board = QAccessible::queryAccessibleInterface(comparison->lane_view(i)->board_view());
    ASSERT_NE(board, nullptr);
    names << board->text(QAccessible::Name);
    EXPECT_TRUE(names.back().contains(comparison->lane_view(i)->algorithm_box()->currentText())) << names.back().toStdString();
  }
  EXPECT_NE(names[0], names[1]);
  EXPECT_EQ(names[1], QStringLiteral("Board of %1").arg(comparison->lane_view(1)->algorithm_box()->currentText()));
}

// Each lane names its search's container as the lesson and the Frontier panel do (BFS over
// turns: a queue, layer by layer), and an estimate h only where the search has one, in
// English and in Chinese.
TEST(Compare, EachLaneNamesItsContainerAsTheLessonDoes) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kPitfall, QStringLiteral("bfs-turns"));
  ASSERT_NE(comparison, nullptr);
  QTest::keyClick(comparison, Qt::Key_Home);
  QTest::keyClick(comparison, Qt::Key_Right);
  QTest::keyClick(comparison, Qt::Key_Right);
  const auto container = [&](int lane) { return comparison->lane_view(lane)->findChild<QLabel*>(QStringLiteral("lane_container"))->text(); };
  int bfs = -1;
  for (int lane = 0; lane < comparison->lane_count(); ++lane) {
    if (comparison->lane_view(lane)->algorithm_box()->currentData().toString() == QStringLiteral("bfs-turns")) bfs = lane;
  }
  ASSERT_GE(bfs, 0) << "no lane runs bfs-turns";
  EXPECT_TRUE(container(bfs).startsWith(QStringLiteral("Queue, layer by layer"))) << container(bfs).toStdString();
  for (int lane = 0; lane < comparison->lane_count(); ++lane) {
    EXPECT_FALSE(container(lane).contains(QStringLiteral("estimate h"))) << container(lane).toStdString();
    EXPECT_FALSE(container(lane).contains(QStringLiteral("Priority"))) << container(lane).toStdString();
  }
  window.set_language(language::kChinese);
  QTest::keyClick(comparison, Qt::Key_Right);
  EXPECT_TRUE(container(bfs).startsWith(QStringLiteral("队列，一层一层"))) << container(bfs).toStdString();
  EXPECT_FALSE(container(bfs).contains(QStringLiteral("估计"))) << container(bfs).toStdString();
  window.set_language(language::kEnglish);
}

TEST(Compare, EachBeatOfTheExpansionClockMovesEveryLaneOneExpansionAndAFinishedLaneHoldsItsEnd) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kPitfall, QStringLiteral("dfs-miscounted-turns"));
  ASSERT_NE(comparison, nullptr);
  QTest::keyClick(comparison, Qt::Key_Home);
  const auto steps = [&](int lane) { return static_cast<int>(comparison->lane(lane).timeline().steps()); };
  const int longest = std::max(steps(0), steps(1));
  for (int beat = 1; beat <= longest; ++beat) {
    QTest::keyClick(comparison, Qt::Key_Right);
    for (int lane = 0; lane < 2; ++lane) {
      const PlaybackCounters counters = comparison->lane(lane).counters();
      EXPECT_EQ(static_cast<int>(counters.step), std::min(beat, steps(lane))) << "lane " << lane << " beat " << beat;
      // Finished exactly when its own search has no expansion left.
      EXPECT_EQ(counters.finished, beat >= steps(lane)) << "lane " << lane << " beat " << beat;
      EXPECT_EQ(comparison->lane_view(lane)->finish_text().isEmpty(), beat < steps(lane));
    }
  }
  EXPECT_EQ(comparison->timeline()->value(), static_cast<int>(comparison->clock().count()));
  QTest::keyClick(comparison, Qt::Key_Left);
  EXPECT_EQ(comparison->clock().count(), static_cast<std::uint64_t>(longest - 1));
}

TEST(Compare, EachBeatOfTheLayerClockEndsOneMoreLayerInEveryLane) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kSolitaire, QStringLiteral("bfs"));
  ASSERT_NE(comparison, nullptr);
  ASSERT_EQ(comparison->lane_count(), 2);  // the judge's bidirectional search beside plain BFS
  QComboBox* unit = comparison->findChild<QComboBox*>(QStringLiteral("clock_unit"));
  ASSERT_NE(unit, nullptr);
  QTest::keyClick(comparison, Qt::Key_Home);
  unit->setCurrentIndex(1);
  emit unit->activated(1);
  ASSERT_EQ(comparison->clock().unit(), CompareUnit::layer);
  for (int beat = 1; beat <= 6; ++beat) {
    QTest::keyClick(comparison, Qt::Key_Right);
    for (int lane = 0; lane < 2; ++lane) {
      const Lane& run = comparison->lane(lane);
      const trace::Trace& trace = run.result()->trace;
      const auto at = static_cast<trace::Step>(run.position());
      if (at >= trace.steps()) continue;
      // Read from the lane's own trace: the expansion it stands at is of the beat-th cost
      // level it has met, and the next one is of a larger cost.
      std::vector<std::int64_t> levels;
      for (trace::Step k = 1; k <= at; ++k) {
        const std::int64_t cost = trace.cost(trace.expanded_by(k));
        if (levels.empty() || cost > levels.back()) levels.push_back(cost);
      }
      EXPECT_EQ(static_cast<int>(levels.size()), beat) << "lane " << lane;
      EXPECT_GT(trace.cost(trace.expanded_by(at + 1)), levels.back()) << "lane " << lane << " beat " << beat;
    }
  }
  // At the end each lane says where it finished in the layer its counters show (layers
  // count from 0: "after 4 layers" read as one more than the "layer 3" beside it).
  QTest::keyClick(comparison, Qt::Key_End);
  for (int lane = 0; lane < 2; ++lane) {
    const LaneView* view = comparison->lane_view(lane);
    const QRegularExpression layer(QStringLiteral("layer (\\d+)"));
    const QRegularExpressionMatch counted = layer.match(view->counters_text());
    const QRegularExpressionMatch finished = layer.match(view->finish_text());
    ASSERT_TRUE(counted.hasMatch() && finished.hasMatch()) << view->counters_text().toStdString() << " | "
                                                           << view->finish_text().toStdString();
    EXPECT_EQ(finished.captured(1), counted.captured(1)) << view->finish_text().toStdString();
  }
  EXPECT_TRUE(comparison->position_text().startsWith(QStringLiteral("beat "))) << comparison->position_text().toStdString();
}

TEST(Compare, EachLanesPictureIsItsSearchAloneAtThatMoment) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kSolitaire, QStringLiteral("bfs"));
  ASSERT_NE(comparison, nullptr);
  for (int beat = 0; beat < 40; ++beat) QTest::keyClick(comparison, Qt::Key_Right);
  // The comparison stands in the board's place: the window searches alone once it is
  // closed, and the lanes keep their searches and places.
  window.comparison().close();
  ASSERT_EQ(window.mode(), WindowMode::viewing);
  for (int lane = 0; lane < comparison->lane_count(); ++lane) {
    const Lane& run = comparison->lane(lane);
    const Moment compared = run.complete_frame().moment;
    const QImage in_lane = picture(*run.problem(), run.result(), run.algorithm(), compared);
    const Moment alone = alone_at(window, run.algorithm(), run.position());
    const QImage by_itself = picture(*window.session().lane().problem(), window.session().lane().result(), run.algorithm(), alone);
    EXPECT_EQ(compared.step, alone.step);
    EXPECT_EQ(in_lane, by_itself) << run.algorithm().toStdString();
  }
  // The lane's board is what the lane's painter draws of that moment.
  comparison->repaint();
  EXPECT_FALSE(comparison->lane_view(0)->board_view()->last_image().isNull());
}

TEST(Compare, TheTablesFiguresAreTheTracesAndFrontierClisCompare) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kSolitaire);
  ASSERT_NE(comparison, nullptr);
  QProcess cli;
  cli.start(QStringLiteral(FRONTIER_CLI), {QStringLiteral("compare"), QStringLiteral("solitaire"),
                                           samples_directory() + kSolitaire, QStringLiteral("--json")});
  ASSERT_TRUE(cli.waitForFinished(60000));
  const QJsonArray expected = QJsonDocument::fromJson(cli.readAllStandardOutput()).object()[QStringLiteral("algorithms")].toArray();
  const auto& rows = comparison->rows();
  window.comparison().close();  // the window searches alone in the board's place
  ASSERT_EQ(rows.size(), static_cast<std::size_t>(expected.size()));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const QJsonObject cli_row = expected[static_cast<int>(i)].toObject();
    const ComparisonRow& row = rows[i];
    EXPECT_EQ(row.algorithm, cli_row[QStringLiteral("name")].toString());
    EXPECT_EQ(row.answer, cli_row[QStringLiteral("answer")].toString());
    EXPECT_EQ(row.agrees, cli_row[QStringLiteral("agrees")].toBool());
    EXPECT_EQ(row.expansions, cli_row[QStringLiteral("expansions")].toInteger());
    EXPECT_EQ(row.discovered, cli_row[QStringLiteral("discovered")].toInteger());
    EXPECT_EQ(row.largest_frontier, cli_row[QStringLiteral("largest_frontier")].toInteger());
    EXPECT_EQ(row.moves, cli_row[QStringLiteral("witness_moves")].toInt());
    // And the row as drawn is the trace of that search run alone.
    ASSERT_TRUE(window.session().set_algorithm(row.algorithm));
    ASSERT_TRUE(run_and_wait(window));
    const trace::Trace& trace = window.session().lane().result()->trace;
    const int r = static_cast<int>(i);
    EXPECT_EQ(comparison->table()->item(r, 4)->text(), QLocale().toString(static_cast<qulonglong>(trace.steps())));
    EXPECT_EQ(comparison->table()->item(r, 5)->text(),
              QLocale().toString(static_cast<qulonglong>(trace.counters(trace.steps()).largest_frontier)));
    EXPECT_EQ(comparison->table()->item(r, 1)->text(), window.session().lane().result()->answer);
  }
}

// The cost column counts what the answer beside it counts: Mahjong's judge answers in
// segments, so a line of 4 segments costs "4 segments" (it read "3 turns" beside a 4);
// Lianliankan's line is counted in turns.
TEST(Compare, TheCostOfALineIsInTheUnitOfItsAnswer) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, QStringLiteral("/mahjong/sample.in"));
  ASSERT_NE(comparison, nullptr);
  int checked = 0;
  for (std::size_t i = 0; i < comparison->rows().size(); ++i) {
    const ComparisonRow& row = comparison->rows()[i];
    if (!row.counted || row.lesson || row.answer.toInt() <= 0) continue;
    EXPECT_EQ(comparison->table()->item(static_cast<int>(i), 6)->text(), QStringLiteral("%1 segments").arg(row.answer))
        << row.algorithm.toStdString();
    ++checked;
  }
  EXPECT_GT(checked, 0);
  ComparisonRow line;
  line.corners = 4;  // two ends and two corners between them
  line.cost_unit = "%n turn(s)";
  EXPECT_EQ(witness_cost(line), QStringLiteral("2 turns"));
  line.cost_unit = "%n segment(s)";
  EXPECT_EQ(witness_cost(line), QStringLiteral("3 segments"));
}

// Solitaire's sample: the judge's bidirectional BFS expands 746 configurations, BFS 26228,
// and the table's times say the same: the memory both keep between runs, which the first
// search on the worker thread allocates (2 x 635376 marks), is not counted in either.
TEST(Compare, TheTablesTimeOfBidirectionalBfsIsBelowBfsOnTheSolitaireSample) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kSolitaire);
  ASSERT_NE(comparison, nullptr);
  const auto& rows = comparison->rows();
  const auto row_of = [&](const QString& name) {
    return std::find_if(rows.begin(), rows.end(), [&](const ComparisonRow& row) { return row.algorithm == name; });
  };
  const auto bidirectional = row_of(QStringLiteral("bidirectional-bfs"));
  const auto bfs = row_of(QStringLiteral("bfs"));
  ASSERT_NE(bidirectional, rows.end());
  ASSERT_NE(bfs, rows.end());
  // The case the ordering rests on: far less work.
  ASSERT_TRUE(bidirectional->counted && bfs->counted);
  ASSERT_LT(bidirectional->expansions * 10, bfs->expansions);
  EXPECT_GT(bidirectional->milliseconds, 0.0);
  EXPECT_LT(bidirectional->milliseconds, bfs->milliseconds);
  // As drawn, and the column says how it is taken.
  const int r = static_cast<int>(bidirectional - rows.begin());
  QTableWidgetItem* time = comparison->table()->item(r, 7);
  ASSERT_NE(time, nullptr);
  EXPECT_EQ(time->text(), QLocale().toString(bidirectional->milliseconds, 'f', 3));
  const QString how = comparison->table()->horizontalHeaderItem(7)->toolTip();
  EXPECT_TRUE(how.contains(QStringLiteral("median"))) << how.toStdString();
  EXPECT_TRUE(how.contains(QStringLiteral("not counted"))) << how.toStdString();
  EXPECT_EQ(time->toolTip(), how);
}

// A search that refuses the board (Huarongdao's bfs past its 2^26 positions, on 100 x 100)
// is a row that says so with the reason; the worker threw it on and the program aborted.
TEST(Compare, ASearchThatRefusesTheBoardIsARowWithItsReason) {
  const PuzzleAdapter* huarongdao = find_puzzle("huarongdao");
  ASSERT_NE(huarongdao, nullptr);
  const std::shared_ptr<const PuzzleFile> file = huarongdao->generate(7, {{"rows", 100}, {"cols", 100}, {"queries", 1}});
  const std::shared_ptr<const Problem> problem = file->problem(0, 0);
  const std::vector<ComparisonRow> rows = compare_all(*problem, nullptr);
  ASSERT_EQ(rows.size(), huarongdao->algorithms().size());
  int refused = 0;
  for (const ComparisonRow& row : rows) {
    if (row.algorithm == QStringLiteral("bfs")) {
      EXPECT_TRUE(row.refused);
      EXPECT_FALSE(row.agrees);
      EXPECT_TRUE(row.error.contains(QStringLiteral("would search"))) << row.error.toStdString();
      ++refused;
    } else {
      EXPECT_FALSE(row.refused) << row.algorithm.toStdString();
      EXPECT_TRUE(row.agrees) << row.algorithm.toStdString();
      EXPECT_EQ(row.answer, rows.front().answer);
    }
  }
  EXPECT_EQ(refused, 1);
}

TEST(Compare, ZoomAndPanOfOneBoardMoveEveryBoard) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kPitfall);
  ASSERT_NE(comparison, nullptr);
  comparison->resize(1280, 860);
  QApplication::processEvents();
  BoardView* first = comparison->lane_view(0)->board_view();
  BoardView* second = comparison->lane_view(1)->board_view();
  QTest::keyClick(comparison, Qt::Key_Plus, Qt::ControlModifier);
  QTest::keyClick(comparison, Qt::Key_Plus, Qt::ControlModifier);
  EXPECT_FALSE(first->fitted());
  EXPECT_EQ(first->zoom(), second->zoom());
  const QPointF before = first->place().origin;
  // A drag on the second board pans the first.
  const QPoint middle = second->rect().center();
  QTest::mousePress(second, Qt::LeftButton, {}, middle);
  QTest::mouseMove(second, middle + QPoint(-60, -40));
  QTest::mouseRelease(second, Qt::LeftButton, {}, middle + QPoint(-60, -40));
  EXPECT_NE(first->place().origin, before);
  EXPECT_EQ(first->place().origin, second->place().origin);
  QTest::keyClick(comparison, Qt::Key_0, Qt::ControlModifier);
  EXPECT_TRUE(first->fitted());
  EXPECT_TRUE(second->fitted());
}

TEST(Compare, LanesAreAddedChangedAndRemovedUpToFourAndDownToTwo) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kSolitaire);
  ASSERT_NE(comparison, nullptr);
  EXPECT_FALSE(comparison->lane_view(0)->remove_button()->isEnabled());
  // The search no lane runs yet.
  const QStringList names = window.session().algorithm_names();
  ASSERT_EQ(names.size(), 3);
  QString third;
  for (const QString& name : names) {
    if (name != comparison->lane(0).algorithm() && name != comparison->lane(1).algorithm()) third = name;
  }
  QTest::keyClick(comparison, Qt::Key_L, Qt::ControlModifier);
  ASSERT_EQ(comparison->lane_count(), 3);
  EXPECT_EQ(comparison->lane(2).algorithm(), third);
  EXPECT_TRUE(wait_until([&] { return !comparison->searching(); }));
  EXPECT_EQ(comparison->lane(2).result()->answer, comparison->lane(0).result()->answer);
  // Its box runs another search in the lane.
  QComboBox* box = comparison->lane_view(2)->algorithm_box();
  const int judge = box->findData(names.front());
  ASSERT_GE(judge, 0);
  box->setCurrentIndex(judge);
  emit box->activated(judge);
  EXPECT_EQ(comparison->lane(2).algorithm(), names.front());
  EXPECT_TRUE(wait_until([&] { return !comparison->searching() && comparison->lane(2).result() != nullptr; }));
  QTest::keyClick(comparison, Qt::Key_L, Qt::ControlModifier);
  ASSERT_EQ(comparison->lane_count(), 4);
  EXPECT_FALSE(comparison->action(QStringLiteral("add_lane"))->isEnabled());
  EXPECT_FALSE(comparison->add_lane(names.front()));
  EXPECT_EQ(comparison->lane_count(), 4);
  EXPECT_TRUE(comparison->status().contains(QStringLiteral("at most 4"))) << comparison->status().toStdString();
  QTest::mouseClick(comparison->lane_view(3)->remove_button(), Qt::LeftButton);
  QApplication::processEvents();
  EXPECT_EQ(comparison->lane_count(), 3);
}

TEST(Compare, ALaneBeyondTheMemoryTheLanesMayUseIsRefusedWithTheReason) {
  MainWindow window;
  CompareWindow* comparison = open_comparison(window, kSolitaire);
  ASSERT_NE(comparison, nullptr);
  // Room for the two lanes there are, not for a third.
  comparison->set_memory_budget(comparison->lane_bytes(comparison->lane(0).algorithm()) +
                                comparison->lane_bytes(comparison->lane(1).algorithm()));
  QTest::keyClick(comparison, Qt::Key_L, Qt::ControlModifier);
  EXPECT_EQ(comparison->lane_count(), 2);
  const QString why = comparison->status();
  EXPECT_TRUE(why.startsWith(QStringLiteral("Refused: a lane of "))) << why.toStdString();
  EXPECT_TRUE(why.contains(QStringLiteral(" would need about "))) << why.toStdString();
  EXPECT_TRUE(why.contains(QStringLiteral("MiB"))) << why.toStdString();
}

// The comparison's speed control says its speed in beats, as its clock steps the lanes.
TEST(Compare, ItsSpeedControlSaysItsSpeedInBeatsASecond) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/solitaire/sample.in")));
  show_active(window);
  QTest::keyClick(&window, Qt::Key_K, Qt::ControlModifier);
  CompareWindow* comparison = window.comparison().lanes();
  ASSERT_NE(comparison, nullptr);
  ASSERT_TRUE(wait_until([&] { return !comparison->searching() && comparison->table_ready(); }));
  QApplication::setActiveWindow(comparison);
  QLabel* words = comparison->findChild<QLabel*>(QStringLiteral("speed_words"));
  QSlider* slider = comparison->findChild<QSlider*>(QStringLiteral("speed"));
  ASSERT_NE(words, nullptr);
  ASSERT_NE(slider, nullptr);
  Clock& clock = comparison->clock().clock();
  clock.set_speed_level(3);
  EXPECT_EQ(slider->value(), 3);
  EXPECT_EQ(words->text(), QStringLiteral("8 beats a second"));
  QTest::keyClick(comparison, Qt::Key_Plus);
  EXPECT_EQ(clock.speed_level(), 4);
  EXPECT_EQ(slider->value(), 4);
  EXPECT_EQ(words->text(), QStringLiteral("16 beats a second"));
  slider->setValue(0);
  EXPECT_EQ(clock.speed_level(), 0);
}

}  // namespace
}  // namespace frontier::gui::testing
