// Work whose size is known only by doing it is bounded by a time, and refused with the
// reason when the time runs out: a slide's generated board that must meet requirements no
// board meets (400 full searches took up to 448 s), and an ask activity graded again with
// a search that takes hours. The bound is passed in, so the tests say "no time at all"
// and every machine gives the same refusal.

#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QProgressDialog>
#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>

#include "gui_test_support.hpp"
#include "lesson/student_board.hpp"
#include "model/recognition.hpp"
#include "model/search_deadline.hpp"
#include "results/class_results.hpp"
#include "results/regrade.hpp"
#include "results/results_keeper.hpp"
#include "window/lesson_controller.hpp"
#include "window/class_work.hpp"

namespace frontier::gui::testing {
namespace {

using namespace std::chrono_literals;

TEST(WorkBounds, ADeadlineOfNoTimeHasPassedAndALongOneHasNot) {
  const SearchDeadline none(0ms);
  EXPECT_TRUE(none.passed());
  EXPECT_TRUE(none.cancel()->load());
  const SearchDeadline later(60s);
  EXPECT_FALSE(later.passed());
  const SearchDeadline soon(30ms);
  EXPECT_TRUE(wait_until([&] { return soon.passed(); }, 5000));
}

// Requirements no board meets (a 30x30 board whose search expands a billion states) are
// refused with the time they were given and the last board's reason, not after 400
// searches; requirements a board meets still make it.
TEST(WorkBounds, AGeneratedBoardNoBoardMeetsIsRefusedWhenItsTimeIsUp) {
  const PuzzleAdapter& puzzle = *find_puzzle("lianliankan");
  GeneratedBoard generated;
  generated.seed = 7;
  generated.parameters = {{"rows", 30}, {"cols", 30}};
  generated.require.min_expansions = 1'000'000'000;
  const BoardPlace place{1, 1, {}, QStringLiteral("bfs-turns")};
  const StudentBoard refused = board_for_student(puzzle, generated, place, QStringLiteral("Ann Lee"), 0ms);
  EXPECT_EQ(refused.file, nullptr);
  EXPECT_LT(refused.attempts, kMaxBoardTries);
  EXPECT_TRUE(refused.refusal.contains(QStringLiteral("generated in 0 s meets the requirements"))) << refused.refusal.toStdString();

  generated.require.min_expansions = 1;
  const StudentBoard made = board_for_student(puzzle, generated, place, QStringLiteral("Ann Lee"));
  EXPECT_NE(made.file, nullptr) << made.refusal.toStdString();
}

// A search that does not finish in its time fails the requirements with that reason.
TEST(WorkBounds, ASearchStoppedByItsDeadlineFailsTheRequirementsAndSaysSo) {
  const PuzzleAdapter& puzzle = *find_puzzle("lianliankan");
  const std::shared_ptr<const PuzzleFile> file = puzzle.generate(11, {{"rows", 40}, {"cols", 40}, {"queries", 1}});
  const SearchDeadline none(0ms);
  const QString why = requirement_unmet(*file, {1, 1, {}, QStringLiteral("bfs-turns")}, {}, &none);
  EXPECT_EQ(why, QStringLiteral("bfs-turns does not finish its search within 0 s"));
  EXPECT_EQ(requirement_unmet(*file, {1, 1, {}, QStringLiteral("bfs-turns")}, {}), QString());
}

// An exercise slide's board too large to search by hand is refused by its size, before any
// search: with no time at all for the search, the reason is still the size.
TEST(WorkBounds, AnExerciseBoardTooLargeIsRefusedByItsSizeBeforeAnySearch) {
  const PuzzleAdapter& puzzle = *find_puzzle("lianliankan");
  const std::shared_ptr<const PuzzleFile> file = puzzle.generate(11, {{"rows", 300}, {"cols", 300}, {"queries", 1}});
  const SearchDeadline none(0ms);
  BoardRequirements by_hand;
  by_hand.exercise = true;
  const QString why = requirement_unmet(*file, {1, 1, {}, QStringLiteral("bfs-turns")}, by_hand, &none);
  EXPECT_FALSE(why.isEmpty());
  EXPECT_FALSE(why.contains(QStringLiteral("does not finish"))) << "the board was searched before its size was looked at: "
                                                                 << why.toStdString();
}

// A student's ask activity graded again: within its time, as before; with none, the class
// view says it cannot be graded and why, instead of searching for hours.
TEST(WorkBounds, AnAskActivityWhoseSearchTakesTooLongIsNotGradedAndSaysWhy) {
  QTemporaryDir folder;
  MainWindow window;
  ASSERT_NO_FATAL_FAILURE(ask_ann_lee_on_the_lianliankan_sample(window, folder.path()));
  ASSERT_TRUE(window.ask().reveal());
  window.class_work().keeper().end();
  const auto read = read_results_file(window.class_work().keeper().path());
  ASSERT_TRUE(std::holds_alternative<StudentResults>(read));
  const ResultActivity& asked = std::get<StudentResults>(read).activities.front();

  const Regrade graded = regrade(asked);
  EXPECT_TRUE(graded.problem.isEmpty()) << graded.problem.toStdString();
  EXPECT_EQ(graded.tried, 1);
  const Regrade bounded = regrade(asked, 0ms);
  EXPECT_EQ(bounded.problem, QStringLiteral("it cannot be graded: bfs-turns does not finish its search of this board within 0 s"));

  // The class view's reading counts the activities it grades for its progress dialog; its
  // Cancel leaves the activity ungraded, saying so.
  WorkProgress progress;
  const ClassResults results = read_class_results(folder.path(), {}, &progress);
  EXPECT_EQ(progress.total, 1);
  EXPECT_EQ(progress.done, 1);
  ASSERT_EQ(results.students.size(), 1u);
  std::atomic<bool> cancelled{true};
  EXPECT_EQ(regrade(asked, kRegradeTime, &cancelled).problem, QStringLiteral("it was not graded: the grading was cancelled"));
}

// A lesson whose generated slide takes its whole time (8 s) to be refused (1000x1000
// boards, none of whose searches expands a billion states), opened by a teacher: within a second a dialog says what is being done, counts the boards tried and
// offers Cancel; Cancel stops the search at once, the lesson is not opened and the window
// keeps what it had, and says so.
TEST(WorkBounds, ALongBoardSearchShowsItsProgressAndCancelStopsIt) {
  const QString lesson = write_temporary(QStringLiteral("unmeetable.frontier-lesson"), R"({
    "format": "frontier-lesson", "version": 1,
    "slides": [{"puzzle": "lianliankan", "algorithms": ["bfs-turns"],
                "generate": {"seed": 7, "parameters": {"rows": 1000, "cols": 1000, "queries": 1, "tiles": 1, "density": 0.3},
                             "require": {"min_expansions": 1000000000}}}]})");
  MainWindow window;
  const QString sample = samples_directory() + QStringLiteral("/mahjong/sample.in");
  ASSERT_TRUE(open_and_wait(window, sample));
  show_active(window);
  bool shown = false;
  Qt::WindowModality modality = Qt::NonModal;
  QString title;
  bool counted = false;
  bool refused_instead = false;
  QElapsedTimer clock;
  QTimer watch;
  QObject::connect(&watch, &QTimer::timeout, [&] {
    // Had Cancel not stopped it, the lesson would be refused in a message box: closed here,
    // so that the test fails instead of waiting.
    if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()); box != nullptr) {
      refused_instead = true;
      box->close();
      return;
    }
    auto* dialog = window.findChild<QProgressDialog*>(QStringLiteral("long_work"));
    if (dialog == nullptr || !dialog->isVisible()) return;
    shown = true;
    modality = dialog->windowModality();
    title = dialog->windowTitle();
    counted = counted || dialog->labelText().contains(QStringLiteral(" of 400 tried"));
    if (clock.elapsed() > 1500 && counted) QTest::keyClick(dialog, Qt::Key_Escape);
  });
  watch.start(50);
  clock.start();
  EXPECT_FALSE(window.lessons().open_lesson(lesson));
  const qint64 took = clock.elapsed();
  watch.stop();
  ASSERT_TRUE(shown) << "no dialog said what the window was doing";
  EXPECT_EQ(modality, Qt::WindowModal);
  EXPECT_EQ(title, QStringLiteral("Opening the Lesson")) << "a title bar shows a short title; the sentence is the dialog's";
  EXPECT_TRUE(counted) << "the boards tried were not counted";
  EXPECT_FALSE(refused_instead) << "Cancel did not stop the search: the slide was refused when its time ran out";
  EXPECT_LT(took, 7500) << "Cancel did not stop the search before its 8 s";
  EXPECT_EQ(window.lessons().lesson(), nullptr);
  EXPECT_EQ(window.session().path(), sample) << "the open file was lost";
  const QString said = window.findChild<QLabel*>(QStringLiteral("status"))->text();
  EXPECT_TRUE(said.contains(QStringLiteral("cancelled"))) << said.toStdString();
}

}  // namespace
}  // namespace frontier::gui::testing
