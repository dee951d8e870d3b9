#include "document/json_fields.hpp"

#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "document/file_name.hpp"

namespace frontier::gui::json {

void refuse(const QString& where, const QString& what) { throw Refusal{where, what}; }

QString position_of(const QByteArray& text, qsizetype offset) {
  offset = std::clamp<qsizetype>(offset, 0, text.size());
  const QByteArray before = text.left(offset);
  const qsizetype line_start = before.lastIndexOf('\n') + 1;
  const int line = static_cast<int>(before.count('\n')) + 1;
  const int col = static_cast<int>(QString::fromUtf8(before.mid(line_start)).size()) + 1;
  return QStringLiteral("%1:%2").arg(line).arg(col);
}

QString field(const QString& parent, const QString& key) { return parent.isEmpty() ? key : parent + u'.' + key; }
QString item(const QString& parent, qsizetype index) { return QStringLiteral("%1[%2]").arg(parent).arg(index); }

QString string_of(const QJsonValue& value, const QString& where) {
  if (!value.isString()) refuse(where, JsonField::tr("must be a string"));
  return value.toString();
}

QString words_of(const QJsonValue& value, const QString& where, qsizetype most) {
  QString words = string_of(value, where);
  if (words.size() > most) refuse(where, JsonField::tr("is %1 characters long; it may be at most %2").arg(words.size()).arg(most));
  return words;
}

std::int64_t whole_of(const QJsonValue& value, const QString& where, std::int64_t minimum, std::int64_t maximum) {
  const double number = value.toDouble(-1.5);
  const bool whole = value.isDouble() && number == static_cast<double>(static_cast<std::int64_t>(number)) &&
                     number >= static_cast<double>(minimum) && number <= static_cast<double>(maximum);
  if (!whole) refuse(where, JsonField::tr("must be a whole number from %1 to %2").arg(minimum).arg(maximum));
  return static_cast<std::int64_t>(number);
}

bool bool_of(const QJsonValue& value, const QString& where) {
  if (!value.isBool()) refuse(where, JsonField::tr("must be true or false"));
  return value.toBool();
}

void refuse_unknown_keys(const QJsonObject& object, const QString& where, std::initializer_list<const char*> known) {
  for (auto key = object.begin(); key != object.end(); ++key) {
    const bool listed = std::any_of(known.begin(), known.end(), [&](const char* name) { return key.key() == QLatin1String(name); });
    if (!listed) refuse(field(where, key.key()), JsonField::tr("is not a field of the format"));
  }
}

QJsonObject root_of(const QByteArray& json, const QString& what_it_is) {
  QJsonParseError parse_error;
  const QJsonDocument document = QJsonDocument::fromJson(json, &parse_error);
  if (parse_error.error != QJsonParseError::NoError) {
    refuse(position_of(json, parse_error.offset), JsonField::tr("JSON: %1").arg(parse_error.errorString()));
  }
  if (!document.isObject()) refuse({}, JsonField::tr("%1 is a JSON object").arg(what_it_is));
  return document.object();
}

QString not_a_regular_file(const QString& path) {
  struct stat status {};
  if (::stat(file_name_bytes(path).constData(), &status) != 0 || S_ISREG(status.st_mode)) return {};
  if (S_ISDIR(status.st_mode)) return JsonField::tr("is a folder, not a file");
  return JsonField::tr("is not a regular file (a device, a pipe or a socket)");
}

QByteArray read_small_file(const QString& path, qint64 most) {
  if (const QString why = not_a_regular_file(path); !why.isEmpty()) refuse({}, why);
  const int descriptor = ::open(file_name_bytes(path).constData(), O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) refuse({}, JsonField::tr("cannot be read: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
  QFile file;
  if (!file.open(descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
    ::close(descriptor);
    refuse({}, JsonField::tr("cannot be read: %1").arg(file.errorString()));
  }
  // At most one byte past the limit is read, whatever the size said (a file may grow meanwhile).
  const QByteArray bytes = file.size() > most ? QByteArray() : file.read(most + 1);
  if (file.size() > most || bytes.size() > most) {
    refuse({}, JsonField::tr("is larger than the %1 MiB such a file may be").arg(most >> 20));
  }
  return bytes;
}

}  // namespace frontier::gui::json
