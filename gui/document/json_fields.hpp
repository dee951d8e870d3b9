#pragma once
// Reading the fields of a JSON file a person may have written or edited (a lesson, a
// student's results): each field's type and range checked, and the first thing wrong
// thrown as a refusal that names its place, "slides[2].case" or "4:17" (line and column),
// so that a reader says where to look. Shared by every JSON format Frontier reads.

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <cstdint>
#include <initializer_list>

namespace frontier::gui::json {

// Thrown by the helpers below, caught once at the top of a reader.
struct Refusal {
  QString where;  // a field's path, or "LINE:COL"
  QString what;
};
[[noreturn]] void refuse(const QString& where, const QString& what);

// Why a field is refused, in one translation context (named as the class, for lupdate).
class JsonField {
  Q_DECLARE_TR_FUNCTIONS(JsonField)
};

// The 1-based line and column of byte `offset` of `text`, the column counted in
// characters, as an editor shows it.
QString position_of(const QByteArray& text, qsizetype offset);

// A field's path: "slides[2].case".
QString field(const QString& parent, const QString& key);
QString item(const QString& parent, qsizetype index);

QString string_of(const QJsonValue& value, const QString& where);
// A string of at most `most` characters: a label laid out around megabytes of words takes
// the window's memory and minutes (a 60 MB title took 2.3 GB).
QString words_of(const QJsonValue& value, const QString& where, qsizetype most);
// A whole number from `minimum` to `maximum` (JSON numbers are doubles: 2.5 and 1e300 are refused).
std::int64_t whole_of(const QJsonValue& value, const QString& where, std::int64_t minimum, std::int64_t maximum);
bool bool_of(const QJsonValue& value, const QString& where);
// Refuses a key of `object` that is not `known`: a misspelt field is not silently ignored.
void refuse_unknown_keys(const QJsonObject& object, const QString& where, std::initializer_list<const char*> known);
// The root object of `json`, refused with its line and column when it does not parse.
QJsonObject root_of(const QByteArray& json, const QString& what_it_is);

// Why `path` is no file to read, or empty. Only a regular file is: a device would be read
// without end (/dev/zero) and a FIFO would wait for a writer that never comes, so both are
// refused before they are opened. A path that does not exist is left to the opening.
QString not_a_regular_file(const QString& path);
// The bytes of the regular file at `path`, at most `most` of them: a larger file is
// refused (refuse({}, ...)), as one that cannot be read. Opened by its bytes, as the
// system names it (document/file_name.hpp).
QByteArray read_small_file(const QString& path, qint64 most);

}  // namespace frontier::gui::json
