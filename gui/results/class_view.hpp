#pragma once
// File ▸ Open Class Results: the teacher's view of a folder of results. A table of
// students × places (each cell the score graded again, the time as recorded, the attempts
// and the steps shown; a result that disagrees with its own steps marked apart, with what
// disagrees), each student's total; where each student went wrong on their own board (a
// heat map of a board picked from a list: a student's own, or the one the class shared)
// and what is comparable across boards (the pseudo-code lines, the kinds of mistake, the
// layers, with counts); what the class wrote when asked to explain; the files that did not
// read, the results of another lesson set aside, the students not on the roster; the
// roster (Roster…, remembered for the folder) and Export CSV for Canvas or Moodle.

#include <QDialog>

#include "results/class_results.hpp"
#include "results/gradebook.hpp"

class QComboBox;
class QLabel;
class QListWidget;
class QTableWidget;
class QTabWidget;

namespace frontier::gui {

class ClassView : public QDialog {
  Q_OBJECT

 public:
  explicit ClassView(ClassResults results, QWidget* parent = nullptr);

  const ClassResults& results() const { return results_; }
  QTableWidget& table() const { return *table_; }
  // The gradebook chosen for Export CSV (remembered in the settings).
  Gradebook gradebook() const;
  void set_gradebook(Gradebook gradebook);
  // Writes the gradebook to `path` atomically; the reason when it could not.
  QString export_csv(const QString& path) const;
  // Reads the roster at `path` and matches the class to it, remembered for this folder; the
  // reason ("PATH:LINE:COL: what") when it does not read (the roster in use is kept).
  QString use_roster(const QString& path);
  // The heat map of the mistakes on board `board` (of the place's boards) of `place`, at
  // `px` pixels a cell; null when there is none.
  QImage heat_map(const QString& place, int board = 0, int px = 40) const;
  // The mistakes of place `index` (of results().places) on the second tab, which is shown,
  // on its board `board`.
  void show_place(int index, int board = 0);
  // The lists beside the heat map: by pseudo-code line, by kind, by layer.
  QListWidget& lines() const { return *lines_; }
  QListWidget& kinds() const { return *kinds_; }
  QListWidget& layers() const { return *layers_; }
  QComboBox& boards() const { return *board_; }
  // What is said apart under the table: a roster that does not read, the students not on
  // the roster and those on it with no results, each result edited by hand with what
  // disagrees, the results of another lesson set aside, the files that do not read.
  QString apart() const;

 private:
  void fill_table();
  void fill_apart();
  void show_mistakes(int index);
  void show_board(int board);
  void ask_roster();
  void ask_export();

  ClassResults results_;
  QTableWidget* table_;
  QComboBox* place_;
  QComboBox* board_;
  QLabel* heat_;
  QListWidget* lines_;
  QListWidget* kinds_;
  QListWidget* layers_;
  QListWidget* explanations_;
  QTabWidget* tabs_;
  QLabel* apart_;
  QComboBox* gradebook_;
};

// The roster remembered for the results' folder (chosen with Roster…), else
// FOLDER/roster.csv, read and matched to `results`; the reason when the one found does not
// read (kept in results.roster_refused, said under the table).
QString use_folder_roster(ClassResults& results);

}  // namespace frontier::gui
