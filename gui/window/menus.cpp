#include "window/menus.hpp"

#include <QActionGroup>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>

#include "app/language.hpp"
#include "model/recognition.hpp"
#include "session/session.hpp"
#include "window/commands.hpp"
#include "window/examples.hpp"
#include "window/file_opener.hpp"
#include "window/main_window.hpp"
#include "window/panels.hpp"
#include "window/recent_files.hpp"
#include "window/rules_in_force.hpp"

namespace frontier::gui {

namespace {
constexpr int kRecentFiles = 10;
constexpr Command kSeparator = static_cast<Command>(kCommands);  // a line between groups
}  // namespace

QMenu* Menus::menu(QMenu* parent, const char* title) {
  QMenu* made = parent != nullptr ? parent->addMenu(QString()) : window_.menuBar()->addMenu(QString());
  titles_.emplace_back(made, title);
  return made;
}

Menus::Menus(MainWindow& window, FileOpener& opener) : QObject(&window), window_(window), opener_(opener) {
  const Commands& commands = window.commands();
  const Panels& panels = window.panels();
  Session& session = window.session();
  const auto add = [&commands](QMenu* to, std::initializer_list<Command> entries) {
    for (const Command command : entries) {
      if (command == kSeparator) {
        to->addSeparator();
      } else {
        to->addAction(commands[command]);
      }
    }
  };
  using enum Command;
  QMenu* file = menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&File"));
  add(file, {new_file, open});
  // The user's word over the content's: read a file as a chosen puzzle.
  open_as_ = menu(file, QT_TRANSLATE_NOOP("Menus", "O&pen As"));
  for (const PuzzleAdapter* puzzle : puzzles()) {
    QAction* entry = open_as_->addAction(QString());
    entry->setObjectName(QStringLiteral("open_as_") + QString::fromUtf8(puzzle->id().data(), static_cast<qsizetype>(puzzle->id().size())));
    connect(entry, &QAction::triggered, this, [this, puzzle] { opener_.ask_open(puzzle); });
  }
  recent_ = menu(file, QT_TRANSLATE_NOOP("Menus", "Open &Recent"));
  recent_->setObjectName(QStringLiteral("recent_menu"));
  recent_->setToolTipsVisible(true);  // the full path, when the folder's words are not enough
  examples_ = menu(file, QT_TRANSLATE_NOOP("Menus", "E&xamples"));
  add(file, {open_answers, test_solution, kSeparator, save, save_as, kSeparator});
  add(menu(file, QT_TRANSLATE_NOOP("Menus", "&Export")), {export_picture, export_png, export_svg, export_animation});
  add(file, {kSeparator, student_name, export_results, open_class_results});
  add(file, {kSeparator, quit});

  add(menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&Edit")),
      {undo, redo, kSeparator, edit_mode, leave_edit, kSeparator, add_query, duplicate_query, delete_query, query_up,
       query_down, kSeparator, add_case, duplicate_case, delete_case, case_up, case_down, kSeparator, copy_picture});

  QMenu* view = menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&View"));
  add(view, {presentation, fit, actual_size, zoom_in, zoom_out, zoom_query, show_frontier, kSeparator, present_forward, present_back,
             blank_screen, leave_presentation, kSeparator, compare});
  QMenu* panel_menu = menu(view, QT_TRANSLATE_NOOP("Menus", "Pa&nels"));
  for (const auto& [name, dock] : panels.docks()) panel_menu->addAction(dock->toggleViewAction());

  // The lesson: a deck of slides, built from the view and walked in class.
  QMenu* lesson = menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&Lesson"));
  lesson->setObjectName(QStringLiteral("lesson_menu"));
  add(lesson, {open_lesson, save_lesson, save_lesson_as, close_lesson, kSeparator, lesson_title, kSeparator, add_slide,
               update_slide, duplicate_slide, rename_slide, delete_slide, slide_up, slide_down, kSeparator, next_slide,
               previous_slide});
  // A greyed entry says why on hover, and in the status bar when clicked.
  window.commands().explain_refusals(*lesson);

  QMenu* search = menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&Search"));
  add(search, {run, cancel, kSeparator, next_wrong_answer, previous_wrong_answer, kSeparator, ask, reveal, vote, kSeparator, exercise_mode, exercise_answer, exercise_undo, exercise_replay, leave_exercise, kSeparator});
  QMenu* rules = menu(search, QT_TRANSLATE_NOOP("Menus", "R&ules"));
  // Built when opened: a rule's action may not delete itself while it reports its toggle.
  connect(rules, &QMenu::aboutToShow, this, [rules, &session] { RulesInForce::fill_menu(*rules, session); });
  rules->setEnabled(false);

  // KDE games keep playing, hints and undo in a Game menu beside the rest.
  add(menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&Game")),
      {play_mode, kSeparator, hint, play_undo, play_up, play_right, play_down, play_left, keep_position, kSeparator, leave_play});

  playback_ = menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&Playback"));
  add(playback_, {play, step_forward, step_back, expansion_forward, expansion_back, layer_forward, layer_back, to_start,
                  to_end, faster, slower, kSeparator});

  // Settings ▸ Language: one choice per translation shipped, named in its own language.
  QMenu* settings = menu(nullptr, QT_TRANSLATE_NOOP("Menus", "Se&ttings"));
  QMenu* language_menu = menu(settings, QT_TRANSLATE_NOOP("Menus", "&Language"));
  languages_ = new QActionGroup(this);
  for (const QString& code : language::available()) {
    QAction* choice = language_menu->addAction(language::native_name(code));
    choice->setObjectName(QStringLiteral("language_") + code);
    choice->setCheckable(true);
    languages_->addAction(choice);
    connect(choice, &QAction::triggered, this, [this, code] { window_.set_language(code); });
  }

  add(menu(nullptr, QT_TRANSLATE_NOOP("Menus", "&Help")), {keys, tour, kSeparator, about});
  // The rules menu follows the open file: enabled when it has rules.
  connect(&session, &Session::opened, rules, [rules, &session] { RulesInForce::fill_menu(*rules, session); });
  rebuild_recent();
  rebuild_examples();
}

void Menus::remember(const QString& path) {
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("recent")).toStringList();
  const QString absolute = QFileInfo(path).absoluteFilePath();
  recent.removeAll(absolute);
  recent.prepend(absolute);
  while (recent.size() > kRecentFiles) recent.removeLast();
  settings.setValue(QStringLiteral("recent"), recent);
  rebuild_recent();
}

void Menus::rebuild_recent() {
  recent_->clear();
  const QStringList recent = QSettings().value(QStringLiteral("recent")).toStringList();
  for (const QString& path : recent) {
    QAction* entry = recent_->addAction(recent_entry_text(path));
    entry->setToolTip(QDir::toNativeSeparators(path));
    entry->setStatusTip(QDir::toNativeSeparators(path));
    connect(entry, &QAction::triggered, this, [this, path] { opener_.open_file(path); });
  }
  recent_->setEnabled(!recent.isEmpty());
}

void Menus::rebuild_examples() {
  examples_->clear();
  const std::vector<Example> all = examples();
  QMenu* puzzle_menu = nullptr;
  const PuzzleAdapter* puzzle = nullptr;
  for (const Example& example : all) {
    if (example.puzzle != puzzle) {
      puzzle = example.puzzle;
      puzzle_menu = examples_->addMenu(puzzle->title());
    }
    // The sample's folder says which puzzle it is: no need to guess or ask.
    connect(puzzle_menu->addAction(example.name), &QAction::triggered, this, [this, example] {
      opener_.open_file(example.path, example.puzzle, read_sample_arguments(*example.puzzle, example.path));
    });
  }
  const QStringList lessons = example_lessons();
  if (!lessons.isEmpty()) {
    QMenu* lesson_menu = examples_->addMenu(tr("Lessons"));
    for (const QString& path : lessons) {
      connect(lesson_menu->addAction(QFileInfo(path).completeBaseName()), &QAction::triggered, this, [this, path] { opener_.open_file(path); });
    }
  }
  examples_->setEnabled(!all.empty() || !lessons.isEmpty());
}

void Menus::retranslate() {
  for (const auto& [made, title] : titles_) made->setTitle(QCoreApplication::translate("Menus", title));
  for (QAction* entry : open_as_->actions()) {
    const PuzzleAdapter* puzzle = find_puzzle(entry->objectName().mid(8).toStdString());
    if (puzzle != nullptr) entry->setText(tr("%1…").arg(puzzle->title()));
  }
  for (QAction* choice : languages_->actions()) choice->setChecked(choice->objectName() == QStringLiteral("language_") + language::current());
  rebuild_examples();
  rebuild_recent();
}

}  // namespace frontier::gui
