#pragma once
// A judge file open for editing: its path, its puzzle, the current immutable file, the
// undo stack of edits and whether it differs from what is on disk.
//
// The file is replaced, never changed: every edit, undo and redo installs another
// immutable EditedFile and says so (file_changed), so the window re-reads cases and
// queries and a search already running keeps the file it started on. Dirty is the undo
// stack's clean state, so undoing back to what was saved makes the document clean again.
//
// Edits come only through apply_edit (document_edit.hpp), which checks the new file
// before it reaches the stack; nothing else can push a step.

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <memory>
#include <cstddef>
#include <optional>
#include <string_view>

#include "document/edited_file.hpp"
#include "frontier/common/puzzle_contract.hpp"

namespace frontier::gui {

namespace detail {
struct DocumentAccess;
}

class EditableDocument : public QObject {
  Q_OBJECT

 public:
  // How much memory the undo history of a large file may take, roughly, and the steps it
  // keeps whatever the file's size.
  static constexpr std::size_t kUndoMemory = std::size_t{512} << 20;
  static constexpr std::size_t kFewestSteps = 20;
  static constexpr std::size_t kUnlimitedSteps = 1000;

  // `path` may be empty: a document not saved yet (Save then refuses; Save As names it).
  // `text_bytes`: the size of its judge text when known (the file just read), which sizes
  // the undo history; otherwise the file is written once to measure it.
  EditableDocument(QString path, std::shared_ptr<const EditedFile> file, QObject* parent = nullptr,
                   std::optional<std::size_t> text_bytes = std::nullopt);

  const QString& path() const { return path_; }
  std::string_view puzzle_id() const { return file_->puzzle_id(); }
  const std::shared_ptr<const EditedFile>& file() const { return file_; }
  // The puzzle's own file, or null when the document holds another puzzle.
  template <PuzzleContract P>
  std::shared_ptr<const typename P::File> file_of() const {
    const auto* typed = dynamic_cast<const EditedFileOf<P>*>(file_.get());
    return typed ? typed->shared_file() : nullptr;
  }

  // Qt's own, so the window takes its Undo and Redo actions (createUndoAction: "Undo
  // <what>") and the editor may show it in a QUndoView.
  QUndoStack& undo_stack() { return undo_stack_; }
  const QUndoStack& undo_stack() const { return undo_stack_; }
  bool dirty() const { return !undo_stack_.isClean(); }

  // Writes the judge text to the path atomically (QSaveFile: the old file stays whole
  // until the new one is complete). nullopt when saved; else why not, translated, and
  // the document stays as dirty as it was.
  std::optional<QString> save();
  // The same to another path, which becomes the document's path only when it worked.
  std::optional<QString> save_as(const QString& path);

 signals:
  void file_changed(std::shared_ptr<const frontier::gui::EditedFile> file);
  void dirty_changed(bool dirty);
  void path_changed(const QString& path);
  void saved(const QString& path);

 private:
  friend struct detail::DocumentAccess;
  friend class ReplaceFile;

  std::optional<QString> write_to(const QString& path) const;
  void install(std::shared_ptr<const EditedFile> file);

  QString path_;
  std::shared_ptr<const EditedFile> file_;
  QUndoStack undo_stack_;
};

namespace detail {
// apply_edit's way in: pushes a step that installs `edited`, already checked.
struct DocumentAccess {
  static void push(EditableDocument& document, const QString& what, std::shared_ptr<const EditedFile> edited);
};
}  // namespace detail

}  // namespace frontier::gui

Q_DECLARE_METATYPE(std::shared_ptr<const frontier::gui::EditedFile>)
