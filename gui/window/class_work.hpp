#pragma once
// The student's work kept and handed in, and the class's read back by the teacher: the
// window's side of results (results/). The student's name is asked once (and kept in the
// settings) when their first ask, exercise or play activity begins, or given on the
// command line (--student); every step of the activity is written at once by the
// ResultsKeeper. File ▸ Export My Results writes the file to hand in; File ▸ Open Class
// Results shows a folder of them (results/class_view.hpp). While presenting the teacher
// works before the class: nothing is asked and nothing recorded.

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

class ClassWork : public QObject {
  Q_OBJECT

 public:
  explicit ClassWork(MainWindow& window);

  ResultsKeeper& keeper() { return keeper_; }
  // The student's name, asked for once when `ask` and none is known (empty: none given).
  QString student(bool ask);
  void set_student(const QString& name);

  // The board generated for this student that a lesson slide shows (`file`, made from
  // `seed` and `parameters`): the results name it by its seed while it is the file shown,
  // and any other (or edited) file by its text.
  void set_generated(std::shared_ptr<const PuzzleFile> file, std::uint64_t seed, GenerateValues parameters);

  // A slide's bookmarks: the questions some carry are asked, in a dialog, when playback
  // first reaches them, and the answers kept in the student's results. Presenting, the
  // question is said to the class instead.
  void set_explain_questions(const std::vector<SlideBookmark>& bookmarks);
  // The student's answer to `question`, kept with the activity under way (or a new one).
  void explain(const QString& question, const QString& answer);

  // File ▸ Export My Results and File ▸ Open Class Results; Student Name.
  void ask_export();
  void ask_open_class_results();
  void ask_student_name();

 private:
  ResultActivity describe(const QString& mode) const;
  bool begin(const QString& mode);
  void hand_mode_entered();
  void answered();
  QString activity_key() const;  // the file, case, query and search shown
  void play_changed(PlayController& game);
  void check_explain_questions();  // after every move of the cursor
  void ask_to_explain(const Bilingual& question);

  MainWindow& window_;
  ResultsKeeper keeper_;
  std::shared_ptr<const PuzzleFile> generated_file_;
  std::uint64_t generated_seed_ = 0;
  GenerateValues generated_parameters_;
  QString ask_activity_;   // what the ask activity under way is about (file, case, query, search)
  int play_moves_ = 0;
  bool asked_ = false;  // the name was asked for this run
  std::vector<SlideBookmark> to_explain_;  // the slide's questions not asked yet
};

}  // namespace frontier::gui
