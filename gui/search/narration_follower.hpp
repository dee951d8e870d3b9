#pragma once
// The narration at the cursor, following the session's lane: the strip under the board
// says the cursor's fine step, the Narration dock the sentences up to it (while it is
// shown; it catches up when shown again), and a click on a sentence of the dock moves the
// cursor there. Both are worded anew at every move, on a change of language, and on
// retell() (a change of mode), from the fine steps the lane has derived (never blocking).

#include <QObject>
#include <functional>

class QDockWidget;

namespace frontier::gui {

class NarrationHistory;
class NarrationStrip;
class Session;

class NarrationFollower : public QObject {
  Q_OBJECT

 public:
  // `silent`: whether the board is not a frame of the search now (a mode by hand).
  NarrationFollower(Session& session, NarrationStrip& strip, NarrationHistory& history, QDockWidget& dock,
                    std::function<bool()> silent);
  void retell();

 private:
  bool eventFilter(QObject* watched, QEvent* event) override;  // a change of language: retold

  Session& session_;
  NarrationStrip& strip_;
  NarrationHistory& history_;
  QDockWidget& dock_;
  std::function<bool()> silent_;
};

}  // namespace frontier::gui
