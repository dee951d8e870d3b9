#include "app/core_text.hpp"

#include <QCoreApplication>
#include <algorithm>

namespace frontier::gui::core_text {

namespace {
// translate() wants a NUL-terminated source; a string_view need not be one.
QString translated(const char* context, std::string_view text, std::string_view puzzle, std::string_view algorithm) {
  const QByteArray source(text.data(), static_cast<qsizetype>(text.size()));
  return QCoreApplication::translate(context, source.constData(), disambiguation(puzzle, algorithm).constData());
}
}  // namespace

QByteArray disambiguation(std::string_view puzzle, std::string_view algorithm) {
  QByteArray key(puzzle.data(), static_cast<qsizetype>(puzzle.size()));
  key += '/';
  key.append(algorithm.data(), static_cast<qsizetype>(algorithm.size()));
  return key;
}

QString pseudocode_line(std::string_view puzzle, std::string_view algorithm, std::string_view line) {
  const std::size_t words = std::min(line.find_first_not_of(' '), line.size());
  return QString(static_cast<qsizetype>(words), QLatin1Char(' ')) +
         translated(kPseudocodeContext, line.substr(words), puzzle, algorithm);
}

QString summary(std::string_view puzzle, std::string_view algorithm, std::string_view summary) {
  return translated(kSummaryContext, summary, puzzle, algorithm);
}

}  // namespace frontier::gui::core_text
