#pragma once
// File ▸ Test My Solution…: what `frontier-cli stress` does, from the window. The trainee
// names their program (a command, as they run it); frontier-cli stress runs it on files the
// open puzzle's generator makes, of growing size, judges each answer and shrinks the first
// failure to the smallest that still fails. The window runs the very command (one
// algorithm, written once), with a progress dialog fed by its --progress lines and a Cancel
// that stops it (and the program it runs, with its whole process group); on a failure the
// shrunk case opens with the program's answers judged (show_failing), on success a message
// says how many files it passed.

#include <QObject>
#include <QString>
#include <functional>

class QWidget;

namespace frontier::gui {

class Session;

// frontier-cli beside the program (installed), in the build tree's core/cli, or on PATH;
// empty when there is none.
QString frontier_cli_path();

// What the trainee chose in the dialog.
struct SolutionTestChoice {
  QString program;  // the command that runs their program ("./a.out", "python3 mine.py")
  int rounds = 30;
  double time_limit = 2;  // seconds of CPU time a file
};

class SolutionTester : public QObject {
  Q_OBJECT

 public:
  // `show_failing(case, answers)`: open the shrunk case and judge the program's answers.
  SolutionTester(QWidget& window, Session& session, std::function<void(const QString&, const QString&)> show_failing);

  // File ▸ Test My Solution…: the dialog, then run().
  void ask();
  // Runs stress on the open file's puzzle; with `quiet`, no dialog at all (the tests).
  // Returns what frontier-cli printed (its report), or its error.
  QString run(const SolutionTestChoice& choice, bool quiet = false);
  // Where the shrunk case goes: OUTPUT.in, OUTPUT.mine.out and OUTPUT.ans.
  QString output_base() const;

 signals:
  // The stress ended: `failed` (a failing case was found and written), or passed, or
  // could not run (`error`), or was cancelled.
  void finished(bool failed, const QString& report);

 private:
  void tell(const QString& words, const QString& report);  // the result, frontier-cli's report as its details
  QWidget& window_;
  Session& session_;
  std::function<void(const QString&, const QString&)> show_failing_;
};

}  // namespace frontier::gui
