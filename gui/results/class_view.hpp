#pragma once
// File ▸ Open Class Results: the teacher's view of a folder of results. A table of
// students × places (each cell the score graded again, the time, the attempts and the
// hints; an edited result marked), where the class went wrong at a chosen place (a heat
// map of wrong cells over its board, the pseudo-code lines missed, with counts), what the
// class wrote when asked to explain, the files that did not read with their place, and
// Export CSV for the gradebook.

#include <QDialog>

#include "results/class_results.hpp"

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
  // Writes the gradebook to `path` atomically; the reason when it could not.
  QString export_csv(const QString& path) const;
  // The heat map of `place`'s mistakes over its board, at `px` pixels a cell.
  QImage heat_map(const QString& place, int px = 40) const;
  // The mistakes of place `index` (of results().places) on the second tab, which is shown.
  void show_place(int index);

 private:
  void fill_table();
  void show_mistakes(int index);
  void ask_export();

  ClassResults results_;
  QTableWidget* table_;
  QComboBox* place_;
  QLabel* heat_;
  QListWidget* lines_;
  QListWidget* explanations_;
  QTabWidget* tabs_;
};

// A score cell in words: "8 of 10 right, 3 min 12 s, 2 attempts, 1 step shown".
QString score_words(const PlaceScore& score);

}  // namespace frontier::gui
