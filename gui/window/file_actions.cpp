#include "window/file_actions.hpp"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QUndoStack>

#include "document/editable_document.hpp"
#include "lesson/deck.hpp"
#include "window/dialog_folders.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/new_file_dialog.hpp"
#include "window/unsaved_prompt.hpp"

namespace frontier::gui {

FileActions::FileActions(MainWindow& window) : QObject(&window), window_(window) {
  const auto on = [this](Command command, auto&& act) { connect(window_.action(command), &QAction::triggered, this, act); };
  on(Command::new_file, [this] { ask_new_file(); });
  on(Command::save, [this] { save(); });
  on(Command::save_as, [this] {
    const QString path = ask_save_path(&window_, tr("Save the judge file as"),
                                       window_.dialog_path(DialogUse::save, judge_file_name()), judge_filter());
    if (!path.isEmpty()) save_as(path);
  });
  on(Command::undo, [this] { step_history(true); });
  on(Command::redo, [this] { step_history(false); });
  const auto follow = [this](QUndoStack& history) {
    connect(&history, &QUndoStack::indexChanged, this, [this] {
      retranslate();
      emit changed();
    });
    connect(&history, &QUndoStack::cleanChanged, this, &FileActions::changed);
  };
  follow(window_.lessons().deck().undo_stack());
  connect(&window_.session(), &Session::opened, this, [this, follow] {
    EditableDocument* editable = window_.session().editable();
    follow(editable->undo_stack());
    connect(editable, &EditableDocument::dirty_changed, this, &FileActions::changed);
    connect(editable, &EditableDocument::path_changed, this, &FileActions::changed);
  });
}

bool FileActions::save() {
  EditableDocument* document = window_.session().editable();
  if (document == nullptr) return false;
  if (document->path().isEmpty()) {
    const QString path = ask_save_path(&window_, tr("Save the judge file"), window_.dialog_path(DialogUse::save, judge_file_name()),
                                       judge_filter());
    return !path.isEmpty() && save_as(path);
  }
  if (const std::optional<QString> why = document->save()) {
    if (!window_.quiet()) QMessageBox::warning(&window_, tr("Save"), *why);
    window_.say([why = *why] { return why; });
    return false;
  }
  window_.say([path = document->path()] { return tr("Saved %1.").arg(QDir::toNativeSeparators(path)); });
  return true;
}

bool FileActions::save_as(const QString& path) {
  EditableDocument* document = window_.session().editable();
  if (document == nullptr) return false;
  if (const std::optional<QString> why = document->save_as(path)) {
    if (!window_.quiet()) QMessageBox::warning(&window_, tr("Save As"), *why);
    window_.say([why = *why] { return why; });
    return false;
  }
  window_.remember_recent(path);
  window_.say([path] { return tr("Saved %1.").arg(QDir::toNativeSeparators(path)); });
  return true;
}

QString FileActions::judge_filter() { return tr("Judge input (*.in *.txt);;All files (*)"); }

FileActions::NewFile FileActions::new_file(const PuzzleAdapter& puzzle, std::uint64_t seed, const GenerateValues& values,
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
  if (!maybe_save() || !window_.lessons().maybe_save_lesson()) return {};  // the user kept the open file: said by the user
  window_.lessons().close();
  window_.return_to_viewing();
  window_.modes().leave(WindowMode::empty, WindowMode::loading);  // nothing open: as if it were read
  window_.install(QString(), std::move(file), {});
  // Untouched, it is not an unsaved change (a New or Open after it asks nothing); an edit
  // makes it one, and Save asks where it goes.
  return {true, {}};
}

bool FileActions::maybe_save() {
  const EditableDocument* document = window_.session().editable();
  if (document == nullptr || !document->dirty() || window_.quiet()) return true;
  const QString name = document->path().isEmpty() ? tr("The new file") : QFileInfo(document->path()).fileName();
  switch (ask_about_unsaved(&window_, QStringLiteral("unsaved_changes"), tr("Unsaved changes"),
                            tr("%1 has changes that are not saved.").arg(name), tr("Save them first?"))) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
  }
}

QUndoStack* FileActions::undo_target() const {
  EditableDocument* editable = window_.session().editable();
  QUndoStack* document = editable != nullptr ? &editable->undo_stack() : nullptr;
  QUndoStack* slides = window_.lessons().undo_stack();
  if (slides != nullptr && (window_.lessons().has_keyboard() || document == nullptr || (!document->canUndo() && !document->canRedo()))) {
    return slides;
  }
  return document;
}

void FileActions::step_history(bool back) {
  QUndoStack* stack = undo_target();
  if (stack == nullptr) return;
  back ? stack->undo() : stack->redo();
  if (stack == window_.lessons().undo_stack()) window_.lessons().history_stepped();
}

void FileActions::retranslate() {
  const QUndoStack* stack = undo_target();
  const QString undo = stack != nullptr ? stack->undoText() : QString();
  const QString redo = stack != nullptr ? stack->redoText() : QString();
  Commands::set_words(*window_.action(Command::undo), undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
  Commands::set_words(*window_.action(Command::redo), redo.isEmpty() ? tr("Re&do") : tr("Re&do %1").arg(redo));
}

QString FileActions::judge_file_name() const {
  const Session& session = window_.session();
  if (!session.path().isEmpty()) return QFileInfo(session.path()).fileName();
  if (!session.has_document()) return {};
  const std::string_view id = session.file()->puzzle().id();
  return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())) + QStringLiteral(".in");
}

void FileActions::ask_new_file() {
  NewFileDialog dialog(&window_);
  const Session& session = window_.session();
  if (session.has_document()) dialog.set_puzzle(session.file()->puzzle());  // another of the same, most likely
  while (dialog.exec() == QDialog::Accepted) {
    const NewFile made = new_file(*dialog.puzzle(), dialog.seed(), dialog.values(), dialog.empty());
    if (made.made || made.refusal.isEmpty()) return;  // made, or the user kept the open file
    QMessageBox::warning(&window_, tr("New File"), tr("No file was made: %1").arg(made.refusal));
  }
}

}  // namespace frontier::gui
