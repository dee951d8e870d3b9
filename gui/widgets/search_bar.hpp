#pragma once
// The search toolbar: the algorithm box (the ids frontier-cli and --algorithm take, each
// with its summary as a tooltip), Run and Cancel, and the rules in force beside them, in
// sight because a sample may set K = 9, which the Rules menu alone would hide.

#include <QString>
#include <QStringList>
#include <QToolBar>

class QAction;
class QComboBox;
class QLabel;

namespace frontier::gui {

class PuzzleAdapter;

class SearchBar : public QToolBar {
  Q_OBJECT

 public:
  SearchBar(QAction& run, QAction& cancel, QWidget* parent);

  QComboBox* algorithm_box() const { return algorithms_; }
  // The searches of the open file's puzzle, `chosen` shown; quietly (no algorithm_chosen).
  void set_algorithms(const QStringList& names, const QString& chosen);
  void show_algorithm(const QString& chosen);
  // The rules in force in frontier-cli's words (none: the label hidden), and the options
  // that set them, for the tooltip.
  void show_rules(const QString& rules, const QStringList& options);
  // In the window's language; `puzzle` (null: none open) words the searches' tooltips.
  void retranslate(const PuzzleAdapter* puzzle);

 signals:
  void algorithm_chosen(const QString& name);

 private:
  QLabel* algorithm_label_;
  QComboBox* algorithms_;
  QLabel* rules_;
  QAction* rules_in_bar_;  // a toolbar shows and hides its widget through this action
};

}  // namespace frontier::gui
