#pragma once
// The format an exported file is written in, told by its name's suffix (case aside), as
// File ▸ Export's dialogs and the command line's --picture and --export-animation read it.

#include <QFileInfo>
#include <QLatin1String>
#include <QString>
#include <initializer_list>
#include <optional>
#include <utility>

namespace frontier::gui {

// The format of `formats` (suffix, format) whose suffix `path` ends in; none for another.
template <class Format>
std::optional<Format> format_by_suffix(const QString& path, std::initializer_list<std::pair<QLatin1String, Format>> formats) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  for (const auto& [name, format] : formats) {
    if (suffix == name) return format;
  }
  return std::nullopt;
}

}  // namespace frontier::gui
