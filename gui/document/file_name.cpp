#include "document/file_name.hpp"

namespace frontier::gui {

namespace {

constexpr char16_t kEscapeBase = 0xDC00;  // a byte b (0x80 and up) is kept as U+DC00 + b

// The length of the UTF-8 sequence that starts at `at`, or 0 when it is no valid one
// (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF, cut short).
int sequence_length(const QByteArray& bytes, qsizetype at) {
  const auto byte = [&](qsizetype k) { return static_cast<unsigned char>(bytes[k]); };
  const unsigned char lead = byte(at);
  if (lead < 0x80) return 1;
  int length = 0;
  char32_t code = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    code = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    code = lead & 0x0F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    code = lead & 0x07;
  } else {
    return 0;
  }
  if (at + length > bytes.size()) return 0;
  for (int k = 1; k < length; ++k) {
    if ((byte(at + k) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(at + k) & 0x3F);
  }
  const char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < least[length] || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return length;
}

bool escaped(char16_t unit) { return unit >= kEscapeBase + 0x80 && unit <= kEscapeBase + 0xFF; }

}  // namespace

QString file_name_from_bytes(const QByteArray& bytes) {
  QString name;
  qsizetype at = 0;
  while (at < bytes.size()) {
    const int length = sequence_length(bytes, at);
    if (length == 0) {
      name += QChar(static_cast<char16_t>(kEscapeBase + static_cast<unsigned char>(bytes[at])));
      ++at;
      continue;
    }
    name += QString::fromUtf8(bytes.constData() + at, length);
    at += length;
  }
  return name;
}

QByteArray file_name_bytes(const QString& name) {
  if (!has_foreign_bytes(name)) return name.toUtf8();
  QByteArray bytes;
  qsizetype start = 0;  // of the run of ordinary text not yet written
  for (qsizetype k = 0; k < name.size(); ++k) {
    const char16_t unit = name[k].unicode();
    if (!escaped(unit)) continue;
    bytes += QStringView(name).mid(start, k - start).toUtf8();
    bytes += static_cast<char>(unit - kEscapeBase);
    start = k + 1;
  }
  bytes += QStringView(name).mid(start).toUtf8();
  return bytes;
}

bool has_foreign_bytes(const QString& name) {
  for (const QChar c : name) {
    if (escaped(c.unicode())) return true;
  }
  return false;
}

}  // namespace frontier::gui
