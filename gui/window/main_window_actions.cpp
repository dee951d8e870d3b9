// The window's actions, menus and toolbars, and the words on them.

#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QToolBar>

#include "app/core_text.hpp"
#include "app/language.hpp"
#include "document/editable_document.hpp"
#include "edit/edit_controller.hpp"
#include "export/animation_dialog.hpp"
#include "lesson/lesson.hpp"
#include "lesson/slide_sorter.hpp"
#include "export/animation_job.hpp"
#include "model/recognition.hpp"
#include "play/play_controller.hpp"
#include "widgets/board_view.hpp"
#include "widgets/speed_control.hpp"
#include "window/dialog_folders.hpp"
#include "window/examples.hpp"
#include "widgets/edit_panel.hpp"
#include "window/help_dialogs.hpp"
#include "window/main_window.hpp"
#include "window/recent_files.hpp"
#include "window/step_icons.hpp"
#include "window/commands.hpp"

namespace frontier::gui {

QAction* MainWindow::action(const QString& name) const { return commands_->find(name.toStdString()); }

QAction* MainWindow::action(Command command) const { return (*commands_)[command]; }

void MainWindow::create_actions() {
  // Each action is the command table's (commands.hpp: its keys, words and availability);
  // here, and in the window's other parts, what it does.
  commands_ = new Commands(*this);
  const auto on = [this](Command command, auto&& act) { connect(action(command), &QAction::triggered, this, act); };
  on(Command::open, [this] { ask_open(); });
  on(Command::new_file, [this] { ask_new_file(); });
  on(Command::save, [this] { save(); });
  on(Command::save_as, [this] {
    const QString path = ask_save_path(this, tr("Save the judge file as"), dialog_path(DialogUse::save, judge_file_name()),
                                       tr("Judge input (*.in *.txt);;All files (*)"));
    if (!path.isEmpty()) save_as(path);
  });
  on(Command::export_png, [this] { ask_export(false); });
  on(Command::export_svg, [this] { ask_export(true); });
  on(Command::export_picture, [this] { ask_export_picture(); });
  on(Command::export_animation, [this] { ask_export_animation(); });
  on(Command::copy_picture, [this] { copy_picture(); });
  on(Command::quit, [this] { close(); });
  on(Command::presentation, [this](bool on) { set_presentation(on); });
  connect(action(Command::fit), &QAction::triggered, board_view_, &BoardView::fit_to_window);
  connect(action(Command::actual_size), &QAction::triggered, board_view_, &BoardView::actual_size);
  connect(action(Command::zoom_in), &QAction::triggered, board_view_, &BoardView::zoom_in);
  connect(action(Command::zoom_out), &QAction::triggered, board_view_, &BoardView::zoom_out);
  connect(action(Command::zoom_query), &QAction::triggered, board_view_, &BoardView::zoom_to_query);
  on(Command::run, [this] { run_search(); });
  on(Command::cancel, [this] { session_.lane().cancel(); });

  create_edit_actions();
  create_compare_action();
  create_ask();
  create_stop_actions();
  create_exercise_actions();
  create_lesson_actions();
  create_present_actions();
  // Play mode (modes/play_mode.cpp) connects the game's keys.
  make_by_hand_actions(kPlayMode, &MainWindow::enter_play);

  static constexpr std::pair<Command, void (Playback::*)()> kPlayback[] = {
      {Command::play, &Playback::toggle_play},
      {Command::step_forward, &Playback::step_forward},
      {Command::step_back, &Playback::step_back},
      {Command::expansion_forward, &Playback::expansion_forward},
      {Command::expansion_back, &Playback::expansion_back},
      {Command::layer_forward, &Playback::layer_forward},
      {Command::layer_back, &Playback::layer_back},
      {Command::to_start, &Playback::to_start},
      {Command::to_end, &Playback::to_end},
      {Command::faster, &Playback::faster},
      {Command::slower, &Playback::slower},
  };
  for (const auto& [command, slot] : kPlayback) connect(action(command), &QAction::triggered, &session_.playback(), slot);

  // Settings ▸ Language: one choice per translation shipped, named in its own language.
  language_group_ = new QActionGroup(this);
  for (const QString& code : language::available()) {
    auto* choice = new QAction(language::native_name(code), language_group_);
    choice->setObjectName(QStringLiteral("language_") + code);
    choice->setCheckable(true);
    choice->setChecked(code == language::current());
    connect(choice, &QAction::triggered, this, [this, code] { set_language(code); });
  }
  on(Command::keys, [this] { show_keys(); });
  on(Command::tour, [this] { show_tour(); });
  on(Command::about, [this] {
    QMessageBox::about(this, tr("About Frontier"),
                       tr("<h3>Frontier %1</h3><p>Watch search algorithms work on four judge puzzles: "
                          "Lianliankan, Mahjong, Solitaire and Huarongdao.</p><p>Every answer shown is the "
                          "one the judge solver computes.</p>")
                           .arg(QStringLiteral(FRONTIER_VERSION)));
  });
}

void MainWindow::create_menus() {
  menus_.file = menuBar()->addMenu(QString());
  menus_.file->addAction(action(QStringLiteral("new_file")));
  menus_.file->addAction(action(QStringLiteral("open")));
  // The user's word over the content's: read a file as a chosen puzzle.
  menus_.open_as = menus_.file->addMenu(QString());
  for (const PuzzleAdapter* puzzle : puzzles()) {
    QAction* entry = menus_.open_as->addAction(QString());
    entry->setObjectName(QStringLiteral("open_as_") + QString::fromUtf8(puzzle->id().data(), static_cast<int>(puzzle->id().size())));
    connect(entry, &QAction::triggered, this, [this, puzzle] { ask_open(puzzle); });
  }
  menus_.recent = menus_.file->addMenu(QString());
  menus_.recent->setObjectName(QStringLiteral("recent_menu"));
  menus_.recent->setToolTipsVisible(true);  // the full path, when the folder's words are not enough
  menus_.examples = menus_.file->addMenu(QString());
  menus_.file->addSeparator();
  menus_.file->addAction(action(QStringLiteral("save")));
  menus_.file->addAction(action(QStringLiteral("save_as")));
  menus_.file->addSeparator();
  menus_.exports = menus_.file->addMenu(QString());
  menus_.exports->addAction(action(QStringLiteral("export_picture")));
  menus_.exports->addAction(action(QStringLiteral("export_png")));
  menus_.exports->addAction(action(QStringLiteral("export_svg")));
  menus_.exports->addAction(action(QStringLiteral("export_animation")));
  menus_.file->addSeparator();
  menus_.file->addAction(action(QStringLiteral("quit")));
  rebuild_recent_menu();
  rebuild_examples_menu();

  menus_.edit = menuBar()->addMenu(QString());
  for (const char* name : {"undo", "redo", "edit_mode", "leave_edit", "add_query", "duplicate_query", "delete_query",
                           "query_up", "query_down", "add_case", "duplicate_case", "delete_case", "case_up", "case_down"}) {
    menus_.edit->addAction(action(QString::fromLatin1(name)));
  }
  menus_.edit->insertSeparator(action(QStringLiteral("edit_mode")));
  menus_.edit->insertSeparator(action(QStringLiteral("add_query")));
  menus_.edit->insertSeparator(action(QStringLiteral("add_case")));
  menus_.edit->addSeparator();
  menus_.edit->addAction(action(QStringLiteral("copy_picture")));
  edit_panel_->set_actions({action(QStringLiteral("add_query")), action(QStringLiteral("duplicate_query")),
                            action(QStringLiteral("delete_query")), action(QStringLiteral("query_up")),
                            action(QStringLiteral("query_down"))},
                           {action(QStringLiteral("add_case")), action(QStringLiteral("duplicate_case")),
                            action(QStringLiteral("delete_case")), action(QStringLiteral("case_up")),
                            action(QStringLiteral("case_down"))});

  menus_.view = menuBar()->addMenu(QString());
  for (const char* name : {"presentation", "fit", "actual_size", "zoom_in", "zoom_out", "zoom_query"}) {
    menus_.view->addAction(action(QString::fromLatin1(name)));
  }
  menus_.view->addSeparator();
  for (const char* name : {"present_forward", "present_back", "blank_screen", "leave_presentation"}) {
    menus_.view->addAction(action(QString::fromLatin1(name)));
  }
  menus_.view->addSeparator();
  menus_.view->addAction(action(QStringLiteral("compare")));
  menus_.panels = menus_.view->addMenu(QString());
  for (const auto& [name, dock] : docks_) menus_.panels->addAction(dock->toggleViewAction());

  // The lesson: a deck of slides, built from the view and walked in class.
  menus_.lesson = menuBar()->addMenu(QString());
  menus_.lesson->setObjectName(QStringLiteral("lesson_menu"));
  for (const char* name : std::initializer_list<const char*>{"open_lesson", "save_lesson", "save_lesson_as", "close_lesson", nullptr, "add_slide",
                           "update_slide", "duplicate_slide", "rename_slide", "delete_slide", "slide_up", "slide_down",
                           nullptr, "next_slide", "previous_slide"}) {
    if (name == nullptr) {
      menus_.lesson->addSeparator();
    } else {
      menus_.lesson->addAction(action(QString::fromLatin1(name)));
    }
  }

  QList<QAction*> slide_actions;
  for (const char* name : {"add_slide", "update_slide", "duplicate_slide", "rename_slide", "delete_slide", "slide_up", "slide_down"}) {
    slide_actions << action(QString::fromLatin1(name));
  }
  slide_sorter_->set_actions(slide_actions);

  menus_.search = menuBar()->addMenu(QString());
  menus_.search->addAction(action(QStringLiteral("run")));
  menus_.search->addAction(action(QStringLiteral("cancel")));
  menus_.search->addAction(action(QStringLiteral("ask")));
  menus_.search->addAction(action(QStringLiteral("reveal")));
  menus_.search->addSeparator();
  for (const char* name : {"exercise_mode", "exercise_answer", "exercise_undo", "leave_exercise"}) {
    menus_.search->addAction(action(QString::fromLatin1(name)));
  }
  menus_.search->addSeparator();
  menus_.rules = menus_.search->addMenu(QString());
  // Built when opened: a rule's action may not delete itself while it reports its toggle.
  connect(menus_.rules, &QMenu::aboutToShow, this, &MainWindow::rebuild_rules_menu);
  menus_.rules->setEnabled(false);

  // KDE games keep playing, hints and undo in a Game menu beside the rest.
  menus_.game = menuBar()->addMenu(QString());
  for (const char* name : {"play_mode", "hint", "play_undo", "play_up", "play_right", "play_down", "play_left",
                           "keep_position", "leave_play"}) {
    menus_.game->addAction(action(QString::fromLatin1(name)));
  }
  menus_.game->insertSeparator(action(QStringLiteral("hint")));
  menus_.game->insertSeparator(action(QStringLiteral("leave_play")));

  menus_.playback = menuBar()->addMenu(QString());
  for (const char* name : {"play", "step_forward", "step_back", "expansion_forward", "expansion_back", "layer_forward",
                           "layer_back", "to_start", "to_end", "faster", "slower"}) {
    menus_.playback->addAction(action(QString::fromLatin1(name)));
  }
  menus_.playback->addSeparator();
  marks_->add_menus(*menus_.playback);

  menus_.settings = menuBar()->addMenu(QString());
  menus_.language = menus_.settings->addMenu(QString());
  menus_.language->addActions(language_group_->actions());

  menus_.help = menuBar()->addMenu(QString());
  menus_.help->addAction(action(QStringLiteral("keys")));
  menus_.help->addAction(action(QStringLiteral("tour")));
  menus_.help->addSeparator();
  menus_.help->addAction(action(QStringLiteral("about")));
}

void MainWindow::create_toolbars() {
  search_bar_ = addToolBar(QString());
  search_bar_->setObjectName(QStringLiteral("search_toolbar"));
  algorithm_label_ = new QLabel(this);
  algorithm_box_ = new QComboBox(this);
  algorithm_box_->setObjectName(QStringLiteral("algorithm"));
  algorithm_box_->setFocusPolicy(Qt::NoFocus);  // keys belong to stepping
  algorithm_box_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  connect(algorithm_box_, &QComboBox::currentIndexChanged, this,
          [this] { session_.set_algorithm(algorithm_box_->currentData().toString()); });
  search_bar_->addWidget(algorithm_label_);
  search_bar_->addWidget(algorithm_box_);
  search_bar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  action(QStringLiteral("run"))->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
  action(QStringLiteral("cancel"))->setIcon(style()->standardIcon(QStyle::SP_BrowserStop));
  search_bar_->addAction(action(QStringLiteral("run")));
  search_bar_->addAction(action(QStringLiteral("cancel")));
  // The rules in force stay in sight beside the search: a sample may set K = 9, which the
  // Rules menu alone would hide.
  rules_label_ = new QLabel(this);
  rules_label_->setObjectName(QStringLiteral("rules_in_force"));
  rules_label_->setContentsMargins(12, 0, 6, 0);
  rules_in_toolbar_ = search_bar_->addWidget(rules_label_);

  addToolBarBreak(Qt::BottomToolBarArea);
  playback_bar_ = new PlaybackBar(session_.playback(), [this](const char* name) { return action(QString::fromLatin1(name)); },
                                  this);
  addToolBar(Qt::BottomToolBarArea, playback_bar_);
}

void MainWindow::create_stop_actions() {
  marks_ = new PlaybackMarks({*this, [this](const char* name) { return action(QString::fromLatin1(name)); },
                              [this](const char* control) { return available(control); },
                              [this](std::function<QString()> words) { say(std::move(words)); }},
                             session_, *board_view_, *pseudocode_panel_);
}

WindowFacts MainWindow::facts() const {
  const QUndoStack* undone = undo_target();
  return {.has_problem = session_.problem() != nullptr,
          .has_query = session_.problem() && session_.problem()->has_query(),
          .has_result = session_.lane().result() != nullptr,
          .can_undo = undone != nullptr && undone->canUndo(),
          .can_redo = undone != nullptr && undone->canRedo(),
          .presenting = presentation(),
          .lesson = deck_->open(),
          .slides = deck_->size(),
          .slide = deck_->current()};
}

bool MainWindow::available(std::string_view control) const {
  const CommandRow* row = find_row(control);
  return row != nullptr && enabled(*row, mode(), facts());
}

void MainWindow::update_controls() {
  const WindowFacts now = facts();
  commands_->update(mode(), now);
  algorithm_box_->setEnabled(enabled(row(Command::algorithm), mode(), now));
  playback_bar_->timeline()->setEnabled(enabled(row(Command::timeline), mode(), now));
  if (hand_) hand_->refine_actions();
  retranslate_playing();
}

void MainWindow::rebuild_recent_menu() {
  menus_.recent->clear();
  const QStringList recent = QSettings().value(QStringLiteral("recent")).toStringList();
  for (const QString& path : recent) {
    QAction* entry = menus_.recent->addAction(recent_entry_text(path));
    entry->setToolTip(QDir::toNativeSeparators(path));
    entry->setStatusTip(QDir::toNativeSeparators(path));
    connect(entry, &QAction::triggered, this, [this, path] { open_file(path); });
  }
  menus_.recent->setEnabled(!recent.isEmpty());
}

void MainWindow::rebuild_examples_menu() {
  menus_.examples->clear();
  const std::vector<Example> all = examples();
  QMenu* puzzle_menu = nullptr;
  const PuzzleAdapter* puzzle = nullptr;
  for (const Example& example : all) {
    if (example.puzzle != puzzle) {
      puzzle = example.puzzle;
      puzzle_menu = menus_.examples->addMenu(puzzle->title());
    }
    QAction* entry = puzzle_menu->addAction(example.name);
    // The sample's folder says which puzzle it is: no need to guess or ask.
    connect(entry, &QAction::triggered, this, [this, example] {
      open_file(example.path, example.puzzle, read_sample_arguments(*example.puzzle, example.path));
    });
  }
  const QStringList lessons = example_lessons();
  if (!lessons.isEmpty()) {
    QMenu* lesson_menu = menus_.examples->addMenu(tr("Lessons"));
    for (const QString& path : lessons) {
      connect(lesson_menu->addAction(QFileInfo(path).completeBaseName()), &QAction::triggered, this, [this, path] { open_lesson(path); });
    }
  }
  menus_.examples->setEnabled(!all.empty() || !lessons.isEmpty());
}

void MainWindow::show_keys() {
  if (keys_dialog_ == nullptr) keys_dialog_ = new KeysDialog(menuBar(), this);
  keys_dialog_->rebuild();
  keys_dialog_->show();
  keys_dialog_->raise();
}

void MainWindow::show_tour() {
  if (tour_dialog_ == nullptr) tour_dialog_ = new TourDialog(*this);
  tour_dialog_->show_page(0);
  tour_dialog_->show();
  tour_dialog_->raise();
}

void MainWindow::offer_tour() {
  QSettings settings;
  if (settings.value(QStringLiteral("tour_seen"), false).toBool()) return;
  settings.setValue(QStringLiteral("tour_seen"), true);
  show_tour();
}

void MainWindow::ask_open(const PuzzleAdapter* puzzle) {
  const QString title = puzzle == nullptr ? tr("Open a judge input file") : tr("Open as %1").arg(puzzle->title());
  const QString path = ask_open_path(this, title, dialog_path(DialogUse::open), tr("Judge input (*.in *.txt);;All files (*)"));
  if (!path.isEmpty()) open_file(path, puzzle);
}

QString MainWindow::dialog_path(DialogUse use, const QString& name) const {
  const QString folder = dialog_folder(use, {session_.path(), deck_->path()});
  return name.isEmpty() ? folder : QDir(folder).filePath(name);
}

QString MainWindow::judge_file_name() const {
  if (!session_.path().isEmpty()) return QFileInfo(session_.path()).fileName();
  if (!session_.has_document()) return {};
  const std::string_view id = session_.file()->puzzle().id();
  return QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())) + QStringLiteral(".in");
}

QString MainWindow::view_title() const {
  if (!session_.has_document()) return {};
  if (const QString slide = slide_title(); !slide.isEmpty()) return slide;
  if (!session_.path().isEmpty()) return QFileInfo(session_.path()).completeBaseName();
  return session_.file()->puzzle().title();
}

void MainWindow::ask_export_animation() {
  if (!painter_ || session_.lane().empty()) return;
  const Timeline& timeline = session_.lane().timeline();
  AnimationDialog dialog(this, dialog_path(DialogUse::export_file, file_name_from_title(view_title()) + QStringLiteral(".gif")),
                         timeline.length(), default_animation_range(timeline), default_animation_size(painter_->grid()));
  if (dialog.exec() != QDialog::Accepted) return;
  remember_dialog_folder(dialog.request().path);  // a path typed, not chosen, is a folder used too
  // The job copies the timeline and shares the painter: choosing another query meanwhile
  // changes neither.
  auto* job = new AnimationJob(this, timeline, painter_, style_, dialog.request());
  connect(job, &AnimationJob::finished, this, [this](const QString& path, AnimationEnd end, const QString& error) {
    if (!error.isEmpty()) {
      QMessageBox::warning(this, tr("Export Animation"), tr("Could not export %1: %2").arg(path, error));
    } else if (end == AnimationEnd::written) {
      say([path] { return tr("Animation written to %1").arg(QDir::toNativeSeparators(path)); });
    }
  });
}

}  // namespace frontier::gui
