#pragma once
// The class's vote counted on the stage itself, under the question: a box of hands for each
// choice, A to D, the distribution as the teacher types, and Reveal; no dialog over the
// projected board. The keys: digits in the box that has the focus (A's first), Tab to the
// next, Return reveals, Esc puts the vote away.

#include <QWidget>
#include <vector>

#include "ask/vote.hpp"

class QEvent;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace frontier::gui {

class VoteCount : public QWidget {
  Q_OBJECT

 public:
  explicit VoteCount(QWidget* parent = nullptr);

  // Shown, with a box of no hands for each of `choices`, A's with the keys.
  void start(const VoteChoices& choices);
  std::vector<int> hands() const;
  void set_hands(const std::vector<int>& hands);
  // The type of the stage (StageType's ink, in pixels).
  void set_ink(int ink);

 signals:
  void revealed(const std::vector<int>& hands);
  void cancelled();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void show_distribution();
  void retranslate();

  VoteChoices choices_;
  QGridLayout* grid_;
  std::vector<QLabel*> labels_;
  std::vector<QSpinBox*> counts_;
  QLabel* distribution_;
  QPushButton* reveal_;
  int ink_ = 0;
};

}  // namespace frontier::gui
