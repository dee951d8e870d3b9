#pragma once
// A file's name as the system has it: bytes, which on Linux need not be UTF-8 ($'\xff.in',
// a GBK name copied from another machine). Qt decodes a name as UTF-8 and turns each byte
// it cannot read into U+FFFD, so such a file could be listed but never opened again. Here
// each such byte is kept as a lone surrogate, U+DC80 + byte, as Python's
// "surrogateescape" does, and given back as the same byte when the file is opened: the
// name goes through QString and back unchanged. Shown, those bytes read as boxes.

#include <QByteArray>
#include <QString>

namespace frontier::gui {

// The name of `bytes`; valid UTF-8 is decoded as QFile::decodeName does.
QString file_name_from_bytes(const QByteArray& bytes);
// The bytes of `name` for the system: each escaped byte as itself, the rest as UTF-8.
QByteArray file_name_bytes(const QString& name);
// Whether `name` holds bytes that are not UTF-8: Qt's own file classes cannot open it.
bool has_foreign_bytes(const QString& name);

}  // namespace frontier::gui
