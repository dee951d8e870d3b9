// The board editor (Edit ▸ Edit Board, Ctrl+E) driven as a teacher drives it: clicks on
// the board's cells, the cell cursor and typed digits, Ctrl+Z and Ctrl+Shift+Z. The mode
// works on a stand-in for the window (window_stand_in.hpp); Save, Save As, New and the
// unsaved-changes prompt, the window's own, are edit_save_test.cpp's. What is checked is
// what is then drawn and said and what frontier-cli (another program) answers for the
// saved file; the expected answers come from boards built so that the answer is known by
// hand.

#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRadioButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

#include "document/editable_document.hpp"
#include "edit/edit_controller.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "edit_support.hpp"
#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "play/play_controller.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "window/new_file_dialog.hpp"

namespace frontier::gui::testing {
namespace {

TEST(Edit, ATilePutBetweenTheTwoClickedTilesTurnsTheJudgesYesIntoNo) {
  WindowStandIn window;
  const QString path = start_editing(window, QStringLiteral("one_row.in"), kOneRow);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: YES"));
  window.panels().edit->findChild<QSpinBox*>(QStringLiteral("tile_number"))->setValue(5);
  click_cell(window, llk(1, 2));
  EXPECT_EQ(file_of<lianliankan::Puzzle>(window).cases[0].board.tile({1, 2}), 5);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: NO"));
  EXPECT_TRUE(window.answer_banner().contains(QStringLiteral("<b>NO</b>"))) << window.answer_banner().toStdString();
  EXPECT_TRUE(unsaved(window));
  // Undone, the line is free again, and the document is as it was on disk.
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: YES"));
  EXPECT_FALSE(unsaved(window));
  EXPECT_EQ(read_bytes(path), kOneRow);
}

TEST(Edit, TheKeyboardAloneMovesTheCursorTypesATileClearsItAndUndoesAndRedoes) {
  WindowStandIn window;
  start_editing(window, QStringLiteral("keys.in"), kOneRow);
  // The cursor starts on (1, 1); two steps right is (1, 3).
  QTest::keyClick(&window.window(), Qt::Key_Right);
  QTest::keyClick(&window.window(), Qt::Key_Right);
  EXPECT_EQ(window.board_view()->edit_cursor(), llk(1, 3));
  QTest::keyClick(&window.window(), Qt::Key_1);
  QTest::keyClick(&window.window(), Qt::Key_2);  // typed on the same cell: 12, one edit after another
  const auto tile = [&] { return file_of<lianliankan::Puzzle>(window).cases[0].board.tile({1, 3}); };
  EXPECT_EQ(tile(), 12);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: NO"));
  QTest::keyClick(&window.window(), Qt::Key_Delete);
  EXPECT_EQ(tile(), 0);
  EXPECT_TRUE(window.said().contains(QStringLiteral("clear the tile at (1, 3)")));
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(tile(), 12);
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(tile(), 1);
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(tile(), 12);
  // The cursor stops at the board's edge.
  for (int i = 0; i < 5; ++i) QTest::keyClick(&window.window(), Qt::Key_Right);
  EXPECT_EQ(window.board_view()->edit_cursor(), llk(1, 4));
  // The picture shows the cursor: the blue of its frame is drawn on the board.
  const QImage picture = window.board_view()->grab().toImage();
  const QPoint centre = window.board_view()->centre_of(llk(1, 4)).toPoint();
  const double half = window.board_view()->zoom() / 2;
  bool framed = false;
  for (int dx = -2; dx <= 2 && !framed; ++dx) {
    const QColor edge = picture.pixelColor(centre.x() + static_cast<int>(half) + dx, centre.y());
    framed = edge.blue() > 150 && edge.red() < 60;
  }
  EXPECT_TRUE(framed) << "no cursor frame at the cell's right edge";
}

// The keys a person types go to the widget with the keyboard focus, not to the window as
// QTest::keyClick(&window.window(), …) sends them above: entering edit mode puts the focus on the
// board, from which a digit passes up to the editor (it did not: the focus stayed in a
// panel, the Narration panel's list, which took the digits as a search of its rows).
TEST(Edit, EnteringEditModePutsTheFocusOnTheBoardAndADigitTypedThereReachesTheEditor) {
  WindowStandIn window;
  start_editing(window, QStringLiteral("focus.in"), kOneRow);
  QWidget* focus = QApplication::focusWidget();
  ASSERT_EQ(focus, window.board_view()) << "the focus is on "
                                        << (focus == nullptr ? std::string("nothing")
                                                             : std::string(focus->metaObject()->className()) + " " +
                                                                   focus->objectName().toStdString());
  // The status bar says how editing goes (it was cleared as the editor's query was chosen).
  EXPECT_TRUE(window.said().startsWith(QStringLiteral("Editing:")));
  QTest::keyClick(focus, Qt::Key_Right);  // the cursor from (1, 1) to (1, 2), a blank
  QTest::keyClick(focus, Qt::Key_7);
  EXPECT_EQ(file_of<lianliankan::Puzzle>(window).cases[0].board.tile({1, 2}), 7);
}

TEST(Edit, AnEditTheRulesForbidIsRefusedWithCoresReasonAndChangesNothing) {
  WindowStandIn window;
  start_editing(window, QStringLiteral("hrd.in"), read_bytes(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  const huarongdao::JudgeFile before = file_of<huarongdao::Puzzle>(window);
  const int steps = window.session().editable()->undo_stack().count();
  // Query 1's blank is on (3, 2): fixing that cell would leave the blank on a fixed piece.
  click_cell(window, board(3, 2));
  EXPECT_EQ(file_of<huarongdao::Puzzle>(window), before);
  EXPECT_EQ(window.session().editable()->undo_stack().count(), steps);
  EXPECT_FALSE(unsaved(window));
  const QString refusal = window.panels().edit->refusal();
  EXPECT_TRUE(refusal.startsWith(QStringLiteral("Refused: Query 1 would be illegal:"))) << refusal.toStdString();
  EXPECT_TRUE(refusal.contains(QStringLiteral("blank"))) << refusal.toStdString();
  // A cell no query stands on may be fixed: (1, 4) is movable in the sample.
  click_cell(window, board(1, 4));
  EXPECT_FALSE(file_of<huarongdao::Puzzle>(window).board.movable({1, 4}));
  EXPECT_TRUE(window.panels().edit->refusal().isEmpty());
}

TEST(Edit, HuarongdaosTargetIsDraggedByMouseAndTheFewestMovesFollow) {
  WindowStandIn window;
  const QString path = start_editing(window, QStringLiteral("hrd_marks.in"),
                                     read_bytes(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: 2"));
  window.panels().edit->findChild<QRadioButton*>(QStringLiteral("edit_tool_1"))->click();  // Marks
  // The marked piece starts on (1, 2) and must reach (2, 2): the target dragged onto the
  // piece's own cell asks for no move at all.
  drag_cell(window, board(2, 2), board(1, 2));
  EXPECT_EQ(file_of<huarongdao::Puzzle>(window).queries[0].target, (Cell{1, 2}));
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: 0"));
  ASSERT_EQ(window.session().editable()->save(), std::nullopt);  // as Save does (edit_save_test.cpp)
  EXPECT_EQ(cli_solve("huarongdao", path).split(QLatin1Char('\n')).value(0), QStringLiteral("0"));
}

TEST(Edit, SolitairesPieceIsPickedUpAndPutDownWithEnterAndTwoOnOneSquareIsRefused) {
  WindowStandIn window;
  start_editing(window, QStringLiteral("solitaire.in"), "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n");
  // From (1, 1) the cursor goes down three rows and right three columns to (4, 4).
  for (int i = 0; i < 3; ++i) QTest::keyClick(&window.window(), Qt::Key_Down);
  for (int i = 0; i < 3; ++i) QTest::keyClick(&window.window(), Qt::Key_Right);
  QTest::keyClick(&window.window(), Qt::Key_Return);
  EXPECT_EQ(window.hands().editor()->held(), board(4, 4));
  QTest::keyClick(&window.window(), Qt::Key_Up);
  QTest::keyClick(&window.window(), Qt::Key_Return);
  const solitaire::Configuration start = file_of<solitaire::Puzzle>(window).cases[0].start;
  EXPECT_EQ(start, (solitaire::Configuration{{Cell{3, 4}, Cell{4, 5}, Cell{5, 4}, Cell{6, 5}}}));
  EXPECT_EQ(window.hands().editor()->held(), std::nullopt);
  // The piece on (4, 5) dragged onto (5, 4), where another stands.
  drag_cell(window, board(4, 5), board(5, 4));
  EXPECT_EQ(file_of<solitaire::Puzzle>(window).cases[0].start, start);
  EXPECT_EQ(window.panels().edit->refusal(), QStringLiteral("Refused: two pieces cannot stand on one square (5, 4)"));
}

TEST(Edit, TwoMahjongCardsClickedWithAskBecomeTheQueryAndQueriesAreAddedMovedAndDeleted) {
  WindowStandIn window;
  start_editing(window, QStringLiteral("mahjong.in"), read_bytes(samples_directory() + QStringLiteral("/mahjong/sample.in")));
  window.panels().edit->findChild<QRadioButton*>(QStringLiteral("edit_tool_1"))->click();  // Ask
  // Mahjong's grid is the board with its ring, as Lianliankan's: (row, col) is (col, row).
  click_cell(window, QPoint(1, 1));
  click_cell(window, QPoint(5, 1));
  const auto pairs = [&] { return file_of<mahjong::Puzzle>(window).games[0].pairs; };
  EXPECT_EQ(pairs()[0], (CellPair{{1, 1}, {1, 5}}));
  const std::size_t count = pairs().size();
  window.commands().find("add_query")->trigger();
  EXPECT_EQ(pairs().size(), count + 1);
  EXPECT_EQ(window.session().query_index(), 1);  // the new one is shown
  EXPECT_EQ(pairs()[1], pairs()[0]);
  click_cell(window, QPoint(1, 2));  // the new query asks (2, 1) and (2, 5) instead
  click_cell(window, QPoint(5, 2));
  EXPECT_EQ(pairs()[1], (CellPair{{2, 1}, {2, 5}}));
  ASSERT_TRUE(window.commands().find("query_up")->isEnabled());
  window.commands().find("query_up")->trigger();
  EXPECT_EQ(window.session().query_index(), 0);
  EXPECT_EQ(pairs()[0], (CellPair{{2, 1}, {2, 5}}));
  window.commands().find("delete_query")->trigger();
  EXPECT_EQ(pairs().size(), count);
  QTest::keyClick(&window.window(), Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(pairs().size(), count + 1);
  // Space takes the card under the cursor (left on the last card clicked) away.
  window.panels().edit->findChild<QRadioButton*>(QStringLiteral("edit_tool_0"))->click();
  QTest::keyClick(&window.window(), Qt::Key_Space);
  EXPECT_FALSE(file_of<mahjong::Puzzle>(window).games[0].board.has_card({2, 5}));
  EXPECT_TRUE(file_of<mahjong::Puzzle>(window).games[0].board.has_card({2, 1}));
}

TEST(Edit, EscLeavesEditModeKeepingTheEditsAndTheSearchRunsOnTheEditedBoard) {
  WindowStandIn window;
  start_editing(window, QStringLiteral("leave.in"), kOneRow);
  click_cell(window, llk(1, 2));  // tile 1 between the two 1s: NO
  QTest::keyClick(&window.window(), Qt::Key_Escape);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(window.board_view()->edit_cursor(), std::nullopt);
  EXPECT_TRUE(unsaved(window));
  ASSERT_TRUE(window.search());
  EXPECT_EQ(window.session().lane().result()->answer, QStringLiteral("NO"));
}

TEST(Edit, AHuarongdaoPositionIsKeptAsANewQueryFromWhereTheBlankAndThePieceStand) {
  WindowStandIn window;
  const QString path = write_temporary(QStringLiteral("kept_hrd.in"), read_bytes(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  ASSERT_TRUE(window.open(path));
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  // The blank on (3, 2) moves up to (2, 2): the piece there slides down.
  QTest::keyClick(&window.window(), Qt::Key_Up);
  ASSERT_EQ(window.hands().game()->moves_made(), 1);
  window.commands().find("keep_position")->trigger();
  const huarongdao::JudgeFile& file = file_of<huarongdao::Puzzle>(window);
  ASSERT_EQ(file.queries.size(), 3u);
  EXPECT_EQ(file.queries[2], (huarongdao::Query{{2, 2}, {1, 2}, {2, 2}}));
}

}  // namespace
}  // namespace frontier::gui::testing
