#pragma once
// Whether an edited judge file may become the document: every query legal on its case
// (P::validate, the reader's own decision), and the text P::write makes reads back with
// P::read to an equal file. The second catches all the reader refuses that no single
// query shows: a board or a count past the limits, an empty file the format cannot
// express. So a document never holds what Save could write but Open could not read.

#include <QCoreApplication>
#include <QString>
#include <exception>
#include <optional>
#include <string>

#include "frontier/common/parse_error.hpp"
#include "frontier/common/puzzle_contract.hpp"

namespace frontier::gui {

// nullopt when the file is fit to keep, else the first problem, for the user.
template <PuzzleContract P>
std::optional<QString> check_file(const typename P::File& file) {
  const std::size_t cases = P::case_count(file);
  for (std::size_t c = 0; c < cases; ++c) {
    const auto& game = P::case_at(file, c);
    const std::size_t queries = P::query_count(file, c);
    for (std::size_t q = 0; q < queries; ++q) {
      if (auto reason = P::validate(game, P::query_at(file, c, q))) {
        const QString why = QString::fromStdString(*reason);
        // A file of one case (every Huarongdao file) numbers its queries alone.
        if (cases == 1) return QCoreApplication::translate("EditableDocument", "Query %1 would be illegal: %2").arg(q + 1).arg(why);
        return QCoreApplication::translate("EditableDocument", "Case %1, query %2 would be illegal: %3").arg(c + 1).arg(q + 1).arg(why);
      }
    }
  }
  std::string text;
  try {
    text = P::write(file);
  } catch (const std::exception& error) {
    return QCoreApplication::translate("EditableDocument", "The judge format cannot hold this: %1").arg(QString::fromStdString(error.what()));
  }
  try {
    if (!(P::read(text) == file)) return QCoreApplication::translate("EditableDocument", "The judge format cannot hold this: it would read back differently.");
  } catch (const ParseError& error) {
    return QCoreApplication::translate("EditableDocument", "The judge's reader would refuse this: %1").arg(QString::fromStdString(error.message()));
  }
  return std::nullopt;
}

}  // namespace frontier::gui
