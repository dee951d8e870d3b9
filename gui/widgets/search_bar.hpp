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

class Session;

class SearchBar : public QToolBar {
  Q_OBJECT

 public:
  SearchBar(QAction& run, QAction& cancel, QWidget* parent);
  // Shows the session's searches and the one chosen, and the rules in force; a search
  // chosen in the box is chosen for the session.
  void follow(Session& session);

  QComboBox* algorithm_box() const { return algorithms_; }
  // In the window's language: the searches' tooltips, the rules in force.
  void retranslate();

 private:
  // The searches of the open file's puzzle, the session's shown; quietly.
  void show_algorithms();
  // The rules in force in frontier-cli's words (none: the label hidden), and the options
  // that set them, for the tooltip.
  void show_rules();

  Session* session_ = nullptr;
  QLabel* algorithm_label_;
  QComboBox* algorithms_;
  QLabel* rules_;
  QAction* rules_in_bar_;  // a toolbar shows and hides its widget through this action
};

}  // namespace frontier::gui
