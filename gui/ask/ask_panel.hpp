#pragma once
// Ask mode's panel: when to ask (every layer, every pop), the question put, the reply's
// controls (three trend buttons, a list of moves to tick; cells are clicked on the board),
// Reveal, the verdict and the running score. It shows an AskSession and changes it only
// through the session's own calls.

#include <QButtonGroup>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QWidget>
#include <functional>

#include "ask/ask_session.hpp"

namespace frontier::gui {

// What the panel says about a question and its verdict; the window's words for a state
// ("(2, 3) heading up") come from the problem, so it hands them in.
using DescribeState = std::function<QString(trace::StateId)>;

// The question and the verdict in words, for the panel and for presentation mode's banner.
QString question_text(const Question& question, const DescribeState& describe);
QString verdict_text(const Question& question, const Verdict& verdict, const DescribeState& describe);
QString score_text(const AskSession& session);

class AskPanel : public QWidget {
  Q_OBJECT

 public:
  AskPanel(AskSession& session, QWidget* parent = nullptr);

  void set_describe(DescribeState describe);
  // Shows the session as it stands (the window calls it when the session changes).
  void show_session();

  QComboBox* at_box() const { return at_box_; }
  QPushButton* reveal_button() const { return reveal_; }
  QListWidget* moves() const { return moves_; }
  QPushButton* trend_button(trace::Trend trend) const;
  QString question() const { return question_->text(); }
  QString verdict() const { return verdict_->text(); }
  QString score() const { return score_->text(); }

 signals:
  void reveal_asked();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void show_moves();

  AskSession& session_;
  DescribeState describe_;
  QComboBox* at_box_;
  QLabel* question_;
  QLabel* reply_;
  QPushButton* fewer_;
  QPushButton* same_;
  QPushButton* more_;
  QButtonGroup* trends_;
  QListWidget* moves_;
  QPushButton* reveal_;
  QLabel* verdict_;
  QLabel* score_;
};

}  // namespace frontier::gui
