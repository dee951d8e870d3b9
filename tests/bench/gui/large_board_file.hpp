#pragma once
// The judge's largest Lianliankan board (1000 × 999), blank but for a tile 7 at (1, 1) and
// another walled in at the far corner, so that bfs-turns searches every cell and answers
// NO: written once to a file that lives as long as the benchmark program.

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include "walled_board.hpp"

namespace frontier::gui {

inline constexpr int kLargeRows = 1000;
inline constexpr int kLargeCols = 999;

inline QString large_board_file() {
  static QTemporaryDir directory;
  static const QString path = [] {
    const QString file_path = directory.filePath(QStringLiteral("large.in"));
    QFile file(file_path);
    file.open(QIODevice::WriteOnly);
    file.write(QByteArray::fromStdString(frontier::testing::walled_lianliankan_board(kLargeRows, kLargeCols)));
    return file_path;
  }();
  return path;
}

}  // namespace frontier::gui
