// The window's edit mode and its document: the board editor entered and left, the judge
// asked again after each edit, the file following the document's edits, Save, Save As,
// New and the unsaved-changes prompt. The rest of the window is in main_window.cpp.

#include <QApplication>
#include <QDockWidget>
#include <QDir>
#include <QFileInfo>
#include <QKeyEvent>
#include <QMessageBox>
#include <QtConcurrent>
#include <algorithm>

#include "document/editable_document.hpp"
#include "edit/edit_controller.hpp"
#include "puzzles/adapters.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/cases_panel.hpp"
#include "widgets/edit_panel.hpp"
#include "lesson/slide_sorter.hpp"
#include "window/dialog_folders.hpp"
#include "window/main_window.hpp"
#include "window/unsaved_prompt.hpp"
#include "window/new_file_dialog.hpp"

namespace frontier::gui {

void MainWindow::file_edited() {
  cases_panel_->set_file(session_.file());
  // The choice stays selected: a position kept while playing is a new case after the one
  // played, so the game's indexes still hold and the session keeps them (it chooses again
  // after other edits, and the panel follows).
  const bool has_query = session_.problem() && session_.problem()->has_query();
  cases_panel_->select(session_.case_index(), has_query ? session_.query_index() : -1);
}

bool MainWindow::save() {
  if (!session_.editable()) return false;
  if (session_.editable()->path().isEmpty()) {
    const QString path = ask_save_path(this, tr("Save the judge file"), dialog_path(DialogUse::save, judge_file_name()),
                                       tr("Judge input (*.in *.txt);;All files (*)"));
    return !path.isEmpty() && save_as(path);
  }
  if (const std::optional<QString> why = session_.editable()->save()) {
    if (!quiet_) QMessageBox::warning(this, tr("Save"), *why);
    say([why = *why] { return why; });
    return false;
  }
  say([path = session_.editable()->path()] { return tr("Saved %1.").arg(QDir::toNativeSeparators(path)); });
  return true;
}

bool MainWindow::save_as(const QString& path) {
  if (!session_.editable()) return false;
  if (const std::optional<QString> why = session_.editable()->save_as(path)) {
    if (!quiet_) QMessageBox::warning(this, tr("Save As"), *why);
    say([why = *why] { return why; });
    return false;
  }
  remember_recent(path);
  say([path] { return tr("Saved %1.").arg(QDir::toNativeSeparators(path)); });
  return true;
}

MainWindow::NewFile MainWindow::new_file(const PuzzleAdapter& puzzle, std::uint64_t seed, const GenerateValues& values,
                                         bool empty) {
  std::shared_ptr<const PuzzleFile> file;
  try {
    const auto side = [&](const char* id) {
      const auto it = values.find(id);
      return it == values.end() ? 0 : static_cast<int>(it->second);
    };
    file = empty ? puzzle.empty(side("rows"), side("cols")) : puzzle.generate(seed, values);
  } catch (const std::invalid_argument& refusal) {
    return {false, QString::fromStdString(refusal.what())};
  }
  if (!maybe_save() || !maybe_save_lesson()) return {};  // the user kept the open file: said by the user
  return_to_viewing();
  mode_.leave(WindowMode::empty, WindowMode::loading);  // nothing open: as if it were read
  install(QString(), std::move(file), {});
  // Untouched, it is not an unsaved change (a New or Open after it asks nothing); an edit
  // makes it one, and Save asks where it goes.
  return {true, {}};
}

bool MainWindow::maybe_save() {
  if (!session_.editable() || !session_.editable()->dirty() || quiet_) return true;
  const QString name = session_.editable()->path().isEmpty() ? tr("The new file") : QFileInfo(session_.editable()->path()).fileName();
  switch (ask_about_unsaved(this, QStringLiteral("unsaved_changes"), tr("Unsaved changes"),
                            tr("%1 has changes that are not saved.").arg(name), tr("Save them first?"))) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
  }
}

void MainWindow::keyPressEvent(QKeyEvent* event) {
  // Digits type a Lianliankan tile on the editor's cursor (a shortcut per digit would
  // list ten entries in the keyboard help for one thing).
  const int key = event->key();
  if (hand_ && key >= Qt::Key_0 && key <= Qt::Key_9 && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
      hand_->digit(key - Qt::Key_0)) {
    event->accept();
    return;
  }
  QMainWindow::keyPressEvent(event);
}

QUndoStack* MainWindow::undo_target() const {
  QUndoStack* document = session_.editable() ? &session_.editable()->undo_stack() : nullptr;
  QUndoStack* slides = deck_ != nullptr && deck_->open() ? &deck_->undo_stack() : nullptr;
  const QWidget* focus = QApplication::focusWidget();
  const bool in_slides = focus != nullptr && slide_sorter_ != nullptr && slide_sorter_->isAncestorOf(focus);
  if (slides != nullptr && (in_slides || document == nullptr || (!document->canUndo() && !document->canRedo()))) return slides;
  return document;
}

void MainWindow::step_history(bool back) {
  QUndoStack* stack = undo_target();
  if (stack == nullptr) return;
  if (back) {
    stack->undo();
  } else {
    stack->redo();
  }
  // A change of the lesson undone or redone shows the slide it changed, as it is now.
  if (deck_->open() && stack == &deck_->undo_stack() && deck_->current() >= 0) show_slide(deck_->current());
}

void MainWindow::create_edit_actions() {
  // Edit: the document's (or the lesson's) undo and redo, and the board editor, whose keys
  // edit mode (modes/edit_mode.cpp) connects.
  connect(action(Command::undo), &QAction::triggered, this, [this] { step_history(true); });
  connect(action(Command::redo), &QAction::triggered, this, [this] { step_history(false); });
  make_by_hand_actions(kEditMode, &MainWindow::enter_edit);
}

void MainWindow::ask_new_file() {
  NewFileDialog dialog(this);
  if (session_.has_document()) dialog.set_puzzle(session_.file()->puzzle());  // another of the same, most likely
  while (dialog.exec() == QDialog::Accepted) {
    const NewFile made = new_file(*dialog.puzzle(), dialog.seed(), dialog.values(), dialog.empty());
    if (made.made || made.refusal.isEmpty()) return;  // made, or the user kept the open file
    QMessageBox::warning(this, tr("New File"), tr("No file was made: %1").arg(made.refusal));
  }
}

}  // namespace frontier::gui
