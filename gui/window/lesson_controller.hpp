#pragma once
// The window's lesson: a teacher builds it at home as a deck of slides (lesson/deck.hpp),
// each what the window showed when it was added or updated (the judge file, rules, query,
// search or comparison, cursor and bookmarks, whether the class is asked or does the
// search by hand), from as many judge files and puzzles as the class needs, and shows it
// slide by slide in class. The Lesson menu's actions, the Slides panel, and opening a
// judge file with a lesson open (a new slide, or the lesson closed) are this object's; the
// lesson file's format is in lesson/lesson.hpp.

#include <QObject>
#include <QString>
#include <memory>
#include <optional>

class QUndoStack;

namespace frontier::gui {

class Deck;
class MainWindow;
class PuzzleFile;
class SlideSorter;
struct Lesson;
struct Slide;

class LessonController : public QObject {
  Q_OBJECT

 public:
  explicit LessonController(MainWindow& window);

  // The lesson open as a deck of slides (null: none); the deck itself, for its changes.
  const Lesson* lesson() const;
  Deck& deck() const { return *deck_; }
  int slide_index() const;
  const QString& lesson_path() const;
  SlideSorter& sorter() const { return *sorter_; }

  // Lesson ▸ Open Lesson and Save Lesson. A lesson that does not read is refused with its
  // place (a dialog, or the window's open_failed when quiet) and what was open stays.
  // Opening shows slide `first_slide` (0-based), which must be there.
  bool open_lesson(const QString& path, int first_slide = 0);
  bool save_lesson(const QString& path);
  // With changes since the lesson was saved: asks whether to save them first. False when
  // the user cancels (or the save fails): the lesson stays.
  bool maybe_save_lesson();
  // File ▸ Open with a lesson open asks whether the judge file is a new slide of it (the
  // lesson stays) or replaces it; the tests and the command line choose without asking.
  enum class IntoLesson { ask, add_slide, close_lesson };
  void set_into_lesson(IntoLesson choice) { into_lesson_ = choice; }
  // A judge file read while a lesson is open: true, it becomes a new slide; false, the
  // lesson was left (saved or discarded first); nullopt: the user cancelled.
  std::optional<bool> ask_into_lesson();
  // The judge file read for a new slide is open now (`opened`), or was refused.
  void file_read_as_slide(bool opened);
  // No lesson any more (a judge file opened by hand, File ▸ New).
  void close();

  // What is open (its judge text embedded, the case, query, search or comparison, cursor,
  // whether it asks or is an exercise) as a slide after the one shown, or as the first
  // slide of a new lesson; its title automatic (lesson/slide_titles.hpp). The view's
  // bookmarks are not taken: Update the Slide from the View takes them.
  void add_slide();
  // Lesson ▸ Update the Slide from the View: the slide on show becomes what the view
  // shows, with its bookmarks; a title the teacher wrote is kept, an automatic one follows
  // the slide; undoable. Nothing else changes a slide: Save Lesson writes the deck as
  // authored.
  void update_slide();
  // The teacher is building a lesson (a new one, or one changed since it was opened):
  // what is done in the window is not a student's work (class_work.hpp).
  bool authoring() const;
  // Whether the lesson open may be written over: a new one, or a file of the user's that is
  // not Frontier's own sample (examples.hpp) nor read-only. Otherwise its changes (a class's
  // votes) stay in the session, and saving offers a copy in a folder of the user's.
  bool lesson_is_users() const;
  // Opens slide `index`: its judge file, rules, query and search, then (once searched) its
  // step, bookmarks, questions, comparison or exercise; slide_shown says when.
  bool show_slide(int index);
  // The clicker past the end (or start) of a slide: the next (previous) slide, if any.
  bool step(bool forward);
  // The slide on show's title in the window's language; empty: none.
  QString slide_title() const;
  // The slide on show and the next, for the presenter's console (empty: none).
  QString slide_words(int offset) const;
  // What Edit ▸ Undo takes back while the Slides panel has the keyboard.
  QUndoStack* undo_stack() const;
  bool has_keyboard() const;
  // A change of the lesson undone or redone: the slide it changed is shown as it is now.
  void history_stepped();
  void retranslate();

 signals:
  void slide_shown(int index);
  void title_changed();  // the lesson's name, its slides or the slide on show

 private:
  void ask_open_lesson();
  bool ask_save_lesson();  // to its file, asking a path only for a new lesson or one not the user's
  void ask_lesson_title();  // Lesson ▸ Lesson Title
  bool ask_save_lesson_as();
  void slide_searched();  // the slide's search has run: its step, bookmarks, questions
  Slide slide_of_view() const;
  QString board_name() const;  // the view's board, as an automatic title names it
  void say_slide();

  MainWindow& window_;
  Deck* deck_;
  SlideSorter* sorter_;
  // The board a slide shows: its judge file, or the board generated for this student.
  std::shared_ptr<const PuzzleFile> board_of(const Slide& slide);
  std::shared_ptr<const PuzzleFile> shown_file_;  // the board of the slide on show
  std::optional<int> pending_slide_;  // the slide whose search runs: shown whole once it has run
  bool adding_slide_ = false;         // the judge file being read is a new slide of the lesson
  IntoLesson into_lesson_ = IntoLesson::ask;
};

}  // namespace frontier::gui
