#include "window/dialog_folders.hpp"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include "window/examples.hpp"

namespace frontier::gui {

namespace {
const QString kLastFolderKey = QStringLiteral("dialogs/last_folder");

// A name's bytes at most, in UTF-8: ext4 and most others take 255, and the suffix and a
// " (2)" a file manager adds need room too.
constexpr qsizetype kMostNameBytes = 200;

bool fits(const QString& folder, DialogUse use) {
  if (folder.isEmpty()) return false;
  const QFileInfo info(folder);
  if (!info.isDir()) return false;
  if (use == DialogUse::open) return true;
  // A lesson is never saved among Frontier's own samples, even in a source tree where
  // their folder may be written in: a shipped lesson's copy goes to the user's folder.
  return info.isWritable() && !(use == DialogUse::save_lesson && is_shipped(folder));
}

// The path a dialog gave, its folder remembered for the next dialog.
QString remembered(const QString& path) {
  remember_dialog_folder(path);
  return path;
}
}  // namespace

QString dialog_folder(DialogUse use, const QStringList& open_files) {
  QStringList candidates;
  for (const QString& file : open_files) {
    if (!file.isEmpty()) candidates << QFileInfo(file).absolutePath();
  }
  candidates << QSettings().value(kLastFolderKey).toString();
  if (use == DialogUse::export_file) candidates << QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
  candidates << QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) << QDir::homePath();
  for (const QString& folder : candidates) {
    if (fits(folder, use)) return QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
  }
  // Not even home may be written in: the dialog says so when the user tries, and lets
  // them go elsewhere.
  return QDir::homePath();
}

void remember_dialog_folder(const QString& path) {
  if (path.isEmpty()) return;
  QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

QString ask_open_path(QWidget* parent, const QString& title, const QString& start, const QString& filters) {
  return remembered(QFileDialog::getOpenFileName(parent, title, start, filters));
}

QString ask_save_path(QWidget* parent, const QString& title, const QString& start, const QString& filters) {
  return remembered(QFileDialog::getSaveFileName(parent, title, start, filters));
}

QString file_name_from_title(const QString& title) {
  // What a FAT file system (and Windows, where the slides may be shown) refuses, besides
  // the slash every system does.
  static const QString kRefused = QStringLiteral("/\\:*?\"<>|");
  QString name;
  name.reserve(title.size());
  for (const QChar c : title) {
    if (c.category() == QChar::Other_Control) {
      name += u' ';  // a tab or a line break between two words still parts them
    } else if (kRefused.contains(c)) {
      name += u'-';
    } else {
      name += c;
    }
  }
  name = name.simplified();
  // A leading dot hides the file; Windows drops trailing dots.
  while (name.startsWith(u'.')) name = name.mid(1).trimmed();
  while (name.endsWith(u'.')) name = name.chopped(1).trimmed();
  while (name.toUtf8().size() > kMostNameBytes) {
    name.chop(1);
    if (!name.isEmpty() && name.back().isHighSurrogate()) name.chop(1);  // never half a character
    name = name.trimmed();
  }
  return name.isEmpty() ? QStringLiteral("frontier") : name;
}

}  // namespace frontier::gui
