#pragma once
// A folder of the class's results read back for the teacher: one row a student, one column
// a place (a lesson's slide, or a judge file's query) and mode, each cell the student's
// work there graded again from its steps (regrade.hpp); where the class went wrong (the
// cells of wrong proposals and the pseudo-code lines they missed, per place) and what it
// wrote when asked to explain. A file that does not read is named with its place and left
// out; the others are still counted. Written out as a CSV a gradebook imports.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <map>
#include <memory>
#include <vector>

#include "results/regrade.hpp"

namespace frontier::gui {

// A student's work at one place: every activity there, graded again and summed.
struct PlaceScore {
  int activities = 0;  // attempts: the times the place was worked on
  int right = 0;
  int tried = 0;
  int shown = 0;
  int moves = 0;
  qint64 ms = 0;
  bool edited = false;    // some result here had a score or verdict core does not give
  QString problem;        // why some result here could not be graded
  double percent() const { return tried == 0 ? 0 : 100.0 * right / tried; }
};

struct StudentRow {
  QString student;
  QString file;  // the results file's name
  std::map<QString, PlaceScore> places;
  bool edited() const;
};

struct PlaceMistakes {
  std::map<std::pair<int, int>, int> cells;  // (row, col) → mistakes there
  std::map<int, int> lines;                  // pseudo-code line (1-based) → mistakes
  std::string algorithm;
  std::shared_ptr<const Problem> board;      // a board of the place (the first result's)
  struct Explained {
    QString student;
    QString question;
    QString answer;
  };
  std::vector<Explained> explanations;
};

struct ClassResults {
  QStringList places;               // the columns, in order (lessons' slides in their order)
  std::vector<StudentRow> students; // by name
  std::map<QString, PlaceMistakes> mistakes;
  QStringList refused;              // "FILE:where: what" of each file left out
};

// Every *.frontier-results file in `folder` (not below it). Given `lesson` (a lesson's file
// name), a file with work from another lesson is refused: it was handed in to another class.
ClassResults read_class_results(const QString& folder, const QString& lesson = {});
// The column's title: "bfs_intro.frontier-lesson, slide 3 (exercise)".
QString place_of(const ResultActivity& activity);

// The gradebook: a header, then a row a student: the name (in "Student" and, as the login
// a gradebook import matches on, "SIS Login ID"), each place's score in percent, and the
// total; Canvas's first five columns, which Moodle's import maps by choice.
QByteArray class_results_csv(const ClassResults& results);

}  // namespace frontier::gui
