#pragma once
// Helpers shared by the GUI tests: waiting on the event loop, opening files the way
// File ▸ Open does, catching the dialogs the window shows, and the judge samples with
// the answers their .out files expect.

#include <QApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <functional>
#include <ostream>
#include <vector>

#include "model/sample_arguments.hpp"
#include <QSlider>

#include "lesson/deck.hpp"
#include "modes/ask_mode.hpp"
#include "modes/compare_mode.hpp"
#include "modes/hand_modes.hpp"
#include "window/help_dialogs.hpp"
#include "window/crash_recovery.hpp"
#include "window/file_actions.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/picture_exports.hpp"
#include "window/playback_marks.hpp"
#include "window/presentation.hpp"

namespace frontier::gui::testing {

// Runs the event loop until `done` or `timeout_ms`; returns done().
bool wait_until(const std::function<bool()>& done, int timeout_ms = 20000);

// Reads `name` (absolute, or under sample_inputs) into `session` as File ▸ Open reads it,
// (`puzzle` forces a reader) without a window, and installs its first reading.
bool open_in_session(Session& session, const QString& name, const SampleArguments& arguments = {},
                     const PuzzleAdapter* puzzle = nullptr);
// Opens `path` through MainWindow::open_file (File ▸ Open's own path) and waits until
// the window has a document for it or said why not.
bool open_and_wait(MainWindow& window, const QString& path, const PuzzleAdapter* puzzle = nullptr,
                   const SampleArguments& arguments = {});
// Presses Run and waits for the search to end.
bool run_and_wait(MainWindow& window, int timeout_ms = 60000);
// Shows the window and makes it active, so that its shortcuts take keys.
void show_active(MainWindow& window);
// Ann Lee, whose results are kept in `folder`, asked on the HDU 1175 sample's bfs-turns
// search (Search ▸ Ask): returns once the first question is put (an ASSERT says why not).
void ask_ann_lee_on_the_lianliankan_sample(MainWindow& window, const QString& folder);

// Watches for modal dialogs while alive: records each one's text and answers it by
// clicking the button named `button` (a message box's by object name or text, another
// dialog's by object name, when enabled), or closing it.
class DialogCatcher {
 public:
  explicit DialogCatcher(QString button = {});
  ~DialogCatcher();
  QStringList texts() const { return texts_; }
  QStringList names() const { return names_; }

 private:
  void poll();
  QString button_;
  QStringList texts_;
  QStringList names_;
  QObject* timer_;
};

struct Sample {
  QString path;
  const PuzzleAdapter* puzzle = nullptr;
  SampleArguments arguments;
  QStringList expected;  // one judge answer per (case, query), in file order
};
QString samples_directory();
std::vector<Sample> samples();
// How GoogleTest (and so ctest's test names) shows a sample: its file, not its bytes.
void PrintTo(const Sample& sample, std::ostream* out);

// The built `frontier` program run offscreen with `arguments` (and `environment`'s
// variables on top of this process's), as a user runs it from a shell; two minutes at most.
struct ProgramRun {
  int status = -1;  // -1: it crashed or did not end
  QString out;
  QString err;
};
ProgramRun run_frontier(const QStringList& arguments, const QProcessEnvironment& environment = {});

// A file in a directory that lives as long as the test program.
QString write_temporary(const QString& name, const QByteArray& content);

// A translation into Chinese has Chinese in it; a missing one falls back to the English.
bool has_chinese(const QString& words);
// A rows × cols Lianliankan board, blank but for two tiles 7: at (1, 1), and walled in at
// the far corner, so that bfs-turns explores the whole board and answers NO.
QByteArray walled_lianliankan_board(int rows, int cols);

}  // namespace frontier::gui::testing
