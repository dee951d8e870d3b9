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

namespace frontier::gui {

QAction* MainWindow::make_action(const QString& name, const QKeySequence& shortcut) {
  auto* action = new QAction(this);
  action->setObjectName(name);
  if (!shortcut.isEmpty()) action->setShortcut(shortcut);
  addAction(action);  // shortcuts work even when the action's menu or toolbar is hidden
  actions_[name] = action;
  return action;
}

QAction* MainWindow::action(const QString& name) const {
  const auto it = actions_.find(name);
  return it == actions_.end() ? nullptr : it->second;
}

void MainWindow::create_actions() {
  connect(make_action(QStringLiteral("open"), QKeySequence::Open), &QAction::triggered, this, [this] { ask_open(); });
  connect(make_action(QStringLiteral("new_file"), QKeySequence::New), &QAction::triggered, this, &MainWindow::ask_new_file);
  connect(make_action(QStringLiteral("save"), QKeySequence::Save), &QAction::triggered, this, [this] { save(); });
  QAction* save_as_action = make_action(QStringLiteral("save_as"));
  // Ctrl+Shift+S where the platform names no Save As key: GNOME's and macOS's bindings
  // have it, KDE's, Windows' and a bare X desktop's (openbox, offscreen) have none.
  QList<QKeySequence> save_as_keys = QKeySequence::keyBindings(QKeySequence::SaveAs);
  if (save_as_keys.isEmpty()) save_as_keys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
  save_as_action->setShortcuts(save_as_keys);
  connect(save_as_action, &QAction::triggered, this, [this] {
    const QString path = ask_save_path(this, tr("Save the judge file as"), dialog_path(DialogUse::save, judge_file_name()),
                                       tr("Judge input (*.in *.txt);;All files (*)"));
    if (!path.isEmpty()) save_as(path);
  });
  // Ctrl+E is the editor's (Edit ▸ Edit Board): the pictures take Ctrl+Shift+E and Ctrl+Alt+E.
  connect(make_action(QStringLiteral("export_png"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)), &QAction::triggered,
          this, [this] { ask_export(false); });
  connect(make_action(QStringLiteral("export_svg"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E)), &QAction::triggered,
          this, [this] { ask_export(true); });
  // Ctrl+Shift+P: the Picture dialog (the whole view or the board, any size).
  connect(make_action(QStringLiteral("export_picture"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)), &QAction::triggered,
          this, &MainWindow::ask_export_picture);
  connect(make_action(QStringLiteral("export_animation")), &QAction::triggered, this, &MainWindow::ask_export_animation);
  // Ctrl+C alone is left to the panels whose text can be selected (the witness, the answer).
  connect(make_action(QStringLiteral("copy_picture"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)), &QAction::triggered,
          this, [this] { copy_picture(); });
  connect(make_action(QStringLiteral("quit"), QKeySequence::Quit), &QAction::triggered, this, &QWidget::close);

  QAction* presentation = make_action(QStringLiteral("presentation"), QKeySequence(Qt::Key_F5));
  presentation->setCheckable(true);
  connect(presentation, &QAction::triggered, this, &MainWindow::set_presentation);
  connect(make_action(QStringLiteral("fit"), QKeySequence(Qt::CTRL | Qt::Key_0)), &QAction::triggered, board_view_,
          &BoardView::fit_to_window);
  connect(make_action(QStringLiteral("actual_size"), QKeySequence(Qt::CTRL | Qt::Key_1)), &QAction::triggered,
          board_view_, &BoardView::actual_size);
  connect(make_action(QStringLiteral("zoom_in"), QKeySequence::ZoomIn), &QAction::triggered, board_view_,
          &BoardView::zoom_in);
  connect(make_action(QStringLiteral("zoom_out"), QKeySequence::ZoomOut), &QAction::triggered, board_view_,
          &BoardView::zoom_out);
  connect(make_action(QStringLiteral("zoom_query"), QKeySequence(Qt::Key_Z)), &QAction::triggered, board_view_,
          &BoardView::zoom_to_query);

  connect(make_action(QStringLiteral("run"), QKeySequence(Qt::Key_F9)), &QAction::triggered, this, &MainWindow::run_search);
  connect(make_action(QStringLiteral("cancel"), QKeySequence(Qt::Key_Escape)), &QAction::triggered, this,
          [this] { session_.lane().cancel(); });

  create_edit_actions();
  create_compare_action();
  create_ask();
  create_stop_actions();
  create_exercise_actions();
  create_lesson_actions();
  create_present_actions();

  // Game: play the chosen query by hand. Its keys are on only while playing, so that the
  // arrows, Esc and Ctrl+Z are stepping's, Cancel's and (later) the editor's otherwise.
  make_by_hand_actions(kPlayMode, QKeySequence(Qt::CTRL | Qt::Key_G), &MainWindow::enter_play);
  // Play mode (modes/play_mode.cpp) connects them.
  make_action(QStringLiteral("play_undo"), QKeySequence::Undo);
  make_action(QStringLiteral("keep_position"));
  make_action(QStringLiteral("hint"), QKeySequence(Qt::Key_H));
  make_arrow_actions("play");

  const auto playback = [this](const char* name, const QKeySequence& key, void (Playback::*slot)()) {
    connect(make_action(QString::fromLatin1(name), key), &QAction::triggered, &session_.playback(), slot);
  };
  playback("play", QKeySequence(Qt::Key_Space), &Playback::toggle_play);
  playback("step_forward", QKeySequence(Qt::Key_Right), &Playback::step_forward);
  playback("step_back", QKeySequence(Qt::Key_Left), &Playback::step_back);
  playback("expansion_forward", QKeySequence(Qt::CTRL | Qt::Key_Right), &Playback::expansion_forward);
  playback("expansion_back", QKeySequence(Qt::CTRL | Qt::Key_Left), &Playback::expansion_back);
  playback("layer_forward", QKeySequence(Qt::Key_PageDown), &Playback::layer_forward);
  playback("layer_back", QKeySequence(Qt::Key_PageUp), &Playback::layer_back);
  playback("to_start", QKeySequence(Qt::Key_Home), &Playback::to_start);
  playback("to_end", QKeySequence(Qt::Key_End), &Playback::to_end);
  playback("faster", QKeySequence(Qt::Key_Plus), &Playback::faster);
  playback("slower", QKeySequence(Qt::Key_Minus), &Playback::slower);
  // "+" is Shift+= on many keyboards; both work.
  action(QStringLiteral("faster"))->setShortcuts({QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});

  language_group_ = new QActionGroup(this);
  for (const QString& code : language::available()) {
    QAction* choice = make_action(QStringLiteral("language_") + code);
    choice->setCheckable(true);
    choice->setChecked(code == language::current());
    choice->setText(language::native_name(code));
    language_group_->addAction(choice);
    connect(choice, &QAction::triggered, this, [this, code] { set_language(code); });
  }
  connect(make_action(QStringLiteral("keys"), QKeySequence(Qt::Key_Question)), &QAction::triggered, this,
          &MainWindow::show_keys);
  connect(make_action(QStringLiteral("tour")), &QAction::triggered, this, &MainWindow::show_tour);
  connect(make_action(QStringLiteral("about")), &QAction::triggered, this, [this] {
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
  make_action(QStringLiteral("bookmark"), QKeySequence(Qt::Key_B));
  make_action(QStringLiteral("next_bookmark"), QKeySequence(Qt::ALT | Qt::Key_PageDown));
  make_action(QStringLiteral("previous_bookmark"), QKeySequence(Qt::ALT | Qt::Key_PageUp));
  make_action(QStringLiteral("bookmark_note"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
  make_action(QStringLiteral("clear_bookmarks"));
  make_action(QStringLiteral("stop_at_target"))->setCheckable(true);
  make_action(QStringLiteral("clear_stops"));
  marks_ = new PlaybackMarks({*this, [this](const char* name) { return action(QString::fromLatin1(name)); },
                              [this](const char* control) { return available(control); },
                              [this](std::function<QString()> words) { say(std::move(words)); }},
                             session_, *board_view_, *pseudocode_panel_);
}

bool MainWindow::available(std::string_view control) const {
  const WindowFacts facts{session_.problem() != nullptr, session_.problem() && session_.problem()->has_query(),
                          session_.lane().result() != nullptr};
  return WindowModeMachine::enabled(mode(), control, facts);
}

void MainWindow::update_controls() {
  for (const std::string_view control : WindowModeMachine::controls()) {
    const QString name = QString::fromLatin1(control.data(), static_cast<qsizetype>(control.size()));
    const bool enabled = available(control);
    if (QAction* a = action(name)) {
      a->setEnabled(enabled);
    } else if (name == algorithm_box_->objectName()) {
      algorithm_box_->setEnabled(enabled);
    } else if (name == playback_bar_->timeline()->objectName()) {
      playback_bar_->timeline()->setEnabled(enabled);
    }
  }
  // The document's steps: on where the table says, and only with a step to undo or redo.
  const QUndoStack* undone = undo_target();
  const bool can_undo = undone != nullptr && undone->canUndo();
  const bool can_redo = undone != nullptr && undone->canRedo();
  action(QStringLiteral("undo"))->setEnabled(action(QStringLiteral("undo"))->isEnabled() && can_undo);
  action(QStringLiteral("redo"))->setEnabled(action(QStringLiteral("redo"))->isEnabled() && can_redo);
  if (hand_) hand_->refine_actions();
  // A lesson's slides, and Esc out of presentation mode only while presenting.
  const auto also = [this](const char* name, bool condition) {
    QAction* a = action(QString::fromLatin1(name));
    a->setEnabled(a->isEnabled() && condition);
  };
  const bool has_query = session_.problem() && session_.problem()->has_query();
  const int slides = deck_->size();
  const int slide = deck_->current();
  const bool on_slide = deck_->open() && slide >= 0;
  also("next_slide", slide + 1 < slides);
  also("previous_slide", slide > 0);
  also("save_lesson", deck_->open() || has_query);
  also("save_lesson_as", deck_->open() || has_query);
  also("close_lesson", deck_->open());
  also("update_slide", on_slide);
  also("duplicate_slide", on_slide);
  also("delete_slide", on_slide);
  also("rename_slide", on_slide);
  also("slide_up", on_slide && slide > 0);
  also("slide_down", on_slide && slide + 1 < slides);
  also("leave_presentation", presentation());
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
