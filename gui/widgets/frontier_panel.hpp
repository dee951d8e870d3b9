#pragma once
// The search's frontier as a list, at the cursor: every state waiting, in the order the
// search takes them out from there (trace::frontier_in_order), each in the puzzle's words
// with its cost, the next one marked. What the board shows as colours a student (or a
// screen reader, which walks the table by row) reads as the queue of a textbook's trace.
// Follows the window's lane; works only while it is shown, as a long list on a large
// board costs a pass over the states at every step.

#include <QTableWidget>
#include <QWidget>

#include <vector>

#include "frontier/trace/observer.hpp"
#include "search/lane_follower.hpp"

class QLabel;

namespace frontier::gui {

class FrontierPanel : public QWidget {
  Q_OBJECT

 public:
  // At most this many entries are listed; the rest are counted in a last row.
  static constexpr std::size_t kMostRows = 200;

  explicit FrontierPanel(QWidget* parent = nullptr);
  void follow(const Run& lane);
  // Whether the panel is in sight (its dock open, and the current tab if the user made it
  // one): only then does it list (QDockWidget::visibilityChanged).
  void set_shown(bool shown);
  bool shown() const { return shown_; }
  // The keys to the list, on its first entry.
  void focus_list();
  const QTableWidget& table() const { return *table_; }
  // The states as listed, front first, in the puzzle's words (for the tests).
  QStringList states() const;
  QString summary() const;

 signals:
  // An entry picked in the list (a click, or the keys moving in it): its state.
  void state_chosen(trace::StateId state);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void show_lane();
  void retranslate();

  LaneFollower lane_;
  std::vector<trace::StateId> listed_;  // the states of the rows, in order
  bool shown_ = false;
  QLabel* summary_;
  QTableWidget* table_;
};

}  // namespace frontier::gui
