#pragma once
// File ▸ Open, Open As, Open Recent, Examples, a drop and the command line: a judge file is
// read on a worker thread (the window loading meanwhile, the open document still shown),
// then opened, asked about (which puzzle, when two read it; with a lesson open, whether it
// becomes a slide), or refused with its place in a dialog (open_failed when quiet), what
// was open staying. A lesson, by its suffix, opens as a lesson.

#include <QObject>
#include <QString>

#include "model/sample_arguments.hpp"

namespace frontier::gui {

class MainWindow;
class PuzzleAdapter;
struct LoadResult;

class FileOpener : public QObject {
  Q_OBJECT

 public:
  explicit FileOpener(MainWindow& window);

  // `puzzle` forces a reader; `arguments` set the rules and algorithm once it is open.
  void open_file(const QString& path, const PuzzleAdapter* puzzle = nullptr, const SampleArguments& arguments = {});
  // File ▸ Open (`puzzle` null) and File ▸ Open As: the dialog, then open_file.
  void ask_open(const PuzzleAdapter* puzzle = nullptr);

 private:
  void loaded(const LoadResult& result);

  MainWindow& window_;
  SampleArguments pending_arguments_;  // for the file being read
};

}  // namespace frontier::gui
