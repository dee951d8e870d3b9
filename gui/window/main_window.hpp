#pragma once
// The window: the board in the middle, the panels around it, the menus and the two
// toolbars (search; playback). It shows a Session (session/session.hpp: the open file,
// the query and search chosen, the lane that searches it and its cursor) through a
// painter on the BoardView, and keeps the panels on the lane's cursor. Its mode
// (window_mode.hpp) decides which controls are enabled.

#include <QComboBox>
#include <QFutureWatcher>
#include <QLabel>
#include <QMainWindow>
#include <QProgressBar>
#include <QSlider>
#include <QTimer>
#include <cstdint>
#include <functional>
#include <optional>
#include <map>
#include <memory>
#include <vector>

#include "ask/ask_session.hpp"
#include "lesson/deck.hpp"
#include "modes/ask_mode.hpp"
#include "modes/hand_mode.hpp"
#include "model/sample_arguments.hpp"
#include "search/stops.hpp"
#include "session/session.hpp"
#include "window/picture_export.hpp"
#include "widgets/playback_bar.hpp"
#include "window/commands.hpp"
#include "window/folded_panels.hpp"
#include "window/playback_marks.hpp"
#include "window/stage.hpp"
#include "window/window_mode.hpp"

class QActionGroup;
class QDockWidget;
class QMenu;
class QToolBar;

namespace frontier::gui {

class AnswerBanner;
class AskPanel;
class BoardView;
class CompareWindow;
class CasesPanel;
class CountersPanel;
class EditController;
class EditPanel;
class EditableDocument;
class EditedFile;
class JournalKeeper;
struct Journal;
class ExerciseController;
class ExercisePanel;
class LegendPanel;
class SpeedControl;
class PresenterStrip;
class PresenterConsole;
class SlideSorter;
struct Lesson;
struct Slide;
class PlayController;
class PlayPanel;
class PseudocodePanel;
class NarrationStrip;
class NarrationHistory;
class KeysDialog;
class TourDialog;
enum class DialogUse;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // File ▸ Open's path: reads on a worker thread, then opens, asks, or shows the error.
  // `puzzle` forces a reader; `arguments` set the rules and algorithm once it is open.
  void open_file(const QString& path, const PuzzleAdapter* puzzle = nullptr, const SampleArguments& arguments = {});
  // What is open: the file, the query and search chosen, the lane, its clock and playback.
  Session& session() { return session_; }
  const Session& session() const { return session_; }
  // Search ▸ Run (F5 is the stage's): the chosen query searched, the window searching.
  void run_search();
  // Help ▸ Keyboard Shortcuts and Help ▸ Tour (non-modal); offer_tour shows the tour on
  // the first interactive start only.
  void show_keys();
  void show_tour();
  void offer_tour();
  // Where an interactive start opens the window when no geometry was saved (the first
  // start): its default size where the screen has room for it and its frame, smaller where
  // it has not (a 1280 × 800 laptop or projector), centred on the screen. A saved
  // geometry is restored as it was.
  void place_on_screen();
  const KeysDialog* keys_dialog() const { return keys_dialog_; }
  const TourDialog* tour_dialog() const { return tour_dialog_; }

  WindowMode mode() const { return mode_.mode(); }
  // Changes the mode (editing and playing are entered and left this way); an illegal
  // change is refused, see window_mode.hpp.
  bool set_mode(WindowMode mode);
  // Edit ▸ Edit Board (Ctrl+E): the board editor on the chosen case and query; the judge's
  // answer is asked again on a worker after every edit. Leaving it (the action again,
  // Esc) keeps the edits: they are undone with Ctrl+Z, and kept with Save.
  void enter_edit();
  // The editor while editing, else null.
  EditController* editor() const;
  EditPanel* edit_panel() const { return edit_panel_; }
  // File ▸ Save: to the document's file (Save As when it has none); File ▸ Save As. Each
  // says why in a dialog when the file cannot be written, and returns whether it was.
  bool save();
  bool save_as(const QString& path);
  // File ▸ New: a generated file of `puzzle` (its generate parameters, as frontier-cli
  // generate takes them), or with `empty` its empty board of values' rows and cols; not
  // on disk, and unmodified until edited (it can be made again from its seed). Not made:
  // with the generator's reason, or none when the user kept the open file when asked.
  struct NewFile {
    bool made = false;
    QString refusal;
  };
  NewFile new_file(const PuzzleAdapter& puzzle, std::uint64_t seed, const GenerateValues& values, bool empty = false);
  // Before the document is closed or replaced: with unsaved changes, asks whether to save
  // them. False when the user cancels (or a save fails): the document stays.
  bool maybe_save();

  // Game ▸ Play the Puzzle (Ctrl+G): a game by hand on the chosen query, from core's start;
  // leaving it (the action again, Esc) shows the view as it was. The file is never changed.
  void enter_play();
  // The game while playing, else null.
  PlayController* game() const;

  // Search ▸ Exercise (Ctrl+Shift+X, main_window_exercise.cpp): the student runs the chosen
  // query's search by hand; a board too large is refused with the reason in the status bar.
  void enter_exercise();
  ExerciseController* exercise() const;
  ExercisePanel* exercise_panel() const { return exercise_panel_; }
  // View ▸ Compare Searches (Ctrl+K): `algorithms` (2 to 4; none: the chosen search and
  // the judge solver, see default_comparison) side by side on the chosen query, in the
  // window in the place of the board. Null when no query is chosen.
  CompareWindow* open_compare(const QStringList& algorithms);
  CompareWindow* compare_window() const { return compare_window_; }
  // The comparison is shown in the board's place (comparing mode); closing it (Esc, or
  // another slide or file) shows the board again.
  bool comparing() const;
  void close_compare();
  QStringList default_comparison() const;
  // Search ▸ Ask the Class (Ctrl+Shift+A): playback stops before each question (every
  // layer or every pop, the panel's choice), Return reveals (main_window_ask.cpp).
  bool asking() const { return ask_mode_->asking(); }
  void set_ask(bool on) { ask_mode_->set_ask(on); }
  // Seeks to the next question from the cursor and asks it (the command line's --ask).
  void go_to_next_question() { ask_mode_->go_to_next_question(); }
  AskSession* ask_session() const { return &ask_mode_->questions(); }
  AskPanel* ask_panel() const { return &ask_mode_->panel(); }
  QLabel* question_banner() const { return &ask_mode_->banner(); }
  // Playback ▸ Bookmarks (B) and Stop When (main_window_stops.cpp), for the tests.
  const Bookmarks& bookmarks() const { return marks_->bookmarks(); }
  PlaybackStops& stops() { return marks_->stops(); }
  PlayPanel* play_panel() const { return play_panel_; }
  BoardView* board_view() const { return board_view_; }
  CountersPanel* counters_panel() const { return counters_panel_; }
  PseudocodePanel* pseudocode_panel() const { return pseudocode_panel_; }
  NarrationStrip* narration_strip() const { return narration_strip_; }
  NarrationHistory* narration_history() const { return narration_history_; }
  CasesPanel* cases_panel() const { return cases_panel_; }
  LegendPanel* legend_panel() const { return legend_panel_; }
  QSlider* timeline() const { return playback_bar_->timeline(); }
  QString answer_banner() const;
  // The command table's actions (commands.hpp), by command or by object name ("run").
  QAction* action(Command command) const;
  QAction* action(const QString& name) const;

  // Pictures (main_window_pictures.cpp). The board alone at its own size, as File ▸
  // Export ▸ PNG and SVG write it; any picture at any size (none: the view's default), as
  // File ▸ Export ▸ Picture writes it; the whole view on the clipboard (Edit ▸ Copy Picture).
  bool export_png(const QString& path) const;
  bool export_svg(const QString& path) const;
  PictureWritten export_picture(const QString& path, PictureView view, std::optional<QSize> size = std::nullopt) const;
  bool copy_picture();
  // What the panels show beside the board, in their words, for the whole-view picture.
  TeachingView teaching_view() const;
  // The title of what is shown, which every export's file name is offered from (through
  // file_name_from_title): a lesson's slide's title, else the open judge file's base name,
  // else the puzzle's title for a file never saved; empty with nothing open.
  QString view_title() const;
  // View ▸ Presentation Mode (F5, main_window_present.cpp): the side panels fold away into
  // a strip under the board (the lit pseudo-code line, the counters), large fonts, high
  // contrast; PageDown / PageUp go to the next / previous bookmark or slide and B blanks
  // the screen. Esc or F5 leaves it, and the panels come back as they were.
  void set_presentation(bool on);
  bool presentation() const { return style_.presentation; }
  void set_blank(bool on);
  bool blank() const;
  PresenterStrip* presenter_strip() const { return presenter_strip_; }
  // The presenter's console on the other screen while presenting with two; else null or hidden.
  PresenterConsole* presenter_console() const { return stage_->console(); }
  // PageDown / PageUp in presentation mode: the next (previous) bookmark of this search,
  // past the last (first) one the next (previous) slide of the lesson.
  void present_step(bool forward);

  // Lesson ▸ Open Lesson and Save Lesson (main_window_lesson.cpp). A lesson that does not
  // read is refused with its place (a dialog, or open_failed when quiet) and what was
  // open stays. Opening shows slide `first_slide` (0-based), which must be there.
  bool open_lesson(const QString& path, int first_slide = 0);
  bool save_lesson(const QString& path);
  // File ▸ Open with a lesson open asks whether the judge file is a new slide of it (the
  // lesson stays) or replaces it; the tests and the command line choose without asking.
  enum class IntoLesson { ask, add_slide, close_lesson };
  void set_into_lesson(IntoLesson choice) { into_lesson_ = choice; }
  // What is open (its judge text embedded, the case, query, search, cursor and
  // bookmarks) as a slide after the one shown, or as the first slide of a new lesson.
  void add_slide();
  // Opens slide `index` of the lesson: its judge file, rules, query and search, then (once
  // searched) its step, bookmarks, questions and comparison; slide_shown says when.
  bool show_slide(int index);
  // The lesson open as a deck of slides (null: none); the deck itself, for its changes.
  const Lesson* lesson() const { return deck_->open() ? &deck_->lesson() : nullptr; }
  Deck& deck() const { return *deck_; }
  int slide_index() const { return deck_->current(); }
  const QString& lesson_path() const { return deck_->path(); }
  // Lesson ▸ Update the Slide from the View: the slide on show becomes what the view
  // shows (its search or comparison, cursor, bookmarks, ask mode), its title kept;
  // undoable. Nothing else changes a slide: Save Lesson writes the deck as authored.
  void update_slide();
  void set_language(const QString& code);
  // Nothing lost on a crash (main_window_recovery.cpp): while the judge file or the lesson
  // has unsaved changes, the window's journal keeps them beside the settings
  // (document/journal_keeper.hpp). offer_recovery, on an interactive start, asks about each
  // journal a crash left (window/recovery_dialog.hpp); recover opens one as unsaved
  // changes under its own file's name, or says why it cannot (`refusal`; empty when the
  // user kept what was open rather than replace it).
  void offer_recovery();
  bool recover(const Journal& journal, QString* refusal = nullptr);
  JournalKeeper& journal_keeper() const { return *journal_; }
  // Without dialogs (the command line's --screenshot): a file that fails to open is only
  // reported through open_failed, and a file two puzzles accept opens as the likelier.
  void set_quiet(bool quiet) { quiet_ = quiet; }

 signals:
  void document_opened();
  void open_failed(const QString& message);
  void search_finished();
  void slide_shown(int index);

 protected:
  void closeEvent(QCloseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  // main_window_actions.cpp
  void create_actions();
  void create_edit_actions();  // main_window_edit.cpp: Undo, Redo, the editor's keys and edits
  void create_compare_action();  // main_window_compare.cpp
  // main_window_ask.cpp
  void create_ask();
  void retranslate_ask();
  // main_window_stops.cpp
  void create_stop_actions();  // Playback ▸ Bookmarks and Stop When (PlaybackMarks connects them)
  // What the command table's conditions read; whether it has `control` on now.
  WindowFacts facts() const;
  bool available(std::string_view control) const;
  // main_window_lesson.cpp and main_window_present.cpp
  void create_lesson_actions();
  void create_present_actions();
  void slide_searched();  // the slide's search has run: its step, bookmarks, questions
  Slide slide_of_view() const;
  void ask_open_lesson();
  bool ask_save_lesson();      // Save Lesson: to its file, asking a path only for a new lesson
  bool ask_save_lesson_as();
  // File ▸ Open with a lesson open: whether the file is added as a slide (true), or the
  // lesson is left (false; it was saved or discarded first); nullopt: the user cancelled.
  std::optional<bool> ask_into_lesson();
  void slide_added_from_file();  // the judge file read for a new slide is one now
  // With slides added since the lesson was saved: asks whether to save them first. False
  // when the user cancels (or the save fails): the lesson stays.
  bool maybe_save_lesson();
  void say_slide();
  void show_presenter_strip();  // and the presenter's console, when there is one
  void create_exercise_actions();  // main_window_exercise.cpp: its actions and its dock
  void create_menus();
  void create_toolbars();
  void retranslate();
  // The window's title (the slide's or the file's, the lesson and where in it) and its
  // mark of unsaved changes (the judge file's or the lesson's).
  void show_title();
  QString slide_title() const;  // the slide on show's, in the window's language; empty: none
  void retranslate_playing();  // the words that change with playing
  void rebuild_recent_menu();
  void rebuild_examples_menu();
  void rebuild_rules_menu();

  void end_compare();  // comparing left, however: the board and the panels it hid shown again
  // main_window_recovery.cpp: the journal kept of the judge file and of the lesson.
  void create_journal();
  // main_window.cpp
  QWidget* board_page() const;  // the stage's page of the board, its banners and strips
  void create_docks();
  void loaded(const LoadResult& result);
  void install(const QString& path, std::shared_ptr<const PuzzleFile> file, const SampleArguments& arguments);
  void opened();        // the session's new file: the panels, the search box and the rules on it
  void show_choice();   // the session's new query: the board, the panels and the editor on it
  void show_problem();
  void search_done(std::shared_ptr<const SearchResult> result);
  void search_failed(const QString& message);
  void leave_search();
  // Before another document replaces this one: a running search forgotten, the editor,
  // play or exercise mode left.
  void return_to_viewing();
  // What leaving and entering each mode does, said once as the mode machine's hooks.
  void wire_modes();
  void sync_to_cursor();
  // The document's file changed (an edit, an undo, a redo): the cases panel follows it
  // (the session then chooses the query kept).
  void file_edited();
  // Edit, play and exercise mode alike (main_window_by_hand.cpp; the modes are
  // gui/modes/). The mode's toggle (on, it calls `enter`) and Esc: leaving goes
  // back to viewing and turns the toggle off (leave_by_hand). Entered (enter_by_hand, when
  // the change is legal; else refuse_by_hand turns the toggle off again): the mode object
  // is the window's hand_, the board's clicks its own, its panel in the place of the
  // search's; once left, however (the action, Esc, another file; end_by_hand): the mode
  // object gone, its panel hidden, the status bar cleared, the search's view shown again.
  void make_by_hand_actions(const ByHandMode& mode, void (MainWindow::*enter)());
  ModeContext mode_context();  // what a mode works with: the session, the board, the words
  void enter_by_hand(std::unique_ptr<HandMode> hand);
  void refuse_by_hand(const ByHandMode& mode);
  void leave_by_hand(const ByHandMode& mode);
  void end_by_hand(const ByHandMode& mode);
  void ask_new_file();
  void update_undo_words();
  // What Edit ▸ Undo and Redo take back: the lesson's slides while the Slides panel has
  // the keyboard (or the judge file has nothing to undo), else the judge file's edits.
  QUndoStack* undo_target() const;
  void step_history(bool back);  // Undo (back) or Redo on undo_target()
  // Shows `words()` in the status bar now, and again after a change of language.
  void say(std::function<QString()> words);
  // The puzzle's rules with their values, in frontier-cli's words ("max-moves = 9 (the
  // judge's: 8)"); only those off the judge's values when `only_changed`.
  QString rules_in_force(bool only_changed) const;
  void show_rules_in_force();
  void update_controls();
  void update_progress();
  void remember_recent(const QString& path);
  void ask_open(const PuzzleAdapter* puzzle = nullptr);
  // Where a file dialog for `use` starts (dialog_folders.hpp: the judge file's folder,
  // else the lesson's, …), with `name` the file offered in it.
  QString dialog_path(DialogUse use, const QString& name = {}) const;
  // The name Save and Save As offer the judge file under: its own, or for a file never
  // saved the puzzle's id ("huarongdao.in").
  QString judge_file_name() const;
  void ask_export(bool svg);
  void ask_export_picture();
  PictureSource picture_source() const;
  // The status bar says where the picture went; a dialog says why it did not.
  void report_picture(const QString& path, const PictureWritten& written);
  void ask_export_animation();  // File ▸ Export ▸ Animation: its dialog, then the export on a worker
  // The narration strip and the Narration dock at the cursor (main_window_narration.cpp).
  void show_narration();

  // open_dialogs.cpp
  void show_open_error(const LoadResult& result);
  const PuzzleAdapter* ask_puzzle(const LoadResult& result);

  Session session_;
  EditPanel* edit_panel_ = nullptr;
  WindowModeMachine mode_;
  std::shared_ptr<const BoardPainter> painter_;
  PaintStyle style_;

  BoardView* board_view_ = nullptr;
  AnswerBanner* banner_ = nullptr;
  QLabel* rules_label_ = nullptr;
  QAction* rules_in_toolbar_ = nullptr;
  KeysDialog* keys_dialog_ = nullptr;
  TourDialog* tour_dialog_ = nullptr;
  CountersPanel* counters_panel_ = nullptr;
  NarrationStrip* narration_strip_ = nullptr;
  NarrationHistory* narration_history_ = nullptr;
  PseudocodePanel* pseudocode_panel_ = nullptr;
  CasesPanel* cases_panel_ = nullptr;
  LegendPanel* legend_panel_ = nullptr;
  PlayPanel* play_panel_ = nullptr;
  CompareWindow* compare_window_ = nullptr;  // made the first time it is asked for, a page of the stage
  FoldedPanels folded_for_compare_;  // the panels and toolbars it hid, shown again when it closes
  AskMode* ask_mode_ = nullptr;  // Search ▸ Ask the Class
  PlaybackMarks* marks_ = nullptr;  // Playback ▸ Bookmarks and Stop When
  std::unique_ptr<HandMode> hand_;  // edit, play or exercise mode while the window is in it
  ExercisePanel* exercise_panel_ = nullptr;
  // The search's panels edit, play or exercise mode hid, shown again after.
  FoldedPanels folded_for_mode_;
  std::map<QString, QDockWidget*> docks_;
  // The lesson open, the slide whose search is running (its step and bookmarks are
  // applied when it has run), and whether a judge file being read becomes a new slide.
  Deck* deck_ = nullptr;
  JournalKeeper* journal_ = nullptr;  // the unsaved changes of both, kept for a crash
  SlideSorter* slide_sorter_ = nullptr;
  std::optional<int> pending_slide_;
  bool showing_slide_ = false;    // install() is opening a slide's judge file
  bool adding_slide_ = false;     // the judge file being read is a new slide of the lesson
  IntoLesson into_lesson_ = IntoLesson::ask;
  // Presentation mode: the stage (full screen, the console, the black screen), the panels
  // and bars it folded away, and its strip under the board.
  Stage* stage_ = nullptr;
  FoldedPanels folded_for_stage_;
  PresenterStrip* presenter_strip_ = nullptr;

  Commands* commands_ = nullptr;
  QActionGroup* language_group_ = nullptr;
  // The menu bar's menus and submenus, made by create_menus and worded by retranslate.
  struct Menus {
    QMenu* file = nullptr;
    QMenu* lesson = nullptr;
    QMenu* edit = nullptr;
    QMenu* recent = nullptr;
    QMenu* open_as = nullptr;
    QMenu* examples = nullptr;
    QMenu* exports = nullptr;
    QMenu* view = nullptr;
    QMenu* search = nullptr;
    QMenu* rules = nullptr;
    QMenu* playback = nullptr;
    QMenu* game = nullptr;
    QMenu* settings = nullptr;
    QMenu* language = nullptr;
    QMenu* panels = nullptr;
    QMenu* help = nullptr;
  };
  Menus menus_;
  QToolBar* search_bar_ = nullptr;
  PlaybackBar* playback_bar_ = nullptr;  // watches the lane: the timeline and the cursor's place
  QComboBox* algorithm_box_ = nullptr;
  QLabel* algorithm_label_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* status_ = nullptr;
  QTimer progress_timer_;
  // What the status bar says, as words to say again in a new language.
  std::function<QString()> status_words_;
  bool quiet_ = false;
  bool geometry_restored_ = false;  // from the settings, by the constructor
  SampleArguments pending_arguments_;  // for the file being read
};

}  // namespace frontier::gui
