#pragma once
// Reads a judge file on a worker thread (a file of several 1000 × 999 boards takes a
// while) and says which puzzles accept it. The window decides what to do with that:
// open it, ask which puzzle was meant, or show the error.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <vector>

#include "model/recognition.hpp"

namespace frontier::gui {

struct LoadResult {
  QString path;
  QString io_error;               // the file could not be read at all
  std::vector<Reading> readings;  // best first; one reading when a puzzle was forced
  bool forced = false;            // the user named the puzzle
  int accepted() const;
};

class DocumentLoader : public QObject {
  Q_OBJECT

 public:
  explicit DocumentLoader(QObject* parent = nullptr);
  ~DocumentLoader() override;

  // Reads `path`; with `puzzle` only that puzzle's reader is tried.
  void load(const QString& path, const PuzzleAdapter* puzzle = nullptr);
  // From load() until the `loaded` handlers have returned.
  bool busy() const { return busy_; }
  // Reads synchronously: the same work, for the command line and the benchmarks.
  static LoadResult read(const QString& path, const PuzzleAdapter* puzzle);

 signals:
  void loaded(const frontier::gui::LoadResult& result);

 private:
  bool busy_ = false;
  std::uint64_t generation_ = 0;
};

// The puzzle a file's folder is named after (sample_inputs/mahjong/x.in), if any: the
// choice offered first when two puzzles accept the file.
const PuzzleAdapter* puzzle_named_by_folder(const QString& path);

}  // namespace frontier::gui
