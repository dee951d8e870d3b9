#pragma once
// Search ▸ Put to a Vote (V) at the desk: the question, and under it the class's hands
// counted as on the stage (VoteCount: a box for each choice, A to D, the distribution as
// the teacher types, Reveal), in a dialog; Cancel or Esc puts the vote away.

#include <QDialog>
#include <vector>

#include "ask/vote.hpp"

namespace frontier::gui {

class VoteCount;

class VoteDialog : public QDialog {
  Q_OBJECT

 public:
  VoteDialog(const QString& question, const VoteChoices& choices, QWidget* parent = nullptr);
  std::vector<int> hands() const;
  void set_hands(const std::vector<int>& hands);  // as the teacher types them

 private:
  VoteCount* count_;
};

}  // namespace frontier::gui
