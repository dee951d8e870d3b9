#pragma once
// The board follows the session's search, as the panels follow its lane: the chosen
// query's painter on the lane's result (the bare problem until a search ends), the lane's
// moment at its cursor, the answer banner, and the legend's and Counters' captions and the
// pseudo-code beside them. While a mode by hand is active it draws instead (a game, an
// exercise) or over the search (the editor's marks).

#include <QObject>
#include <functional>
#include <memory>

namespace frontier::gui {

class BoardPage;
class BoardPainter;
class Commands;
class HandMode;
class Panels;
class Session;

class BoardFollower : public QObject {
  Q_OBJECT

 public:
  // `hand`: the mode by hand, or null; `presenting`: an empty banner then leaves the top
  // of the screen to the board.
  BoardFollower(Session& session, BoardPage& page, Panels& panels, std::function<HandMode*()> hand,
                std::function<bool()> presenting, QObject* parent = nullptr);

  // The painter of what is shown (null: nothing is open, or the file has no query).
  const std::shared_ptr<const BoardPainter>& painter() const { return painter_; }
  // The chosen query's search, from its painter: after another choice, a search started,
  // ended or forgotten, a mode by hand left.
  void show_problem();
  // The lane's moment at its cursor, the banner's answer, the mode's picture or marks.
  void show_moment();
  // After a change of language: the legend's and the banner's words.
  void retranslate();
  // View ▸ Fit, Actual Size, Zoom In and Out, Zoom to the Query, from `commands`, zoom the board.
  void zoom_by(const Commands& commands);

 signals:
  void problem_shown();  // a new painter: its lines of code to mark, its controls
  void moment_shown();   // what is drawn now, which the controls and the presenter's notes follow

 private:
  Session& session_;
  BoardPage& page_;
  Panels& panels_;
  std::function<HandMode*()> hand_;
  std::function<bool()> presenting_;
  std::shared_ptr<const BoardPainter> painter_;
};

}  // namespace frontier::gui
