// The window's mode: which controls a user finds enabled in each mode, and how opening a
// file, running, cancelling and finishing move the mode as window_mode.hpp draws it.

#include <gtest/gtest.h>

#include <QComboBox>
#include <QSlider>
#include <QTest>

#include "gui_test_support.hpp"

namespace frontier::gui::testing {
namespace {

const QStringList kStepping = {"play",           "step_forward", "step_back", "expansion_forward", "expansion_back",
                               "layer_forward",  "layer_back",   "to_start",  "to_end"};

QStringList enabled_of(const MainWindow& window, const QStringList& names) {
  QStringList enabled;
  for (const QString& name : names) {
    QAction* action = window.action(name);
    if (action != nullptr && action->isEnabled()) enabled << name;
  }
  return enabled;
}

QStringList all_actions() {
  return QStringList{"open", "quit", "export_png", "export_svg", "presentation", "fit", "actual_size", "zoom_in",
                     "zoom_out", "run", "cancel", "faster", "slower", "about"} +
         kStepping;
}

QString sample(const char* name) { return samples_directory() + QLatin1Char('/') + QString::fromLatin1(name); }

TEST(WindowMode, BeforeADocumentOnlyOpeningAndTheWindowsOwnActionsAreEnabled) {
  MainWindow window;
  EXPECT_EQ(window.mode(), WindowMode::empty);
  EXPECT_EQ(enabled_of(window, all_actions()),
            (QStringList{"open", "quit", "presentation", "faster", "slower", "about"}));
  EXPECT_FALSE(window.findChild<QComboBox*>(QStringLiteral("algorithm"))->isEnabled());
  EXPECT_FALSE(window.timeline()->isEnabled());
}

TEST(WindowMode, OpeningRunningAndFinishingMoveTheModeAsTheDiagramSays) {
  MainWindow window;
  window.open_file(sample("lianliankan/hdu1175_sample.in"));
  EXPECT_EQ(window.mode(), WindowMode::loading);  // the file is read on a worker thread
  EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled());
  ASSERT_TRUE(wait_until([&] { return !window.session().loading(); }));
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  // A document, not searched: Run, the picture and the algorithm, but nothing to step.
  EXPECT_TRUE(window.action(QStringLiteral("run"))->isEnabled());
  EXPECT_FALSE(window.action(QStringLiteral("cancel"))->isEnabled());
  EXPECT_TRUE(window.action(QStringLiteral("export_png"))->isEnabled());
  EXPECT_TRUE(window.findChild<QComboBox*>(QStringLiteral("algorithm"))->isEnabled());
  EXPECT_TRUE(enabled_of(window, kStepping).isEmpty());

  ASSERT_TRUE(run_and_wait(window));
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(enabled_of(window, kStepping), kStepping);
  EXPECT_TRUE(window.timeline()->isEnabled());
  EXPECT_TRUE(window.action(QStringLiteral("run"))->isEnabled());
  EXPECT_FALSE(window.action(QStringLiteral("cancel"))->isEnabled());
}

TEST(WindowMode, WhileSearchingRunIsDisabledAndCancelReturnsToViewing) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, write_temporary(QStringLiteral("walled_1000x999_mode.in"), walled_lianliankan_board(1000, 999))));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  bool finished = false;
  QObject::connect(&window, &MainWindow::search_finished, [&] { finished = true; });
  window.action(QStringLiteral("run"))->trigger();
  ASSERT_EQ(window.mode(), WindowMode::searching);
  EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled());
  EXPECT_TRUE(window.action(QStringLiteral("cancel"))->isEnabled());
  EXPECT_FALSE(window.findChild<QComboBox*>(QStringLiteral("algorithm"))->isEnabled());
  EXPECT_TRUE(enabled_of(window, kStepping).isEmpty());
  EXPECT_FALSE(window.timeline()->isEnabled());
  window.action(QStringLiteral("cancel"))->trigger();
  ASSERT_TRUE(wait_until([&] { return finished; }, 10000));
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  ASSERT_NE(window.session().lane().result(), nullptr);
  EXPECT_TRUE(window.session().lane().result()->stopped);
  EXPECT_EQ(enabled_of(window, kStepping), kStepping);  // the stopped search can be stepped
  EXPECT_TRUE(window.action(QStringLiteral("run"))->isEnabled());
  EXPECT_FALSE(window.action(QStringLiteral("cancel"))->isEnabled());
}

TEST(WindowMode, ChoosingAnotherQueryWhileSearchingForgetsTheSearch) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, write_temporary(QStringLiteral("walled_1000x999_choose.in"), walled_lianliankan_board(1000, 999))));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  window.action(QStringLiteral("run"))->trigger();
  ASSERT_EQ(window.mode(), WindowMode::searching);
  window.session().choose(0, 0);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_FALSE(window.session().lane().searching());
  EXPECT_TRUE(window.action(QStringLiteral("run"))->isEnabled());
}

TEST(WindowMode, AFileThatFailsToOpenReturnsToTheModeBefore) {
  DialogCatcher catcher;
  MainWindow window;
  const QString bad = write_temporary(QStringLiteral("not_a_puzzle.in"), QByteArray("this is no judge file\n"));
  EXPECT_FALSE(open_and_wait(window, bad));
  EXPECT_EQ(window.mode(), WindowMode::empty);
  ASSERT_TRUE(open_and_wait(window, sample("mahjong/sample.in")));
  EXPECT_FALSE(open_and_wait(window, bad));
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_TRUE(window.action(QStringLiteral("run"))->isEnabled());
}

TEST(WindowMode, EditingAndPlayingAreEnteredAndLeftFromCode) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
  ASSERT_TRUE(run_and_wait(window));
  for (const WindowMode mode : {WindowMode::editing, WindowMode::playing, WindowMode::exercising}) {
    window.session().playback().play();
    ASSERT_TRUE(window.set_mode(mode)) << name(mode);
    EXPECT_EQ(window.mode(), mode);
    EXPECT_FALSE(window.session().playback().playing()) << "the board is the editor's or the player's";
    EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled()) << name(mode);
    EXPECT_TRUE(enabled_of(window, kStepping).isEmpty()) << name(mode);
    EXPECT_TRUE(window.action(QStringLiteral("open"))->isEnabled()) << name(mode);
    ASSERT_TRUE(window.set_mode(WindowMode::viewing));
    EXPECT_EQ(enabled_of(window, kStepping), kStepping);
  }
  // Opening a file from the editor leaves it first.
  ASSERT_TRUE(window.set_mode(WindowMode::editing));
  ASSERT_TRUE(open_and_wait(window, sample("mahjong/sample.in")));
  EXPECT_EQ(window.mode(), WindowMode::viewing);
}

TEST(WindowMode, LeavingAndEnteringRunTheirHooksOnceAndInOrder) {
  using enum WindowMode;
  WindowModeMachine machine;
  QStringList said;
  for (const WindowMode mode : kWindowModes) {
    const QString word = QString::fromLatin1(name(mode));
    machine.on_leave(mode, [&said, word] { said << QStringLiteral("leave ") + word; });
    machine.on_enter(mode, [&said, word, &machine] {
      said << QStringLiteral("enter ") + word + (machine.mode() == WindowMode::empty ? QStringLiteral(" too soon") : QString());
    });
  }
  machine.on_change([&said] { said << QStringLiteral("changed"); });
  ASSERT_TRUE(machine.change(loading));
  ASSERT_TRUE(machine.change(viewing));
  EXPECT_EQ(said, QStringList({"leave empty", "enter loading", "changed", "leave loading", "enter viewing", "changed"}));
  said.clear();
  // Staying is no leaving: only what follows every change.
  ASSERT_TRUE(machine.change(viewing));
  EXPECT_EQ(said, QStringList({"changed"}));
  said.clear();
  // Leaving a mode the machine is not in is nothing at all.
  EXPECT_FALSE(machine.leave(editing));
  EXPECT_TRUE(said.isEmpty());
  EXPECT_TRUE(machine.can_enter(editing));
  EXPECT_FALSE(machine.can_enter(viewing)) << "already there";
  EXPECT_FALSE(machine.can_enter(empty)) << "not drawn from viewing";
  ASSERT_TRUE(machine.change(editing));
  EXPECT_TRUE(machine.in(editing));
  EXPECT_TRUE(machine.leave(editing));
  EXPECT_EQ(machine.mode(), viewing);
  EXPECT_EQ(said, QStringList({"leave viewing", "enter editing", "changed", "leave editing", "enter viewing", "changed"}));
}

TEST(WindowMode, TheDiagramsTransitionsAndNoOthersAreLegal) {
  using enum WindowMode;
  const std::set<std::pair<WindowMode, WindowMode>> drawn = {
      {empty, loading},   {loading, empty},     {loading, viewing}, {viewing, loading}, {viewing, searching},
      {searching, viewing}, {viewing, editing}, {editing, viewing}, {viewing, playing}, {playing, viewing},
      {viewing, exercising}, {exercising, viewing}, {viewing, comparing}, {comparing, viewing}};
  for (const WindowMode from : kWindowModes) {
    for (const WindowMode to : kWindowModes) {
      EXPECT_EQ(WindowModeMachine::legal(from, to), from == to || drawn.contains({from, to}))
          << name(from) << " -> " << name(to);
    }
  }
}

#ifdef QT_NO_DEBUG
// Only where Q_ASSERT is compiled out: in a debug build the same call stops the program,
// which is how a programming error is caught while developing.
TEST(WindowMode, AnIllegalTransitionIsRefusedAndChangesNothing) {
  WindowModeMachine machine;
  EXPECT_FALSE(machine.change(WindowMode::searching));
  EXPECT_EQ(machine.mode(), WindowMode::empty);
  MainWindow window;
  EXPECT_FALSE(window.set_mode(WindowMode::editing));  // no document to edit
  EXPECT_EQ(window.mode(), WindowMode::empty);
  EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled());
  ASSERT_TRUE(open_and_wait(window, sample("mahjong/sample.in")));
  window.action(QStringLiteral("run"))->trigger();
  EXPECT_FALSE(window.set_mode(WindowMode::editing));  // not in the middle of a search
  EXPECT_EQ(window.mode(), WindowMode::searching);
}
#endif

}  // namespace
}  // namespace frontier::gui::testing

namespace frontier::gui::testing {
namespace {

const QStringList kPlayKeys = {"leave_play", "hint", "play_undo", "play_up", "play_right", "play_down", "play_left"};

TEST(WindowMode, PlayModeIsEnteredFromAChosenQueryAndItsKeysWorkOnlyWhilePlaying) {
  MainWindow window;
  EXPECT_FALSE(window.action(QStringLiteral("play_mode"))->isEnabled()) << "nothing to play yet";
  ASSERT_TRUE(open_and_wait(window, sample("huarongdao/sample.in")));
  QAction* play = window.action(QStringLiteral("play_mode"));
  EXPECT_TRUE(play->isEnabled());
  EXPECT_TRUE(play->isCheckable());
  EXPECT_EQ(play->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_G));
  EXPECT_TRUE(enabled_of(window, kPlayKeys).isEmpty()) << "the arrows and Esc are stepping's and Cancel's";

  play->trigger();
  EXPECT_EQ(window.mode(), WindowMode::playing);
  EXPECT_TRUE(play->isChecked());
  EXPECT_EQ(enabled_of(window, kPlayKeys), kPlayKeys);
  EXPECT_FALSE(window.action(QStringLiteral("run"))->isEnabled());
  EXPECT_FALSE(window.action(QStringLiteral("cancel"))->isEnabled()) << "Esc leaves play mode, it cancels nothing";
  play->trigger();
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_FALSE(play->isChecked());
  EXPECT_TRUE(enabled_of(window, kPlayKeys).isEmpty());

  // Not while a search runs or a file loads, and never from the editor.
  for (const WindowMode mode : {WindowMode::empty, WindowMode::loading, WindowMode::searching, WindowMode::editing}) {
    EXPECT_EQ(availability(mode, "play_mode"), Availability::off) << name(mode);
    for (const QString& key : kPlayKeys) {
      EXPECT_EQ(availability(mode, key.toStdString()), Availability::off) << name(mode);
    }
  }
}

TEST(WindowMode, ACaseWithNoQueriesHasNothingToPlay) {
  MainWindow window;
  // A Lianliankan case that asks nothing: its board is shown, and there is no start to play from.
  ASSERT_TRUE(open_and_wait(window, write_temporary(QStringLiteral("play_silent_case.in"), "2 3\n1 2 3\n3 2 1\n0\n1 2\n4 4\n1\n1 1 1 2\n0 0\n")));
  EXPECT_FALSE(window.action(QStringLiteral("play_mode"))->isEnabled());
  window.hands().enter_play();
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(window.hands().game(), nullptr);
  EXPECT_FALSE(window.action(QStringLiteral("play_mode"))->isChecked());
}

}  // namespace
}  // namespace frontier::gui::testing
