#include "window/class_work.hpp"

#include <QAction>
#include <QBoxLayout>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSettings>
#include <QShortcut>
#include <QTimer>
#include <algorithm>

#include "app/desktop_user.hpp"
#include "app/language.hpp"
#include "search/clock.hpp"
#include "search/playback.hpp"
#include "search/run.hpp"

#include "ask/ask_session.hpp"
#include "ask/vote.hpp"
#include "exercise/exercise_controller.hpp"
#include "lesson/lesson.hpp"
#include "modes/ask_mode.hpp"
#include "modes/hand_modes.hpp"
#include "play/play_controller.hpp"
#include "results/class_view.hpp"
#include "lesson/deck.hpp"
#include "session/session.hpp"
#include "widgets/exercise_panel.hpp"
#include "widgets/play_panel.hpp"
#include "widgets/student_line.hpp"
#include "window/dialog_folders.hpp"
#include "window/long_work.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/presentation.hpp"

namespace frontier::gui {

namespace {
constexpr const char* kStudentKey = "results/student";

const char* trend_word(trace::Trend trend) {
  switch (trend) {
    case trace::Trend::fewer: return "fewer";
    case trace::Trend::about_the_same: return "about_the_same";
    case trace::Trend::more: return "more";
  }
  return "";
}

}  // namespace

ClassWork::ClassWork(MainWindow& window)
    : QObject(&window), window_(window), keeper_(ResultsKeeper::default_folder(), this), desktop_user_(desktop_user_name()) {
  keeper_.set_student(QSettings().value(QLatin1String(kStudentKey)).toString());
  connect(window_.action(Command::export_results), &QAction::triggered, this, &ClassWork::ask_export);
  connect(window_.action(Command::open_class_results), &QAction::triggered, this, &ClassWork::ask_open_class_results);
  connect(window_.action(Command::student_name), &QAction::triggered, this, &ClassWork::ask_student_name);
  connect(&window_.hands(), &HandModes::entered, this, &ClassWork::hand_mode_entered);
  connect(&window_.hands(), &HandModes::left, &keeper_, &ResultsKeeper::end);
  connect(&window_.ask(), &AskMode::posed, this, [this] { begin_asking(); });
  connect(&window_.ask(), &AskMode::answered, this, &ClassWork::answered);
  // A hint in play mode is a step shown, kept as an exercise's is.
  connect(window_.action(Command::hint), &QAction::triggered, this, [this] {
    if (keeper_.active() && window_.hands().game() != nullptr) record(ResultStep::of(ResultAction::show_me, tr("hint")));
  });
  // Another file, query or search: the ask activity under way is over.
  connect(&window_.session(), &Session::chosen, this, [this] {
    if (!ask_activity_.isEmpty()) keeper_.end();
    ask_activity_.clear();
  });
  connect(&window_.session().playback(), &Playback::moved, this, &ClassWork::check_explain_questions);
  // Another search shown: its slide's questions are not this one's.
  connect(&window_.session(), &Session::chosen, this, [this] { to_explain_.clear(); });
  connect(&keeper_, &ResultsKeeper::write_failed, this, [this](const QString& reason) {
    window_.say([reason] { return tr("Your results could not be written: %1").arg(reason); });
  });
  // Each panel of an activity that is kept says where it goes, and takes another name.
  for (QWidget* panel : {static_cast<QWidget*>(window_.panels().exercise), static_cast<QWidget*>(window_.panels().play),
                         static_cast<QWidget*>(&window_.ask().panel())}) {
    auto* column = qobject_cast<QBoxLayout*>(panel->layout());
    if (column == nullptr) continue;
    auto* line = new StudentLine(panel);
    column->addWidget(line);
    connect(line, &StudentLine::name_given, this, &ClassWork::set_student);
    lines_.push_back(line);
  }
  // What the lines say follows the activities and the lesson (building one is a teacher's).
  connect(&window_.hands(), &HandModes::entered, this, &ClassWork::show_student);
  connect(window_.action(Command::ask), &QAction::toggled, this, &ClassWork::show_student);
  connect(&window_.lessons().deck(), &Deck::slides_changed, this, [this] {
    if (teachers_session()) keeper_.end();  // the lesson is being built now: an activity begun before ends
    show_student();
  });
  connect(&window_.lessons().deck(), &Deck::opened_changed, this, &ClassWork::show_student);
  connect(&keeper_, &ResultsKeeper::written, this, &ClassWork::show_student);
  show_student();
}

QString ClassWork::student() const {
  if (!keeper_.student().isEmpty() || window_.quiet()) return keeper_.student();
  return desktop_user_;
}

void ClassWork::set_student(const QString& name) {
  if (name.trimmed().isEmpty()) return;
  keeper_.carry_to(name);
  if (!window_.quiet()) QSettings().setValue(QLatin1String(kStudentKey), keeper_.student());
  show_student();
}

bool ClassWork::teachers_session() const { return window_.presentation().presenting() || window_.lessons().authoring(); }

QString ClassWork::board_student() const { return teachers_session() ? QString() : student(); }

void ClassWork::show_student() {
  const bool kept = !teachers_session() && !student().isEmpty();
  for (StudentLine* line : lines_) line->show_student(student(), keeper_.folder(), kept);
}

void ClassWork::ask_student_name() {
  bool ok = false;
  const QString name = QInputDialog::getText(&window_, tr("Student Name"),
                                             tr("Your name, as your teacher knows it. Your results are kept under it:"),
                                             QLineEdit::Normal, student(), &ok);
  if (ok && !name.trimmed().isEmpty()) set_student(name);
}

void ClassWork::set_generated(std::shared_ptr<const PuzzleFile> file, std::uint64_t seed, GenerateValues parameters) {
  generated_file_ = std::move(file);
  generated_seed_ = seed;
  generated_parameters_ = std::move(parameters);
}

void ClassWork::set_explain_questions(const std::vector<SlideBookmark>& bookmarks) {
  to_explain_.clear();
  for (const SlideBookmark& bookmark : bookmarks) {
    if (!bookmark.explain.empty()) to_explain_.push_back(bookmark);
  }
}

void ClassWork::check_explain_questions() {
  if (reach(window_.session().lane().cursor().position)) window_.session().clock().pause();
}

bool ClassWork::reach(std::uint64_t position) {
  const auto reached = std::ranges::find_if(to_explain_, [&](const SlideBookmark& b) { return b.at.position <= position; });
  if (reached == to_explain_.end()) return false;
  const Bilingual question = reached->explain;
  to_explain_.erase(reached);
  if (window_.presentation().presenting() || window_.quiet()) {
    window_.say([question] { return tr("Explain: %1").arg(question.in(language::current() == language::kChinese)); });
    return true;
  }
  // After the move that reached it is drawn: the dialog opens on the picture it asks about.
  QTimer::singleShot(0, this, [this, question] { ask_to_explain(question); });
  return true;
}

void ClassWork::ask_to_explain(const Bilingual& question) {
  const QString words = question.in(language::current() == language::kChinese);
  QInputDialog dialog(&window_);
  dialog.setObjectName(QStringLiteral("explain"));
  dialog.setWindowTitle(tr("Explain"));
  dialog.setLabelText(words);
  dialog.setOption(QInputDialog::UsePlainTextEditForTextInput);
  dialog.setInputMode(QInputDialog::TextInput);
  // Return and Tab write into the answer: Ctrl+Return sends it, and Tab leaves the text for
  // the buttons, so that the keyboard alone answers.
  if (auto* text = dialog.findChild<QPlainTextEdit*>()) {
    text->setTabChangesFocus(true);
    text->setAccessibleName(tr("Your answer"));
    text->setToolTip(tr("Ctrl+Return sends the answer; Tab goes on to the buttons."));
  }
  for (const QKeyCombination key : {Qt::CTRL | Qt::Key_Return, Qt::CTRL | Qt::Key_Enter}) {
    connect(new QShortcut(QKeySequence(key), &dialog), &QShortcut::activated, &dialog, &QDialog::accept);
  }
  if (dialog.exec() != QDialog::Accepted) return;
  if (const QString answer = dialog.textValue().trimmed(); !answer.isEmpty()) explain(words, answer);
}

void ClassWork::explain(const QString& question, const QString& answer) {
  if (teachers_session()) return;
  if (!keeper_.active() && !begin_asking()) return;
  keeper_.explain(question, answer);
}

ResultActivity ClassWork::describe(const QString& mode) const {
  const Session& session = window_.session();
  ResultActivity activity;
  activity.mode = mode;
  const LessonController& lessons = window_.lessons();
  if (const Lesson* lesson = lessons.lesson(); lesson != nullptr && lessons.slide_index() >= 0) {
    activity.lesson = QFileInfo(lessons.lesson_path()).fileName();
    activity.lesson_title = lesson->title.english.isEmpty() ? lesson->title.chinese : lesson->title.english;
    activity.slide = lessons.slide_index() + 1;
  } else {
    activity.file = QFileInfo(session.path()).fileName();
  }
  const PuzzleAdapter& puzzle = session.file()->puzzle();
  activity.puzzle = std::string(puzzle.id());
  activity.rules = session.rules();
  activity.case_number = session.case_index() + 1;
  activity.query_number = session.query_index() + 1;
  activity.algorithm = session.algorithm().toStdString();
  // A generated slide's board is named by its seed only while the file is the one made
  // from it: an edited board is its text.
  if (generated_file_ != nullptr && session.file() == generated_file_) {
    activity.instance.seed = generated_seed_;
    activity.instance.parameters = generated_parameters_;
  } else {
    activity.instance.judge_text = QString::fromStdString(session.file()->write());
  }
  return activity;
}

bool ClassWork::begin_asking() {
  const QString about = activity_key();
  if (about == ask_activity_ && keeper_.active()) return true;
  if (!begin(QStringLiteral("ask"))) return false;
  ask_activity_ = about;
  return true;
}

bool ClassWork::begin(const QString& mode) {
  if (teachers_session() || window_.session().file() == nullptr) return false;
  const QString name = student();
  if (name.isEmpty()) return false;
  keeper_.set_student(name);  // the desktop user's, while no other is given
  keeper_.begin(describe(mode));
  return keeper_.active();
}

void ClassWork::record(ResultStep step) {
  if (teachers_session()) {
    keeper_.end();
    return;
  }
  keeper_.add(std::move(step));
}

void ClassWork::hand_mode_entered() {
  ask_activity_.clear();
  if (ExerciseController* exercise = window_.hands().exercise()) {
    if (!begin(QStringLiteral("exercise"))) return;
    connect(exercise, &ExerciseController::stepped, this, &ClassWork::record);
    connect(exercise, &ExerciseController::changed, this, [this, exercise] { keeper_.set_finished(exercise->finished()); });
  } else if (PlayController* game = window_.hands().game()) {
    if (!begin(QStringLiteral("play"))) return;
    play_moves_ = game->moves_made();
    connect(game, &PlayController::changed, this, [this, game] { play_changed(*game); });
  }
}

void ClassWork::play_changed(PlayController& game) {
  const int moves = game.moves_made();
  if (moves == play_moves_) return;
  record(ResultStep::of(moves > play_moves_ ? ResultAction::move : ResultAction::undo, game.progress()));
  play_moves_ = moves;
}

QString ClassWork::activity_key() const {
  const Session& session = window_.session();
  return QStringLiteral("%1\n%2\n%3\n%4").arg(session.path()).arg(session.case_index()).arg(session.query_index()).arg(session.algorithm());
}

void ClassWork::answered() {
  const AskSession& questions = window_.ask().questions();
  // A vote is the class's answer, kept with the lesson's tally, not a student's.
  if (!questions.question() || !questions.verdict() || questions.verdict()->vote) return;
  if (!begin_asking()) return;
  const Question& question = *questions.question();
  const Reply& reply = questions.reply();
  ResultStep step = ResultStep::of(ResultAction::answer);
  step.right = questions.verdict()->right;
  step.asked = static_cast<qint64>(question.asked);
  step.question = question_word(question.kind);
  step.cells = reply.picked;
  if (reply.trend) step.trend = QLatin1String(trend_word(*reply.trend));
  step.ticked = reply.ticked;
  record(std::move(step));
}

void ClassWork::ask_export() {
  if (keeper_.student().isEmpty()) keeper_.set_student(student());
  const QString folder = dialog_folder(DialogUse::save, {window_.session().path(), window_.lessons().lesson_path()});
  const QString path = ask_save_path(&window_, tr("Export My Results"), folder + u'/' + results_file_name(keeper_.student()),
                                     tr("Frontier results (*.%1)").arg(QLatin1String(kResultsSuffix)));
  if (path.isEmpty()) return;
  if (const QString why = keeper_.export_to(path); !why.isEmpty()) {
    QMessageBox::warning(&window_, tr("Export My Results"), tr("%1 could not be written: %2").arg(path, why));
    return;
  }
  window_.say([path] { return tr("Your results are in %1: hand this file in.").arg(path); });
}

void ClassWork::ask_open_class_results() {
  const QString folder = QFileDialog::getExistingDirectory(&window_, tr("Open Class Results"),
                                                           dialog_folder(DialogUse::open, {window_.lessons().lesson_path()}));
  if (folder.isEmpty()) return;
  remember_dialog_folder(folder + QStringLiteral("/results"));
  // With a lesson open, the results of that lesson are the class's (the others set aside),
  // its columns titled by its slides.
  const Lesson* lesson = window_.lessons().lesson();
  const ClassLesson of = lesson != nullptr ? class_lesson(window_.lessons().lesson_path(), *lesson, language::current() == language::kChinese)
                                           : ClassLesson{};
  // Each activity's search runs again (seconds each at most): with progress and Cancel.
  WorkProgress progress;
  ClassResults results;
  const LongWorkText text{tr("Grading Again"), tr("Reading the class's results…"),
                          tr("Grading the class's answers again: %1 of %2 activities")};
  run_long_work(&window_, text, progress, !window_.quiet(), [&] { results = read_class_results(folder, of, &progress); });
  if (progress.cancelled) {
    window_.say([] { return tr("Opening the class's results was cancelled."); });
    return;
  }
  use_folder_roster(results);
  auto* view = new ClassView(std::move(results), &window_);
  view->setAttribute(Qt::WA_DeleteOnClose);
  view->show();
}

}  // namespace frontier::gui
