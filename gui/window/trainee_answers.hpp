#pragma once
// The contest trainee's path in the window: File ▸ Open Answers… (and `frontier FILE
// --answers MINE.out`) reads the trainee's answer file, has the puzzle's judge judge it on a
// worker (model/judged_answers.hpp: core's judging, as frontier-cli check), gives the verdicts
// to the session (the cases tree marks each query, the banner says the trainee's answer and
// the judge's), and goes to the first wrong one; Search ▸ Next Wrong Answer (F8) and Previous
// (Shift+F8) go round the others. Each wrong query is searched to its end with the chosen
// search, so that the board shows the judge's witness, or the whole search that finds no line
// where the trainee claims one.

#include <QObject>
#include <QString>

#include <functional>

#include "model/judged_answers.hpp"
#include "modes/window_context.hpp"

namespace frontier::gui {

class TraineeAnswers : public QObject {
  Q_OBJECT

 public:
  // `run_search` is the window's Search ▸ Run (F9): the chosen query searched, the window searching.
  TraineeAnswers(WindowContext context, std::function<void()> run_search, std::function<bool()> quiet);

  // Reads and judges `path` against the open file; false (a dialog, unless quiet, and the
  // status bar say why) when it cannot be read or the judging is cancelled. The file open,
  // and answers judged before, are kept whatever happens.
  bool open(const QString& path);
  // File ▸ Open Answers…: asks for the file, opens it and goes to the first wrong answer.
  void ask_open();
  // The first query (or the next or previous one from the chosen query) the judge refuses
  // the trainee's answer to, chosen and, with `search`, searched to its end; false when
  // none is wrong.
  bool go_to_first_wrong(bool search = true);
  bool go_to_wrong(bool forward);

 signals:
  // Opening failed: the message, as the dialog says it.
  void open_failed(const QString& message);

 private:
  void show(const AnswerVerdict& wrong, bool search);
  WindowContext context_;
  std::function<void()> run_search_;
  std::function<bool()> quiet_;  // no dialogs (the command line's --screenshot)
  bool to_end_pending_ = false;  // the search started by go_to_wrong ends at its end
};

}  // namespace frontier::gui
