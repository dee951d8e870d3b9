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

void MainWindow::enter_edit() {
  if (mode() == WindowMode::editing) return;
  std::unique_ptr<EditController> editor =
      session_.editable() && session_.problem() && WindowModeMachine::legal(mode(), WindowMode::editing) ? edit(*session_.editable()) : nullptr;
  if (!enter_by_hand(kEditMode, editor != nullptr)) return;
  editor_ = std::move(editor);
  connect(editor_.get(), &EditController::marks_changed, this, &MainWindow::show_edit_marks);
  connect(editor_.get(), &EditController::refused, this, [this](const QString& reason) {
    edit_panel_->show_refusal(reason);
    say([reason] { return tr("That edit is not allowed: %1").arg(reason); });
  });
  connect(editor_.get(), &EditController::edited, this, [this](const QString& what) {
    edit_panel_->show_refusal({});
    say([what] { return tr("Edited: %1.").arg(what); });
  });
  connect(editor_.get(), &EditController::query_chosen, &session_, &Session::choose);
  show_by_hand(kEditMode);
  edit_panel_->set_editor(editor_.get());
  session_.choose(session_.case_index(), session_.query_index());  // the editor's place, the judge asked
  say([] { return tr("Editing: every change can be undone (Ctrl+Z), and is kept only when saved."); });
}

void MainWindow::show_edit_marks() {
  if (!editor_) return;
  board_view_->set_edit_marks(editor_->cursor(), editor_->held());
}

void MainWindow::ask_judge() {
  // Asked on a worker; its answer reaches the panel (and the banner) when it comes.
  edit_panel_->show_judge_answer({}, session_.ask_judge());
}

void MainWindow::file_edited() {
  cases_panel_->set_file(session_.file());
  // A position kept while playing: the new case (or query) comes after the one played,
  // so the game's indexes still hold, and the game goes on.
  if (game_) cases_panel_->select(session_.case_index(), session_.query_index());
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

std::optional<QString> MainWindow::new_file(const PuzzleAdapter& puzzle, std::uint64_t seed, const GenerateValues& values,
                                            bool empty) {
  std::shared_ptr<const PuzzleFile> file;
  try {
    const auto side = [&](const char* id) {
      const auto it = values.find(id);
      return it == values.end() ? 0 : static_cast<int>(it->second);
    };
    file = empty ? puzzle.empty(side("rows"), side("cols")) : puzzle.generate(seed, values);
  } catch (const std::invalid_argument& refusal) {
    return QString::fromStdString(refusal.what());
  }
  if (!maybe_save() || !maybe_save_lesson()) return tr("The open file was kept.");
  if (mode() == WindowMode::searching) {
    session_.lane().cancel();
    leave_search();
  }
  if (mode() == WindowMode::editing || mode() == WindowMode::playing) set_mode(WindowMode::viewing);
  if (mode() == WindowMode::empty) set_mode(WindowMode::loading);  // nothing open: as if it were read
  install(QString(), std::move(file), {});
  // Never on disk: closing it asks, as for an edited file.
  session_.editable()->undo_stack().resetClean();
  return std::nullopt;
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
  if (editor_ && key >= Qt::Key_0 && key <= Qt::Key_9 && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
    editor_->digit(key - Qt::Key_0);
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
  // Edit: the document's undo and redo, and the board editor with its keys, which are on
  // only while editing (the arrows and Space are stepping's otherwise).
  connect(make_action(QStringLiteral("undo"), QKeySequence::Undo), &QAction::triggered, this, [this] {
    step_history(true);
  });
  QAction* redo = make_action(QStringLiteral("redo"));
  // KDE's and GNOME's Ctrl+Shift+Z whatever the platform theme says (offscreen has Ctrl+Y only).
  QList<QKeySequence> redo_keys = QKeySequence::keyBindings(QKeySequence::Redo);
  if (!redo_keys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))) redo_keys.prepend(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
  redo->setShortcuts(redo_keys);
  connect(redo, &QAction::triggered, this, [this] { step_history(false); });
  make_by_hand_actions(kEditMode, QKeySequence(Qt::CTRL | Qt::Key_E), &MainWindow::enter_edit);
  make_arrow_actions("edit", [this](int direction) {
    if (editor_) editor_->move_cursor(direction);
  });
  const auto editor_action = [this](const char* name, const QList<QKeySequence>& keys, auto&& act) {
    QAction* a = make_action(QString::fromLatin1(name));
    a->setShortcuts(keys);
    connect(a, &QAction::triggered, this, [this, act] {
      if (editor_) act(*editor_);
    });
  };
  editor_action("edit_toggle", {QKeySequence(Qt::Key_Space)}, [](EditController& e) { e.toggle(); });
  editor_action("edit_clear", {QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)}, [](EditController& e) { e.clear(); });
  editor_action("edit_pick", {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}, [](EditController& e) { e.pick(); });
  editor_action("add_query", {}, [](EditController& e) { e.add_query(); });
  editor_action("duplicate_query", {}, [](EditController& e) { e.duplicate_query(); });
  editor_action("delete_query", {}, [](EditController& e) { e.delete_query(); });
  editor_action("query_up", {QKeySequence(Qt::ALT | Qt::Key_Up)}, [](EditController& e) { e.move_query(-1); });
  editor_action("query_down", {QKeySequence(Qt::ALT | Qt::Key_Down)}, [](EditController& e) { e.move_query(1); });
  editor_action("add_case", {}, [](EditController& e) { e.add_case(); });
  editor_action("duplicate_case", {}, [](EditController& e) { e.duplicate_case(); });
  editor_action("delete_case", {}, [](EditController& e) { e.delete_case(); });
  editor_action("case_up", {QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Up)}, [](EditController& e) { e.move_case(-1); });
  editor_action("case_down", {QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_Down)}, [](EditController& e) { e.move_case(1); });
}

void MainWindow::ask_new_file() {
  NewFileDialog dialog(this);
  while (dialog.exec() == QDialog::Accepted) {
    const std::optional<QString> refusal = new_file(*dialog.puzzle(), dialog.seed(), dialog.values(), dialog.empty());
    if (!refusal) return;
    QMessageBox::warning(this, tr("New File"), tr("No file was made: %1").arg(*refusal));
  }
}

}  // namespace frontier::gui
