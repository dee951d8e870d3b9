// Exercise mode (Search ▸ Exercise, Ctrl+Shift+X) done as a student does it: clicks on the
// board's cells, a button for the state meant when a cell holds several, the keys (H shows
// the answer, Ctrl+Z takes a step back, Esc leaves), and what the panel then says: the
// exact verdict with its reason, the grade counting every step tried, and the marks drawn.

#include <gtest/gtest.h>

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QLocale>
#include <QToolButton>

#include "exercise/exercise_controller.hpp"
#include "exercise/exercise_painter.hpp"
#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "window/panels.hpp"

namespace frontier::gui::testing {
namespace {

QString sample(const char* name) { return samples_directory() + QLatin1Char('/') + QString::fromLatin1(name); }

std::string read_text(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return file.readAll().toStdString();
}

QString status_text(const WindowStandIn& window) { return window.said(); }

void start_exercise(WindowStandIn& window, const QString& path, int case_index = 0, int query_index = 0) {
  ASSERT_TRUE(window.open(path));
  window.session().choose(case_index, query_index);
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
  ASSERT_EQ(window.mode(), WindowMode::exercising) << status_text(window).toStdString();
  ASSERT_NE(window.hands().exercise(), nullptr);
}

void click_cell(WindowStandIn& window, QPoint cell) {
  QTest::mouseClick(window.board_view(), Qt::LeftButton, {}, window.board_view()->centre_of(cell).toPoint());
}

// The panel's button for the index-th state the last click could mean.
void choose(WindowStandIn& window, int index) {
  auto* button = window.panels().exercise->findChild<QPushButton*>(QStringLiteral("exercise_choice_%1").arg(index));
  ASSERT_NE(button, nullptr) << "no choice " << index;
  QTest::mouseClick(button, Qt::LeftButton);
}

// A cell clicked, then (when it holds several states) the state by its words.
void propose(WindowStandIn& window, QPoint cell, const QString& state) {
  click_cell(window, cell);
  const QStringList choices = window.panels().exercise->choices();
  if (choices.isEmpty()) return;
  const auto at = choices.indexOf(state);
  ASSERT_GE(at, 0) << state.toStdString() << " not among " << choices.join(QStringLiteral("; ")).toStdString();
  choose(window, static_cast<int>(at));
}

const ExerciseMarks& marks(const WindowStandIn& window) {
  return dynamic_cast<const ExercisePainter&>(*window.board_view()->board_painter()).marks();
}

QString verdict(const WindowStandIn& window) { return window.panels().exercise->verdict(); }
QString grade(const WindowStandIn& window) { return window.panels().exercise->grade(); }
QString prompt(const WindowStandIn& window) { return window.panels().exercise->prompt(); }
bool flagged(const WindowStandIn& window) {
  return window.panels().exercise->findChild<QLabel*>(QStringLiteral("exercise_refusal"))->text() == verdict(window) &&
         !verdict(window).isEmpty();
}

// Shows the answer (H), reads the state it names from the panel, and clicks it as a
// student who follows the model answer does. Returns how many steps that took.
int follow_answers_to_the_end(WindowStandIn& window, const QString& algorithm) {
  int steps = 0;
  const QString takes = QStringLiteral("The answer: %1 takes ").arg(algorithm);
  const QString pushes = QStringLiteral("The answer: %1 pushes ").arg(algorithm);
  while (!window.hands().exercise()->finished() && steps < 2000) {
    QTest::keyClick(&window.window(), Qt::Key_H);
    QString state = verdict(window);
    EXPECT_TRUE(state.startsWith(takes) || state.startsWith(pushes)) << state.toStdString();
    state = state.mid(state.startsWith(takes) ? takes.size() : pushes.size());
    state.chop(QStringLiteral(" next.").size());
    // The state's first cell, ringed on the board.
    EXPECT_FALSE(marks(window).revealed.empty());
    if (marks(window).revealed.empty()) return steps;
    const int right = window.hands().exercise()->right();
    const int tried = window.hands().exercise()->tried();
    propose(window, marks(window).revealed.front(), state);
    // Taken as shown: tried, and (showing costs the step) not right.
    EXPECT_EQ(window.hands().exercise()->right(), right) << verdict(window).toStdString();
    EXPECT_EQ(window.hands().exercise()->tried(), tried + 1) << verdict(window).toStdString();
    ++steps;
  }
  return steps;
}

TEST(ExerciseMode, LianliankanBfsTurnsByHandWithItsMistakesFlagged) {
  WindowStandIn window;
  start_exercise(window, sample("lianliankan/hdu1175_sample.in"));  // (1, 1) to (3, 4), tiles 1
  // The search's panels give way to the exercise's.
  EXPECT_TRUE(window.window().findChild<QDockWidget*>(QStringLiteral("exercise_dock"))->isVisible());
  EXPECT_FALSE(window.window().findChild<QDockWidget*>(QStringLiteral("pseudocode_dock"))->isVisible());
  EXPECT_EQ(prompt(window), QStringLiteral("Click the state bfs-turns takes next: the front of its queue."));
  EXPECT_EQ(grade(window), QStringLiteral("0 of 0 steps right"));

  // A cell holds four states: a button for each.
  click_cell(window, {1, 1});
  EXPECT_EQ(window.panels().exercise->choices(),
            (QStringList{QStringLiteral("(1, 1) heading up"), QStringLiteral("(1, 1) heading right"),
                         QStringLiteral("(1, 1) heading down"), QStringLiteral("(1, 1) heading left")}));
  EXPECT_EQ(verdict(window), QStringLiteral("Which state on (1, 1)? Choose one below."));
  // The second start waits behind the first: refused, counted, not taken.
  choose(window, 1);
  EXPECT_EQ(verdict(window), QStringLiteral("(1, 1) heading right is not the front of the queue: (1, 1) heading up is."));
  EXPECT_TRUE(flagged(window));
  EXPECT_EQ(grade(window), QStringLiteral("0 of 1 steps right"));
  EXPECT_EQ(marks(window).wrong, (std::vector<QPoint>{{1, 1}}));
  EXPECT_EQ(window.answer_banner(), QStringLiteral("<b>Exercise</b> — 0 of 1 steps right"));

  propose(window, {1, 1}, QStringLiteral("(1, 1) heading up"));
  EXPECT_EQ(verdict(window), QStringLiteral("Right: bfs-turns takes (1, 1) heading up (0 turns)."));
  EXPECT_FALSE(flagged(window));
  EXPECT_TRUE(marks(window).wrong.empty());
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading right"));
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading down"));
  EXPECT_EQ(grade(window), QStringLiteral("3 of 4 steps right"));
  EXPECT_EQ(prompt(window), QStringLiteral("bfs-turns expands (1, 1) heading down. Click the state it pushes next."));

  // Pushes: a state two cells away, and one reached already.
  propose(window, {2, 1}, QStringLiteral("(1, 2) heading right"));
  EXPECT_EQ(verdict(window),
            QStringLiteral("(1, 2) heading right is not one step from (1, 1) heading down, the state being expanded."));
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading left"));
  EXPECT_EQ(verdict(window), QStringLiteral("(1, 1) heading left was already reached with 0 turns."));
  EXPECT_TRUE(flagged(window));
  EXPECT_EQ(grade(window), QStringLiteral("3 of 6 steps right"));

  // The board is the trace's picture at the point reached: (2, 1) not reached yet.
  const auto cell_words = [&window](QPoint cell) {
    return window.board_view()->board_painter()->describe_cell(cell, window.hands().exercise()->moment());
  };
  EXPECT_EQ(cell_words({1, 2}), QStringLiteral("(2, 1) blank"));
  // Show the answer: said, and ringed on the board (grid x is the column, y the row).
  QTest::keyClick(&window.window(), Qt::Key_H);
  EXPECT_EQ(verdict(window), QStringLiteral("The answer: bfs-turns pushes (2, 1) heading down next."));
  EXPECT_EQ(marks(window).revealed, (std::vector<QPoint>{{1, 2}}));
  EXPECT_EQ(grade(window), QStringLiteral("3 of 6 steps right"));  // showing is not a step
  propose(window, {1, 2}, QStringLiteral("(2, 1) heading down"));
  EXPECT_EQ(verdict(window), QStringLiteral("Right: bfs-turns pushes (2, 1) heading down with 0 turns."));
  EXPECT_TRUE(marks(window).revealed.empty());
  EXPECT_EQ(grade(window), QStringLiteral("3 of 7 steps right"));  // but taking it as shown costs its mark
  // Pushed, it is on the picture as the timeline shows it after that push.
  EXPECT_EQ(cell_words({1, 2}), QStringLiteral("(2, 1) blank, reached with 0 turns"));
  // The moment is inside the third expansion, at its push: (1, 1) heading down being
  // expanded, (2, 1) heading down the subject.
  const lianliankan::Puzzle::File file = lianliankan::Puzzle::read(read_text(sample("lianliankan/hdu1175_sample.in")));
  const lianliankan::Board& board = lianliankan::Puzzle::case_at(file, 0).board;
  EXPECT_EQ(window.hands().exercise()->moment().step, 2u);
  EXPECT_EQ(window.hands().exercise()->moment().current, lianliankan::encode_heading(board, {{1, 1}, 2}));
  EXPECT_EQ(window.hands().exercise()->moment().subject, lianliankan::encode_heading(board, {{2, 1}, 2}));

  // Ctrl+Z takes the push back; the grade keeps what was tried.
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(prompt(window), QStringLiteral("bfs-turns expands (1, 1) heading down. Click the state it pushes next."));
  EXPECT_EQ(grade(window), QStringLiteral("3 of 7 steps right"));
  EXPECT_EQ(window.hands().exercise()->right(), 3);
  // The Undo button is the same action.
  QTest::mouseClick(window.panels().exercise->findChild<QToolButton*>(QStringLiteral("exercise_undo_button")),
                    Qt::LeftButton);
  EXPECT_EQ(prompt(window), QStringLiteral("Click the state bfs-turns takes next: the front of its queue."));
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading down"));
  propose(window, {1, 2}, QStringLiteral("(2, 1) heading down"));
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading left"));
  propose(window, {1, 2}, QStringLiteral("(2, 1) heading down"));
  EXPECT_EQ(grade(window), QStringLiteral("7 of 11 steps right"));
  EXPECT_EQ(prompt(window), QStringLiteral("bfs-turns expands (2, 1) heading down. Click the state it pushes next."));
  // Straight on is a tile: the rules close it. The turns come in the order tried.
  propose(window, {1, 3}, QStringLiteral("(3, 1) heading down"));
  EXPECT_EQ(verdict(window), QStringLiteral("(3, 1) heading down is closed by the rules: (3, 1) tile 4 cannot be passed."));
  EXPECT_EQ(marks(window).wrong, (std::vector<QPoint>{{1, 3}}));
  propose(window, {1, 2}, QStringLiteral("(2, 1) heading left"));
  EXPECT_EQ(verdict(window), QStringLiteral("(2, 1) heading left is pushed later: (2, 1) heading right comes first."));
  EXPECT_EQ(grade(window), QStringLiteral("7 of 13 steps right"));

  // The rest by the model answer, to the end and the exact grade.
  const int followed = follow_answers_to_the_end(window, QStringLiteral("bfs-turns"));
  EXPECT_GT(followed, 5);
  // Followed as shown: each tried, none right.
  const QString final_grade = QStringLiteral("%1 of %2 steps right").arg(7).arg(13 + followed);
  EXPECT_EQ(grade(window), final_grade);
  EXPECT_EQ(prompt(window), QStringLiteral("Done: bfs-turns answers YES. %1.").arg(final_grade));
  // Nothing is left to take; a click says so and does not count.
  click_cell(window, {4, 3});
  choose(window, 0);
  EXPECT_EQ(verdict(window), QStringLiteral("The search is over: nothing is left to take."));
  EXPECT_EQ(grade(window), final_grade);

  // Esc leaves; the search's panels come back.
  QTest::keyClick(&window.window(), Qt::Key_Escape);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(window.hands().exercise(), nullptr);
  EXPECT_FALSE(window.window().findChild<QDockWidget*>(QStringLiteral("exercise_dock"))->isVisible());
  EXPECT_TRUE(window.window().findChild<QDockWidget*>(QStringLiteral("pseudocode_dock"))->isVisible());
}

TEST(ExerciseMode, MahjongZeroOneBfsByHand) {
  WindowStandIn window;
  start_exercise(window, sample("mahjong/sample.in"));
  EXPECT_EQ(prompt(window), QStringLiteral("Click the state zero-one-bfs takes next: the front of its queue."));
  // The deque's front is the first start pushed (heading up); heading down waits.
  propose(window, {2, 3}, QStringLiteral("(x 2, y 3) heading down"));
  EXPECT_EQ(verdict(window),
            QStringLiteral("(x 2, y 3) heading down is not the front of the queue: (x 2, y 3) heading up is."));
  EXPECT_TRUE(flagged(window));
  // A card is not in the deque at all.
  propose(window, {1, 1}, QStringLiteral("(x 1, y 1) heading up"));
  EXPECT_EQ(verdict(window),
            QStringLiteral("(x 1, y 1) heading up has not been reached yet: only a state in the queue can be taken."));
  propose(window, {2, 3}, QStringLiteral("(x 2, y 3) heading up"));
  EXPECT_EQ(verdict(window), QStringLiteral("Right: zero-one-bfs takes (x 2, y 3) heading up (1 segments)."));
  EXPECT_EQ(grade(window), QStringLiteral("1 of 3 steps right"));
  const int followed = follow_answers_to_the_end(window, QStringLiteral("zero-one-bfs"));
  const QString final_grade = QStringLiteral("%1 of %2 steps right").arg(1).arg(3 + followed);  // shown: not right
  EXPECT_EQ(grade(window), final_grade);
  EXPECT_TRUE(prompt(window).startsWith(QStringLiteral("Done: zero-one-bfs answers "))) << prompt(window).toStdString();
  EXPECT_TRUE(prompt(window).endsWith(final_grade + QLatin1Char('.')));
}

TEST(ExerciseMode, HuarongdaoBfsByHand) {
  WindowStandIn window;
  start_exercise(window, sample("huarongdao/sample.in"));
  EXPECT_EQ(prompt(window), QStringLiteral("Click the state bfs takes next: the front of its queue."));
  // A click on the blank's cell offers every position with the blank there.
  click_cell(window, {1, 2});  // (3, 2)
  EXPECT_EQ(window.panels().exercise->choices().size(), 12);
  EXPECT_TRUE(window.panels().exercise->choices().contains(QStringLiteral("blank on (3, 2), marked piece on (1, 2)")));
  propose(window, {1, 2}, QStringLiteral("blank on (3, 2), marked piece on (2, 2)"));
  EXPECT_EQ(verdict(window), QStringLiteral("blank on (3, 2), marked piece on (2, 2) has not been reached yet: only a "
                                            "state in the queue can be taken."));
  propose(window, {1, 2}, QStringLiteral("blank on (3, 2), marked piece on (1, 2)"));
  EXPECT_EQ(verdict(window), QStringLiteral("Right: bfs takes blank on (3, 2), marked piece on (1, 2) (0 moves)."));
  // The blank cannot move onto a fixed cell.
  propose(window, {0, 2}, QStringLiteral("blank on (3, 1), marked piece on (1, 2)"));
  EXPECT_TRUE(flagged(window));
  EXPECT_EQ(grade(window), QStringLiteral("1 of 3 steps right"));
  const int followed = follow_answers_to_the_end(window, QStringLiteral("bfs"));
  EXPECT_EQ(grade(window), QStringLiteral("%1 of %2 steps right").arg(1).arg(3 + followed));  // shown: not right
  EXPECT_TRUE(prompt(window).startsWith(QStringLiteral("Done: bfs answers 2."))) << prompt(window).toStdString();
}

TEST(ExerciseMode, SolitaireLegalMovesRightAndWrong) {
  using P = solitaire::Puzzle;
  WindowStandIn window;
  start_exercise(window, sample("solitaire/sample.in"));
  // Pieces on (4, 4), (4, 5), (5, 4), (6, 5); grid (x, y) is column x + 1, row y + 1.
  const P::File file = P::read("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n");
  const P::Case& game = P::case_at(file, 0);
  const P::Position start = P::start(game, P::query_at(file, 0, 0));
  const int legal = static_cast<int>(P::moves(game, P::rules_from({}), start).size());
  EXPECT_EQ(prompt(window), QStringLiteral("Find every legal move of this configuration: click a piece, then where it "
                                           "goes (0 of %1 found).")
                                .arg(legal));
  const auto grid = [](Cell cell) { return QPoint(cell.col - 1, cell.row - 1); };
  // A step up from (4, 4).
  click_cell(window, grid({4, 4}));
  EXPECT_EQ(marks(window).held, grid({4, 4}));
  click_cell(window, grid({3, 4}));
  EXPECT_EQ(verdict(window), QStringLiteral("Right: (4, 4) → (3, 4) is legal."));
  EXPECT_EQ(marks(window).found.size(), 1u);
  // Onto a piece: refused with the rules' own reason.
  const auto onto = P::apply(game, P::rules_from({}), start, P::Move{{4, 4}, {4, 5}, false});
  ASSERT_FALSE(onto);
  click_cell(window, grid({4, 4}));
  click_cell(window, grid({4, 5}));
  EXPECT_EQ(verdict(window), QStringLiteral("(4, 4) → (4, 5) is refused: %1.").arg(QString::fromStdString(onto.refusal)));
  EXPECT_TRUE(flagged(window));
  EXPECT_EQ(marks(window).wrong, (std::vector<QPoint>{grid({4, 4}), grid({4, 5})}));
  // The same legal move again.
  click_cell(window, grid({4, 4}));
  click_cell(window, grid({3, 4}));
  EXPECT_EQ(verdict(window), QStringLiteral("(4, 4) → (3, 4) was found already."));
  EXPECT_EQ(grade(window), QStringLiteral("1 of 3 proposals right"));
  // A jump over (4, 5).
  click_cell(window, grid({4, 4}));
  click_cell(window, grid({4, 6}));
  EXPECT_EQ(verdict(window), QStringLiteral("Right: (4, 4) → (4, 6) is legal."));
  // Undo, then the rest by the answer shown.
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(marks(window).found.size(), 1u);
  int followed = 0;
  while (!window.hands().exercise()->finished() && followed < 64) {
    QTest::keyClick(&window.window(), Qt::Key_H);
    ASSERT_TRUE(marks(window).revealed_move.has_value());
    const auto [from, to] = *marks(window).revealed_move;
    EXPECT_TRUE(verdict(window).startsWith(QStringLiteral("The answer: (%1, %2) → ").arg(from.y() + 1).arg(from.x() + 1)));
    click_cell(window, from);
    click_cell(window, to);
    ++followed;
  }
  EXPECT_EQ(followed, legal - 1);
  const QString final_grade = QStringLiteral("%1 of %2 proposals right").arg(2).arg(4 + followed);  // shown: not right
  EXPECT_EQ(grade(window), final_grade);
  EXPECT_EQ(prompt(window), QStringLiteral("Done: all %1 legal moves found. %2.").arg(legal).arg(final_grade));
  QTest::mouseClick(window.panels().exercise->findChild<QToolButton*>(QStringLiteral("leave_exercise_button")),
                    Qt::LeftButton);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
}

TEST(ExerciseMode, ItsKeysWorkOnlyWhileExercisingAndTheSearchsOnlyOutsideIt) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(sample("lianliankan/hdu1175_sample.in")));
  window.session().choose(0, 0);
  const QStringList keys{QStringLiteral("leave_exercise"), QStringLiteral("exercise_undo"),
                         QStringLiteral("exercise_answer"), QStringLiteral("exercise_replay")};
  for (const QString& key : keys) EXPECT_FALSE(window.action(key)->isEnabled()) << key.toStdString();
  EXPECT_TRUE(window.commands().find("exercise_mode")->isEnabled());
  start_exercise(window, sample("lianliankan/hdu1175_sample.in"));
  for (const QString& key : keys) EXPECT_TRUE(window.action(key)->isEnabled()) << key.toStdString();
  for (const char* search : {"run", "algorithm", "play_mode", "edit_mode", "undo", "cancel", "leave_play"}) {
    const QAction* action = window.action(QString::fromLatin1(search));
    if (action != nullptr) {
      EXPECT_FALSE(action->isEnabled()) << search;
    }
  }
  EXPECT_TRUE(window.commands().find("exercise_mode")->isChecked());
  // Choosing another query leaves the exercise, as it leaves a game.
  window.session().choose(0, 1);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_FALSE(window.commands().find("exercise_mode")->isChecked());
}

// A slide's retry policy: after the allowed wrong tries on a step, the step is shown, and
// taking it then is tried, not right. M replays the model answer: the exercise ends and
// the search plays from its start.
TEST(ExerciseMode, OutOfAttemptsTheStepIsShownAndCostsItsMarkAndMReplaysTheModelAnswer) {
  WindowStandIn window;
  start_exercise(window, sample("lianliankan/hdu1175_sample.in"));
  window.hands().exercise()->set_attempts(2);
  click_cell(window, {1, 1});
  choose(window, 1);  // not the front: one wrong try
  EXPECT_TRUE(marks(window).revealed.empty());
  click_cell(window, {1, 1});
  choose(window, 2);  // two: the step is shown
  EXPECT_EQ(marks(window).revealed, (std::vector<QPoint>{{1, 1}}));
  EXPECT_EQ(verdict(window), QStringLiteral("The answer: bfs-turns takes (1, 1) heading up next."));
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading up"));
  EXPECT_EQ(grade(window), QStringLiteral("0 of 3 steps right"));
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading right"));
  EXPECT_EQ(grade(window), QStringLiteral("1 of 4 steps right"));

  window.action(QStringLiteral("exercise_replay"))->trigger();
  ASSERT_TRUE(wait_until([&] { return window.session().clock().playing(); }));
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_LE(window.session().playback().position(), 1);
}

// The Frontier list (Ctrl+L) in exercise mode: the container as the student builds it, and
// once a step is shown (H), the model's container after that step beside it, which the
// student's becomes when the step is taken.
TEST(ExerciseMode, TheFrontierListIsTheStudentsContainerAndTheModelsOnceAStepIsShown) {
  WindowStandIn window;
  start_exercise(window, sample("lianliankan/hdu1175_sample.in"));
  QTest::keyClick(&window.window(), Qt::Key_L, Qt::ControlModifier);
  FrontierPanel& panel = *window.panels().frontier;
  ASSERT_TRUE(QTest::qWaitFor([&] { return panel.shown(); }));
  EXPECT_TRUE(panel.summary().contains(QStringLiteral("as you have built it"))) << panel.summary().toStdString();
  propose(window, {1, 1}, QStringLiteral("(1, 1) heading up"));
  const QStringList built = panel.states();
  EXPECT_FALSE(built.isEmpty());
  EXPECT_TRUE(panel.model_states().isEmpty()) << "nothing shown yet";
  window.hands().exercise()->reveal();
  const QStringList model = panel.model_states();
  ASSERT_FALSE(model.isEmpty());
  EXPECT_NE(model, built);
  EXPECT_EQ(panel.states(), built) << "the student's own is unchanged by the showing";
  window.hands().exercise()->take_answer();
  EXPECT_EQ(panel.states(), model);
  EXPECT_TRUE(panel.model_states().isEmpty());
}

// Each mode panel's help is its puzzle's: no panel speaks of another puzzle's pieces or
// of keys that do nothing on its board.
TEST(ModePanels, TheHelpOfEachPanelIsItsPuzzlesOwn) {
  const QStringList others = {QStringLiteral("Lianliankan"), QStringLiteral("Mahjong"), QStringLiteral("Solitaire"),
                              QStringLiteral("Huarongdao")};
  struct Case {
    const char* file;
    const char* edit_says;      // a part of the Edit panel's keys
    const char* exercise_says;  // a part of the Exercise panel's keys
  };
  const Case cases[] = {
      {"lianliankan/hdu1175_sample.in", "digits type a tile number", "Click the cell of the state"},
      {"mahjong/sample.in", "lays a card", "Click the cell of the state"},
      {"solitaire/sample.in", "picks up the piece", "Click a piece, then the square"},
      {"huarongdao/sample.in", "fixed or movable", "Click the cell of the state"},
  };
  QStringList edit_words;
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    WindowStandIn window;
    start_exercise(window, sample(c.file));
    const QString exercise = window.window().findChild<QLabel*>(QStringLiteral("exercise_keys"))->text();
    EXPECT_TRUE(exercise.contains(QLatin1String(c.exercise_says))) << exercise.toStdString();
    EXPECT_TRUE(exercise.contains(QStringLiteral("H shows the answer"))) << "the mode's own keys too";
    window.commands().find("leave_exercise")->trigger();
    window.commands().find("edit_mode")->trigger();
    ASSERT_EQ(window.mode(), WindowMode::editing);
    const QString edit = window.panels().edit->keys();
    EXPECT_TRUE(edit.contains(QLatin1String(c.edit_says))) << edit.toStdString();
    EXPECT_TRUE(edit.contains(QStringLiteral("Ctrl+Z undoes"))) << edit.toStdString();
    for (const QString& puzzle : others) {
      EXPECT_FALSE(exercise.contains(puzzle)) << exercise.toStdString();
      EXPECT_FALSE(edit.contains(puzzle)) << edit.toStdString();
    }
    edit_words << edit;
  }
  edit_words.removeDuplicates();
  EXPECT_EQ(edit_words.size(), 4) << "four puzzles, four boards' keys";
}

// An 8-puzzle start 31 moves from the goal: what is refused is the frames bfs would take
// one by one, the figure a student would face, not the 9! frames of the whole space.
TEST(ExerciseMode, AFarEightPuzzleStartIsRefusedWithTheFramesTheSearchWouldTake) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(write_temporary(QStringLiteral("far.in"), "8 6 7 2 5 4 3 x 1\n")));
  window.session().choose(0, 0);
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs")));
  ASSERT_TRUE(window.search());
  const auto expansions = static_cast<qulonglong>(window.session().lane().result()->trace.steps());
  ASSERT_GT(expansions, 1000u);
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(window.hands().exercise(), nullptr);
  EXPECT_EQ(status_text(window), QStringLiteral("No exercise: This start is too far from the goal to search by hand: bfs "
                                                "would take %1 frames from its queue here, an exercise at most %2 "
                                                "frames discovered.").arg(QLocale().toString(expansions), QLocale().toString(1000)));
  EXPECT_FALSE(status_text(window).contains(QStringLiteral("362880"))) << "the state space is not what the student faces";
}

TEST(ExerciseMode, ABoardTooLargeIsRefusedWithTheFigures) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(write_temporary(QStringLiteral("walled_20.in"), walled_lianliankan_board(20, 20))));
  window.session().choose(0, 0);
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_X, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(window.hands().exercise(), nullptr);
  EXPECT_FALSE(window.commands().find("exercise_mode")->isChecked());
  EXPECT_EQ(status_text(window), QStringLiteral("No exercise: This board is too large to search by hand: bfs-turns has "
                                                "1936 states here, an exercise at most 1000."));
}

}  // namespace
}  // namespace frontier::gui::testing
