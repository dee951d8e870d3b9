#pragma once
// The lesson as the window's document: the deck of slides a teacher authors, the file it
// was read from or saved to, and the slide on show. A slide changes only when the teacher
// says so (adds, duplicates, deletes, moves, renames it, or updates it from the view),
// each change one step of the deck's undo stack; saving writes the deck as authored and
// marks that step clean. Showing another slide is not a change; the lesson's title is
// changed as a slide is, one undoable step. No widgets: the window
// shows the slide (main_window_lesson.cpp), the slide sorter lists the deck.

#include <QObject>
#include <QUndoStack>
#include <vector>

#include "lesson/lesson.hpp"

namespace frontier::gui {

class Deck : public QObject {
  Q_OBJECT

 public:
  explicit Deck(QObject* parent = nullptr);
  ~Deck() override;

  bool open() const { return open_; }  // a lesson is open (it may be new and unsaved)
  const Lesson& lesson() const { return lesson_; }
  int size() const { return static_cast<int>(lesson_.slides.size()); }
  const Slide& slide(int index) const { return lesson_.slides[static_cast<std::size_t>(index)]; }
  // The slide on show: -1 when the deck has none.
  int current() const { return current_; }
  // Shows `index` (not a change of the deck); signals current_changed.
  void set_current(int index);
  const QString& path() const { return path_; }
  // Changed since it was opened or saved.
  bool modified() const { return !undo_stack_.isClean(); }
  // Being authored: a new lesson, or one the teacher changed since it was opened (even if
  // the changes were saved or undone since); a class's vote is no such change. A lesson
  // opened and walked through is not.
  bool authored() const;
  QUndoStack& undo_stack() { return undo_stack_; }

  // A lesson read from `path` (empty: a new one), slide `current` on show; no undo history.
  void start(Lesson lesson, const QString& path, int current);
  // No lesson open any more.
  void close();
  // Writes the deck to `path` (whole_file.hpp's save: an existing file is never damaged);
  // returns why not, or an empty string when it is saved (and from then on, its path).
  QString save(const QString& path);
  // The lesson as save(`path`) writes it: each slide's judge file beside the lesson named
  // relative to `path`'s folder (absolute when `path` is empty: a lesson never saved).
  Lesson as_saved_to(const QString& path) const;

  // The changes, each undoable, each leaving the changed slide on show (`current`).
  void insert(int at, Slide slide);
  void duplicate(int index);
  void remove(int index);
  void move(int from, int to);
  // The lesson's own title (Lesson ▸ Lesson Title), in both languages.
  void set_title(const Bilingual& title);
  // A slide's title in the language the window speaks now (`chinese`); the other one kept.
  void rename(int index, const QString& title, bool chinese);
  // The slide as the view shows it now, under its own title (kept unless `slide` has one)
  // and keeping the notes of the bookmarks it still has.
  void update(int index, Slide slide);
  // A class vote on slide `index`, kept with it; undoable.
  void add_tally(int index, VoteTally tally);

 signals:
  void slides_changed();          // a slide was added, removed, moved, renamed or updated
  void title_changed();           // the lesson's own title
  void current_changed(int index);
  void modified_changed(bool modified);
  void opened_changed(bool open);

 private:
  friend class DeckChange;
  // One change: the slides and the slide on show after it, with the words Edit ▸ Undo says.
  void change(std::vector<Slide> slides, int current, const QString& words);
  void restore(const Lesson& lesson, int current);

  bool open_ = false;
  Lesson lesson_;
  QString path_;
  int current_ = -1;
  bool authored_ = false;
  QUndoStack undo_stack_;
};

}  // namespace frontier::gui
