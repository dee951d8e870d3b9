// Work whose size is known only by doing it is bounded by a time, and refused with the
// reason when the time runs out: a slide's generated board that must meet requirements no
// board meets (400 full searches took up to 448 s), and an ask activity graded again with
// a search that takes hours. The bound is passed in, so the tests say "no time at all"
// and every machine gives the same refusal.

#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <QTest>

#include "gui_test_support.hpp"
#include "lesson/student_board.hpp"
#include "model/recognition.hpp"
#include "model/search_deadline.hpp"
#include "results/regrade.hpp"
#include "results/results_keeper.hpp"
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
}

}  // namespace
}  // namespace frontier::gui::testing
