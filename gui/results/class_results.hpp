#pragma once
// A folder of the class's results read back for the teacher: one row a student (the files
// that name the same student are one row), one column a place (a lesson's slide, or a judge
// file's query) and mode, each cell the student's work there graded again from its steps
// (regrade.hpp); where each student went wrong on their own board, and what is comparable
// across boards (the pseudo-code line of the step the search took, the kind of mistake, the
// step's layer); what the class wrote when asked to explain. A file that does not read is
// named with its place and left out; the others are still counted. With a lesson named,
// each result of another lesson is named and set aside, the file's others still counted.
// A roster (roster.hpp) maps each row to a real account for the gradebook (gradebook.hpp).

#include <QString>
#include <QStringList>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "model/work_progress.hpp"
#include "results/regrade.hpp"
#include "results/roster.hpp"

namespace frontier::gui {

struct Lesson;

// Each place is worth this many points in the gradebook: the share of its steps right.
inline constexpr double kPlacePoints = 100;

// A column: where the work was done, and in which mode.
struct Place {
  QString key;    // what results are gathered by; in order, a lesson's slides by number, then files
  QString title;  // short, for the column and the gradebook: "3. Run BFS by hand", "a.in 1/1"
  QString whole;  // in full: "bfs.frontier-lesson, slide 3: Run BFS by hand (exercise)"
};

// A student's work at one place: every activity there, graded again and summed.
struct PlaceScore {
  int activities = 0;  // attempts: the times the place was worked on
  int right = 0;
  int tried = 0;
  int shown = 0;
  int moves = 0;
  qint64 ms = 0;        // as recorded: each attempt's last step or explanation, summed
  QStringList edits;    // where a result here disagrees with its own steps (regrade.hpp)
  QString problem;      // why some result here could not be graded
  bool edited() const { return !edits.isEmpty(); }
  bool scored() const { return tried > 0; }
  double points() const { return tried == 0 ? 0 : kPlacePoints * right / tried; }
};

struct StudentRow {
  QString student;     // as the first of their files names them
  QStringList files;   // the results files that name them
  std::map<QString, PlaceScore> places;  // by Place::key
  // With a roster: their row of it, or why none is theirs.
  std::optional<RosterStudent> account;
  QString unmatched;
  bool edited() const;
  // The gradebook's total: the points of every place scored, of kPlacePoints each.
  double points() const;
  double points_possible() const;
};

// One board's mistakes at a place: a student's own board, or the one board several shared.
struct BoardMistakes {
  QStringList students;  // whose board it is
  std::shared_ptr<const Problem> board;
  std::string algorithm;
  ResultInstance instance;
  int case_number = 1;
  int query_number = 1;
  RuleValues rules;
  std::map<std::pair<int, int>, int> cells;  // (row, col) → mistakes there
  int mistakes = 0;                          // wrong proposals and answers on it
};

struct PlaceMistakes {
  std::vector<BoardMistakes> boards;  // by their first student
  // Across boards, only what is comparable: the pseudo-code line (1-based) of the step the
  // search took instead, the kind of mistake, the layer (cost) of that step.
  std::map<int, int> lines;
  std::map<QString, int> kinds;
  std::map<std::int64_t, Regrade::Layer> layers;
  struct Explained {
    QString student;
    QString question;
    QString answer;
  };
  std::vector<Explained> explanations;
  // Whether every student there worked on one board (a judge file's, not each their own).
  bool one_board() const { return boards.size() <= 1; }
};

// The lesson the class worked on, when it is known: its file name (a result of another
// lesson is set aside) and its slides' titles (for the columns), in the language in force.
struct ClassLesson {
  QString file;
  QStringList slide_titles;  // slide N's at N - 1
};
ClassLesson class_lesson(const QString& path, const Lesson& lesson, bool chinese);

struct ClassResults {
  QString folder;
  std::vector<Place> places;         // the columns, in order
  std::vector<StudentRow> students;  // by name
  std::map<QString, PlaceMistakes> mistakes;  // by Place::key
  QStringList refused;               // "FILE:where: what" of each file left out
  QStringList set_aside;             // "FILE: 2 results of another lesson (L) set aside"
  // "Li Lei: 2 files (a.frontier-results, b.frontier-results) with different work, counted
  // as one student": two students who gave one name, or one who handed in twice.
  QStringList shared_names;
  std::optional<Roster> roster;
  QString roster_refused;            // "PATH:LINE:COL: what" of a roster given that does not read
  const Place* place(const QString& key) const;
  // With a roster: the rows no student of it is, and its students with no results.
  std::vector<const StudentRow*> not_on_roster() const;
  std::vector<const RosterStudent*> without_results() const;
};

// Every *.frontier-results file in `folder` (not below it), graded again; `progress`
// counts the activities graded (its Cancel leaves the rest ungraded, with that reason).
ClassResults read_class_results(const QString& folder, const ClassLesson& lesson = {}, WorkProgress* progress = nullptr);
// Matches each row to its student of `roster` (none: the rows stand as they are).
void set_roster(ClassResults& results, std::optional<Roster> roster);

// A score in words: "8 of 10 right, 2 steps shown, 3 min 12 s, 2 attempts"; with why it
// could not be graded, if so. The edits are said apart (PlaceScore::edits).
QString score_words(const PlaceScore& score);
// A time as recorded: "45 s", "3 min 12 s".
QString time_words(qint64 ms);

}  // namespace frontier::gui
