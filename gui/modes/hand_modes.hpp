#pragma once
// Edit, play and exercise mode entered and left (the modes themselves are edit_mode.hpp,
// play_mode.hpp, exercise_mode.hpp): each mode's toggle enters and leaves it and Esc
// leaves it; entering makes the mode object (refused, with the reason in the status bar,
// when the board cannot be worked so) and puts its panel in the place of the search's
// (Pseudo-code, Counters, Narration); leaving however (the toggle, Esc, another file) is
// the mode machine's hook, which lets the object go and gives the search's view back.

#include <QObject>
#include <functional>
#include <memory>

#include "modes/hand_mode.hpp"
#include "window/folded_panels.hpp"

namespace frontier::gui {

class EditController;
class ExerciseController;
class Panels;
class PlayController;
class WindowModeMachine;

class HandModes : public QObject {
  Q_OBJECT

 public:
  // Works in `window` with its `panels`, changing mode through `modes`. While presenting
  // (`presenting`), the search's panels are the stage's, folded in `stage`: a mode takes
  // them from there and gives them back.
  HandModes(WindowContext window, Panels& panels, WindowModeMachine& modes, FoldedPanels& stage,
            std::function<bool()> presenting);

  // Edit ▸ Edit Board (Ctrl+E), Game ▸ Play the Puzzle (Ctrl+G), Search ▸ Exercise
  // (Ctrl+Shift+X), on the chosen case and query.
  void enter_edit();
  void enter_play();
  void enter_exercise();
  // The mode's object while the window is in one of them, else null.
  HandMode* active() const { return hand_.get(); }
  EditController* editor() const;
  PlayController* game() const;
  ExerciseController* exercise() const;

 signals:
  void entered();  // the mode's object is there: the window draws through it
  void left();     // it is gone: the search's view is shown again

 private:
  void enter(std::unique_ptr<HandMode> hand);
  void refuse(const ByHandMode& mode);
  void end(const ByHandMode& mode);

  QAction* toggle(const ByHandMode& mode) const;

  WindowContext window_;
  Panels& panels_;
  WindowModeMachine& modes_;
  FoldedPanels& stage_;
  std::function<bool()> presenting_;
  std::unique_ptr<HandMode> hand_;
  FoldedPanels folded_;  // the search's panels the mode hid, shown again after
};

}  // namespace frontier::gui
