#include "window/main_window.hpp"

#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMimeData>
#include <QSettings>
#include <QSlider>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>

#include "app/language.hpp"
#include "document/editable_document.hpp"
#include "lesson/deck.hpp"
#include "modes/ask_mode.hpp"
#include "modes/compare_mode.hpp"
#include "modes/hand_modes.hpp"
#include "search/narration_follower.hpp"
#include "window/board_follower.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_page.hpp"
#include "widgets/board_view.hpp"
#include "widgets/cases_panel.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/frontier_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/narration_strip.hpp"
#include "widgets/playback_bar.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "widgets/search_bar.hpp"
#include "window/class_work.hpp"
#include "window/crash_recovery.hpp"
#include "window/dialog_folders.hpp"
#include "window/file_actions.hpp"
#include "window/file_opener.hpp"
#include "window/help_dialogs.hpp"
#include "window/lesson_controller.hpp"
#include "window/menus.hpp"
#include "window/panels.hpp"
#include "window/picture_exports.hpp"
#include "window/playback_marks.hpp"
#include "window/presentation.hpp"
#include "window/rules_in_force.hpp"
#include "window/solution_test.hpp"
#include "window/status_line.hpp"
#include "window/trainee_answers.hpp"
#include "window/window_place.hpp"
#include "window/window_title.hpp"

namespace frontier::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName(QStringLiteral("main_window"));
  setWindowIcon(QIcon(QStringLiteral(":/icons/frontier.svg")));
  setAcceptDrops(true);
  // The stage: the board's page, and the comparison's when one is shown in its place.
  auto* stage = new QStackedWidget(this);
  stage->setObjectName(QStringLiteral("stage"));
  page_ = new BoardPage(stage);
  stage->addWidget(page_);
  setCentralWidget(stage);

  // The parts, each making what it needs of the window: the commands first, which the
  // others connect; the panels before the parts that add theirs.
  commands_ = new Commands(*this);
  panels_ = new Panels(*this);
  // The panels that follow the session, before the window's own connections: the
  // presenter's strip, which the window fills, reads them.
  panels_->counters->follow(session_.lane());
  panels_->pseudocode->follow(session_.lane());
  panels_->frontier->follow(session_.lane());
  panels_->cases->follow(session_);
  status_ = new StatusLine(*statusBar());
  create_actions();
  ask_mode_ = new AskMode(context(), *panels_, *page_);
  marks_ = new PlaybackMarks(context(), *panels_->pseudocode);
  presentation_ = new Presentation(*this);
  hands_ = new HandModes(context(), *panels_, modes_, presentation_->folded(), [this] { return presentation_->presenting(); });
  narration_ = new NarrationFollower(session_, page_->narration(), *panels_->narration, *panels_->dock("narration_dock"),
                                     [this] { return hands_->active() != nullptr; });
  help_ = new Help(*this);
  lessons_ = new LessonController(*this);
  class_work_ = new ClassWork(*this);
  comparison_ = new CompareMode(*this, *stage);
  files_ = new FileActions(*this);
  opener_ = new FileOpener(*this);
  pictures_ = new PictureExports(*this);
  trainee_ = new TraineeAnswers(context(), [this] { run_search(); }, [this] { return quiet_; });
  // The case Test My Solution shrank opens as File ▸ Open opens it, then the program's answers.
  solution_tester_ = new SolutionTester(*this, session_, [this](const QString& failing, const QString& answers) {
    connect(this, &MainWindow::document_opened, this, [this, failing, answers] {
      if (session_.path() == failing && trainee_->open(answers)) trainee_->go_to_first_wrong();
    }, Qt::SingleShotConnection);
    open_file(failing);
  });
  search_bar_ = new SearchBar(*action(Command::run), *action(Command::cancel), this);
  search_bar_->follow(session_);
  addToolBar(search_bar_);
  addToolBarBreak(Qt::BottomToolBarArea);
  playback_bar_ = new PlaybackBar(session_.playback(), [this](const char* name) { return commands_->find(name); }, this);
  addToolBar(Qt::BottomToolBarArea, playback_bar_);
  menus_ = new Menus(*this, *opener_);
  marks_->add_menus(menus_->playback());
  recovery_ = new CrashRecovery(*this);  // after the lesson's deck, which it watches, and the status bar it speaks in

  connect(&session_, &Session::opened, this, [this] {
    if (!session_.path().isEmpty()) remember_recent(session_.path());
  });
  connect(&session_, &Session::chosen, this, &MainWindow::show_choice);
  connect(&session_, &Session::answers_changed, this, &MainWindow::update_controls);
  // After show_choice (a game of another query ends first) and after the panels that
  // follow the lane (the presenter's strip reads them): the board follows the session.
  board_ = new BoardFollower(session_, *page_, *panels_, [this] { return hands_ != nullptr ? hands_->active() : nullptr; },
                             [this] { return presentation_->presenting(); }, this);
  connect(board_, &BoardFollower::problem_shown, this, [this] {
    marks_->show_stop_lines();
    update_controls();
  });
  connect(board_, &BoardFollower::moment_shown, this, [this] {
    presentation_->show_state();
    update_controls();
  });
  board_->zoom_by(*commands_);
  panels_->take_commands(*commands_);
  connect(hands_, &HandModes::entered, board_, &BoardFollower::show_moment);
  connect(hands_, &HandModes::left, board_, &BoardFollower::show_problem);
  connect(hands_, &HandModes::entered, presentation_, &Presentation::place_mode_panel);
  connect(hands_, &HandModes::left, presentation_, &Presentation::place_mode_panel);
  connect(&session_.lane(), &Run::finished, this, &MainWindow::search_done);
  connect(&session_.lane(), &Run::failed, this, &MainWindow::search_failed);
  connect(&session_.playback(), &Playback::playing_changed, this, &MainWindow::update_controls);
  connect(status_, &StatusLine::said, presentation_, &Presentation::show_state);  // the console's notes
  connect(lessons_, &LessonController::title_changed, this, [this] {
    show_title();
    update_controls();
  });
  connect(files_, &FileActions::changed, this, [this] {
    show_title();  // the file's name and its mark of unsaved changes
    update_controls();
  });
  connect(board_view(), &BoardView::hovered, status_, &StatusLine::show_hint);

  Clock& clock = session_.clock();
  clock.set_speed_level(QSettings().value(QStringLiteral("playback/speed"), clock.speed_level()).toInt());
  geometry_restored_ = restore_place(*this);
  // Whatever was saved: the window starts viewing, with no lesson and not asking.
  for (const char* dock : {"play_dock", "edit_dock", "exercise_dock", "slides_dock", "question_dock"}) panels_->dock(dock)->hide();
  wire_modes();
  retranslate();
  update_controls();
  board_->show_moment();
}

MainWindow::~MainWindow() {
  // The undo stacks say their index changed as they are cleared on the way out: not to a
  // window half taken down, nor to its parts.
  if (EditableDocument* editable = session_.editable()) {
    editable->undo_stack().disconnect();
    editable->disconnect();
  }
  lessons_->deck().undo_stack().disconnect();
  files_->disconnect(this);
  lessons_->disconnect(this);
  for (const QObject* receiver : {static_cast<QObject*>(this), static_cast<QObject*>(board_)}) {
    session_.disconnect(receiver);
    session_.lane().disconnect(receiver);
  }
  class_work_->keeper().end();
  delete class_work_;  // before the modes it listens to
  class_work_ = nullptr;
  delete hands_;  // the mode lets go of the board and its panel while they are there
  hands_ = nullptr;
}

WindowContext MainWindow::context() {
  return {*this,
          session_,
          *board_view(),
          page_->banner(),
          *panels_->legend,
          *commands_,
          [this](const char* name) { return available(name); },
          [this](std::function<QString()> words) { say(std::move(words)); }};
}

void MainWindow::place_on_screen() {
  if (!geometry_restored_) frontier::gui::place_on_screen(*this);
}

void MainWindow::wire_modes() {
  using enum WindowMode;
  modes_.on_leave(viewing, [this] {
    if (ask_mode_->asking()) ask_mode_->set_ask(false);  // the questions are about playback
  });
  modes_.on_enter(searching, [this] { status_->show_search(session_.lane()); });
  modes_.on_leave(searching, [this] { status_->end_search(); });
  modes_.on_change([this] {
    narration_->retell();  // the strip speaks only of a frame of the search
    update_controls();
  });
}

void MainWindow::return_to_viewing() {
  // A file is opened from viewing (or from nothing): a running search is forgotten, since
  // the new document would replace it, and the editor, play, exercise or the comparison left.
  const bool searching = session_.lane().searching();
  if (searching) session_.forget_search();
  for (const WindowMode working : {WindowMode::searching, WindowMode::comparing, WindowMode::editing,
                                   WindowMode::playing, WindowMode::exercising}) {
    modes_.leave(working);
  }
  if (searching) board_->show_problem();
}

bool MainWindow::maybe_save() { return files_->maybe_save(); }

void MainWindow::open_file(const QString& path, const PuzzleAdapter* puzzle, const SampleArguments& arguments) {
  opener_->open_file(path, puzzle, arguments);
}

void MainWindow::install(const QString& path, std::shared_ptr<const PuzzleFile> file, const SampleArguments& arguments) {
  set_mode(WindowMode::viewing);
  session_.install(path, std::move(file), arguments);
  retranslate();  // the title names the file
  emit document_opened();
}

void MainWindow::show_choice() {
  const bool has_query = session_.problem() && session_.problem()->has_query();
  modes_.leave(WindowMode::searching);  // a search of another query is forgotten
  if (!session_.problem()) {
    say([] { return tr("The file holds no cases: there is nothing to ask."); });
  } else if (!has_query) {
    say([c = session_.case_index()] { return tr("Case %1 has no queries: there is nothing to ask.").arg(c + 1); });
  } else if (!hands_->active()) {
    say({});  // what the status bar said was about the search of another query (the editor's words stay)
  }
}

void MainWindow::run_search() {
  if (!WindowModeMachine::legal(mode(), WindowMode::searching) || !session_.run_search()) return;
  set_mode(WindowMode::searching);
  // The lane let go of the previous trace: the board shows the bare problem until the
  // new search ends.
  board_->show_problem();
}

void MainWindow::search_done(std::shared_ptr<const SearchResult> result) {
  modes_.leave(WindowMode::searching);
  status_->say_searched(*result);  // the board shows it already
  emit search_finished();
}

void MainWindow::search_failed(const QString& message) {
  modes_.leave(WindowMode::searching);
  status_->say_search_failed(message);
  update_controls();
  emit search_finished();
}

void MainWindow::say(std::function<QString()> words) { status_->say(std::move(words)); }

QString MainWindow::status_text() const { return status_->text(); }

void MainWindow::remember_recent(const QString& path) { menus_->remember(path); }

QString MainWindow::dialog_path(DialogUse use, const QString& name) const {
  const QString folder = dialog_folder(use, {session_.path(), lessons_->lesson_path()});
  return name.isEmpty() ? folder : QDir(folder).filePath(name);
}

QString MainWindow::view_title() const {
  if (!session_.has_document()) return {};
  if (const QString slide = lessons_->slide_title(); !slide.isEmpty()) return slide;
  if (!session_.path().isEmpty()) return QFileInfo(session_.path()).completeBaseName();
  return session_.file()->puzzle().title();
}

void MainWindow::set_presentation_style(bool on) {
  style_.presentation = on;
  board_view()->set_style(style_);
  panels_->pseudocode->set_presentation(on);
  narration_strip()->set_presentation(on);
  board_->show_moment();  // an empty answer banner is a white band over the board while presenting
}

BoardView* MainWindow::board_view() const { return &page_->board(); }

NarrationStrip* MainWindow::narration_strip() const { return &page_->narration(); }

QSlider* MainWindow::timeline() const { return playback_bar_->timeline(); }

const std::shared_ptr<const BoardPainter>& MainWindow::painter() const { return board_->painter(); }

QString MainWindow::answer_banner() const { return page_->banner().full_text(); }

void MainWindow::set_language(const QString& code) {
  if (!language::apply(code)) return;
  language::save_preference(code);
  // Qt posts QEvent::LanguageChange to every widget (the Counters and Pseudo-code panels
  // word their lane anew on it); the window's own words change now, the picture's words
  // come from the painter, and the banner is worded anew from the result (the board follower).
  retranslate();
  board_->retranslate();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybe_save() || !lessons_->maybe_save_lesson()) {
    event->ignore();  // the user kept the window and its unsaved changes
    return;
  }
  // The panels the modes and presentation folded come back first, so that the layout
  // saved is the viewer's: the next start opens viewing.
  return_to_viewing();
  if (presentation_->presenting()) presentation_->set(false);
  session_.lane().cancel();
  save_place(*this);
  QSettings().setValue(QStringLiteral("playback/speed"), session_.clock().speed_level());
  event->accept();
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
  }
  QMainWindow::changeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls() && event->mimeData()->urls().front().isLocalFile()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const QList<QUrl> urls = event->mimeData()->urls();
  if (urls.isEmpty() || !urls.front().isLocalFile()) return;
  open_file(urls.front().toLocalFile());
  event->acceptProposedAction();
}

// The window's own actions (the parts connect theirs: the lesson, the comparison,
// presenting, the modes by hand, the file, pictures, help), and the controls the command
// table enables.

QAction* MainWindow::action(const QString& name) const { return commands_->find(name.toStdString()); }

void MainWindow::create_actions() {
  const auto on = [this](Command command, auto&& act) { connect(action(command), &QAction::triggered, this, act); };
  on(Command::quit, [this] { close(); });
  on(Command::test_solution, [this] { solution_tester_->ask(); });
  on(Command::run, [this] { run_search(); });
  on(Command::cancel, [this] { session_.lane().cancel(); });
  // A greyed action tried (its key, a click on it): the status bar says why.
  connect(commands_, &Commands::refused, this, [this](const QString& words) { say([words] { return words; }); });
}

WindowFacts MainWindow::facts() const {
  const QUndoStack* undone = files_->undo_target();
  return {.has_problem = session_.problem() != nullptr,
          .has_query = session_.problem() && session_.problem()->has_query(),
          .has_result = session_.lane().result() != nullptr,
          .can_undo = undone != nullptr && undone->canUndo(),
          .can_redo = undone != nullptr && undone->canRedo(),
          .presenting = presentation_->presenting(),
          .lesson = lessons_->lesson() != nullptr,
          .slides = lessons_->deck().size(),
          .slide = lessons_->slide_index(),
          .wrong_answers = session_.answers() != nullptr && session_.answers()->wrong() > 0};
}

bool MainWindow::available(std::string_view control) const {
  const CommandRow* row = find_row(control);
  return row != nullptr && enabled(*row, mode(), facts());
}

void MainWindow::update_controls() {
  // The parts are made one after another: the controls wait for the last.
  if (recovery_ == nullptr) return;
  const WindowFacts now = facts();
  commands_->update(mode(), now);
  search_bar_->algorithm_box()->setEnabled(enabled(row(Command::algorithm), mode(), now));
  playback_bar_->timeline()->setEnabled(enabled(row(Command::timeline), mode(), now));
  if (const HandMode* hand = hands_->active()) hand->refine_actions();
  // The words that change with playing.
  const bool playing = session_.clock().playing();
  Commands::set_words(*action(Command::play), playing ? tr("&Pause") : tr("&Play"), tr("Play or pause"));
  action(Command::play)->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

// The window's words in the language of now, set once at the start and again on every
// change of language: each part words its own, and the title (window_title.hpp).

void MainWindow::retranslate() {
  commands_->retranslate();
  files_->retranslate();  // Undo and Redo say what they take back
  lessons_->retranslate();
  menus_->retranslate();
  panels_->retranslate();
  search_bar_->retranslate();
  playback_bar_->retranslate(action(Command::slower)->shortcut().toString(QKeySequence::NativeText),
                             action(Command::faster)->shortcut().toString(QKeySequence::NativeText));
  ask_mode_->show_question();
  marks_->retranslate();
  if (HandMode* hand = hands_->active()) hand->show();  // the mode's words
  help_->retranslate();
  status_->retranslate();  // the status bar says again what it said
  update_controls();
  show_title();
}

void MainWindow::show_title() {
  setWindowModified((session_.editable() && session_.editable()->dirty()) || lessons_->deck().modified());
  setWindowTitle(WindowTitle::of(session_, *lessons_));
}

}  // namespace frontier::gui
