#include "document/editable_document.hpp"

#include <QDir>
#include <QUndoCommand>
#include <algorithm>
#include <string>
#include <utility>

#include "document/whole_file.hpp"

namespace frontier::gui {

// One edit: the file before and after it. The stack calls redo() when the step is
// pushed, so pushing is what installs the edited file.
class ReplaceFile final : public QUndoCommand {
 public:
  ReplaceFile(EditableDocument& document, const QString& what, std::shared_ptr<const EditedFile> before,
              std::shared_ptr<const EditedFile> after)
      : QUndoCommand(what), document_(document), before_(std::move(before)), after_(std::move(after)) {}

  void redo() override { document_.install(after_); }
  void undo() override { document_.install(before_); }

 private:
  EditableDocument& document_;
  std::shared_ptr<const EditedFile> before_;
  std::shared_ptr<const EditedFile> after_;
};

EditableDocument::EditableDocument(QString path, std::shared_ptr<const EditedFile> file, QObject* parent,
                                   std::optional<std::size_t> text_bytes)
    : QObject(parent), path_(std::move(path)), file_(std::move(file)) {
  // Every step keeps a whole file (the one before it): a 1000 × 999 board is about 4 MB in
  // memory, twice its judge text. The undo history of a large file is kept to about
  // kUndoMemory; a small file's is not limited.
  const std::size_t bytes = std::max<std::size_t>(1, 2 * (text_bytes ? *text_bytes : file_->write().size()));
  if (bytes * kUnlimitedSteps > kUndoMemory) {
    undo_stack_.setUndoLimit(static_cast<int>(std::max<std::size_t>(kFewestSteps, kUndoMemory / bytes)));
  }
  connect(&undo_stack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit dirty_changed(!clean); });
}

void EditableDocument::install(std::shared_ptr<const EditedFile> file) {
  file_ = std::move(file);
  emit file_changed(file_);
}

std::optional<QString> EditableDocument::write_to(const QString& path) const {
  const QString shown = QDir::toNativeSeparators(path);
  if (path.isEmpty()) return tr("The document has no file name yet; save it under a name first.");
  const std::string text = file_->write();
  const QString why = save_whole(path, QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size())));
  if (!why.isEmpty()) return tr("Could not save %1: %2").arg(shown, why);
  return std::nullopt;
}

std::optional<QString> EditableDocument::save() {
  if (auto reason = write_to(path_)) return reason;
  undo_stack_.setClean();
  emit saved(path_);
  return std::nullopt;
}

std::optional<QString> EditableDocument::save_as(const QString& path) {
  if (auto reason = write_to(path)) return reason;
  if (path != path_) {
    path_ = path;
    emit path_changed(path_);
  }
  undo_stack_.setClean();
  emit saved(path_);
  return std::nullopt;
}

void detail::DocumentAccess::push(EditableDocument& document, const QString& what,
                                  std::shared_ptr<const EditedFile> edited) {
  document.undo_stack_.push(new ReplaceFile(document, what, document.file_, std::move(edited)));
}

}  // namespace frontier::gui
