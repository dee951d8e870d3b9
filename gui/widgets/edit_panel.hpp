#pragma once
// The panel of edit mode: the editor's tools (what a click does), Lianliankan's tile
// number with the tiles in use, the board's size, the buttons of the query and case
// edits, why the last edit was refused, and the judge's answer to the chosen query as it
// stands after the last edit.

#include <QButtonGroup>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QWidget>
#include <vector>

#include "widgets/mode_panel.hpp"

namespace frontier::gui {

class EditController;

class EditPanel : public ModePanel {
  Q_OBJECT

 public:
  explicit EditPanel(QWidget* parent = nullptr);
  // The editor whose tools and sizes are shown; null when edit mode is left.
  void set_editor(EditController* editor);
  // The window's query and case actions, as buttons.
  void set_actions(const QList<QAction*>& query_actions, const QList<QAction*>& case_actions);
  // The board's size and the tiles in use after an edit, an undo or another case.
  void refresh();
  // The judge's answer as it stands ("YES"), or empty while the judge solver runs.
  void show_judge_answer(const QString& answer, bool asking);
  QString judge_answer() const { return judge_->text(); }

 private:
  void retranslate() override;
  void rebuild_tools();

  EditController* editor_ = nullptr;
  QGroupBox* tools_box_;
  QButtonGroup* tools_;
  QWidget* tile_row_;
  QLabel* tile_label_;
  QSpinBox* tile_;
  QComboBox* in_use_;
  QLabel* help_;
  QGroupBox* size_box_;
  std::vector<QLabel*> size_labels_;
  std::vector<QSpinBox*> sizes_;
  QPushButton* resize_;
  QGroupBox* queries_box_;
  QGroupBox* cases_box_;
  QLabel* judge_;
  QString answer_;
  bool asking_ = false;
};

}  // namespace frontier::gui
