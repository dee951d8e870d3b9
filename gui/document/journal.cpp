#include "document/journal.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace frontier::gui {

namespace {
QString kind_word(JournalKind kind) {
  return kind == JournalKind::lesson ? QStringLiteral("lesson") : QStringLiteral("judge-file");
}
}  // namespace

QByteArray journal_bytes(const Journal& journal) {
  QJsonObject object;
  object[QStringLiteral("format")] = QLatin1String(kJournalFormat);
  object[QStringLiteral("version")] = kJournalVersion;
  object[QStringLiteral("kind")] = kind_word(journal.kind);
  object[QStringLiteral("path")] = journal.path;
  object[QStringLiteral("puzzle")] = journal.puzzle;
  object[QStringLiteral("written")] = journal.written.toUTC().toString(Qt::ISODateWithMs);
  // The text as it is (UTF-8 judge text or lesson JSON), a string so that the journal
  // stays one readable JSON object a person can rescue by hand too.
  object[QStringLiteral("text")] = QString::fromUtf8(journal.text);
  return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

std::variant<Journal, QString> read_journal(const QByteArray& bytes) {
  QJsonParseError error{};
  const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
  if (error.error != QJsonParseError::NoError) {
    return QCoreApplication::translate("Journal", "it is not JSON (at byte %1: %2)").arg(error.offset).arg(error.errorString());
  }
  if (!document.isObject()) return QCoreApplication::translate("Journal", "it is not a JSON object");
  const QJsonObject object = document.object();
  if (object.value(QStringLiteral("format")).toString() != QLatin1String(kJournalFormat)) {
    return QCoreApplication::translate("Journal", "it is not a Frontier journal (its \"format\" is not \"%1\")").arg(QLatin1String(kJournalFormat));
  }
  if (object.value(QStringLiteral("version")).toInt() != kJournalVersion) {
    return QCoreApplication::translate("Journal", "it is a journal of another version of Frontier (version %1)").arg(object.value(QStringLiteral("version")).toInt());
  }
  Journal journal;
  const QString kind = object.value(QStringLiteral("kind")).toString();
  if (kind == kind_word(JournalKind::judge_file)) {
    journal.kind = JournalKind::judge_file;
  } else if (kind == kind_word(JournalKind::lesson)) {
    journal.kind = JournalKind::lesson;
  } else {
    return QCoreApplication::translate("Journal", "its \"kind\" is neither a judge file nor a lesson");
  }
  for (const char* field : {"path", "puzzle", "written", "text"}) {
    if (!object.value(QLatin1String(field)).isString()) return QCoreApplication::translate("Journal", "its \"%1\" is missing or not text").arg(QLatin1String(field));
  }
  journal.path = object.value(QStringLiteral("path")).toString();
  journal.puzzle = object.value(QStringLiteral("puzzle")).toString();
  journal.written = QDateTime::fromString(object.value(QStringLiteral("written")).toString(), Qt::ISODateWithMs);
  if (!journal.written.isValid()) return QCoreApplication::translate("Journal", "its \"written\" is not a time");
  journal.text = object.value(QStringLiteral("text")).toString().toUtf8();
  if (journal.kind == JournalKind::judge_file && journal.puzzle.isEmpty()) return QCoreApplication::translate("Journal", "it names no puzzle");
  return journal;
}

QString journal_folder() {
  return QDir(QFileInfo(QSettings().fileName()).absolutePath()).filePath(QStringLiteral("journals"));
}

}  // namespace frontier::gui
