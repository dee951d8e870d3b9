#include "window/trainee_answers.hpp"

#include <QAction>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <exception>

#include "document/json_fields.hpp"
#include "model/puzzle.hpp"
#include "session/session.hpp"
#include "window/dialog_folders.hpp"
#include "window/long_work.hpp"

namespace frontier::gui {

namespace {
// An answer file of the largest judge files (100000 queries of 8-puzzle moves) is a few
// MiB; past this it is no answer file, and reading it would only hold the window.
constexpr qint64 kMostAnswerBytes = qint64{256} << 20;
}  // namespace

TraineeAnswers::TraineeAnswers(WindowContext context, std::function<void()> run_search, std::function<bool()> quiet)
    : QObject(&context.window), context_(context), run_search_(std::move(run_search)), quiet_(std::move(quiet)) {
  Session& session = context_.session;
  connect(context_.commands[Command::open_answers], &QAction::triggered, this, &TraineeAnswers::ask_open);
  connect(context_.commands[Command::next_wrong_answer], &QAction::triggered, this, [this] { go_to_wrong(true); });
  connect(context_.commands[Command::previous_wrong_answer], &QAction::triggered, this, [this] { go_to_wrong(false); });
  // The search go_to_wrong started is shown at its end: the judge's answer on the board.
  connect(&session.lane(), &Run::finished, this, [this, &session] {
    if (!std::exchange(to_end_pending_, false)) return;
    session.playback().to_end();
  });
  connect(&session.lane(), &Run::failed, this, [this] { to_end_pending_ = false; });
}

void TraineeAnswers::ask_open() {
  const QString path = ask_open_path(&context_.window, tr("Open Your Answers"), dialog_folder(DialogUse::open, {context_.session.path()}),
                                     tr("Answer files (*.out *.ans *.txt);;All files (*)"));
  if (path.isEmpty() || !open(path)) return;
  go_to_first_wrong();
}

bool TraineeAnswers::open(const QString& path) {
  Session& session = context_.session;
  const std::shared_ptr<const PuzzleFile> file = session.file();
  if (!file) return false;
  QString why;
  QByteArray bytes;
  try {
    bytes = json::read_small_file(path, kMostAnswerBytes);
  } catch (const json::Refusal& refusal) {
    why = refusal.what;
  }
  std::optional<JudgedAnswers> judged;
  if (why.isEmpty()) {
    WorkProgress progress;
    const RuleValues rules = session.rules();
    run_long_work(&context_.window,
                  {tr("Judging Your Answers"), tr("The judge answers every query of the file, and judges yours…"), {}},
                  progress, !quiet_(), [&] {
                    try {
                      judged = file->judge_answers(path, std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), rules);
                    } catch (const std::exception& error) {
                      why = QString::fromStdString(error.what());
                    }
                  });
    if (progress.cancelled) {
      context_.say([] { return tr("Judging your answers was cancelled: the answers shown before are kept."); });
      return false;
    }
  }
  if (!judged) {
    const QString message = tr("Your answers could not be judged: %1: %2").arg(QFileInfo(path).fileName(), why);
    context_.say([message] { return message; });
    emit open_failed(message);
    if (!quiet_()) {
      QMessageBox box(QMessageBox::Warning, tr("Open Your Answers"), message, QMessageBox::Ok, &context_.window);
      box.setObjectName(QStringLiteral("answers_error"));
      box.exec();
    }
    return false;
  }
  session.set_answers(std::make_shared<const JudgedAnswers>(std::move(*judged)));
  const std::shared_ptr<const JudgedAnswers> answers = session.answers();
  const int queries = static_cast<int>(answers->verdicts().size());
  const int wrong = answers->wrong();
  const QString name = QFileInfo(path).fileName();
  context_.say([name, queries, wrong] {
    return wrong == 0 ? tr("%1: the judge takes all %n answer(s).", nullptr, queries).arg(name)
                      : tr("%1: %2 of %n answer(s) wrong (F8: the next).", nullptr, queries).arg(name).arg(wrong);
  });
  return true;
}

bool TraineeAnswers::go_to_first_wrong(bool search) {
  const std::shared_ptr<const JudgedAnswers> answers = context_.session.answers();
  const AnswerVerdict* wrong = answers ? answers->first_wrong() : nullptr;
  if (wrong == nullptr) return false;
  show(*wrong, search);
  return true;
}

bool TraineeAnswers::go_to_wrong(bool forward) {
  Session& session = context_.session;
  const std::shared_ptr<const JudgedAnswers> answers = session.answers();
  const AnswerVerdict* wrong = answers ? answers->next_wrong(session.case_index(), session.query_index(), forward) : nullptr;
  if (wrong == nullptr) return false;
  show(*wrong, true);
  return true;
}

void TraineeAnswers::show(const AnswerVerdict& wrong, bool search) {
  Session& session = context_.session;
  const int case_number = wrong.case_index + 1;
  const int query_number = wrong.query_index + 1;
  const int line = wrong.line;
  session.choose(wrong.case_index, wrong.query_index);
  context_.say([case_number, query_number, line] {
    return tr("Case %1, query %2 (line %3 of your answers): the judge refuses your answer.").arg(case_number).arg(query_number).arg(line);
  });
  if (!search) return;
  to_end_pending_ = true;
  run_search_();
  if (!session.searching()) to_end_pending_ = false;  // nothing could be searched (the window was busy)
}

}  // namespace frontier::gui
