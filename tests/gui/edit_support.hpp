#pragma once
// What the editor's tests share: a scratch file opened and edit mode entered (in the window
// or in a stand-in for it), clicks and drags on the board's cells, the judge's answer the
// edit panel shows, the document's file, and frontier-cli's answer to a saved file.

#include <gtest/gtest.h>

#include <QFile>
#include <QProcess>
#include <QTest>

#include "document/editable_document.hpp"
#include "gui_test_support.hpp"
#include "widgets/board_view.hpp"
#include "widgets/edit_panel.hpp"
#include "window/main_window.hpp"
#include "window_stand_in.hpp"

namespace frontier::gui::testing {

inline QByteArray read_bytes(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return file.readAll();
}

// frontier-cli's answer to a saved file: what a judge would be given.
inline QString cli_solve(const char* puzzle, const QString& path) {
  QProcess cli;
  cli.start(QStringLiteral(FRONTIER_CLI), {QStringLiteral("solve"), QString::fromLatin1(puzzle), path});
  EXPECT_TRUE(cli.waitForFinished(30000));
  EXPECT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
  return QString::fromUtf8(cli.readAllStandardOutput()).trimmed();
}

// The window, or a stand-in for it (window_stand_in.hpp): `path` opened and the window
// shown active (its shortcuts take keys), and the widget that takes the window's keys.
inline bool open_for_editing(MainWindow& window, const QString& path) {
  if (!open_and_wait(window, path)) return false;
  show_active(window);
  return true;
}
inline bool open_for_editing(WindowStandIn& window, const QString& path) {
  if (!window.open(path)) return false;
  window.show_active();
  return true;
}
inline QWidget& keys_of(MainWindow& window) { return window; }
inline QWidget& keys_of(WindowStandIn& window) { return window.window(); }

// Opens a scratch copy of `text` (the tests save over it) and enters edit mode with Ctrl+E.
template <class Window>
QString start_editing(Window& window, const QString& name, const QByteArray& text) {
  const QString path = write_temporary(name, text);
  EXPECT_TRUE(open_for_editing(window, path));
  QTest::keyClick(&keys_of(window), Qt::Key_E, Qt::ControlModifier);
  EXPECT_EQ(window.mode(), WindowMode::editing);
  EXPECT_NE(window.hands().editor(), nullptr);
  return path;
}

template <class Window>
void click_cell(Window& window, QPoint grid) {
  QTest::mouseClick(window.board_view(), Qt::LeftButton, {}, window.board_view()->centre_of(grid).toPoint());
}

template <class Window>
void drag_cell(Window& window, QPoint from, QPoint to) {
  BoardView* view = window.board_view();
  QTest::mousePress(view, Qt::LeftButton, {}, view->centre_of(from).toPoint());
  QTest::mouseMove(view, view->centre_of(to).toPoint());
  QTest::mouseRelease(view, Qt::LeftButton, {}, view->centre_of(to).toPoint());
}

// The judge's answer the edit panel shows once the worker has answered.
template <class Window>
QString judge_answer(Window& window) {
  EXPECT_TRUE(wait_until([&] { return !window.panels().edit->judge_answer().endsWith(QStringLiteral("…")); }));
  return window.panels().edit->judge_answer();
}

template <class P, class Window>
const typename P::File& file_of(Window& window) {
  return *window.session().editable()->template file_of<P>();
}

// Lianliankan's grid is the board with its outer ring: cell (row, col) is grid (col, row).
inline QPoint llk(int row, int col) { return {col, row}; }
// Solitaire's and Huarongdao's grid is the board alone: (row, col) is grid (col - 1, row - 1).
inline QPoint board(int row, int col) { return {col - 1, row - 1}; }

// A row of four cells: the two tiles 1 at its ends link by the straight line between them
// only (the outer ring is not allowed by default), so a tile put in between makes it NO.
inline const QByteArray kOneRow = "1 4\n1 0 0 1\n1\n1 1 1 4\n0 0\n";

// Whether the open judge file has changes not saved (the window marks its title with them).
template <class Window>
bool unsaved(Window& window) {
  return window.session().editable() != nullptr && window.session().editable()->dirty();
}

}  // namespace frontier::gui::testing
