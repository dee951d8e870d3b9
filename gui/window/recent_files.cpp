#include "window/recent_files.hpp"

#include <QDir>
#include <QFileInfo>

namespace frontier::gui {

namespace {

// The folder as a reader knows it: the home folder as ~, the system's separators.
QString folder_words(const QString& folder) {
  const QString home = QDir::homePath();
  QString shown = folder;
  if (folder == home) {
    shown = QStringLiteral("~");
  } else if (folder.startsWith(home + QLatin1Char('/'))) {
    shown = QStringLiteral("~") + folder.mid(home.size());
  }
  return QDir::toNativeSeparators(shown);
}

}  // namespace

QString recent_entry_text(const QString& path) {
  const QFileInfo file(path);
  QString text = QStringLiteral("%1 [%2]").arg(file.fileName(), folder_words(file.absolutePath()));
  return text.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

}  // namespace frontier::gui
