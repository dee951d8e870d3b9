#pragma once
// What play and exercise mode have alike as the window sees them: the board is worked by
// hand. The window draws the controller's painter at its moment, gives it the mouse's
// presses and releases on the board's cells and Ctrl+Z, and draws again when it changes.

#include <QObject>
#include <QPoint>
#include <memory>

#include "render/board_painter.hpp"

namespace frontier::gui {

class ByHandController : public QObject {
  Q_OBJECT

 public:
  ~ByHandController() override = default;

  virtual std::shared_ptr<const BoardPainter> painter() const = 0;
  // The moment the painter is drawn at; a position played has no search: the first.
  virtual Moment moment() const { return {}; }

  // The mouse on a grid cell of the painter's picture: pressed, and released (a click is
  // both on one cell).
  virtual void press(QPoint cell) = 0;
  virtual void release(QPoint cell) = 0;
  // Takes back the last move or right step; false when there is none.
  virtual bool undo() = 0;

 signals:
  // The picture or the words changed: draw and say them again.
  void changed();
};

}  // namespace frontier::gui
