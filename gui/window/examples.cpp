#include "window/examples.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "model/recognition.hpp"

namespace frontier::gui {

QString samples_directory() {
  const QStringList candidates = {
      QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral(FRONTIER_INSTALLED_SAMPLES)),
      QStringLiteral(FRONTIER_SOURCE_SAMPLES),
  };
  for (const QString& candidate : candidates) {
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
