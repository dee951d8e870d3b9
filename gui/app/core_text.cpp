#include "app/core_text.hpp"

#include <QCoreApplication>
#include <QLocale>
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

QString count(std::string_view unit, std::int64_t n) {
  const QByteArray source(unit.data(), static_cast<qsizetype>(unit.size()));
  const char* context = kNarrationContext;
  const QByteArray key(trace::kUnitDisambiguation.data(), static_cast<qsizetype>(trace::kUnitDisambiguation.size()));
  // Untranslated, Qt would write "2 turn(s)": core's English plural is the English then.
  if (QCoreApplication::translate(context, source.constData(), key.constData()) == QString::fromUtf8(source)) {
    return QString::fromStdString(trace::english_count(unit, n));
  }
  return QCoreApplication::translate(context, source.constData(), key.constData(), static_cast<int>(n));
}

namespace {
// A character of Chinese (or Japanese) writing, or its punctuation, which no space
// parts from the next.
bool cjk(QChar c) {
  const char16_t u = c.unicode();
  return (u >= 0x3000 && u <= 0x303f) || (u >= 0x3400 && u <= 0x9fff) || (u >= 0xf900 && u <= 0xfaff) ||
         (u >= 0xff00 && u <= 0xffef);
}

// `piece` (a placeholder's words) after `said`: a translation keeps a space either side of
// a placeholder for words such as "(1, 2)" ("{subject} 加入边界"), and where the words are
// Chinese themselves ("中间线段") the space goes, as Chinese is written.
void append_filled(QString& said, const QString& piece) {
  if (!piece.isEmpty() && said.size() >= 2 && said.back() == u' ' && cjk(said[said.size() - 2]) && cjk(piece.front())) {
    said.chop(1);
  }
  said += piece;
}

// The template's text after a placeholder filled with `piece`.
void append_after(QString& said, QStringView text, const QString& piece) {
  if (!piece.isEmpty() && text.size() >= 2 && text.front() == u' ' && cjk(text[1]) && cjk(piece.back())) text = text.mid(1);
  said += text;
}
}  // namespace

QString sentence(std::string_view puzzle, const trace::Sentence& sentence,
                 const std::function<QString(trace::StateId)>& state_text) {
  const QByteArray source(sentence.text.data(), static_cast<qsizetype>(sentence.text.size()));
  const QByteArray key = sentence.algorithm.empty()
                             ? QByteArray(trace::kGenericDisambiguation.data(),
                                          static_cast<qsizetype>(trace::kGenericDisambiguation.size()))
                             : disambiguation(puzzle, sentence.algorithm);
  const QString text = QCoreApplication::translate(kNarrationContext, source.constData(), key.constData());
  // The translation's own order of the placeholders, each filled where it stands.
  QString said;
  QString filled;  // the last placeholder's words
  qsizetype at = 0;
  while (at < text.size()) {
    const qsizetype open = text.indexOf(QLatin1Char('{'), at);
    const qsizetype close = open < 0 ? -1 : text.indexOf(QLatin1Char('}'), open + 1);
    if (close < 0) {
      append_after(said, QStringView(text).mid(at), filled);
      break;
    }
    append_after(said, QStringView(text).mid(at, open - at), filled);
    const QByteArray name = text.mid(open + 1, close - open - 1).toUtf8();
    const trace::Argument* argument = sentence.find(std::string_view(name.constData(), static_cast<std::size_t>(name.size())));
    if (argument == nullptr) {
      filled = text.mid(open, close - open + 1);
    } else {
      switch (argument->kind) {
        case trace::Argument::Kind::state: filled = state_text(argument->state); break;
        case trace::Argument::Kind::count: filled = count(argument->unit, argument->value); break;
        case trace::Argument::Kind::number: filled = QLocale().toString(static_cast<qlonglong>(argument->value)); break;
      }
    }
    append_filled(said, filled);
    at = close + 1;
  }
  // A sentence may open with a state's words ("marked piece on (1, 2), ...").
  if (!said.isEmpty() && said.front().isLower()) said.front() = said.front().toUpper();
  return said;
}

}  // namespace frontier::gui::core_text
