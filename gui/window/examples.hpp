#pragma once
// The judge samples shipped with Frontier (sample_inputs/<puzzle>/*.in), for File ▸
// Examples: installed beside the program, or else the source tree the program was
// built from.

#include <QString>
#include <QStringList>
#include <vector>

#include "model/puzzle.hpp"

namespace frontier::gui {

struct Example {
  const PuzzleAdapter* puzzle = nullptr;  // named by the sample's folder
  QString path;
  QString name;  // the file name without .in
};

// The folder holding one subfolder per puzzle, or empty when none is found.
QString samples_directory();
std::vector<Example> examples();
// The lessons shipped beside them (sample_inputs/lessons/*.frontier-lesson), by name.
QStringList example_lessons();
// Whether `path` (a file or a folder) is Frontier's own: under the samples installed or in
// the source tree, or under the system's shared data (/usr/share). The user's changes are
// never written there.
bool is_shipped(const QString& path);

}  // namespace frontier::gui
