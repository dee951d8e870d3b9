// The window's words in the language of now, set once at the start and again on every
// change of language: each part words its own (the commands, the menus, the panels'
// titles, the search bar, the lesson's buttons); here, the window's title.

#include <QDockWidget>
#include <QFileInfo>
#include <QUndoStack>

#include "app/core_text.hpp"
#include "document/editable_document.hpp"
#include "lesson/deck.hpp"
#include "modes/ask_mode.hpp"
#include "modes/hand_modes.hpp"
#include "search/playback.hpp"
#include "widgets/narration_history.hpp"
#include "widgets/narration_strip.hpp"
#include "widgets/playback_bar.hpp"
#include "widgets/search_bar.hpp"
#include "window/file_actions.hpp"
#include "window/help_dialogs.hpp"
#include "window/lesson_controller.hpp"
#include "window/main_window.hpp"
#include "window/menus.hpp"
#include "window/panels.hpp"
#include "window/playback_marks.hpp"
#include "window/status_line.hpp"

namespace frontier::gui {

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
  QString title = tr("Frontier");
  if (session_.has_document()) {
    // [*]: Qt shows the mark of unsaved changes there (setWindowModified).
    // The slide's title names a slide of a lesson, the file's name a file.
    QString name = lessons_->slide_title();
    if (name.isEmpty()) name = session_.path().isEmpty() ? tr("Untitled") : QFileInfo(session_.path()).fileName();
    title = tr("%1[*] — %2 — Frontier").arg(name, session_.file()->puzzle().title());
    // A lesson's slide: the lesson and where in it.
    const Deck& deck = lessons_->deck();
    if (deck.open() && deck.current() >= 0) {
      const QString lesson = deck.path().isEmpty() ? tr("Unsaved lesson") : QFileInfo(deck.path()).completeBaseName();
      title = tr("%1, slide %2 of %3 — %4").arg(lesson).arg(deck.current() + 1).arg(deck.size()).arg(title);
    }
  }
  setWindowModified((session_.editable() && session_.editable()->dirty()) || lessons_->deck().modified());
  setWindowTitle(title);
}

}  // namespace frontier::gui
