#pragma once
// View ▸ Compare Searches (Ctrl+K): comparing mode. Two to four searches of the chosen case
// and query side by side (compare/compare_window.hpp), in the window in the place of the
// board, one window on the screen and on the projector, until the comparison is closed
// (Esc, another slide, another file). The lanes have their own counters, code lines and
// controls: the search's panels and toolbars give them their room meanwhile.

#include <QObject>
#include <QStringList>

#include "window/folded_panels.hpp"

class QStackedWidget;

namespace frontier::gui {

class CompareWindow;
class MainWindow;

class CompareMode : public QObject {
  Q_OBJECT

 public:
  // `stage` holds the board's page; the comparison becomes its second page.
  CompareMode(MainWindow& window, QStackedWidget& stage);

  // Enters comparing with `algorithms` (2 to 4; none: default_comparison); already
  // comparing, these lanes now. Null when no query is chosen.
  CompareWindow* open(const QStringList& algorithms);
  // Leaves comparing (the board shown again, its panels back); nothing when not comparing.
  void close();
  bool comparing() const;
  // Made the first time a comparison is asked for; null before.
  CompareWindow* lanes() const { return lanes_; }
  // The lanes' searches while comparing; empty otherwise.
  QStringList algorithms() const;
  // The search chosen beside the judge solver; the judge solver beside the next search
  // when it is the one chosen (a lesson is so compared with the judge, as it should be).
  QStringList default_comparison() const;
  // The clicker's keys are the stage's while presenting: the lanes do not take them.
  // The stage's type for the lanes (Presentation::fit_type; 0 at the desk), kept for a
  // comparison opened later.
  void set_stage_ink(int large, int small);
  void set_clicker_keys_taken(bool taken);
  // The clicker in the comparison: one beat forward or back; false at its end or start.
  bool beat(bool forward);

 private:
  // Comparing left, however: the board and the panels it hid shown again (the mode
  // machine's hook).
  void end();
  // The beat just taken passed bookmarks of the window's search (a lane of it): the last
  // one's note and question shown under the lanes, and its question put to the student.
  void show_bookmarks();

  MainWindow& window_;
  QStackedWidget& stage_;
  CompareWindow* lanes_ = nullptr;
  int large_ink_ = 0;
  int small_ink_ = 0;
  FoldedPanels folded_;  // the panels and toolbars it hid, shown again when it closes
};

}  // namespace frontier::gui
