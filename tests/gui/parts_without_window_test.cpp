// The objects that work in the window, made without one: on a stand-in that lends them
// only what the window lends (window_stand_in.hpp: a session, the command table on a bare
// QMainWindow, the board and the panels).
// Each does its job on those alone, as it does in the window.

#include <gtest/gtest.h>

#include <QComboBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QSignalSpy>
#include <QTreeView>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "ask/ask_panel.hpp"
#include "modes/ask_mode.hpp"
#include "modes/play_mode.hpp"
#include "modes/hand_modes.hpp"
#include "play/play_controller.hpp"
#include "play/play_painter.hpp"
#include "puzzles/adapters.hpp"
#include "search/narration_follower.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_page.hpp"
#include "widgets/board_view.hpp"
#include "widgets/cases_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/narration_history.hpp"
#include "widgets/narration_strip.hpp"
#include "widgets/play_panel.hpp"
#include "widgets/search_bar.hpp"
#include "window/commands.hpp"
#include "window/panels.hpp"

namespace frontier::gui::testing {
namespace {

TEST(WithoutAWindow, PlayModeMovesByItsContextsArrowsAndDrawsOnItsBoard) {
  WindowStandIn host;
  ASSERT_TRUE(host.open(QStringLiteral("huarongdao/sample.in")));
  host.hands().enter_play();
  ASSERT_EQ(host.mode(), WindowMode::playing);
  const auto* mode = dynamic_cast<const PlayMode*>(host.hands().active());
  ASSERT_NE(mode, nullptr);
  ASSERT_NE(dynamic_cast<const PlayPainter*>(host.page().board().board_painter()), nullptr)
      << "the game's position is drawn on the board it was lent";
  // Some way the blank can go: each arrow is a move, or refused with core's reason.
  for (const Command arrow : {Command::play_up, Command::play_right, Command::play_down, Command::play_left}) {
    if (mode->game().moves_made() > 0) break;
    host.commands()[arrow]->trigger();
  }
  EXPECT_EQ(mode->game().moves_made(), 1);
  EXPECT_FALSE(host.panels().play->progress().isEmpty());
}

TEST(WithoutAWindow, AskModeAsksOnASearchedSessionInItsOwnQuestionPanel) {
  WindowStandIn host;
  ASSERT_TRUE(host.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(host.session().set_algorithm(QStringLiteral("bfs-turns")));  // a search by layers: a question before each
  ASSERT_TRUE(host.search());
  host.session().playback().to_start();
  AskMode ask(host.context(), host.panels(), host.page());
  QDockWidget* dock = host.panels().dock("question_dock");
  EXPECT_TRUE(dock->isHidden()) << "shown only while asking";
  ask.set_ask(true);
  EXPECT_TRUE(ask.asking());
  EXPECT_TRUE(host.commands()[Command::ask]->isChecked());
  EXPECT_FALSE(dock->isHidden());
  ask.go_to_next_question();
  ASSERT_TRUE(ask.questions().open()) << host.said().toStdString();
  EXPECT_FALSE(ask.panel().question().isEmpty());
  EXPECT_TRUE(host.commands()[Command::reveal]->isEnabled());
  EXPECT_TRUE(ask.reveal());
  EXPECT_TRUE(ask.questions().revealed());
}

TEST(WithoutAWindow, TheCasesPanelAndTheSearchBarFollowTheSessionAndChooseForIt) {
  WindowStandIn host;
  CasesPanel cases;
  cases.follow(host.session());
  SearchBar bar(*host.commands()[Command::run], *host.commands()[Command::cancel], nullptr);
  bar.follow(host.session());
  ASSERT_TRUE(host.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  EXPECT_EQ(bar.algorithm_box()->count(), host.session().algorithm_names().size());
  EXPECT_EQ(bar.algorithm_box()->currentData().toString(), host.session().algorithm());
  // The box chooses the session's search; the session's choice shows in the box.
  bar.algorithm_box()->setCurrentIndex(1);
  EXPECT_EQ(host.session().algorithm(), host.session().algorithm_names().at(1));
  host.session().set_algorithm(host.session().algorithm_names().at(0));
  EXPECT_EQ(bar.algorithm_box()->currentIndex(), 0);
  // A query chosen in the panel is the session's; one chosen by the session is selected.
  emit cases.chosen(0, 2);
  EXPECT_EQ(host.session().query_index(), 2);
  ASSERT_TRUE(host.session().choose(1, 0));
  EXPECT_TRUE(cases.tree()->currentIndex().isValid());
  EXPECT_EQ(cases.tree()->currentIndex().parent().row(), 1) << "the second case's first query is selected";
}

TEST(WithoutAWindow, TheNarrationFollowsTheLaneAndASentenceClickedMovesIt) {
  WindowStandIn host;
  ASSERT_TRUE(host.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  NarrationStrip strip;
  QDockWidget dock;
  auto* history_panel = new NarrationHistory;
  dock.setWidget(history_panel);  // the dock's, as in the window
  NarrationHistory& history = *history_panel;
  dock.show();
  bool silent = false;
  NarrationFollower narration(host.session(), strip, history, dock, [&silent] { return silent; });
  ASSERT_TRUE(host.search());
  host.session().playback().seek(3);
  ASSERT_TRUE(wait_until([&strip] { return !strip.text().isEmpty(); })) << "the strip speaks once the fine steps are in";
  ASSERT_TRUE(wait_until([&history] { return history.list()->count() > 0; }));
  silent = true;  // a mode by hand owns the board: nothing of the search is narrated
  narration.retell();
  EXPECT_TRUE(strip.text().isEmpty());
  EXPECT_EQ(history.list()->count(), 0);
}

}  // namespace
}  // namespace frontier::gui::testing
