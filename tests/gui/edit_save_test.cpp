// The judge file the editor changed, kept or not as a teacher keeps it: Save and Save As
// (Ctrl+S, Ctrl+Shift+S), File ▸ New, a position reached in play kept as a case, and the
// unsaved-changes prompt on closing or opening another file. These are the window's (its
// file actions), so they build one. What is checked is the bytes on disk and what
// frontier-cli (another program) answers for the saved file.

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
#include "play/play_controller.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "window/new_file_dialog.hpp"

namespace frontier::gui::testing {
namespace {

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
  EXPECT_TRUE(unsaved(window));
  EXPECT_EQ(read_bytes(path), kOneRow);
}

TEST(Edit, SaveWritesTheJudgeFormatThatReadsBackAndFrontierCliAnswersIt) {
  MainWindow window;
  const QString path = start_editing(window, QStringLiteral("saved.in"), kOneRow);
  window.panels().edit->findChild<QSpinBox*>(QStringLiteral("tile_number"))->setValue(3);
  click_cell(window, llk(1, 3));
  EXPECT_EQ(judge_answer(window), QStringLiteral("The judge's answer: NO"));
  QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier);
  EXPECT_FALSE(unsaved(window));
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
  EXPECT_TRUE(unsaved(window));
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
  ASSERT_TRUE(unsaved(window));
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
  EXPECT_FALSE(unsaved(window));
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
  EXPECT_TRUE(unsaved(window));
  ASSERT_TRUE(window.files().save());
  // The kept position asks its query on a row of blanks: the judge says NO (no tiles).
  EXPECT_EQ(cli_solve("lianliankan", path), QStringLiteral("YES\nNO"));
}

}  // namespace
}  // namespace frontier::gui::testing
