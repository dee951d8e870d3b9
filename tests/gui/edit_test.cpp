// The board editor (Edit ▸ Edit Board, Ctrl+E) driven as a teacher drives it: clicks on
// the board's cells, the cell cursor and typed digits, Ctrl+Z and Ctrl+Shift+Z, Save and
// the unsaved-changes prompt. What is checked is what the window then draws and says, the
// bytes on disk, and what frontier-cli (another program) answers for the saved file; the
// expected answers come from boards built so that the answer is known by hand.

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
#include "gui_test_support.hpp"
#include "play/play_controller.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "window/new_file_dialog.hpp"

namespace frontier::gui::testing {
namespace {

QByteArray read_bytes(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return file.readAll();
}

// frontier-cli's answer to a saved file: what a judge would be given.
QString cli_solve(const char* puzzle, const QString& path) {
  QProcess cli;
  cli.start(QStringLiteral(FRONTIER_CLI), {QStringLiteral("solve"), QString::fromLatin1(puzzle), path});
  EXPECT_TRUE(cli.waitForFinished(30000));
  EXPECT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
  return QString::fromUtf8(cli.readAllStandardOutput()).trimmed();
}

// Opens a scratch copy of `text` (the tests save over it) and enters edit mode with Ctrl+E.
QString start_editing(MainWindow& window, const QString& name, const QByteArray& text) {
  const QString path = write_temporary(name, text);
  EXPECT_TRUE(open_and_wait(window, path));
  show_active(window);
  QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
  EXPECT_EQ(window.mode(), WindowMode::editing);
  EXPECT_NE(window.hands().editor(), nullptr);
  return path;
}

void click_cell(MainWindow& window, QPoint grid) {
  QTest::mouseClick(window.board_view(), Qt::LeftButton, {}, window.board_view()->centre_of(grid).toPoint());
}

void drag_cell(MainWindow& window, QPoint from, QPoint to) {
  BoardView* view = window.board_view();
  QTest::mousePress(view, Qt::LeftButton, {}, view->centre_of(from).toPoint());
  QTest::mouseMove(view, view->centre_of(to).toPoint());
  QTest::mouseRelease(view, Qt::LeftButton, {}, view->centre_of(to).toPoint());
}

// The judge's answer the edit panel shows once the worker has answered.
QString judge_answer(MainWindow& window) {
  EXPECT_TRUE(wait_until([&] { return !window.panels().edit->judge_answer().endsWith(QStringLiteral("…")); }));
  return window.panels().edit->judge_answer();
}

template <class P>
const typename P::File& file_of(const MainWindow& window) {
  return *window.session().editable()->file_of<P>();
}

// Lianliankan's grid is the board with its outer ring: cell (row, col) is grid (col, row).
QPoint llk(int row, int col) { return {col, row}; }
// Solitaire's and Huarongdao's grid is the board alone: (row, col) is grid (col - 1, row - 1).
QPoint board(int row, int col) { return {col - 1, row - 1}; }

// A row of four cells: the two tiles 1 at its ends link by the straight line between them
// only (the outer ring is not allowed by default), so a tile put in between makes it NO.
const QByteArray kOneRow = "1 4\n1 0 0 1\n1\n1 1 1 4\n0 0\n";

TEST(Edit, ATilePutBetweenTheTwoClickedTilesTurnsTheJudgesYesIntoNo) {
  MainWindow window;
  const QString path = start_editing(window, QStringLiteral("one_row.in"), kOneRow);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: YES"));
  window.panels().edit->findChild<QSpinBox*>(QStringLiteral("tile_number"))->setValue(5);
  click_cell(window, llk(1, 2));
  EXPECT_EQ(file_of<lianliankan::Puzzle>(window).cases[0].board.tile({1, 2}), 5);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: NO"));
  EXPECT_TRUE(window.answer_banner().contains(QStringLiteral("<b>NO</b>"))) << window.answer_banner().toStdString();
  EXPECT_TRUE(window.isWindowModified());
  // Undone, the line is free again, and the document is as it was on disk.
  QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: YES"));
  EXPECT_FALSE(window.isWindowModified());
  EXPECT_EQ(read_bytes(path), kOneRow);
}

TEST(Edit, TheKeyboardAloneMovesTheCursorTypesATileClearsItAndUndoesAndRedoes) {
  MainWindow window;
  start_editing(window, QStringLiteral("keys.in"), kOneRow);
  // The cursor starts on (1, 1); two steps right is (1, 3).
  QTest::keyClick(&window, Qt::Key_Right);
  QTest::keyClick(&window, Qt::Key_Right);
  EXPECT_EQ(window.board_view()->edit_cursor(), llk(1, 3));
  QTest::keyClick(&window, Qt::Key_1);
  QTest::keyClick(&window, Qt::Key_2);  // typed on the same cell: 12, one edit after another
  const auto tile = [&] { return file_of<lianliankan::Puzzle>(window).cases[0].board.tile({1, 3}); };
  EXPECT_EQ(tile(), 12);
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: NO"));
  QTest::keyClick(&window, Qt::Key_Delete);
  EXPECT_EQ(tile(), 0);
  EXPECT_TRUE(window.statusBar()->findChild<QLabel*>(QStringLiteral("status"))->text().contains(QStringLiteral("clear the tile at (1, 3)")));
  QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(tile(), 12);
  QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(tile(), 1);
  QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
  EXPECT_EQ(tile(), 12);
  // The cursor stops at the board's edge.
  for (int i = 0; i < 5; ++i) QTest::keyClick(&window, Qt::Key_Right);
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
// QTest::keyClick(&window, …) sends them above: entering edit mode puts the focus on the
// board, from which a digit passes up to the editor (it did not: the focus stayed in a
// panel, the Narration panel's list, which took the digits as a search of its rows).
TEST(Edit, EnteringEditModePutsTheFocusOnTheBoardAndADigitTypedThereReachesTheEditor) {
  MainWindow window;
  start_editing(window, QStringLiteral("focus.in"), kOneRow);
  QWidget* focus = QApplication::focusWidget();
  ASSERT_EQ(focus, window.board_view()) << "the focus is on "
                                        << (focus == nullptr ? std::string("nothing")
                                                             : std::string(focus->metaObject()->className()) + " " +
                                                                   focus->objectName().toStdString());
  // The status bar says how editing goes (it was cleared as the editor's query was chosen).
  EXPECT_TRUE(window.findChild<QLabel*>(QStringLiteral("status"))->text().startsWith(QStringLiteral("Editing:")));
  QTest::keyClick(focus, Qt::Key_Right);  // the cursor from (1, 1) to (1, 2), a blank
  QTest::keyClick(focus, Qt::Key_7);
  EXPECT_EQ(file_of<lianliankan::Puzzle>(window).cases[0].board.tile({1, 2}), 7);
}

// Save As is Ctrl+Shift+S where the platform names no Save As key (offscreen has none, as
// KDE and a bare X desktop have none): it opens the file dialog, whose Cancel saves nothing.
TEST(Edit, CtrlShiftSIsSaveAsWhateverThePlatformsKeysAndCancelSavesNothing) {
  MainWindow window;
  const QString path = start_editing(window, QStringLiteral("save_as_key.in"), kOneRow);
  EXPECT_TRUE(window.findChild<QAction*>(QStringLiteral("save_as"))->shortcuts().contains(
      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
  QTest::keyClick(&window, Qt::Key_Right);
  QTest::keyClick(&window, Qt::Key_7);
  {
    const DialogCatcher cancel;  // Cancel (closes) each modal dialog
    QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(cancel.names().size(), 1) << "Ctrl+Shift+S opened no file dialog: " << cancel.names().join(u' ').toStdString();
  }
  EXPECT_TRUE(window.isWindowModified());
  EXPECT_EQ(read_bytes(path), kOneRow);
}

TEST(Edit, SaveWritesTheJudgeFormatThatReadsBackAndFrontierCliAnswersIt) {
  MainWindow window;
  const QString path = start_editing(window, QStringLiteral("saved.in"), kOneRow);
  window.panels().edit->findChild<QSpinBox*>(QStringLiteral("tile_number"))->setValue(3);
  click_cell(window, llk(1, 3));
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: NO"));
  QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
  EXPECT_FALSE(window.isWindowModified());
  EXPECT_EQ(read_bytes(path), QByteArray("1 4\n1 0 3 1\n1\n1 1 1 4\n0 0\n"));
  EXPECT_EQ(cli_solve("lianliankan", path), QStringLiteral("NO"));
  // Reopened, it is the same document.
  MainWindow again;
  ASSERT_TRUE(open_and_wait(again, path));
  EXPECT_EQ(file_of<lianliankan::Puzzle>(again), file_of<lianliankan::Puzzle>(window));
}

TEST(Edit, SaveAsNamesTheDocumentAndAFailedSaveSaysWhyAndKeepsItUnsaved) {
  MainWindow window;
  window.set_quiet(true);  // the failure's dialog would wait for a click
  const QString path = start_editing(window, QStringLiteral("save_as.in"), kOneRow);
  QTest::keyClick(&window, Qt::Key_Delete);  // (1, 1) cleared
  EXPECT_FALSE(window.files().save_as(QStringLiteral("/nonexistent/folder/x.in")));
  EXPECT_TRUE(window.isWindowModified());
  EXPECT_TRUE(window.statusBar()->findChild<QLabel*>(QStringLiteral("status"))->text().contains(QStringLiteral("Could not save")));
  const QString other = QFileInfo(path).dir().filePath(QStringLiteral("save_as_copy.in"));
  ASSERT_TRUE(window.files().save_as(other));
  EXPECT_EQ(window.session().editable()->path(), other);
  EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("save_as_copy.in"))) << window.windowTitle().toStdString();
  EXPECT_EQ(read_bytes(path), kOneRow);  // the old file untouched
  EXPECT_EQ(cli_solve("lianliankan", other), QStringLiteral("NO"));
}

TEST(Edit, ClosingOrOpeningAnotherFileWithUnsavedChangesAsksAndCancelKeepsEverything) {
  MainWindow window;
  start_editing(window, QStringLiteral("prompt.in"), kOneRow);
  QTest::keyClick(&window, Qt::Key_Delete);
  ASSERT_TRUE(window.isWindowModified());
  {
    DialogCatcher dialogs(QStringLiteral("cancel"));
    EXPECT_FALSE(window.close());
    EXPECT_EQ(dialogs.names(), QStringList{QStringLiteral("unsaved_changes")});
  }
  EXPECT_TRUE(window.isVisible());
  {
    DialogCatcher dialogs(QStringLiteral("cancel"));
    window.open_file(samples_directory() + QStringLiteral("/mahjong/sample.in"));
    EXPECT_EQ(dialogs.names(), QStringList{QStringLiteral("unsaved_changes")});
  }
  EXPECT_FALSE(window.session().loading());
  EXPECT_EQ(window.session().file()->puzzle().id(), "lianliankan");
  EXPECT_EQ(file_of<lianliankan::Puzzle>(window).cases[0].board.tile({1, 1}), 0);  // the edit is still there
  {
    DialogCatcher dialogs(QStringLiteral("discard"));
    EXPECT_TRUE(window.close());
  }
}

TEST(Edit, AnEditTheRulesForbidIsRefusedWithCoresReasonAndChangesNothing) {
  MainWindow window;
  start_editing(window, QStringLiteral("hrd.in"), read_bytes(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  const huarongdao::JudgeFile before = file_of<huarongdao::Puzzle>(window);
  const int steps = window.session().editable()->undo_stack().count();
  // Query 1's blank is on (3, 2): fixing that cell would leave the blank on a fixed piece.
  click_cell(window, board(3, 2));
  EXPECT_EQ(file_of<huarongdao::Puzzle>(window), before);
  EXPECT_EQ(window.session().editable()->undo_stack().count(), steps);
  EXPECT_FALSE(window.isWindowModified());
  const QString refusal = window.panels().edit->refusal();
  EXPECT_TRUE(refusal.startsWith(QStringLiteral("Refused: Query 1 would be illegal:"))) << refusal.toStdString();
  EXPECT_TRUE(refusal.contains(QStringLiteral("blank"))) << refusal.toStdString();
  // A cell no query stands on may be fixed: (1, 4) is movable in the sample.
  click_cell(window, board(1, 4));
  EXPECT_FALSE(file_of<huarongdao::Puzzle>(window).board.movable({1, 4}));
  EXPECT_TRUE(window.panels().edit->refusal().isEmpty());
}

TEST(Edit, HuarongdaosTargetIsDraggedByMouseAndTheFewestMovesFollow) {
  MainWindow window;
  const QString path = start_editing(window, QStringLiteral("hrd_marks.in"),
                                     read_bytes(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: 2"));
  window.panels().edit->findChild<QRadioButton*>(QStringLiteral("edit_tool_1"))->click();  // Marks
  // The marked piece starts on (1, 2) and must reach (2, 2): the target dragged onto the
  // piece's own cell asks for no move at all.
  drag_cell(window, board(2, 2), board(1, 2));
  EXPECT_EQ(file_of<huarongdao::Puzzle>(window).queries[0].target, (Cell{1, 2}));
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: 0"));
  QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
  EXPECT_EQ(cli_solve("huarongdao", path).split(QLatin1Char('\n')).value(0), QStringLiteral("0"));
}

TEST(Edit, SolitairesPieceIsPickedUpAndPutDownWithEnterAndTwoOnOneSquareIsRefused) {
  MainWindow window;
  start_editing(window, QStringLiteral("solitaire.in"), "4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n");
  // From (1, 1) the cursor goes down three rows and right three columns to (4, 4).
  for (int i = 0; i < 3; ++i) QTest::keyClick(&window, Qt::Key_Down);
  for (int i = 0; i < 3; ++i) QTest::keyClick(&window, Qt::Key_Right);
  QTest::keyClick(&window, Qt::Key_Return);
  EXPECT_EQ(window.hands().editor()->held(), board(4, 4));
  QTest::keyClick(&window, Qt::Key_Up);
  QTest::keyClick(&window, Qt::Key_Return);
  const solitaire::Configuration start = file_of<solitaire::Puzzle>(window).cases[0].start;
  EXPECT_EQ(start, (solitaire::Configuration{{Cell{3, 4}, Cell{4, 5}, Cell{5, 4}, Cell{6, 5}}}));
  EXPECT_EQ(window.hands().editor()->held(), std::nullopt);
  // The piece on (4, 5) dragged onto (5, 4), where another stands.
  drag_cell(window, board(4, 5), board(5, 4));
  EXPECT_EQ(file_of<solitaire::Puzzle>(window).cases[0].start, start);
  EXPECT_EQ(window.panels().edit->refusal(), QStringLiteral("Refused: two pieces cannot stand on one square (5, 4)"));
}

TEST(Edit, TwoMahjongCardsClickedWithAskBecomeTheQueryAndQueriesAreAddedMovedAndDeleted) {
  MainWindow window;
  start_editing(window, QStringLiteral("mahjong.in"), read_bytes(samples_directory() + QStringLiteral("/mahjong/sample.in")));
  window.panels().edit->findChild<QRadioButton*>(QStringLiteral("edit_tool_1"))->click();  // Ask
  // Mahjong's grid is the board with its ring, as Lianliankan's: (row, col) is (col, row).
  click_cell(window, QPoint(1, 1));
  click_cell(window, QPoint(5, 1));
  const auto pairs = [&] { return file_of<mahjong::Puzzle>(window).games[0].pairs; };
  EXPECT_EQ(pairs()[0], (CellPair{{1, 1}, {1, 5}}));
  const std::size_t count = pairs().size();
  window.action(QStringLiteral("add_query"))->trigger();
  EXPECT_EQ(pairs().size(), count + 1);
  EXPECT_EQ(window.session().query_index(), 1);  // the new one is shown
  EXPECT_EQ(pairs()[1], pairs()[0]);
  click_cell(window, QPoint(1, 2));  // the new query asks (2, 1) and (2, 5) instead
  click_cell(window, QPoint(5, 2));
  EXPECT_EQ(pairs()[1], (CellPair{{2, 1}, {2, 5}}));
  ASSERT_TRUE(window.action(QStringLiteral("query_up"))->isEnabled());
  window.action(QStringLiteral("query_up"))->trigger();
  EXPECT_EQ(window.session().query_index(), 0);
  EXPECT_EQ(pairs()[0], (CellPair{{2, 1}, {2, 5}}));
  window.action(QStringLiteral("delete_query"))->trigger();
  EXPECT_EQ(pairs().size(), count);
  QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
  EXPECT_EQ(pairs().size(), count + 1);
  // Space takes the card under the cursor (left on the last card clicked) away.
  window.panels().edit->findChild<QRadioButton*>(QStringLiteral("edit_tool_0"))->click();
  QTest::keyClick(&window, Qt::Key_Space);
  EXPECT_FALSE(file_of<mahjong::Puzzle>(window).games[0].board.has_card({2, 5}));
  EXPECT_TRUE(file_of<mahjong::Puzzle>(window).games[0].board.has_card({2, 1}));
}

TEST(Edit, EscLeavesEditModeKeepingTheEditsAndTheSearchRunsOnTheEditedBoard) {
  MainWindow window;
  start_editing(window, QStringLiteral("leave.in"), kOneRow);
  click_cell(window, llk(1, 2));  // tile 1 between the two 1s: NO
  QTest::keyClick(&window, Qt::Key_Escape);
  EXPECT_EQ(window.mode(), WindowMode::viewing);
  EXPECT_EQ(window.board_view()->edit_cursor(), std::nullopt);
  EXPECT_TRUE(window.isWindowModified());
  ASSERT_TRUE(run_and_wait(window));
  EXPECT_EQ(window.session().lane().result()->answer, QStringLiteral("NO"));
}

TEST(Edit, NewMakesTheFileFrontierCliGenerateMakesUntitledAndUntouched) {
  MainWindow window;
  NewFileDialog dialog;
  dialog.set_puzzle(*find_puzzle("huarongdao"));
  static_cast<QSpinBox*>(dialog.field(QStringLiteral("rows")))->setValue(5);
  static_cast<QSpinBox*>(dialog.field(QStringLiteral("queries")))->setValue(3);
  ASSERT_TRUE(window.files().new_file(*dialog.puzzle(), 9, dialog.values()).made);
  EXPECT_EQ(window.session().editable()->path(), QString());
  EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("Untitled"))) << window.windowTitle().toStdString();
  // Made again from its seed at will: untouched, it is no unsaved change.
  EXPECT_FALSE(window.session().editable()->dirty());
  EXPECT_FALSE(window.isWindowModified());
  QProcess cli;
  cli.start(QStringLiteral(FRONTIER_CLI), {QStringLiteral("generate"), QStringLiteral("huarongdao"), QStringLiteral("--seed"),
                                            QStringLiteral("9"), QStringLiteral("--rows"), QStringLiteral("5"),
                                            QStringLiteral("--queries"), QStringLiteral("3")});
  ASSERT_TRUE(cli.waitForFinished(30000));
  EXPECT_EQ(QByteArray::fromStdString(window.session().editable()->file()->write()), cli.readAllStandardOutput());
}

TEST(Edit, NewStartsOnTheOpenPuzzleAndACancelledSavePromptSaysNothingMore) {
  MainWindow window;
  ASSERT_TRUE(open_and_wait(window, samples_directory() + QStringLiteral("/mahjong/sample.in")));
  show_active(window);
  // An edited file, so that New asks about it.
  QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::editing);
  QTest::keyClick(window.board_view(), Qt::Key_Space);
  ASSERT_TRUE(window.session().editable()->dirty());
  QTest::keyClick(&window, Qt::Key_Escape);
  const std::shared_ptr<const PuzzleFile> edited = window.session().file();
  // The user: OK in the New dialog as it opens, then Cancel when asked about the edit.
  QStringList seen;
  QTimer answer;
  answer.setInterval(20);
  QObject::connect(&answer, &QTimer::timeout, [&seen] {
    auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
    if (dialog == nullptr) return;
    if (auto* made = qobject_cast<NewFileDialog*>(dialog)) {
      const bool again = !seen.isEmpty();
      seen << QStringLiteral("new: ") + QString::fromLatin1(made->puzzle()->id().data(), static_cast<qsizetype>(made->puzzle()->id().size()));
      again ? made->reject() : made->accept();  // OK once; shown again, it is cancelled
      return;
    }
    seen << dialog->objectName();
    dialog->reject();  // Cancel, and Esc on anything else
  });
  answer.start();
  window.action(QStringLiteral("new_file"))->trigger();
  answer.stop();
  EXPECT_EQ(seen, QStringList({QStringLiteral("new: mahjong"), QStringLiteral("unsaved_changes")}))
      << "the dialog starts on the puzzle open, and Cancel is the answer: no box says that no file was made";
  EXPECT_EQ(window.session().file(), edited) << "the edited file stays";
  EXPECT_TRUE(window.session().editable()->dirty());
}

TEST(Edit, NewOffersAnEmptyBoardToFillByHandAndSolitaireHasNone) {
  MainWindow window;
  NewFileDialog dialog;
  dialog.set_puzzle(*find_puzzle("solitaire"));
  EXPECT_TRUE(dialog.findChild<QCheckBox*>(QStringLiteral("new_empty"))->isHidden()) << "no greyed box for what cannot be";
  dialog.set_puzzle(*find_puzzle("lianliankan"));
  EXPECT_FALSE(dialog.findChild<QCheckBox*>(QStringLiteral("new_empty"))->isHidden());
  dialog.set_empty(true);
  EXPECT_FALSE(dialog.field(QStringLiteral("density"))->isEnabled());
  static_cast<QSpinBox*>(dialog.field(QStringLiteral("rows")))->setValue(2);
  static_cast<QSpinBox*>(dialog.field(QStringLiteral("cols")))->setValue(3);
  ASSERT_TRUE(window.files().new_file(*dialog.puzzle(), dialog.seed(), dialog.values(), dialog.empty()).made);
  EXPECT_EQ(QByteArray::fromStdString(window.session().editable()->file()->write()), QByteArray("2 3\n0 0 0\n0 0 0\n0\n0 0\n"));
  // Filled by hand: two tiles and the query between them.
  show_active(window);
  QTest::keyClick(&window, Qt::Key_E, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::editing);
  click_cell(window, llk(1, 1));
  click_cell(window, llk(2, 3));
  window.action(QStringLiteral("add_query"))->trigger();
  window.panels().edit->findChild<QRadioButton*>(QStringLiteral("edit_tool_2"))->click();  // Ask
  click_cell(window, llk(1, 1));
  click_cell(window, llk(2, 3));
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: YES"));
  const QString path = write_temporary(QStringLiteral("filled.in"), {});
  ASSERT_TRUE(window.files().save_as(path));
  EXPECT_EQ(cli_solve("lianliankan", path), QStringLiteral("YES"));
}

TEST(Edit, APositionReachedInPlayIsKeptAsANewCaseAndTheGameGoesOn) {
  MainWindow window;
  const QString path = write_temporary(QStringLiteral("kept.in"), kOneRow);
  ASSERT_TRUE(open_and_wait(window, path));
  show_active(window);
  QTest::keyClick(&window, Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  // The two tiles 1 link along the row: taken, the row is blank.
  click_cell(window, llk(1, 1));
  click_cell(window, llk(1, 4));
  ASSERT_EQ(window.hands().game()->moves_made(), 1);
  window.action(QStringLiteral("keep_position"))->trigger();
  EXPECT_EQ(window.mode(), WindowMode::playing);
  EXPECT_EQ(window.hands().game()->moves_made(), 1);
  const lianliankan::JudgeFile& file = file_of<lianliankan::Puzzle>(window);
  ASSERT_EQ(file.cases.size(), 2u);
  EXPECT_EQ(file.cases[1].board, (lianliankan::Board{1, 4, {0, 0, 0, 0}}));
  EXPECT_EQ(file.cases[1].queries, file.cases[0].queries);
  EXPECT_TRUE(window.isWindowModified());
  ASSERT_TRUE(window.files().save());
  // The kept position asks its query on a row of blanks: the judge says NO (no tiles).
  EXPECT_EQ(cli_solve("lianliankan", path), QStringLiteral("YES\nNO"));
}

TEST(Edit, AHuarongdaoPositionIsKeptAsANewQueryFromWhereTheBlankAndThePieceStand) {
  MainWindow window;
  const QString path = write_temporary(QStringLiteral("kept_hrd.in"), read_bytes(samples_directory() + QStringLiteral("/huarongdao/sample.in")));
  ASSERT_TRUE(open_and_wait(window, path));
  show_active(window);
  QTest::keyClick(&window, Qt::Key_G, Qt::ControlModifier);
  ASSERT_EQ(window.mode(), WindowMode::playing);
  // The blank on (3, 2) moves up to (2, 2): the piece there slides down.
  QTest::keyClick(&window, Qt::Key_Up);
  ASSERT_EQ(window.hands().game()->moves_made(), 1);
  window.action(QStringLiteral("keep_position"))->trigger();
  const huarongdao::JudgeFile& file = file_of<huarongdao::Puzzle>(window);
  ASSERT_EQ(file.queries.size(), 3u);
  EXPECT_EQ(file.queries[2], (huarongdao::Query{{2, 2}, {1, 2}, {2, 2}}));
}

}  // namespace
}  // namespace frontier::gui::testing
