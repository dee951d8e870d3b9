#pragma once
// What the window lends the objects that work in it (edit, play, exercise and ask mode, the
// bookmarks and stops), for their life: the window (their dialogs' parent), the session,
// the board and what is drawn beside it, the command table's actions and conditions, and
// the status bar. One struct for all of them, so that each can be made, and tested, with
// these and no window.

#include <QString>
#include <functional>

#include "window/commands.hpp"

class QAction;
class QMainWindow;

namespace frontier::gui {

class AnswerBanner;
class BoardView;
class LegendPanel;
class Session;

struct WindowContext {
  QMainWindow& window;
  Session& session;
  BoardView& board;
  AnswerBanner& banner;
  LegendPanel& legend;
  // The command table's actions, and whether the table has a command ("cell_stop") on now.
  const Commands& commands;
  std::function<bool(const char* name)> available;
  // Shows words in the status bar now, and again after a change of language.
  std::function<void(std::function<QString()> words)> say;
};

}  // namespace frontier::gui
