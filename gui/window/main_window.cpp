#include "window/main_window.hpp"

#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QKeyEvent>
#include <QMessageBox>
#include <QtConcurrent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLocale>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>
#include <algorithm>

#include "app/language.hpp"
#include "document/editable_document.hpp"
#include "document/journal_keeper.hpp"
#include "edit/edit_controller.hpp"
#include "lesson/lesson.hpp"
#include "exercise/exercise_controller.hpp"
#include "play/play_controller.hpp"
#include "puzzles/adapters.hpp"
#include "render/palette.hpp"
#include "widgets/answer_banner.hpp"
#include "widgets/board_view.hpp"
#include "widgets/cases_panel.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/edit_panel.hpp"
#include "widgets/legend_panel.hpp"
#include "widgets/narration_history.hpp"
#include "widgets/narration_strip.hpp"
#include "widgets/play_panel.hpp"
#include "widgets/pseudocode_panel.hpp"
#include "window/picture_export.hpp"

namespace frontier::gui {

namespace {
constexpr int kRecentFiles = 10;
constexpr QSize kDefaultSize(1200, 800);  // the window's size on a first start, where it fits
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setObjectName(QStringLiteral("main_window"));
  setWindowIcon(QIcon(QStringLiteral(":/icons/frontier.svg")));
  setAcceptDrops(true);

  auto* centre = new QWidget(this);
  auto* layout = new QVBoxLayout(centre);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  banner_ = new AnswerBanner(centre);
  banner_->setObjectName(QStringLiteral("answer_banner"));
  board_view_ = new BoardView(centre);
  narration_strip_ = new NarrationStrip(centre);
  layout->addWidget(banner_);
  layout->addWidget(board_view_, 1);
  layout->addWidget(narration_strip_);
  // The stage: the board's page, and the comparison's when one is shown in its place.
  auto* stage = new QStackedWidget(this);
  stage->setObjectName(QStringLiteral("stage"));
  stage->addWidget(centre);
  setCentralWidget(stage);

  create_docks();
  create_actions();
  create_menus();
  create_toolbars();

  progress_ = new QProgressBar(this);
  progress_->setRange(0, 0);  // busy: a search cannot know how far it is from its end
  progress_->setMaximumWidth(160);
  progress_->hide();
  status_ = new QLabel(this);
  status_->setObjectName(QStringLiteral("status"));
  statusBar()->addPermanentWidget(status_);
  statusBar()->addPermanentWidget(progress_);
  create_journal();  // after the lesson's deck, which it watches, and the status bar it speaks in
  progress_timer_.setInterval(100);
  connect(&progress_timer_, &QTimer::timeout, this, &MainWindow::update_progress);

  connect(&session_, &Session::loaded, this, &MainWindow::loaded);
  connect(&session_, &Session::opened, this, &MainWindow::opened);
  connect(&session_, &Session::chosen, this, &MainWindow::show_choice);
  connect(&session_, &Session::search_chosen, this, [this] {
    algorithm_box_->setCurrentIndex(algorithm_box_->findData(session_.algorithm()));
    show_problem();
  });
  connect(&session_, &Session::file_changed, this, &MainWindow::file_edited);
  connect(&session_.lane(), &Run::finished, this, &MainWindow::search_done);
  connect(&session_.lane(), &Run::failed, this, &MainWindow::search_failed);
  // After the panels that follow the lane (create_docks): the presenter's strip reads them.
  connect(&session_.lane(), &Run::moved, this, &MainWindow::sync_to_cursor);
  connect(&session_.playback(), &Playback::playing_changed, this, &MainWindow::update_controls);
  connect(cases_panel_, &CasesPanel::chosen, &session_, &Session::choose);
  // In play mode the board's clicks are the player's moves, in edit mode the editor's.
  connect(board_view_, &BoardView::cell_pressed, this, [this](QPoint cell) {
    if (hand_) hand_->press(cell);
  });
  connect(board_view_, &BoardView::cell_released, this, [this](QPoint cell) {
    if (hand_) hand_->release(cell);
  });
  connect(board_view_, &BoardView::hovered, this, [this](const QString& text) {
    if (text.isEmpty()) {
      statusBar()->clearMessage();
    } else {
      statusBar()->showMessage(text);
    }
  });

  QSettings settings;
  Clock& clock = session_.clock();
  clock.set_speed_level(settings.value(QStringLiteral("playback/speed"), clock.speed_level()).toInt());
  resize(kDefaultSize);
  geometry_restored_ = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
  restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
  // Whatever was saved: the window starts viewing, with no lesson and not asking.
  for (const char* dock : {"play_dock", "edit_dock", "exercise_dock", "slides_dock", "question_dock"}) {
    docks_.at(QString::fromLatin1(dock))->hide();
  }
  wire_modes();
  retranslate();
  update_controls();
  sync_to_cursor();
}

void MainWindow::place_on_screen() {
  const QScreen* screen = this->screen();
  if (geometry_restored_ || screen == nullptr) return;
  // The frame (title bar, borders) is the window manager's, unknown until the window is
  // shown: a tenth of the screen is left for it. Never smaller than the panels need.
  const QRect available = screen->availableGeometry();
  const QSize size = kDefaultSize.boundedTo(QSize(available.width() * 9 / 10, available.height() * 9 / 10))
                         .expandedTo(minimumSizeHint());
  resize(size);
  const QPoint corner = available.center() - QPoint(size.width() / 2, size.height() / 2);  // the frame's
  move(std::max(corner.x(), available.left()), std::max(corner.y(), available.top()));
}

MainWindow::~MainWindow() {
  // The undo stacks say their index changed as they are cleared on the way out: not to a
  // window half taken down.
  if (EditableDocument* editable = session_.editable()) {
    QObject::disconnect(&editable->undo_stack(), nullptr, this, nullptr);
    editable->disconnect(this);
  }
  if (deck_ != nullptr) {
    QObject::disconnect(&deck_->undo_stack(), nullptr, this, nullptr);
    deck_->disconnect(this);
  }
  session_.disconnect(this);
  session_.lane().disconnect(this);
  hand_.reset();  // the mode lets go of the board and its panel while they are there
}

bool MainWindow::set_mode(WindowMode mode) { return mode_.change(mode); }

void MainWindow::wire_modes() {
  using enum WindowMode;
  mode_.on_leave(viewing, [this] {
    if (ask_mode_->asking()) ask_mode_->set_ask(false);  // the questions are about playback
  });
  mode_.on_enter(searching, [this] { progress_->show(); });
  mode_.on_leave(searching, [this] {
    progress_timer_.stop();
    progress_->hide();
  });
  for (const ByHandMode& hand : kByHandModes) {
    // The board is the editor's, the player's or the student's: playback stops where it stands.
    mode_.on_enter(hand.mode, [this] { session_.clock().pause(); });
    mode_.on_leave(hand.mode, [this, &hand] { end_by_hand(hand); });
  }
  mode_.on_leave(comparing, [this] { end_compare(); });
  mode_.on_change([this] {
    show_narration();  // the strip speaks only of a frame of the search
    update_controls();
  });
}

void MainWindow::leave_search() { mode_.leave(WindowMode::searching); }

QWidget* MainWindow::board_page() const { return static_cast<QStackedWidget*>(centralWidget())->widget(0); }

void MainWindow::create_docks() {
  const auto add_dock = [this](const QString& name, QWidget* panel, Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(this);
    dock->setObjectName(name);  // saveState() finds docks by name
    dock->setWidget(panel);
    addDockWidget(area, dock);
    docks_[name] = dock;
  };
  cases_panel_ = new CasesPanel(this);
  pseudocode_panel_ = new PseudocodePanel(this);
  counters_panel_ = new CountersPanel(this);
  legend_panel_ = new LegendPanel(this);
  play_panel_ = new PlayPanel(this);
  edit_panel_ = new EditPanel(this);
  narration_history_ = new NarrationHistory(this);
  counters_panel_->follow(session_.lane());
  pseudocode_panel_->follow(session_.lane());
  add_dock(QStringLiteral("cases_dock"), cases_panel_, Qt::LeftDockWidgetArea);
  add_dock(QStringLiteral("legend_dock"), legend_panel_, Qt::LeftDockWidgetArea);
  add_dock(QStringLiteral("pseudocode_dock"), pseudocode_panel_, Qt::RightDockWidgetArea);
  add_dock(QStringLiteral("counters_dock"), counters_panel_, Qt::RightDockWidgetArea);
  add_dock(QStringLiteral("narration_dock"), narration_history_, Qt::RightDockWidgetArea);
  connect(narration_history_, &NarrationHistory::chosen, this, [this](TimelinePosition at) { session_.lane().seek_to(at); });
  // The dock lists what it can only while it is shown: it catches up when shown again.
  connect(docks_[QStringLiteral("narration_dock")], &QDockWidget::visibilityChanged, this, [this](bool shown) {
    if (shown) show_narration();
  });
  add_dock(QStringLiteral("play_dock"), play_panel_, Qt::RightDockWidgetArea);
  add_dock(QStringLiteral("edit_dock"), edit_panel_, Qt::RightDockWidgetArea);
  docks_[QStringLiteral("play_dock")]->hide();  // play mode shows it
  docks_[QStringLiteral("edit_dock")]->hide();  // and edit mode this one
}

void MainWindow::return_to_viewing() {
  // A file is opened from viewing (or from nothing): a running search is forgotten, since
  // the new document would replace it, and the editor, play or exercise mode is left.
  const bool searching = mode_.in(WindowMode::searching);
  if (searching) session_.forget_search();
  for (const WindowMode working : {WindowMode::searching, WindowMode::comparing, WindowMode::editing,
                                   WindowMode::playing, WindowMode::exercising}) {
    mode_.leave(working);
  }
  if (searching) show_problem();
}

void MainWindow::open_file(const QString& path, const PuzzleAdapter* puzzle, const SampleArguments& arguments) {
  // A lesson comes the ways a judge file comes (recent files, a drop, the command line).
  if (puzzle == nullptr && path.endsWith(u'.' + QLatin1String(kLessonSuffix))) {
    open_lesson(path);
    return;
  }
  if (!maybe_save()) return;  // the user kept the edited file
  return_to_viewing();
  set_mode(WindowMode::loading);
  pending_arguments_ = arguments;
  say([this, name = QFileInfo(path).fileName()] { return tr("Reading %1…").arg(name); });
  session_.load(path, puzzle);
}

void MainWindow::loaded(const LoadResult& result) {
  const std::shared_ptr<const PuzzleFile> before = session_.file();
  say({});
  if (!result.io_error.isEmpty() || result.accepted() == 0) {
    show_open_error(result);
  } else {
    const PuzzleAdapter* chosen = result.readings.front().puzzle;
    if (!result.forced && result.accepted() > 1) chosen = ask_puzzle(result);  // null: the user cancelled
    // With a lesson open, a file that reads may be its next slide (the lesson stays), or
    // replace it; asked once the file is known to read.
    std::optional<bool> into_lesson = false;
    if (chosen != nullptr && deck_->open()) into_lesson = ask_into_lesson();
    adding_slide_ = into_lesson.value_or(false);
    for (const Reading& reading : result.readings) {
      if (into_lesson && chosen != nullptr && reading.puzzle == chosen && reading.accepted()) {
        install(result.path, reading.file, pending_arguments_);
        break;
      }
    }
  }
  // Not opened: what was open stays.
  mode_.leave(WindowMode::loading, session_.has_document() ? WindowMode::viewing : WindowMode::empty);
  if (adding_slide_) {
    // Read as a slide: it is one now, after the one shown; refused, the lesson is as it was.
    if (session_.file() != before) {
      slide_added_from_file();
    } else {
      adding_slide_ = false;
    }
  }
}

void MainWindow::install(const QString& path, std::shared_ptr<const PuzzleFile> file, const SampleArguments& arguments) {
  if (!showing_slide_ && !adding_slide_) {
    // A judge file opened by hand, not as a slide, leaves the lesson (ask_into_lesson or
    // maybe_save_lesson asked first), and a slide's search still running is forgotten.
    deck_->close();
    pending_slide_.reset();
  }
  set_mode(WindowMode::viewing);
  session_.install(path, std::move(file), arguments);
  retranslate();  // the title names the file
  emit document_opened();
}

void MainWindow::opened() {
  EditableDocument* editable = session_.editable();
  connect(editable, &EditableDocument::dirty_changed, this, &MainWindow::show_title);
  connect(editable, &EditableDocument::path_changed, this, &MainWindow::retranslate);  // the title names the file
  connect(&editable->undo_stack(), &QUndoStack::indexChanged, this, [this] {
    update_undo_words();
    update_controls();
  });
  connect(&editable->undo_stack(), &QUndoStack::cleanChanged, this, &MainWindow::update_controls);
  // The journal follows every change, and a file opened clean removes the last one's.
  connect(&editable->undo_stack(), &QUndoStack::indexChanged, this, [this] { journal_->changed(JournalKind::judge_file); });
  connect(&editable->undo_stack(), &QUndoStack::cleanChanged, this, [this] { journal_->changed(JournalKind::judge_file); });
  connect(editable, &EditableDocument::path_changed, this, [this] { journal_->changed(JournalKind::judge_file); });
  journal_->changed(JournalKind::judge_file);
  cases_panel_->set_file(session_.file());
  {
    // The names are the ids frontier-cli and --algorithm take; retranslate() gives each
    // its summary as a tooltip.
    const QSignalBlocker quiet(algorithm_box_);
    algorithm_box_->clear();
    for (const QString& name : session_.algorithm_names()) algorithm_box_->addItem(name, name);
    algorithm_box_->setCurrentIndex(algorithm_box_->findData(session_.algorithm()));
  }
  rebuild_rules_menu();
  if (!session_.path().isEmpty()) remember_recent(session_.path());
}

void MainWindow::show_choice() {
  // Another query (or the same under other rules) is another game: play mode is left.
  if (hand_ && !hand_->follows_choice()) set_mode(WindowMode::viewing);
  const bool has_query = session_.problem() && session_.problem()->has_query();
  cases_panel_->select(session_.case_index(), has_query ? session_.query_index() : -1);
  show_rules_in_force();
  leave_search();  // a search of another query is forgotten
  show_problem();
  if (!session_.problem()) {
    say([this] { return tr("The file holds no cases: there is nothing to ask."); });
  } else if (!has_query) {
    say([this, c = session_.case_index()] { return tr("Case %1 has no queries: there is nothing to ask.").arg(c + 1); });
  } else if (!hand_) {
    say({});  // what the status bar said was about the search of another query (the editor's words stay)
  }
}

void MainWindow::show_problem() {
  // The lane already shows the problem (and its search, if it ended) from the start.
  const std::shared_ptr<const Problem>& problem = session_.problem();
  const QString algorithm = session_.algorithm();
  painter_ = problem ? problem->painter(session_.lane().shared_result(), algorithm.toStdString()) : nullptr;
  board_view_->set_painter(painter_);
  counters_panel_->set_captions(painter_ ? painter_->counter_captions() : CounterCaptions{});
  legend_panel_->set_entries(painter_ ? painter_->legend() : std::vector<LegendEntry>{});
  if (problem) {
    if (const auto* info = find_search(problem->algorithms(), algorithm.toStdString())) {
      pseudocode_panel_->set_code(problem->puzzle().id(), *info);
    }
  }
  marks_->show_stop_lines();
  sync_to_cursor();
  update_controls();
}

void MainWindow::run_search() {
  if (!WindowModeMachine::legal(mode(), WindowMode::searching) || !session_.run_search()) return;
  set_mode(WindowMode::searching);
  // The lane let go of the previous trace: the board shows the bare problem until the
  // new search ends.
  show_problem();
  progress_timer_.start();
  update_progress();
  update_controls();
}

void MainWindow::search_done(std::shared_ptr<const SearchResult> result) {
  leave_search();
  say([this, stopped = result->stopped, expansions = static_cast<int>(result->trace.steps()), seconds = result->seconds] {
    return stopped ? tr("Search cancelled after %n expansions.", nullptr, expansions)
                   : tr("Search finished: %n expansions in %1 s.", nullptr, expansions).arg(seconds, 0, 'f', 3);
  });
  show_problem();
  emit search_finished();
}

void MainWindow::search_failed(const QString& message) {
  leave_search();
  say([this, message] { return tr("The search could not run: %1").arg(message); });
  update_controls();
  emit search_finished();
}

void MainWindow::update_progress() {
  const Run& lane = session_.lane();
  if (!lane.searching()) return;
  status_->setText(tr("Searching… %1 s").arg(lane.session().elapsed_ms() / 1000.0, 0, 'f', 1));
}

void MainWindow::sync_to_cursor() {
  banner_->setVisible(true);  // the game's and the exercise's words are there
  if (hand_ && hand_->owns_board()) {  // the game's or the exercise's picture, not a frame of the search
    hand_->show();
    show_narration();
    return;
  }
  // The Counters and Pseudo-code panels follow the lane themselves (they were told
  // first): what is left is the board, the banner and the strips.
  const Run& lane = session_.lane();
  const Frame& frame = lane.frame();
  board_view_->set_moment(frame.moment);
  const SearchResult* result = lane.result();
  show_narration();

  const PlaybackCounters& counters = frame.counters;
  const bool answered = result != nullptr && counters.finished;
  if (answered) {
    // One line, whatever the witness's length: the Counters panel holds the whole of it.
    QString suffix = counters.total_moves > 0 ? tr(" — move %1 of %2").arg(counters.move).arg(counters.total_moves) : QString();
    // An answer under rules other than the judge's says so: it is not the judge's answer.
    if (const QString changed = rules_in_force(true); !changed.isEmpty()) suffix += tr(" — under %1").arg(changed);
    // In the language of now.
    banner_->set_answer(result->answer, lane.problem()->witness_text(*result), suffix, result->judge_answer);
  } else {
    banner_->clear_answer();
  }
  // Presenting, an empty banner would be a white band over the board.
  banner_->setVisible(answered || !presentation());

  if (hand_) hand_->show();  // the editor's marks over the board
  show_presenter_strip();
  update_controls();
}

void MainWindow::say(std::function<QString()> words) {
  status_words_ = std::move(words);
  status_->setText(status_words_ ? status_words_() : QString());
  show_presenter_strip();  // the console's notes are what the status bar says
}

QString MainWindow::answer_banner() const { return banner_->full_text(); }

void MainWindow::remember_recent(const QString& path) {
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("recent")).toStringList();
  const QString absolute = QFileInfo(path).absoluteFilePath();
  recent.removeAll(absolute);
  recent.prepend(absolute);
  while (recent.size() > kRecentFiles) recent.removeLast();
  settings.setValue(QStringLiteral("recent"), recent);
  rebuild_recent_menu();
}

void MainWindow::set_language(const QString& code) {
  if (!language::apply(code)) return;
  language::save_preference(code);
  // Qt posts QEvent::LanguageChange to every widget (the Counters and Pseudo-code panels
  // word their lane anew on it); the window's own words change now, the picture's words
  // come from the painter, and the banner is worded anew from the result (sync_to_cursor).
  retranslate();
  if (painter_) legend_panel_->set_entries(painter_->legend());
  sync_to_cursor();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybe_save() || !maybe_save_lesson()) {
    event->ignore();  // the user kept the window and its unsaved changes
    return;
  }
  // The panels edit and play mode hid come back first, so that the layout saved is the
  // viewer's: the next start opens viewing.
  return_to_viewing();  // edit, play, exercise or the comparison left: their panels back
  if (presentation()) set_presentation(false);  // the panels presentation folded are part of the layout
  session_.lane().cancel();
  QSettings settings;
  settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
  settings.setValue(QStringLiteral("window/state"), saveState());
  settings.setValue(QStringLiteral("playback/speed"), session_.clock().speed_level());
  event->accept();
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    show_narration();  // its sentences are worded where they are shown
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

}  // namespace frontier::gui
