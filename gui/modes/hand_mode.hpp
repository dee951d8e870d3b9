#pragma once
// Edit, play and exercise mode: the modes in which the board is worked by hand. Each is an
// object the window makes as the mode is entered and lets go as it is left (through
// MainWindow::set_mode, the one place), and while it lives the board's clicks and the
// mode's own keys are its own: it connects its actions itself, and the connections go
// with it. The mode table (window/window_mode.hpp) enables those actions in the mode only.

#include <QObject>
#include <QPoint>
#include <QString>
#include <functional>

#include "modes/window_context.hpp"
#include "window/window_mode.hpp"

class QAction;

namespace frontier::gui {

class ByHandController;

// What a mode works on and shows with, lent by the window for the mode's life.
using ModeContext = WindowContext;

class HandMode : public QObject {
  Q_OBJECT

 public:
  // From here on the board's clicks are the mode's (press, release), and a digit typed
  // anywhere in the window that no widget kept (digit).
  explicit HandMode(ModeContext context);

  // The mode's toggle, Esc action and dock, by name.
  virtual const ByHandMode& names() const = 0;
  // Whether the board shows the mode's own picture (a game, an exercise), not the
  // search's; edit mode marks the search's board instead.
  virtual bool owns_board() const { return true; }
  // Whether the mode goes on when another query is chosen (the editor edits it); a game
  // or an exercise is of its query, and ends.
  virtual bool follows_choice() const { return false; }
  // Draws what the mode shows: its picture, the banner and its panel (edit mode: its marks
  // and the board's legend over the search's board).
  virtual void show() = 0;
  virtual void press(QPoint cell) = 0;
  virtual void release(QPoint cell) = 0;
  // Whether the keyboard works the board by a cursor and Space, as clicks
  // (BoardView::set_key_picks); not where the mode's own keys move on it (the editor's
  // cursor, Huarongdao's blank).
  virtual bool picks_by_keys() const { return true; }
  // A digit typed on the board; false when the mode has no use for it.
  virtual bool digit(int) { return false; }
  // After the mode table enabled the controls: the mode's own conditions on its actions.
  virtual void refine_actions() const {}

 protected:
  // Connects `name`'s triggers to `act` for the mode's life.
  void on_action(const char* name, std::function<void()> act);
  // The arrows' actions "<prefix>_up", "_right", "_down", "_left" to `act` with the
  // direction (0 up, 1 right, 2 down, 3 left: the order of kRowStep).
  void on_arrows(const char* prefix, std::function<void(int direction)> act);
  // The controller's picture and its legend on the board.
  void draw(const ByHandController& hand);
  const ModeContext& context() const { return context_; }

 private:
  // Digits type a Lianliankan tile on the editor's cursor (a shortcut per digit would list
  // ten entries in the keyboard help for one thing): the window's unhandled keys, watched.
  bool eventFilter(QObject* watched, QEvent* event) override;

  ModeContext context_;
};

}  // namespace frontier::gui
