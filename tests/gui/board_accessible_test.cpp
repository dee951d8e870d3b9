// The board as a screen reader meets it (widgets/board_accessible.hpp): a table with one
// cell for each cell of the board, each named by its row, its column and what it holds,
// and the editor's cursor on the focused cell. Read through the same accessibility
// interfaces Qt hands to AT-SPI, on a stand-in for the window.

#include <gtest/gtest.h>

#include <QAccessible>
#include <QAccessibleInterface>
#include <QApplication>
#include <QTest>

#include "gui_test_support.hpp"
#include "modes/hand_modes.hpp"
#include "play/play_controller.hpp"
#include "render/board_painter.hpp"
#include "widgets/board_view.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/play_panel.hpp"
#include "window/panels.hpp"
#include "window_stand_in.hpp"

namespace frontier::gui::testing {
namespace {

QAccessibleInterface* board_of(WindowStandIn& window) { return QAccessible::queryAccessibleInterface(window.board_view()); }

QString cell_name(WindowStandIn& window, int row, int column) {
  QAccessibleInterface* cell = board_of(window)->tableInterface()->cellAt(row, column);
  return cell != nullptr ? cell->text(QAccessible::Name) : QStringLiteral("(no cell)");
}

TEST(BoardForScreenReaders, EachCellOfTheBoardIsACellOfATableNamedByItsRowColumnAndTile) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  window.show_active();
  QAccessibleInterface* board = board_of(window);
  ASSERT_NE(board, nullptr);
  EXPECT_EQ(board->role(), QAccessible::Table);
  EXPECT_EQ(board->text(QAccessible::Name), QStringLiteral("Board"));
  QAccessibleTableInterface* table = board->tableInterface();
  ASSERT_NE(table, nullptr);
  // The first case is 3 × 4, in its ring of cells outside: 5 rows, 6 columns.
  EXPECT_EQ(table->rowCount(), 5);
  EXPECT_EQ(table->columnCount(), 6);
  EXPECT_EQ(board->childCount(), 30);
  // Its first row is 1 2 3 4; the ring is outside the board.
  EXPECT_EQ(cell_name(window, 1, 1), QStringLiteral("row 1, column 1: tile 1"));
  EXPECT_EQ(cell_name(window, 1, 4), QStringLiteral("row 1, column 4: tile 4"));
  EXPECT_EQ(cell_name(window, 2, 2), QStringLiteral("row 2, column 2: blank"));
  EXPECT_EQ(cell_name(window, 0, 0), QStringLiteral("row 0, column 0: outside the board"));
  QAccessibleInterface* cell = table->cellAt(3, 2);
  ASSERT_NE(cell, nullptr);
  EXPECT_EQ(cell->role(), QAccessible::Cell);
  EXPECT_EQ(cell->tableCellInterface()->rowIndex(), 3);
  EXPECT_EQ(cell->tableCellInterface()->columnIndex(), 2);
  EXPECT_EQ(board->indexOfChild(cell), 3 * 6 + 2);
  EXPECT_EQ(cell->parent(), board);
  // Where it is on the screen is where the board draws it.
  EXPECT_TRUE(cell->rect().contains(window.board_view()->mapToGlobal(window.board_view()->centre_of({2, 3}).toPoint())));
  EXPECT_EQ(board->childAt(cell->rect().center().x(), cell->rect().center().y()), cell);
}

TEST(BoardForScreenReaders, ACellSaysWhatTheSearchKnowsOfItAtTheMomentShown) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  ASSERT_TRUE(window.search());
  const QString before = cell_name(window, 2, 1);
  window.session().playback().to_end();
  ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  const QString after = cell_name(window, 2, 1);
  // (2, 1) is a blank under the query's tile (1, 1): reached by the search's end.
  EXPECT_TRUE(after.startsWith(QStringLiteral("row 2, column 1: blank"))) << after.toStdString();
  EXPECT_NE(after, before) << "the words follow the moment drawn";
  EXPECT_TRUE(after.contains(QStringLiteral("turn"))) << after.toStdString();
}

TEST(BoardForScreenReaders, HuarongdaosBlankPieceAndTargetAreSaid) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("huarongdao/sample.in")));
  const QAccessibleTableInterface* table = board_of(window)->tableInterface();
  QStringList said;
  for (int row = 0; row < table->rowCount(); ++row) {
    for (int column = 0; column < table->columnCount(); ++column) {
      const QString name = cell_name(window, row, column);
      EXPECT_TRUE(name.startsWith(QStringLiteral("row %1, column %2: ").arg(row + 1).arg(column + 1))) << name.toStdString();
      said << name;
    }
  }
  // The sample's first query: the blank on (3, 2), the marked piece on (1, 2), the target (2, 2).
  EXPECT_TRUE(said.contains(QStringLiteral("row 3, column 2: movable, the blank"))) << said.join(u'\n').toStdString();
  EXPECT_TRUE(said.contains(QStringLiteral("row 1, column 2: movable, the marked piece")));
  EXPECT_TRUE(said.contains(QStringLiteral("row 2, column 2: movable, the target")));
}

TEST(BoardForScreenReaders, SolitairesSquaresSayTheirPiecesAndTheGoal) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("solitaire/sample.in")));
  const QAccessibleTableInterface* table = board_of(window)->tableInterface();
  int goal = 0;
  for (int row = 0; row < 8; ++row) {
    for (int column = 0; column < 8; ++column) {
      const QString name = cell_name(window, row, column);
      EXPECT_TRUE(name.startsWith(QStringLiteral("row %1, column %2: ").arg(row + 1).arg(column + 1))) << name.toStdString();
      if (name.endsWith(QStringLiteral("a square of the goal"))) ++goal;
    }
  }
  EXPECT_EQ(goal, 4) << "four pieces, four squares of the goal";
  EXPECT_GE(table->columnCount(), 8);
}

TEST(BoardForScreenReaders, TheEditorsCursorIsTheFocusedCellAndMovingItMovesTheFocus) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_E, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::editing);
  ASSERT_TRUE(window.board_view()->hasFocus());
  QAccessibleInterface* board = board_of(window);
  QAccessibleInterface* focused = board->focusChild();
  ASSERT_NE(focused, nullptr);
  EXPECT_EQ(focused->text(QAccessible::Name), QStringLiteral("row 1, column 1: tile 1"));
  EXPECT_TRUE(focused->state().focused);
  QTest::keyClick(&window.window(), Qt::Key_Right);
  focused = board->focusChild();
  ASSERT_NE(focused, nullptr);
  EXPECT_EQ(focused->text(QAccessible::Name), QStringLiteral("row 1, column 2: tile 2"));
  QTest::keyClick(&window.window(), Qt::Key_Escape);
  EXPECT_EQ(board->focusChild(), nullptr) << "no cursor outside edit mode";
}

TEST(BoardForScreenReaders, AnotherBoardIsAnotherTable) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  QAccessibleTableInterface* table = board_of(window)->tableInterface();
  ASSERT_NE(table->cellAt(4, 5), nullptr);
  ASSERT_TRUE(window.open(QStringLiteral("huarongdao/sample.in")));
  EXPECT_EQ(table->rowCount(), window.board_view()->board_painter()->grid().height());
  EXPECT_EQ(table->cellAt(4, 5), nullptr) << "the Lianliankan board's corner is no cell of this one";
  EXPECT_TRUE(cell_name(window, 0, 0).startsWith(QStringLiteral("row 1, column 1: ")));
}

// Where the board is worked by picking cells, the keyboard picks too: the arrows move a
// cursor (the focused cell) and Space clicks under it, before the window's own shortcuts
// on those keys (stepping, playing) see them.
TEST(BoardForScreenReaders, PlayingByPicksTheArrowsMoveACursorAndSpaceClicksUnderIt) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  BoardView* board = window.board_view();
  ASSERT_TRUE(board->hasFocus()) << "entering play mode puts the keys on the board";
  ASSERT_TRUE(board->key_picks());
  QAccessibleInterface* focused = board_of(window)->focusChild();
  ASSERT_NE(focused, nullptr);
  EXPECT_EQ(focused->text(QAccessible::Name), QStringLiteral("row 1, column 1: tile 1"));
  // Tile 1 at (1, 1), then its twin at (3, 4): two down, three right. They link.
  QTest::keyClick(board, Qt::Key_Space);
  for (const Qt::Key key : {Qt::Key_Down, Qt::Key_Down, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right}) {
    QTest::keyClick(board, key);
  }
  EXPECT_EQ(board_of(window)->focusChild()->text(QAccessible::Name), QStringLiteral("row 3, column 4: tile 1"));
  EXPECT_EQ(window.hands().game()->moves_made(), 0);
  QTest::keyClick(board, Qt::Key_Space);
  EXPECT_EQ(window.hands().game()->moves_made(), 1) << window.hands().game()->refusal().toStdString();
  EXPECT_TRUE(window.panels().play->progress().startsWith(QStringLiteral("Pairs taken: 1."))) << window.panels().play->progress().toStdString();
  // At the edge the cursor stays; Esc leaves, and with the mode the keys are the window's again.
  for (int i = 0; i < 8; ++i) QTest::keyClick(board, Qt::Key_Right);
  EXPECT_EQ(board_of(window)->focusChild()->text(QAccessible::Name), QStringLiteral("row 3, column 5: outside the board"));
  QTest::keyClick(board, Qt::Key_Escape);
  ASSERT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_FALSE(board->key_picks());
  EXPECT_EQ(board_of(window)->focusChild(), nullptr);
}

// Huarongdao's arrows move the blank (play mode's own keys): the board keeps no cursor of its own.
TEST(BoardForScreenReaders, HuarongdaosArrowsStayTheGamesNotACursors) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("huarongdao/sample.in")));
  window.show_active();
  QTest::keyClick(&window.window(), Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  EXPECT_FALSE(window.board_view()->key_picks());
  QTest::keyClick(window.board_view(), Qt::Key_Up);
  EXPECT_EQ(window.hands().game()->moves_made(), 1) << "Up moved the blank";
}

// An ask question on cells takes the keys to the board; each pick, and after the reveal
// each hit and miss, is said on its cell as the rings and crosses show it.
TEST(BoardForScreenReaders, AskModesPicksAndVerdictAreSaidOnTheirCells) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  window.show_active();
  window.panels().legend->setFocus();
  window.ask().set_ask(true);
  ASSERT_TRUE(QTest::qWaitFor([&] { return window.ask().questions().open(); }, 10000));
  BoardView* board = window.board_view();
  ASSERT_TRUE(board->hasFocus()) << "a question on the board takes the keys there";
  ASSERT_TRUE(board->key_picks());
  QTest::keyClick(board, Qt::Key_Down);  // (2, 1): a blank beside the start, in layer 0's reach
  QTest::keyClick(board, Qt::Key_Space);
  EXPECT_EQ(cell_name(window, 2, 1), QStringLiteral("row 2, column 1: blank, picked"));
  QTest::keyClick(board, Qt::Key_Return);
  ASSERT_TRUE(window.ask().questions().verdict().has_value());
  EXPECT_FALSE(board->key_picks()) << "revealed: the keys step and play again";
  int hits = 0;
  int misses = 0;
  for (int row = 0; row < 5; ++row) {
    for (int column = 0; column < 6; ++column) {
      hits += cell_name(window, row, column).endsWith(QStringLiteral(", picked and right"));
      misses += cell_name(window, row, column).endsWith(QStringLiteral(", missed: in the answer"));
    }
  }
  // Layer 0 goes straight from (1, 1): down to (2, 1) and no further (tile 4 below it; the
  // ring is closed and tile 2 is to its right). The one pick is its one cell.
  EXPECT_EQ(cell_name(window, 2, 1), QStringLiteral("row 2, column 1: blank, picked and right"));
  EXPECT_EQ(hits, 1);
  EXPECT_EQ(misses, 0);
}

// A keyboard alone reaches the board: it is in the Tab order, and a frame shows the keys go there.
TEST(BoardForScreenReaders, TabReachesTheBoardWhichShowsItHasTheFocus) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(QStringLiteral("lianliankan/hdu1175_sample.in")));
  window.show_active();
  BoardView* board = window.board_view();
  const QColor highlight = board->palette().color(QPalette::Highlight);
  const auto framed = [&] { return board->grab().toImage().pixelColor(1, board->height() / 2) == highlight; };
  window.panels().legend->setFocus();  // somewhere else first
  ASSERT_FALSE(board->hasFocus());
  EXPECT_FALSE(framed());
  for (int presses = 0; presses < 40 && !board->hasFocus(); ++presses) QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
  ASSERT_TRUE(board->hasFocus()) << "Tab never reached the board";
  EXPECT_TRUE(framed());
}

}  // namespace
}  // namespace frontier::gui::testing
