#pragma once
// Opening a judge file as an EditableDocument, and the one way to change it: apply_edit,
// a change to a copy of the puzzle's File that becomes one undoable step only when
// check_file accepts the result.

#include <QCoreApplication>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <utility>

#include "document/editable_document.hpp"
#include "document/edited_file.hpp"
#include "document/file_check.hpp"
#include "frontier/common/judge_file.hpp"
#include "frontier/common/parse_error.hpp"
#include "frontier/common/puzzle_contract.hpp"

namespace frontier::gui {

struct OpenedDocument {
  std::unique_ptr<EditableDocument> document;  // null when the file could not be read
  QString error;                               // why not: "FILE:LINE:COL: error: ..." for a parse error
};

// Reads `path` as a P file, on the calling thread (the window's DocumentLoader reads on a
// worker and may build the document from its file instead).
template <PuzzleContract P>
OpenedDocument open_document(const QString& path, QObject* parent = nullptr) {
  const std::string name = path.toStdString();
  LoadedText loaded = load_judge_file(name);
  if (!loaded.error.empty()) return {nullptr, QString::fromStdString(name + ": error: " + loaded.error)};
  try {
    auto file = make_edited_file<P>(P::read(loaded.text));
    return {std::make_unique<EditableDocument>(path, std::move(file), parent), {}};
  } catch (const ParseError& error) {
    return {nullptr, QString::fromStdString(format_error(name, error))};
  }
}

// Copies the document's file, lets `change` edit the copy and, when check_file accepts
// it, pushes one undoable step named `what` (Edit ▸ Undo shows "Undo <what>"). `change`
// may refuse by throwing std::invalid_argument or std::out_of_range with the reason.
// Returns nullopt when applied, else the reason, and then nothing changed: the file, the
// undo stack and the dirty flag are as before. A change that leaves the file as it was
// is accepted and adds no step.
template <PuzzleContract P>
std::optional<QString> apply_edit(EditableDocument& document, const QString& what,
                                  const std::function<void(typename P::File&)>& change) {
  const std::shared_ptr<const typename P::File> current = document.file_of<P>();
  if (!current) {
    return QCoreApplication::translate("EditableDocument", "This document is not a %1 file.")
        .arg(QString::fromUtf8(P::kTitle.data(), static_cast<qsizetype>(P::kTitle.size())));
  }
  auto edited = std::make_shared<typename P::File>(*current);
  try {
    change(*edited);
  } catch (const std::invalid_argument& refusal) {
    return QString::fromStdString(refusal.what());
  } catch (const std::out_of_range& refusal) {
    return QString::fromStdString(refusal.what());
  }
  if (*edited == *current) return std::nullopt;
  if (auto reason = check_file<P>(*edited)) return reason;
  detail::DocumentAccess::push(document, what,
                               std::make_shared<const EditedFileOf<P>>(std::move(edited)));
  return std::nullopt;
}

}  // namespace frontier::gui
