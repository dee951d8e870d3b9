#pragma once
// The student's work kept and handed in, and the class's read back by the teacher: the
// window's side of results (results/). Every step of an ask, exercise or play activity is
// written at once by the ResultsKeeper, under the student's name: the desktop user's
// (app/desktop_user.hpp) until the student gives another (File ▸ Student Name, --student,
// or the line in the activity's panel, widgets/student_line.hpp), which the settings keep.
// Nobody is ever asked for a name unasked. File ▸ Export My Results writes the file to hand
// in; File ▸ Open Class Results shows a folder of them (results/class_view.hpp).
//
// A teacher's session records nothing: presenting (the teacher works before the class,
// whose work there is its votes), or building a lesson (a new lesson, or one changed since
// it was opened: LessonController::authoring). A lesson opened and walked through, its
// exercise done, is a student's, and is recorded. A run without a window (--screenshot)
// records only under a name given with --student.

#include <QObject>
#include <QString>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "lesson/lesson.hpp"
#include "results/results_keeper.hpp"

namespace frontier::gui {

class MainWindow;
class PlayController;
class StudentLine;

class ClassWork : public QObject {
  Q_OBJECT

 public:
  explicit ClassWork(MainWindow& window);

  ResultsKeeper& keeper() { return keeper_; }
  // The name the student's work is kept under: the one given, else the desktop user's
  // (empty in a run without a window that was given none: nothing is kept).
  QString student() const;
  // Another name given: kept in the settings, and the activity under way goes on under it.
  void set_student(const QString& name);
  // Presenting, or building a lesson: nothing is recorded.
  bool teachers_session() const;
  // Whose board a lesson's slide generates: the student's, or in a teacher's session the
  // teacher's own (the empty name's).
  QString board_student() const;

  // The board generated for this student that a lesson slide shows (`file`, made from
  // `seed` and `parameters`): the results name it by its seed while it is the file shown,
  // and any other (or edited) file by its text.
  void set_generated(std::shared_ptr<const PuzzleFile> file, std::uint64_t seed, GenerateValues parameters);

  // A slide's bookmarks: the questions some carry are asked, in a dialog, when playback
  // first reaches them, and the answers kept in the student's results. Presenting, the
  // question is said to the class instead.
  void set_explain_questions(const std::vector<SlideBookmark>& bookmarks);
  // The slide's search has reached expansion `position` (the window's playback, or a
  // comparison's lane of that search): the question of a bookmark reached is put. True
  // when one was (the caller pauses what was playing).
  bool reach(std::uint64_t position);
  // The student's answer to `question`, kept with the activity under way (or a new one).
  void explain(const QString& question, const QString& answer);

  // File ▸ Export My Results and File ▸ Open Class Results; Student Name (a dialog: only
  // when the user asks for it).
  void ask_export();
  void ask_open_class_results();
  void ask_student_name();
  // The panels' lines that say where the work goes (exercise, game, Question panel).
  const std::vector<StudentLine*>& student_lines() const { return lines_; }

 private:
  ResultActivity describe(const QString& mode) const;
  bool begin(const QString& mode);
  // The ask activity of the search shown, begun when its first question is put (so that
  // its time runs from there, not from the first answer) unless it is under way.
  bool begin_asking();
  // A step of the activity under way, unless the session has become a teacher's (then the
  // activity ends, and one left before any step is nothing kept).
  void record(ResultStep step);
  void show_student();  // in the panels' lines
  void hand_mode_entered();
  void answered();
  QString activity_key() const;  // the file, case, query and search shown
  void play_changed(PlayController& game);
  void check_explain_questions();  // after every move of the cursor
  void ask_to_explain(const Bilingual& question);

  MainWindow& window_;
  ResultsKeeper keeper_;
  const QString desktop_user_;  // whose work it is while no name is given
  std::shared_ptr<const PuzzleFile> generated_file_;
  std::uint64_t generated_seed_ = 0;
  GenerateValues generated_parameters_;
  QString ask_activity_;   // what the ask activity under way is about (file, case, query, search)
  int play_moves_ = 0;
  std::vector<SlideBookmark> to_explain_;  // the slide's questions not asked yet
  std::vector<StudentLine*> lines_;
};

}  // namespace frontier::gui
