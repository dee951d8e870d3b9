#include "model/document_loader.hpp"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include "document/file_name.hpp"
#include "frontier/common/judge_file.hpp"

namespace frontier::gui {

int LoadResult::accepted() const {
  return static_cast<int>(std::count_if(readings.begin(), readings.end(), [](const Reading& r) { return r.accepted(); }));
}

DocumentLoader::DocumentLoader(QObject* parent) : QObject(parent) {}

DocumentLoader::~DocumentLoader() {
  for (auto* watcher : findChildren<QFutureWatcherBase*>()) watcher->waitForFinished();
}

LoadResult DocumentLoader::read(const QString& path, const PuzzleAdapter* puzzle) {
  LoadResult result;
  result.path = path;
  result.forced = puzzle != nullptr;
  const LoadedText loaded = load_judge_file(file_name_bytes(path).toStdString());
  if (!loaded.error.empty()) {
    result.io_error = QString::fromStdString(loaded.error);
    return result;
  }
  if (puzzle != nullptr) {
    result.readings.push_back(read_as(*puzzle, loaded.text));
  } else {
    result.readings = recognise(loaded.text);
  }
  return result;
}

void DocumentLoader::load(const QString& path, const PuzzleAdapter* puzzle) {
  busy_ = true;
  const std::uint64_t generation = ++generation_;
  auto* watcher = new QFutureWatcher<LoadResult>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
    watcher->deleteLater();
    if (generation != generation_) return;  // an older request the user went past
    // Busy until the window has handled the file (opened it, asked, or said why not).
    emit loaded(watcher->result());
    if (generation == generation_) busy_ = false;
  });
  watcher->setFuture(QtConcurrent::run([path, puzzle] { return read(path, puzzle); }));
}

const PuzzleAdapter* puzzle_named_by_folder(const QString& path) {
  const QString folder = QFileInfo(path).absoluteDir().dirName();
  return find_puzzle(folder.toStdString());
}

}  // namespace frontier::gui
