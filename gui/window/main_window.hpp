#pragma once
// The window: the board in the middle, the panels around it, the menus and the two
// toolbars. It shows a Session (session/session.hpp: the open file, the query and search
// chosen, the lane that searches it and its cursor) on the BoardView, which follows it
// (board_follower.hpp), and is in one mode (window_mode.hpp), which the command table (commands.hpp) reads to
// enable the controls. Its parts do the rest, each in its own object: the lesson
// (lesson_controller.hpp), the comparison (modes/compare_mode.hpp), presenting
// (presentation.hpp), the judge file's New, Save and Undo (file_actions.hpp), a trainee's
// answers (trainee_answers.hpp), pictures
// (picture_exports.hpp), the journal of unsaved changes (crash_recovery.hpp), asking the
// class (modes/ask_mode.hpp), bookmarks and stops (playback_marks.hpp), and edit, play
// and exercise mode (modes/hand_modes.hpp).

#include <QMainWindow>
#include <cstdint>
#include <functional>
#include <memory>

#include "model/sample_arguments.hpp"
#include "modes/window_context.hpp"
#include "session/session.hpp"
#include "window/commands.hpp"
#include "window/window_mode.hpp"

class QSlider;
class QToolBar;

namespace frontier::gui {

class AnswerBanner;
class AskMode;
class BoardFollower;
class BoardPage;
class BoardView;
class CompareMode;
class CrashRecovery;
class FileActions;
class FileOpener;
class ClassWork;
class HandModes;
class Help;
class LessonController;
class Menus;
class NarrationFollower;
class NarrationStrip;
class Panels;
class PictureExports;
class PlaybackBar;
class PlaybackMarks;
class Presentation;
class SearchBar;
class SolutionTester;
class StatusLine;
class TraineeAnswers;
enum class DialogUse;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  // What is open: the file, the query and search chosen, the lane, its clock and playback.
  Session& session() { return session_; }
  const Session& session() const { return session_; }
  // File ▸ Open's path: reads on a worker thread, then opens, asks, or shows the error; a
  // lesson (by its suffix) opens as a lesson. `puzzle` forces a reader; `arguments` set
  // the rules and algorithm once it is open.
  void open_file(const QString& path, const PuzzleAdapter* puzzle = nullptr, const SampleArguments& arguments = {});
  // `file` becomes the open document (read, a slide's, New's, a journal's).
  void install(const QString& path, std::shared_ptr<const PuzzleFile> file, const SampleArguments& arguments);
  // Before another document replaces this one: a running search forgotten, the editor,
  // play, exercise or the comparison left.
  void return_to_viewing();
  // Search ▸ Run (F9): the chosen query searched, the window searching.
  void run_search();
  bool maybe_save();  // the judge file's unsaved changes: FileActions::maybe_save

  // The mode: changed only through the machine (an illegal change is refused).
  WindowMode mode() const { return modes_.mode(); }
  WindowModeMachine& modes() { return modes_; }
  bool set_mode(WindowMode mode) { return modes_.change(mode); }
  // The window's parts.
  QAction* action(Command command) const { return (*commands_)[command]; }
  QAction* action(const QString& name) const;  // by object name ("run"), for the tests
  const Commands& commands() const { return *commands_; }
  Commands& commands() { return *commands_; }
  Panels& panels() const { return *panels_; }
  LessonController& lessons() const { return *lessons_; }
  CompareMode& comparison() const { return *comparison_; }
  Presentation& presentation() const { return *presentation_; }
  FileActions& files() const { return *files_; }
  PictureExports& pictures() const { return *pictures_; }
  CrashRecovery& recovery() const { return *recovery_; }
  AskMode& ask() const { return *ask_mode_; }
  PlaybackMarks& marks() const { return *marks_; }
  HandModes& hands() const { return *hands_; }  // edit, play and exercise mode
  ClassWork& class_work() const { return *class_work_; }  // the student's results
  Help& help() const { return *help_; }
  TraineeAnswers& trainee() const { return *trainee_; }  // a contest trainee's answers, judged
  SolutionTester& solution_tester() const { return *solution_tester_; }  // File ▸ Test My Solution
  // What the window lends the objects that work in it (modes/window_context.hpp).
  WindowContext context();
  BoardPage* board_page() const { return page_; }  // the board, its banners and strips
  BoardView* board_view() const;
  NarrationStrip* narration_strip() const;
  SearchBar* search_bar() const { return search_bar_; }
  PlaybackBar* playback_bar() const { return playback_bar_; }
  QSlider* timeline() const;
  QString answer_banner() const;

  // What is drawn and how: the chosen query's painter (null: none), the paint style.
  const std::shared_ptr<const BoardPainter>& painter() const;
  const PaintStyle& paint_style() const { return style_; }
  void set_presentation_style(bool on);
  // The title of what is shown, which every export's file name is offered from: a
  // lesson's slide's title, else the open judge file's base name, else the puzzle's title
  // for a file never saved; empty with nothing open.
  QString view_title() const;
  // Where a file dialog for `use` starts (dialog_folders.hpp: the judge file's folder,
  // else the lesson's, …), with `name` the file offered in it.
  QString dialog_path(DialogUse use, const QString& name = {}) const;
  void remember_recent(const QString& path);
  // Shows `words()` in the status bar now, and again after a change of language.
  void say(std::function<QString()> words);
  QString status_text() const;
  void set_language(const QString& code);
  void retranslate();
  void update_controls();

  // Where an interactive start opens the window when no geometry was saved (the first
  // start): its default size where the screen has room for it and its frame, smaller where
  // it has not (a 1280 × 800 laptop or projector), centred on the screen. A saved
  // geometry is restored as it was.
  void place_on_screen();
  // Without dialogs (the command line's --screenshot): a file that fails to open is only
  // reported through open_failed, and a file two puzzles accept opens as the likelier.
  void set_quiet(bool quiet) { quiet_ = quiet; }
  bool quiet() const { return quiet_; }
  // Whether the command table has `control` on now, with what the window holds.
  bool available(std::string_view control) const;

 signals:
  void document_opened();
  void open_failed(const QString& message);
  void search_finished();

 protected:
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  void create_actions();   // what the window's own actions do (Quit, Run, Cancel)
  void wire_modes();       // what leaving and entering each mode does, as the machine's hooks
  WindowFacts facts() const;
  void show_choice();  // the session's new query: the board, the panels and the editor on it
  void search_done(std::shared_ptr<const SearchResult> result);
  void search_failed(const QString& message);
  // The window's title (the slide's or the file's, the lesson and where in it) and its
  // mark of unsaved changes (the judge file's or the lesson's).
  void show_title();

  Session session_;
  WindowModeMachine modes_;
  PaintStyle style_;
  BoardPage* page_ = nullptr;
  BoardFollower* board_ = nullptr;
  Commands* commands_ = nullptr;
  Panels* panels_ = nullptr;
  Menus* menus_ = nullptr;
  SearchBar* search_bar_ = nullptr;
  PlaybackBar* playback_bar_ = nullptr;
  StatusLine* status_ = nullptr;
  AskMode* ask_mode_ = nullptr;
  PlaybackMarks* marks_ = nullptr;
  HandModes* hands_ = nullptr;
  ClassWork* class_work_ = nullptr;
  NarrationFollower* narration_ = nullptr;
  LessonController* lessons_ = nullptr;
  CompareMode* comparison_ = nullptr;
  Presentation* presentation_ = nullptr;
  FileActions* files_ = nullptr;
  FileOpener* opener_ = nullptr;
  PictureExports* pictures_ = nullptr;
  CrashRecovery* recovery_ = nullptr;
  Help* help_ = nullptr;
  TraineeAnswers* trainee_ = nullptr;
  SolutionTester* solution_tester_ = nullptr;
  bool quiet_ = false;
  bool geometry_restored_ = false;  // from the settings, by the constructor
};

}  // namespace frontier::gui
