#pragma once
// View ▸ Presentation Mode (F5): the window for a projector. The stage (stage.hpp) takes
// the screen (the projector, with the presenter's console on the other screen); the side
// panels, the toolbars and the menu bar fold away so that the board gets the screen, and
// what the panels said stays in sight as a strip under the board (the lit pseudo-code line
// and the counters); fonts are larger and the colours high-contrast. A clicker's keys
// (PageDown / PageUp, → / ←, B) walk the lesson and blank the screen. Esc or F5 leaves it
// and the window comes back as it was.

#include <QObject>

class QEvent;

#include "window/folded_panels.hpp"

namespace frontier::gui {

class MainWindow;
class PresenterConsole;
class PresenterStrip;
class Stage;

class Presentation : public QObject {
  Q_OBJECT

 public:
  explicit Presentation(MainWindow& window);

  void set(bool on);
  // The command line's pictures (a quiet window) are of the window at its size; with
  // --console-screenshot the stage is taken as in class, the console on the other screen.
  void take_stage_when_quiet(bool take) { take_when_quiet_ = take; }
  bool presenting() const { return presenting_; }
  void set_blank(bool on);
  bool blank() const;
  // The panels and bars the stage folded, shown again when it gives the window back; a
  // mode entered or left while presenting takes its panels from here or hands them back.
  FoldedPanels& folded() { return folded_; }
  PresenterStrip* strip() const { return strip_; }
  // On the other screen while presenting with two; else null or hidden.
  PresenterConsole* console() const;
  // The strip and the console say the cursor's line, counters, slides and notes.
  void show_state();
  // The clicker: the next (previous) bookmark of this search, else its next layer (or a
  // beat of the comparison), else the next (previous) slide of the lesson.
  void step(bool forward);
  // An exercise's panel on the stage, under the board, in the place of its dock (the class
  // sees the question and its choices there); back in its dock when the exercise or the
  // presentation ends. Called as a mode begins or ends.
  void place_mode_panel();
  QWidget* stage_panel() const { return stage_panel_; }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  // The stage's type by the window's height (StageType); the desktop's when not presenting.
  void fit_type();
  MainWindow& window_;
  Stage* stage_;
  PresenterStrip* strip_;
  QWidget* stage_panel_;           // holds the mode's panel while presenting
  QWidget* hosted_ = nullptr;      // the exercise dock's panel, while it is on the stage
  FoldedPanels folded_;
  bool presenting_ = false;
  bool take_when_quiet_ = false;
  bool console_keys_ = false;  // the clicker's actions are the console's too
};

}  // namespace frontier::gui
