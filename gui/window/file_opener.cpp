#include "window/file_opener.hpp"

#include <QAction>
#include <QFileInfo>

#include "lesson/lesson.hpp"
#include "window/dialog_folders.hpp"
#include "window/file_actions.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/open_dialogs.hpp"

namespace frontier::gui {

FileOpener::FileOpener(MainWindow& window) : QObject(&window), window_(window) {
  connect(window_.action(Command::open), &QAction::triggered, this, [this] { ask_open(); });
  connect(&window_.session(), &Session::loaded, this, &FileOpener::loaded);
}

void FileOpener::ask_open(const PuzzleAdapter* puzzle) {
  const QString title = puzzle == nullptr ? tr("Open a judge input file") : tr("Open as %1").arg(puzzle->title());
  const QString path = ask_open_path(&window_, title, window_.dialog_path(DialogUse::open), FileActions::judge_filter());
  if (!path.isEmpty()) open_file(path, puzzle);
}

void FileOpener::open_file(const QString& path, const PuzzleAdapter* puzzle, const SampleArguments& arguments) {
  // A lesson comes the ways a judge file comes (recent files, a drop, the command line).
  if (puzzle == nullptr && path.endsWith(u'.' + QLatin1String(kLessonSuffix))) {
    window_.lessons().open_lesson(path);
    return;
  }
  if (!window_.maybe_save()) return;  // the user kept the edited file
  window_.return_to_viewing();
  window_.set_mode(WindowMode::loading);
  pending_arguments_ = arguments;
  window_.say([name = QFileInfo(path).fileName()] { return tr("Reading %1…").arg(name); });
  window_.session().load(path, puzzle);
}

void FileOpener::loaded(const LoadResult& result) {
  Session& session = window_.session();
  const std::shared_ptr<const PuzzleFile> before = session.file();
  window_.say({});
  if (!result.io_error.isEmpty() || result.accepted() == 0) {
    const QString message = OpenDialogs::error(result);
    emit window_.open_failed(message);
    if (!window_.quiet()) OpenDialogs::show_error(&window_, result, message);
  } else {
    const PuzzleAdapter* chosen = result.readings.front().puzzle;
    if (!result.forced && result.accepted() > 1) chosen = OpenDialogs::ask_puzzle(&window_, result, window_.quiet());  // null: cancelled
    // With a lesson open, a file that reads may be its next slide (the lesson stays), or
    // replace it; asked once the file is known to read.
    const std::optional<bool> into_lesson = chosen != nullptr ? window_.lessons().ask_into_lesson() : std::nullopt;
    for (const Reading& reading : result.readings) {
      if (into_lesson && reading.puzzle == chosen && reading.accepted()) {
        window_.install(result.path, reading.file, pending_arguments_);
        break;
      }
    }
  }
  // Not opened: what was open stays.
  window_.modes().leave(WindowMode::loading, session.has_document() ? WindowMode::viewing : WindowMode::empty);
  window_.lessons().file_read_as_slide(session.file() != before);
}

}  // namespace frontier::gui
