#pragma once
// The window's commands, in one table keyed by Command: each one's object name, keys, words
// (its menu text and tooltip, translated in the "Commands" context) and availability in
// each window mode, with the further condition on what the window holds. Commands makes a
// QAction of each row on the window; what an action does is connected by the part of the
// window that does it (the lesson controller, the comparison, a mode object).

#include <QKeySequence>
#include <QObject>
#include <QString>
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "window/window_mode.hpp"

class QAction;
class QWidget;

namespace frontier::gui {

enum class Command : std::uint8_t {
  // File
  open, open_answers, test_solution, new_file, save, save_as, export_picture, export_png, export_svg, export_animation, export_results,
  open_class_results, student_name, quit,
  // Edit, and the editor's keys
  undo, redo, copy_picture, edit_mode, leave_edit, edit_up, edit_right, edit_down, edit_left, edit_toggle,
  edit_clear, edit_pick, add_query, duplicate_query, delete_query, query_up, query_down, add_case, duplicate_case,
  delete_case, case_up, case_down,
  // View, and the presenter's keys
  presentation, fit, actual_size, zoom_in, zoom_out, zoom_query, show_frontier, present_forward, present_back, blank_screen,
  leave_presentation, compare,
  // Lesson
  open_lesson, save_lesson, save_lesson_as, close_lesson, lesson_title, add_slide, update_slide, duplicate_slide, rename_slide,
  delete_slide, slide_up, slide_down, next_slide, previous_slide,
  // Search: the algorithm box, Run, asking the class, the exercise
  algorithm, run, cancel, next_wrong_answer, previous_wrong_answer, ask, reveal, vote, exercise_mode, exercise_answer, exercise_undo, exercise_replay, leave_exercise,
  // Game
  play_mode, hint, play_undo, play_up, play_right, play_down, play_left, keep_position, leave_play,
  // Playback: the timeline, its keys, bookmarks and stops (and the board's cell menu)
  play, step_forward, step_back, expansion_forward, expansion_back, layer_forward, layer_back, to_start, to_end,
  faster, slower, timeline, bookmark, next_bookmark, previous_bookmark, bookmark_note, clear_bookmarks,
  stop_at_target, clear_stops, cell_stop,
  // Help
  keys, tour, about,
};
inline constexpr std::size_t kCommands = static_cast<std::size_t>(Command::about) + 1;

// What the window holds besides its mode, which the table's conditions read.
struct WindowFacts {
  bool has_problem = false;  // a case is chosen (its board is drawn)
  bool has_query = false;    // and a query of it (a case may hold none: nothing to search)
  bool has_result = false;   // the shown lane has a finished (or stopped) search
  bool can_undo = false;     // the history Undo takes back has a step to undo
  bool can_redo = false;
  bool presenting = false;
  bool lesson = false;       // a lesson is open
  int slides = 0;            // its slides, and the one on show (-1: none)
  int slide = -1;
  bool wrong_answers = false;  // a trainee's answers are open, and the judge refuses one
};

// Beyond the mode: what the window must also hold for the command to be on.
enum class Also : std::uint8_t {
  nothing, undo, redo, presenting, lesson, lesson_or_query, on_slide, slide_before, slide_after, wrong_answers,
};

// Which thing the row is: an action of the window, or a widget the window enables by the
// same row (the algorithm box, the timeline, the board's cell menu).
enum class Control : std::uint8_t { action, checkable, widget };

struct CommandRow {
  Command command;
  std::string_view name;  // the object name: the tests, the settings and Help find it by it
  // Keys: the row's own, then the platform's standard ones it lacks.
  std::array<QKeyCombination, 2> keys{};
  QKeySequence::StandardKey standard = QKeySequence::UnknownKey;
  const char* text = nullptr;  // QT_TRANSLATE_NOOP("Commands", …); a widget has none
  const char* tip = nullptr;   // nullptr: the text says enough
  // By mode, in WindowMode's order: empty, loading, viewing, searching, editing, playing,
  // exercising, comparing.
  std::array<Availability, std::size(kWindowModes)> in{};
  Also also = Also::nothing;
  Control control = Control::action;
};

std::span<const CommandRow> command_table();
const CommandRow& row(Command command);
const CommandRow* find_row(std::string_view name);
// The row's availability in `mode` (off for a name not in the table), and whether it is on
// with what the window holds.
Availability availability(WindowMode mode, std::string_view name);
bool enabled(const CommandRow& row, WindowMode mode, const WindowFacts& facts);
// Why the row is off in `mode` with `facts`, in words for the user ("a comparison is shown:
// Esc closes it first"); empty when it is on.
QString why_off(const CommandRow& row, WindowMode mode, const WindowFacts& facts);
// The Lesson menu's rows (the lesson and its slides): a greyed one says why in its tooltip
// and status tip, and in the status bar when it is tried.
bool explains_when_off(Command command);

// The window's actions, one per action row of the table, added to the window so that
// their keys work when their menu or toolbar is hidden.
class Commands : public QObject {
  Q_OBJECT

 public:
  explicit Commands(QWidget& window);

  QAction* operator[](Command command) const { return actions_[static_cast<std::size_t>(command)]; }
  // By object name ("run"); null for a name not an action of the table.
  QAction* find(std::string_view name) const;
  // Each action's words in the language of now, its keys in its tooltip.
  void retranslate();
  // Each action on or off by the table, in `mode`, with `facts`; a greyed one of the Lesson
  // menu says why (explains_when_off).
  void update(WindowMode mode, const WindowFacts& facts);
  // Why `action` is greyed now; empty when it is on or says nothing.
  QString why_off(const QAction* action) const;
  // The same as the status bar says it when the action is tried: "Rename Slide: not now: …".
  QString refusal(const QAction* action) const;
  // Watches `widget` (a menu, or a panel's buttons) and the window's keys: a click on a
  // greyed action of the Lesson menu, or its key pressed, is refused with its reason.
  void explain_refusals(QWidget& widget);
  // The keys of the row, as Commands gives them to its action.
  static QList<QKeySequence> keys_of(const CommandRow& row);
  // An action's words, its tooltip and status tip (`tip`, or the text) naming its keys.
  static void set_words(QAction& action, const QString& text, const QString& tip = {});

 signals:
  // A greyed action was tried (clicked, or its key pressed): `words` say why it is off
  // (refusal()).
  void refused(const QString& words);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void show_words(const CommandRow& row);  // its text and tooltip, with why it is off
  std::array<QAction*, kCommands> actions_{};
  std::array<QString, kCommands> why_off_{};
};

}  // namespace frontier::gui
