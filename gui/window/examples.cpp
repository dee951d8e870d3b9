#include "window/examples.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include "model/recognition.hpp"

namespace frontier::gui {

namespace {
QStringList sample_candidates() {
  return {
      QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(FRONTIER_INSTALLED_SAMPLES)),
      QStringLiteral(FRONTIER_SOURCE_SAMPLES),
  };
}

bool is_under(const QString& path, const QString& folder) {
  if (folder.isEmpty()) return false;
  const QString root = QFileInfo(folder).canonicalFilePath();
  return !root.isEmpty() && (path == root || path.startsWith(root + u'/'));
}
}  // namespace

bool is_shipped(const QString& path) {
  if (path.isEmpty()) return false;
  // A file not written yet is judged by its folder; a link, by where it leads.
  QFileInfo info(path);
  const QString canonical = info.exists() ? info.canonicalFilePath() : QFileInfo(info.absolutePath()).canonicalFilePath();
  if (canonical.isEmpty()) return false;
  for (const QString& samples : sample_candidates()) {
    if (is_under(canonical, samples)) return true;
  }
  const QString own = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
  for (const QString& shared : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation)) {
    if (shared != own && is_under(canonical, shared)) return true;
  }
  return false;
}

QString samples_directory() {
  for (const QString& candidate : sample_candidates()) {
    if (QFileInfo(candidate).isDir()) return QDir(candidate).canonicalPath();
  }
  return {};
}

std::vector<Example> examples() {
  std::vector<Example> found;
  const QString root = samples_directory();
  if (root.isEmpty()) return found;
  for (const PuzzleAdapter* puzzle : puzzles()) {
    const QDir folder(QDir(root).filePath(QString::fromUtf8(puzzle->id().data(), static_cast<int>(puzzle->id().size()))));
    for (const QFileInfo& file : folder.entryInfoList({QStringLiteral("*.in")}, QDir::Files, QDir::Name)) {
      found.push_back({puzzle, file.absoluteFilePath(), file.completeBaseName()});
    }
  }
  return found;
}

QStringList example_lessons() {
  const QString root = samples_directory();
  if (root.isEmpty()) return {};
  QStringList found;
  const QDir folder(QDir(root).filePath(QStringLiteral("lessons")));
  for (const QFileInfo& file : folder.entryInfoList({QStringLiteral("*.frontier-lesson")}, QDir::Files, QDir::Name)) {
    found << file.absoluteFilePath();
  }
  return found;
}

}  // namespace frontier::gui
