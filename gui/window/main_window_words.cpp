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
  set_words(action(QStringLiteral("play")), clock_.playing() ? tr("&Pause") : tr("&Play"), tr("Play or pause"));
  action(QStringLiteral("play"))
      ->setIcon(style()->standardIcon(clock_.playing() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
  const auto words = [this](int level) {
    const int rate = 1 << level;
    return level <= Clock::kFineSpeedLevel ? tr("%n lines/s ", nullptr, rate) : tr("%n expansions/s ", nullptr, rate);
  };
  speed_label_->setText(words(clock_.speed_level()));
  // As wide as its widest words, so that changing speed never moves the timeline.
  int widest = 0;
  for (int level = 0; level <= Clock::kMaxSpeedLevel; ++level) {
    widest = std::max(widest, speed_label_->fontMetrics().horizontalAdvance(words(level)));
  }
  speed_label_->setFixedWidth(widest + 2 * speed_label_->margin() + 4);
}

void MainWindow::retranslate() {
  const auto set = [this](const char* name, const QString& text, const QString& tip = {}) { word_action(name, text, tip); };
  set("open", tr("&Open…"), tr("Open a judge input file"));
  set("new_file", tr("&New…"), tr("A new judge file, generated from a seed"));
  set("save", tr("&Save"), tr("Save the judge file"));
  set("save_as", tr("Save &As…"), tr("Save the judge file under another name"));
  set("edit_mode", tr("&Edit Board"), tr("Change the board and its queries; the judge's answer follows every edit"));
  set("leave_edit", tr("&Leave Edit Mode"));
  set("edit_up", tr("Cursor &Up"));
  set("edit_right", tr("Cursor &Right"));
  set("edit_down", tr("Cursor &Down"));
  set("edit_left", tr("Cursor L&eft"));
  set("edit_toggle", tr("&Toggle the Cell"), tr("Mahjong: lay or take a card; Huarongdao: a fixed or movable cell"));
  set("edit_clear", tr("&Clear the Cell"));
  set("edit_pick", tr("&Pick Up or Put Down"), tr("A Solitaire piece, or Huarongdao's blank, piece or target"));
  set("add_query", tr("Add &Query"), tr("A new query after the chosen one"));
  set("duplicate_query", tr("Duplicate Q&uery"));
  set("delete_query", tr("Delete Que&ry"));
  set("query_up", tr("Query Up"), tr("The chosen query one place earlier"));
  set("query_down", tr("Query Down"), tr("The chosen query one place later"));
  set("add_case", tr("Add &Case"), tr("A new case after the chosen one"));
  set("duplicate_case", tr("Duplicate C&ase"));
  set("delete_case", tr("Delete Ca&se"));
  set("case_up", tr("Case Up"), tr("The chosen case one place earlier"));
  set("case_down", tr("Case Down"), tr("The chosen case one place later"));
  update_undo_words();
  set("export_picture", tr("P&icture…"), tr("The whole view (board, legend, counters, pseudo-code, narration) or the board alone, as PNG or SVG, at a chosen size"));
  set("export_png", tr("Board as &PNG…"), tr("The board alone at its own size, as a PNG picture"));
  set("export_svg", tr("Board as &SVG…"), tr("The board alone at its own size, as an SVG picture (cells as shapes)"));
  set("copy_picture", tr("Copy &Picture"), tr("The whole view as a 1920×1080 picture on the clipboard, for pasting into slides"));
  set("export_animation", tr("&Animation (GIF, MP4)…"), tr("A range of steps, or the replay of the found moves, as a GIF or an MP4 video"));
  set("quit", tr("&Quit"));
  set("presentation", tr("&Presentation mode"), tr("Large fonts and high contrast, for projectors"));
  set("fit", tr("&Fit to window"));
  set("actual_size", tr("&Actual size (1:1)"), tr("Cells at their natural size, where numbers show"));
  set("zoom_in", tr("Zoom &in"));
  set("zoom_out", tr("Zoom &out"));
  set("zoom_query", tr("&Zoom to the query"), tr("The cells the query names and the found line, as large as they fit"));
  set("compare", tr("&Compare Searches…"), tr("Two to four searches side by side on this query, on one clock"));
  set("run", tr("&Run"), tr("Run the chosen algorithm on the chosen query"));
  set("cancel", tr("&Cancel"), tr("Stop the running search"));
  set("step_forward", tr("Step &forward"), tr("One fine step forward: the next pseudo-code line"));
  set("step_back", tr("Step &back"), tr("One fine step back"));
  set("expansion_forward", tr("Next &expansion"), tr("Forward to the end of the next expansion"));
  set("expansion_back", tr("Previous e&xpansion"), tr("Back one whole expansion"));
  set("layer_forward", tr("Next &layer"), tr("Forward to where the next layer begins"));
  set("layer_back", tr("Previous l&ayer"), tr("Back to where this layer began"));
  set("to_start", tr("To &start"));
  set("to_end", tr("To &end"));
  set("faster", tr("&Faster"));
  set("slower", tr("&Slower"));
  set("play_mode", tr("Play the &Puzzle"), tr("Play the chosen query by hand; core checks every move"));
  set("leave_play", tr("&Leave Play Mode"));
  set("keep_position", tr("&Keep the Position as a New Case"),
      tr("The position as it stands becomes a case of the file (for Huarongdao a query), asked from here"));
  set("hint", tr("&Hint"), tr("Show a move the rules allow"));
  set("play_undo", tr("&Undo Move"), tr("Take the last move back"));
  set("play_up", tr("Blank &Up"), tr("Huarongdao: the blank moves up (the piece above it slides down)"));
  set("play_right", tr("Blank &Right"), tr("Huarongdao: the blank moves right"));
  set("play_down", tr("Blank &Down"), tr("Huarongdao: the blank moves down"));
  set("play_left", tr("Blank L&eft"), tr("Huarongdao: the blank moves left"));
  set("keys", tr("&Keyboard Shortcuts"), tr("Every key of the window, by menu"));
  set("tour", tr("&Tour"), tr("Three steps from a judge file to a search stepped through"));
  set("about", tr("&About Frontier"));
  retranslate_exercise();
  retranslate_lesson();

  file_menu_->setTitle(tr("&File"));
  edit_menu_->setTitle(tr("&Edit"));
  recent_menu_->setTitle(tr("Open &Recent"));
  open_as_menu_->setTitle(tr("Open &As"));
  for (QAction* entry : open_as_menu_->actions()) {
    const PuzzleAdapter* puzzle = find_puzzle(entry->objectName().mid(8).toStdString());
    if (puzzle != nullptr) entry->setText(tr("%1…").arg(puzzle->title()));
  }
  examples_menu_->setTitle(tr("E&xamples"));
  export_menu_->setTitle(tr("&Export"));
  view_menu_->setTitle(tr("&View"));
  panels_menu_->setTitle(tr("Pa&nels"));
  search_menu_->setTitle(tr("&Search"));
  rules_menu_->setTitle(tr("R&ules"));
  game_menu_->setTitle(tr("&Game"));
  playback_menu_->setTitle(tr("&Playback"));
  settings_menu_->setTitle(tr("Se&ttings"));
  language_menu_->setTitle(tr("&Language"));
  help_menu_->setTitle(tr("&Help"));
  search_bar_->setWindowTitle(tr("Search"));
  playback_bar_->setWindowTitle(tr("Playback"));
  algorithm_label_->setText(tr("Algorithm: "));
  if (has_document()) {
    const PuzzleAdapter& puzzle = document_.file->puzzle();
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
  speed_->setToolTip(tr("Speed: slow speeds follow every pseudo-code line, fast ones whole expansions (%1 / %2)")
                         .arg(action(QStringLiteral("slower"))->shortcut().toString(QKeySequence::NativeText),
                              action(QStringLiteral("faster"))->shortcut().toString(QKeySequence::NativeText)));
  timeline_->setToolTip(tr("Timeline: drag to any step of the search, then through the found moves"));
  docks_[QStringLiteral("cases_dock")]->setWindowTitle(tr("Cases and queries"));
  docks_[QStringLiteral("legend_dock")]->setWindowTitle(tr("Legend"));
  docks_[QStringLiteral("pseudocode_dock")]->setWindowTitle(tr("Pseudo-code"));
  docks_[QStringLiteral("counters_dock")]->setWindowTitle(tr("Counters"));
  docks_[QStringLiteral("narration_dock")]->setWindowTitle(tr("Narration"));
  docks_[QStringLiteral("play_dock")]->setWindowTitle(tr("Play"));
  docks_[QStringLiteral("edit_dock")]->setWindowTitle(tr("Edit"));
  retranslate_ask();
  retranslate_stops();
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

  QString title = tr("Frontier");
  if (has_document()) {
    // [*]: Qt shows the mark of unsaved changes there (setWindowModified).
    const QString name = document_.path.isEmpty() ? tr("Untitled") : QFileInfo(document_.path).fileName();
    title = tr("%1[*] — %2 — Frontier").arg(name, document_.file->puzzle().title());
    // A lesson's slide: the lesson and where in it.
    if (lesson_ != nullptr && slide_ >= 0 && slide_ < static_cast<int>(lesson_->slides.size())) {
      const QString lesson = lesson_path_.isEmpty() ? tr("Unsaved lesson") : QFileInfo(lesson_path_).completeBaseName();
      title = tr("%1, slide %2 of %3 — %4").arg(lesson).arg(slide_ + 1).arg(lesson_->slides.size()).arg(title);
    }
  }
  setWindowTitle(title);
}

void MainWindow::update_undo_words() {
  const QString undo = editable_ ? editable_->undo_stack().undoText() : QString();
  const QString redo = editable_ ? editable_->undo_stack().redoText() : QString();
  set_words(action(QStringLiteral("undo")), undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
  set_words(action(QStringLiteral("redo")), redo.isEmpty() ? tr("Re&do") : tr("Re&do %1").arg(redo));
}

}  // namespace frontier::gui
