#pragma once
// Search ▸ Put to a Vote (V): the teacher counts the hands raised for each choice, A to D,
// and sees their distribution as they type; Reveal shows the answer to the class.

#include <QDialog>
#include <vector>

#include "ask/vote.hpp"

class QLabel;
class QSpinBox;

namespace frontier::gui {

class VoteDialog : public QDialog {
  Q_OBJECT

 public:
  VoteDialog(const QString& question, const VoteChoices& choices, QWidget* parent = nullptr);
  std::vector<int> hands() const;
  void set_hands(const std::vector<int>& hands);  // as the teacher types them

 private:
  void show_distribution();

  VoteChoices choices_;
  std::vector<QSpinBox*> counts_;
  QLabel* distribution_;
};

}  // namespace frontier::gui
