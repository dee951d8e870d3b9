#pragma once
// One lane of a comparison on screen: which search it runs (a box to change it, a button
// to remove the lane), its board at the clock's moment, its counters on one line, its
// pseudo-code with the lit line, and once its search has ended, its answer and the count
// of the clock at which it ended ("finished first at expansion 34"), so that a class sees
// who finished first and with how much work.

#include <QComboBox>
#include <QLabel>
#include <QToolButton>
#include <QWidget>
#include <memory>

#include "render/board_painter.hpp"

namespace frontier::gui {

class AnswerBanner;
class BoardView;
class CompareClock;
class PseudocodePanel;
class Problem;
class Run;

struct Frame;

class LaneView : public QWidget {
  Q_OBJECT

 public:
  LaneView(Run& lane, QWidget* parent = nullptr);

  Run& lane() const { return lane_; }
  BoardView* board_view() const { return board_view_; }
  PseudocodePanel* pseudocode_panel() const { return pseudocode_; }
  QComboBox* algorithm_box() const { return algorithm_; }
  QToolButton* remove_button() const { return remove_; }
  // The lane's words as shown, for the tests: its counters, its finish, its answer.
  QString counters_text() const { return counters_->text(); }
  QString finish_text() const { return finish_->text(); }
  QString answer_text() const;

  // The lane's problem and search were set anew: its algorithm, its painter, its code.
  void show_problem(const PaintStyle& style);
  // The lane at its cursor; `first` when no other lane ended at a smaller count.
  void show_moment(const CompareClock& clock, bool first);
  // A lane refused (beyond the memory lanes may use) or whose search failed.
  void show_refusal(const QString& why);
  void set_style(const PaintStyle& style);
  // On the stage (StageType's inks by the stage's height; 0 at the desk): the search named
  // in words instead of its box, no remove button, the counters at `small` and the lit line
  // alone at `large`, in the place of the pseudo-code's lines: two lines of it, the rest
  // elided, so that every lane keeps the same height and the board takes what is left.
  void set_stage_ink(int large, int small);
  QString lit_line_text() const { return lit_text_; }
  QLabel* lit_line() const { return lit_; }
  QLabel* counters_label() const { return counters_; }
  void set_removable(bool removable) { remove_->setEnabled(removable); }
  // The lane's chart axis (Solitaire's layer sizes), and the axis shared by every lane.
  std::optional<ChartAxis> chart_axis() const { return painter_ ? painter_->chart_axis() : std::nullopt; }
  void share_chart_axis(const ChartAxis& axis);

 signals:
  void algorithm_chosen(const QString& algorithm);
  void remove_requested();

 protected:
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void show_container(const Frame& frame);
  void show_lit_line();
  void retranslate();

  Run& lane_;
  std::shared_ptr<BoardPainter> painter_;
  QComboBox* algorithm_;
  QToolButton* remove_;
  QLabel* finish_;
  AnswerBanner* answer_;
  BoardView* board_view_;
  QLabel* counters_;
  QLabel* container_;  // the search's container, its first states
  PseudocodePanel* pseudocode_;
  QLabel* name_;  // the search's name on the stage
  QLabel* lit_;   // the lit line on the stage
  QString lit_text_;  // the whole line: lit_ shows what of it fits in two lines
  int large_ink_ = 0;
  QString refusal_;
};

}  // namespace frontier::gui
