#pragma once
// Comma-separated values as RFC 4180 has them (fields with a comma, a quote or a line break
// in double quotes, a quote doubled, lines ended by CRLF), read (a teacher's roster) and
// written (the gradebook). A cell of text written for a spreadsheet is neutralised first, as
// OWASP's "CSV Injection" page advises: one that begins with =, +, -, @, a tab or a carriage
// return would be run as a formula by Excel, LibreOffice or Google Sheets, so it gets a
// leading ' and is read as text. Numbers the program writes itself (scores) are left as
// they are.

#include <QString>
#include <QStringList>
#include <QStringView>
#include <variant>
#include <vector>

namespace frontier::gui::csv {

// A field as RFC 4180 writes it: quoted when it holds a comma, a quote, CR or LF.
QString field(const QString& text);
// A cell of text (a name, a title, a reason): neutralised, then written as a field.
QString text_cell(const QString& text);
// A line of fields, ended by CRLF.
QString line(const QStringList& fields);

struct Row {
  QStringList fields;
  std::vector<int> lines;  // 1-based, the line each field begins on
  std::vector<int> cols;   // 1-based, where each field begins on its line
  int line = 0;            // 1-based, where the row begins
};

struct Error {
  int line = 0;  // 1-based
  int col = 0;   // 1-based, in characters
  QString what;
};

// Every row of `text` (a UTF-8 byte-order mark at its start skipped; CRLF, LF or CR ending
// a line; empty lines skipped), or the first thing that is not RFC 4180 with its place: a
// quote inside an unquoted field, text after a closing quote, a quote never closed.
std::variant<std::vector<Row>, Error> parse(QStringView text);

}  // namespace frontier::gui::csv
