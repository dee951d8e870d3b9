#pragma once
// A stand-in for the window: what the window lends the parts that work in it
// (modes/window_context.hpp), and those parts, so that a mode or a panel is tested without
// MainWindow. A bare main window with the command table's actions and the docks, the
// board's page in its middle following a session (window/board_follower.hpp), the search
// bar and the playback bar, the narration, the mode machine, edit, play and exercise mode
// entered through their toggles, ask mode, and the bookmarks and stops. None of the
// window's own parts (the lesson, the comparison, presenting, the judge file's Open, Save
// and New, the menus) is there.

#include <QMainWindow>
#include <QSlider>
#include <QString>
#include <memory>

#include "model/sample_arguments.hpp"
#include "modes/window_context.hpp"
#include "session/session.hpp"
#include "window/commands.hpp"
#include "window/folded_panels.hpp"
#include "window/window_mode.hpp"

namespace frontier::gui {
class AskMode;
class BoardFollower;
class BoardPage;
class HandModes;
class NarrationFollower;
class NarrationStrip;
class Panels;
class PlaybackBar;
class PlaybackMarks;
class PuzzleAdapter;
class SearchBar;
}  // namespace frontier::gui

namespace frontier::gui::testing {

class WindowStandIn {
 public:
  WindowStandIn();
  ~WindowStandIn();

  QMainWindow& window() { return window_; }
  Session& session() { return session_; }
  const Commands& commands() const { return *commands_; }
  QAction* action(Command command) const { return (*commands_)[command]; }
  QAction* action(const QString& name) const { return commands_->find(name.toStdString()); }  // by object name
  Panels& panels() const { return *panels_; }
  BoardPage& page() const { return *page_; }
  BoardView* board_view() const;
  BoardFollower& board() const { return *board_; }
  WindowModeMachine& modes() { return modes_; }
  WindowMode mode() const { return modes_.mode(); }
  HandModes& hands() const { return *hands_; }
  AskMode& ask() const { return *ask_; }
  PlaybackMarks& marks() const { return *marks_; }
  SearchBar* search_bar() const { return search_bar_; }
  PlaybackBar* playback_bar() const { return playback_bar_; }
  QSlider* timeline() const;
  NarrationStrip* narration_strip() const;
  const std::shared_ptr<const BoardPainter>& painter() const;
  // What is lent, as the window lends it: the commands on by the command table in the
  // mode now (no lesson, not presenting), the status bar's words kept in said().
  WindowContext context();
  QString said() const { return said_ ? said_() : QString(); }
  QString answer_banner() const;

  // Reads `path` (absolute, or under sample_inputs) into the session as File ▸ Open does
  // (`puzzle` forces a reader) and views it; false if it cannot be read.
  bool open(const QString& path, const PuzzleAdapter* puzzle = nullptr, const SampleArguments& arguments = {});
  // Search ▸ Run, and waits for the search to end.
  bool search(int timeout_ms = 60000);
  // Shows the window and makes it active, so that its shortcuts take keys.
  void show_active();

 private:
  WindowFacts facts() const;
  void update_controls();  // the command table's actions on or off, as the window sets them

  QMainWindow window_;
  Session session_;
  WindowModeMachine modes_;
  FoldedPanels stage_;  // never presenting
  Commands* commands_ = nullptr;
  Panels* panels_ = nullptr;
  BoardPage* page_ = nullptr;
  BoardFollower* board_ = nullptr;
  HandModes* hands_ = nullptr;
  AskMode* ask_ = nullptr;
  PlaybackMarks* marks_ = nullptr;
  SearchBar* search_bar_ = nullptr;
  PlaybackBar* playback_bar_ = nullptr;
  NarrationFollower* narration_ = nullptr;
  std::function<QString()> said_;
};

}  // namespace frontier::gui::testing
