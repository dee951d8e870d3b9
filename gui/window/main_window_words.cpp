// The words on the window's actions, menus, toolbars and panels, in the language of now:
// set once at the start and again on every change of language.

#include <QActionGroup>
#include <QDockWidget>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QSlider>
#include <QToolBar>

#include "app/core_text.hpp"
#include "app/language.hpp"
#include "document/editable_document.hpp"
#include "window/help_dialogs.hpp"
#include "lesson/lesson.hpp"
#include "widgets/speed_control.hpp"
#include "window/commands.hpp"
#include "window/main_window.hpp"

namespace frontier::gui {

void MainWindow::retranslate_playing() {
  Commands::set_words(*action(Command::play), session_.clock().playing() ? tr("&Pause") : tr("&Play"), tr("Play or pause"));
  action(Command::play)->setIcon(style()->standardIcon(session_.clock().playing() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void MainWindow::retranslate() {
  commands_->retranslate();  // each action's words, from the command table
  struct Words {
    const char* name;
    const char* text;
  };
  // The Slides panel's buttons say a word each, so that the panel stays narrow.
  static constexpr Words kSlideButtons[] = {
      {"add_slide", QT_TR_NOOP("Add")},           {"update_slide", QT_TR_NOOP("Update")},
      {"duplicate_slide", QT_TR_NOOP("Duplicate")}, {"rename_slide", QT_TR_NOOP("Rename")},
      {"delete_slide", QT_TR_NOOP("Delete")},     {"slide_up", QT_TR_NOOP("Up")},
      {"slide_down", QT_TR_NOOP("Down")},
  };
  for (const Words& words : kSlideButtons) action(QString::fromLatin1(words.name))->setIconText(tr(words.text));
  update_undo_words();
  if (hand_) hand_->show();  // the mode's words, in the new language

  // The menus' titles.
  static constexpr struct {
    QMenu* Menus::*menu;
    const char* title;
  } kMenus[] = {
      {&Menus::file, QT_TR_NOOP("&File")},
      {&Menus::edit, QT_TR_NOOP("&Edit")},
      {&Menus::recent, QT_TR_NOOP("Open &Recent")},
      {&Menus::open_as, QT_TR_NOOP("Open &As")},
      {&Menus::examples, QT_TR_NOOP("E&xamples")},
      {&Menus::exports, QT_TR_NOOP("&Export")},
      {&Menus::view, QT_TR_NOOP("&View")},
      {&Menus::lesson, QT_TR_NOOP("&Lesson")},
      {&Menus::panels, QT_TR_NOOP("Pa&nels")},
      {&Menus::search, QT_TR_NOOP("&Search")},
      {&Menus::rules, QT_TR_NOOP("R&ules")},
      {&Menus::game, QT_TR_NOOP("&Game")},
      {&Menus::playback, QT_TR_NOOP("&Playback")},
      {&Menus::settings, QT_TR_NOOP("Se&ttings")},
      {&Menus::language, QT_TR_NOOP("&Language")},
      {&Menus::help, QT_TR_NOOP("&Help")},
  };
  for (const auto& entry : kMenus) (menus_.*entry.menu)->setTitle(tr(entry.title));
  for (QAction* entry : menus_.open_as->actions()) {
    const PuzzleAdapter* puzzle = find_puzzle(entry->objectName().mid(8).toStdString());
    if (puzzle != nullptr) entry->setText(tr("%1…").arg(puzzle->title()));
  }
  search_bar_->setWindowTitle(tr("Search"));
  algorithm_label_->setText(tr("Algorithm: "));
  if (session_.has_document()) {
    const PuzzleAdapter& puzzle = session_.file()->puzzle();
    const std::span<const trace::AlgorithmInfo> algorithms = puzzle.algorithms();
    for (int i = 0; i < algorithm_box_->count() && i < static_cast<int>(algorithms.size()); ++i) {
      const trace::AlgorithmInfo& info = algorithms[static_cast<std::size_t>(i)];
      QString summary = core_text::summary(puzzle.id(), info.name, info.summary);
      if (info.lesson()) {
        // Offered to be watched going wrong: its name says so, its tooltip says how.
        algorithm_box_->setItemText(
            i, tr("%1 (wrong on purpose)").arg(algorithm_name(info)));
        summary = tr("A lesson, wrong on purpose: %1. Its mistake: %2.")
                      .arg(summary, core_text::summary(puzzle.id(), info.name, info.mistake));
      }
      algorithm_box_->setItemData(i, summary, Qt::ToolTipRole);
    }
  }
  retranslate_playing();
  playback_bar_->retranslate(action(QStringLiteral("slower"))->shortcut().toString(QKeySequence::NativeText),
                             action(QStringLiteral("faster"))->shortcut().toString(QKeySequence::NativeText));
  // The panels' titles, by the docks' object names.
  static constexpr struct {
    const char* dock;
    const char* title;
  } kDocks[] = {
      {"cases_dock", QT_TR_NOOP("Cases and queries")},
      {"legend_dock", QT_TR_NOOP("Legend")},
      {"pseudocode_dock", QT_TR_NOOP("Pseudo-code")},
      {"counters_dock", QT_TR_NOOP("Counters")},
      {"narration_dock", QT_TR_NOOP("Narration")},
      {"play_dock", QT_TR_NOOP("Play")},
      {"edit_dock", QT_TR_NOOP("Edit")},
      {"exercise_dock", QT_TR_NOOP("Exercise")},
      {"slides_dock", QT_TR_NOOP("Slides")},
  };
  for (const auto& entry : kDocks) docks_[QString::fromLatin1(entry.dock)]->setWindowTitle(tr(entry.title));
  retranslate_ask();
  marks_->retranslate();
  for (QAction* choice : language_group_->actions()) {
    choice->setChecked(choice->objectName() == QStringLiteral("language_") + language::current());
  }
  rebuild_examples_menu();
  rebuild_recent_menu();
  if (rules_label_ != nullptr) show_rules_in_force();
  if (keys_dialog_ != nullptr) keys_dialog_->rebuild();
  if (tour_dialog_ != nullptr) tour_dialog_->show_page(tour_dialog_->page());
  // The status bar says again what it said, in the new language.
  if (status_words_) status_->setText(status_words_());

  show_title();
}

QString MainWindow::slide_title() const {
  if (!deck_->open() || deck_->current() < 0) return {};
  return deck_->slide(deck_->current()).title.in(language::current() == language::kChinese);
}

void MainWindow::show_title() {
  QString title = tr("Frontier");
  if (session_.has_document()) {
    // [*]: Qt shows the mark of unsaved changes there (setWindowModified).
    // The slide's title names a slide of a lesson, the file's name a file.
    QString name = slide_title();
    if (name.isEmpty()) name = session_.path().isEmpty() ? tr("Untitled") : QFileInfo(session_.path()).fileName();
    title = tr("%1[*] — %2 — Frontier").arg(name, session_.file()->puzzle().title());
    // A lesson's slide: the lesson and where in it.
    if (deck_->open() && deck_->current() >= 0) {
      const QString lesson = deck_->path().isEmpty() ? tr("Unsaved lesson") : QFileInfo(deck_->path()).completeBaseName();
      title = tr("%1, slide %2 of %3 — %4").arg(lesson).arg(deck_->current() + 1).arg(deck_->size()).arg(title);
    }
  }
  setWindowModified((session_.editable() && session_.editable()->dirty()) || deck_->modified());
  setWindowTitle(title);
}

void MainWindow::update_undo_words() {
  const QUndoStack* stack = undo_target();
  const QString undo = stack != nullptr ? stack->undoText() : QString();
  const QString redo = stack != nullptr ? stack->redoText() : QString();
  Commands::set_words(*action(Command::undo), undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
  Commands::set_words(*action(Command::redo), redo.isEmpty() ? tr("Re&do") : tr("Re&do %1").arg(redo));
}

}  // namespace frontier::gui
