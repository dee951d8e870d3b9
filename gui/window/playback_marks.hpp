#pragma once
// Playback ▸ Bookmarks and Playback ▸ Stop When, the marks set on the search shown. A
// bookmark (B) marks a point of the timeline to come back to (Alt+PgDown, Alt+PgUp, or its
// entry in the menu). A stop ends playback by itself where a chosen pseudo-code line
// lights (a double-click on the line), where a chosen cell first enters the frontier (the
// board's menu on the cell), or where the search first reaches its target. Bookmarks and
// stops belong to the search shown: another search forgets them (line stops also another
// algorithm).
//
// The window makes the actions (its table says when they are on); the marks connect them.

#include <QObject>
#include <functional>
#include <memory>
#include <vector>

#include "modes/window_context.hpp"
#include "search/stops.hpp"

class QAction;
class QMenu;
class QWidget;

namespace frontier::gui {

class BoardView;
class PseudocodePanel;
class Session;
struct SlideBookmark;

class PlaybackMarks : public QObject {
  Q_OBJECT

 public:
  // What the marks work with, lent by the window (the menus' parent, the session, the
  // board, the command table, the status bar), and the Pseudo-code panel whose lines stop.
  PlaybackMarks(WindowContext window, PseudocodePanel& code);

  const Bookmarks& bookmarks() const { return bookmarks_; }
  PlaybackStops& stops() { return stops_; }
  // A slide's bookmarks, with their notes, on the search just shown.
  void set_bookmarks(const std::vector<SlideBookmark>& bookmarks);

  // Playback ▸ Bookmarks and Stop When, under `playback`.
  void add_menus(QMenu& playback);
  void retranslate();
  // To the next (previous) bookmark, saying its note; false when there is none (said when
  // `say_none`).
  bool go_to_bookmark(bool next, bool say_none = true);
  // The pseudo-code panel's dots, after its code changed; another algorithm's are forgotten.
  void show_stop_lines();

 signals:
  // A slide's bookmarks were put on its search: what shows them (the stage's strip) follows.
  void bookmarks_set();

 private:
  void toggle_bookmark();
  void ask_bookmark_note();
  void toggle_cell_stop(Cell cell);
  void toggle_line_stop(int line);
  void offer_cell_stop(QPoint at, QPoint global);  // the board's menu on a cell
  void forget_marks_of_other_searches();
  void check_stops();  // after every move of the cursor
  void rebuild_bookmarks_menu();
  void rebuild_stops_menu();

  void say(std::function<QString()> words) const { window_.say(std::move(words)); }
  QAction* action(const char* name) const { return window_.commands.find(name); }

  WindowContext window_;
  Session& session_;
  BoardView& board_;
  PseudocodePanel& code_;
  Bookmarks bookmarks_;
  PlaybackStops stops_;
  // The search the marks are of, the algorithm the line stops are of, and the position
  // the last check of stops reached.
  std::shared_ptr<const SearchResult> marked_result_;
  QString stops_algorithm_;
  trace::Step stop_checked_ = 0;
  bool was_playing_ = false;
  QMenu* bookmarks_menu_ = nullptr;
  QMenu* stops_menu_ = nullptr;
};

}  // namespace frontier::gui
