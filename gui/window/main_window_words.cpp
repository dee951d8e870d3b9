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
#include "window/main_window.hpp"

namespace frontier::gui {

namespace {
// An action's words, with its shortcut in the tooltip so that it can be learnt by hovering.
void set_words(QAction* a, const QString& text, const QString& tip = {}) {
  a->setText(text);
  QString tooltip = tip.isEmpty() ? QString(text).remove(QLatin1Char('&')) : tip;
  if (!a->shortcut().isEmpty()) tooltip += QStringLiteral(" (%1)").arg(a->shortcut().toString(QKeySequence::NativeText));
  a->setToolTip(tooltip);
  a->setStatusTip(tooltip);
}
}  // namespace

void MainWindow::word_action(const char* name, const QString& text, const QString& tip) {
  set_words(action(QString::fromLatin1(name)), text, tip);
}

void MainWindow::retranslate_playing() {
  set_words(action(QStringLiteral("play")), session_.clock().playing() ? tr("&Pause") : tr("&Play"), tr("Play or pause"));
  action(QStringLiteral("play"))
      ->setIcon(style()->standardIcon(session_.clock().playing() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void MainWindow::retranslate() {
  // Each action's words by its object name: its text and, where the text alone would not
  // say enough, its tooltip.
  struct Words {
    const char* name;
    const char* text;
    const char* tip = nullptr;
  };
  static constexpr Words kWords[] = {
      {"open", QT_TR_NOOP("&Open…"), QT_TR_NOOP("Open a judge input file")},
      {"new_file", QT_TR_NOOP("&New…"), QT_TR_NOOP("A new judge file, generated from a seed")},
      {"save", QT_TR_NOOP("&Save"), QT_TR_NOOP("Save the judge file")},
      {"save_as", QT_TR_NOOP("Save &As…"), QT_TR_NOOP("Save the judge file under another name")},
      {"edit_mode", QT_TR_NOOP("&Edit Board"), QT_TR_NOOP("Change the board and its queries; the judge's answer follows every edit")},
      {"edit_toggle", QT_TR_NOOP("&Toggle the Cell"), QT_TR_NOOP("Mahjong: lay or take a card; Huarongdao: a fixed or movable cell")},
      {"edit_pick", QT_TR_NOOP("&Pick Up or Put Down"), QT_TR_NOOP("A Solitaire piece, or Huarongdao's blank, piece or target")},
      {"add_query", QT_TR_NOOP("Add &Query"), QT_TR_NOOP("A new query after the chosen one")},
      {"query_up", QT_TR_NOOP("Query Up"), QT_TR_NOOP("The chosen query one place earlier")},
      {"query_down", QT_TR_NOOP("Query Down"), QT_TR_NOOP("The chosen query one place later")},
      {"add_case", QT_TR_NOOP("Add &Case"), QT_TR_NOOP("A new case after the chosen one")},
      {"case_up", QT_TR_NOOP("Case Up"), QT_TR_NOOP("The chosen case one place earlier")},
      {"case_down", QT_TR_NOOP("Case Down"), QT_TR_NOOP("The chosen case one place later")},
      {"export_picture", QT_TR_NOOP("P&icture…"), QT_TR_NOOP("The whole view (board, legend, counters, pseudo-code, narration) or the board alone, as PNG or SVG, at a chosen size")},
      {"export_png", QT_TR_NOOP("Board as &PNG…"), QT_TR_NOOP("The board alone at its own size, as a PNG picture")},
      {"export_svg", QT_TR_NOOP("Board as &SVG…"), QT_TR_NOOP("The board alone at its own size, as an SVG picture (cells as shapes)")},
      {"copy_picture", QT_TR_NOOP("Copy &Picture"), QT_TR_NOOP("The whole view as a 1920×1080 picture on the clipboard, for pasting into slides")},
      {"export_animation", QT_TR_NOOP("&Animation (GIF, MP4)…"), QT_TR_NOOP("A range of steps, or the replay of the found moves, as a GIF or an MP4 video")},
      {"presentation", QT_TR_NOOP("&Presentation mode"), QT_TR_NOOP("Large fonts and high contrast, for projectors")},
      {"actual_size", QT_TR_NOOP("&Actual size (1:1)"), QT_TR_NOOP("Cells at their natural size, where numbers show")},
      {"zoom_query", QT_TR_NOOP("&Zoom to the query"), QT_TR_NOOP("The cells the query names and the found line, as large as they fit")},
      {"compare", QT_TR_NOOP("&Compare Searches…"), QT_TR_NOOP("Two to four searches side by side on this query, on one clock")},
      {"run", QT_TR_NOOP("&Run"), QT_TR_NOOP("Run the chosen algorithm on the chosen query")},
      {"cancel", QT_TR_NOOP("&Cancel"), QT_TR_NOOP("Stop the running search")},
      {"step_forward", QT_TR_NOOP("Step &forward"), QT_TR_NOOP("One fine step forward: the next pseudo-code line")},
      {"step_back", QT_TR_NOOP("Step &back"), QT_TR_NOOP("One fine step back")},
      {"expansion_forward", QT_TR_NOOP("Next &expansion"), QT_TR_NOOP("Forward to the end of the next expansion")},
      {"expansion_back", QT_TR_NOOP("Previous e&xpansion"), QT_TR_NOOP("Back one whole expansion")},
      {"layer_forward", QT_TR_NOOP("Next &layer"), QT_TR_NOOP("Forward to where the next layer begins")},
      {"layer_back", QT_TR_NOOP("Previous l&ayer"), QT_TR_NOOP("Back to where this layer began")},
      {"play_mode", QT_TR_NOOP("Play the &Puzzle"), QT_TR_NOOP("Play the chosen query by hand; core checks every move")},
      {"keep_position", QT_TR_NOOP("&Keep the Position as a New Case"), QT_TR_NOOP("The position as it stands becomes a case of the file (for Huarongdao a query), asked from here")},
      {"hint", QT_TR_NOOP("&Hint"), QT_TR_NOOP("Show a move the rules allow")},
      {"play_undo", QT_TR_NOOP("&Undo Move"), QT_TR_NOOP("Take the last move back")},
      {"play_up", QT_TR_NOOP("Blank &Up"), QT_TR_NOOP("Huarongdao: the blank moves up (the piece above it slides down)")},
      {"play_right", QT_TR_NOOP("Blank &Right"), QT_TR_NOOP("Huarongdao: the blank moves right")},
      {"play_down", QT_TR_NOOP("Blank &Down"), QT_TR_NOOP("Huarongdao: the blank moves down")},
      {"play_left", QT_TR_NOOP("Blank L&eft"), QT_TR_NOOP("Huarongdao: the blank moves left")},
      {"keys", QT_TR_NOOP("&Keyboard Shortcuts"), QT_TR_NOOP("Every key of the window, by menu")},
      {"tour", QT_TR_NOOP("&Tour"), QT_TR_NOOP("Three steps from a judge file to a search stepped through")},
      {"exercise_mode", QT_TR_NOOP("E&xercise: Be the Algorithm"), QT_TR_NOOP("Run the chosen query's search by hand, step by step; core judges every step")},
      {"leave_exercise", QT_TR_NOOP("&Done"), QT_TR_NOOP("Leave the exercise")},
      {"exercise_undo", QT_TR_NOOP("&Undo Step"), QT_TR_NOOP("Take the last right step back")},
      {"exercise_answer", QT_TR_NOOP("Show the &Answer"), QT_TR_NOOP("Show what the search does next")},
      {"open_lesson", QT_TR_NOOP("&Open Lesson…"), QT_TR_NOOP("Open a lesson: slides of judge files, searches, steps and bookmarks")},
      {"save_lesson", QT_TR_NOOP("&Save Lesson"), QT_TR_NOOP("Save the lesson's slides as they are (a new lesson of one slide, the view, when none is open)")},
      {"save_lesson_as", QT_TR_NOOP("Save Lesson &As…"), QT_TR_NOOP("Save the lesson to another file")},
      {"close_lesson", QT_TR_NOOP("&Close Lesson"), QT_TR_NOOP("Close the lesson; the judge file shown stays open")},
      {"add_slide", QT_TR_NOOP("Add the View as a S&lide"), QT_TR_NOOP("What is shown now becomes a new slide after this one")},
      {"update_slide", QT_TR_NOOP("&Update the Slide from the View"), QT_TR_NOOP("The slide shown becomes what the view shows now (its search or comparison, step, bookmarks); its title stays")},
      {"duplicate_slide", QT_TR_NOOP("D&uplicate Slide"), QT_TR_NOOP("A copy of this slide after it")},
      {"delete_slide", QT_TR_NOOP("&Delete Slide"), QT_TR_NOOP("Take this slide out of the lesson (Undo brings it back)")},
      {"rename_slide", QT_TR_NOOP("&Rename Slide…"), QT_TR_NOOP("Edit this slide's title in the Slides panel (F2 there)")},
      {"slide_up", QT_TR_NOOP("Move Slide U&p"), QT_TR_NOOP("This slide one place earlier in the lesson")},
      {"slide_down", QT_TR_NOOP("Move Slide Dow&n"), QT_TR_NOOP("This slide one place later in the lesson")},
      {"next_slide", QT_TR_NOOP("Ne&xt Slide"), QT_TR_NOOP("The lesson's next slide")},
      {"previous_slide", QT_TR_NOOP("Pre&vious Slide"), QT_TR_NOOP("The lesson's previous slide")},
      {"present_forward", QT_TR_NOOP("Next Bookmark, Layer or Slide"), QT_TR_NOOP("In presentation mode PageDown or →: the next bookmark, else the next layer, else the next slide")},
      {"present_back", QT_TR_NOOP("Previous Bookmark, Layer or Slide"), QT_TR_NOOP("In presentation mode PageUp or ←: the previous bookmark, else the previous layer, else the previous slide")},
      {"blank_screen", QT_TR_NOOP("&Blank the Screen"), QT_TR_NOOP("In presentation mode B: a black screen; any key shows the board again")},
      {"leave_presentation", QT_TR_NOOP("Leave Presentation Mode"), QT_TR_NOOP("The panels come back as they were")},
      {"bookmark", QT_TR_NOOP("Toggle &Bookmark"), QT_TR_NOOP("Mark this point of the search, or take its mark away")},
      {"next_bookmark", QT_TR_NOOP("&Next Bookmark"), QT_TR_NOOP("To the next marked point")},
      {"previous_bookmark", QT_TR_NOOP("&Previous Bookmark"), QT_TR_NOOP("To the previous marked point")},
      {"bookmark_note", QT_TR_NOOP("N&ote on This Bookmark…"), QT_TR_NOOP("What to say here, in English and Chinese: a lesson keeps it")},
      {"clear_bookmarks", QT_TR_NOOP("&Clear Bookmarks"), QT_TR_NOOP("Take every bookmark away")},
      {"stop_at_target", QT_TR_NOOP("When the &Target Is First Reached"), QT_TR_NOOP("Playback stops where the search first reaches what it looks for")},
      {"clear_stops", QT_TR_NOOP("&Clear Stops"), QT_TR_NOOP("No more stops but the end")},
      {"leave_edit", QT_TR_NOOP("&Leave Edit Mode")},
      {"edit_up", QT_TR_NOOP("Cursor &Up")},
      {"edit_right", QT_TR_NOOP("Cursor &Right")},
      {"edit_down", QT_TR_NOOP("Cursor &Down")},
      {"edit_left", QT_TR_NOOP("Cursor L&eft")},
      {"edit_clear", QT_TR_NOOP("&Clear the Cell")},
      {"duplicate_query", QT_TR_NOOP("Duplicate Q&uery")},
      {"delete_query", QT_TR_NOOP("Delete Que&ry")},
      {"duplicate_case", QT_TR_NOOP("Duplicate C&ase")},
      {"delete_case", QT_TR_NOOP("Delete Ca&se")},
      {"quit", QT_TR_NOOP("&Quit")},
      {"fit", QT_TR_NOOP("&Fit to window")},
      {"zoom_in", QT_TR_NOOP("Zoom &in")},
      {"zoom_out", QT_TR_NOOP("Zoom &out")},
      {"to_start", QT_TR_NOOP("To &start")},
      {"to_end", QT_TR_NOOP("To &end")},
      {"faster", QT_TR_NOOP("&Faster")},
      {"slower", QT_TR_NOOP("&Slower")},
      {"leave_play", QT_TR_NOOP("&Leave Play Mode")},
      {"about", QT_TR_NOOP("&About Frontier")},
  };
  for (const Words& words : kWords) word_action(words.name, tr(words.text), words.tip ? tr(words.tip) : QString());
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
  set_words(action(QStringLiteral("undo")), undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
  set_words(action(QStringLiteral("redo")), redo.isEmpty() ? tr("Re&do") : tr("Re&do %1").arg(redo));
}

}  // namespace frontier::gui
