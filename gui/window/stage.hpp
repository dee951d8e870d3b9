#pragma once
// The stage: the window presenting, full screen on the screen it is on or, with two
// screens, on the other one (the projector) while the first shows the presenter's console;
// given back to its place, size and panels afterwards. B (or the clicker's blank key) puts
// a black screen over it.

#include <QByteArray>
#include <QObject>
#include <QRect>

class QMainWindow;
class QScreen;

namespace frontier::gui {

class BlankScreen;
class PresenterConsole;

class Stage : public QObject {
  Q_OBJECT

 public:
  explicit Stage(QMainWindow& window);

  // Full screen (the projector's, with the console on the other screen); `give_back`
  // restores the window's panels, then its place and size.
  void take();
  void give_back();
  bool taken() const { return taken_; }
  // Made when there are two screens; null before.
  PresenterConsole* console() const { return console_; }

  void set_blank(bool on);
  bool blank() const;

 signals:
  void blanked(bool on);

 private:
  QMainWindow& window_;
  BlankScreen* blank_screen_;
  PresenterConsole* console_ = nullptr;
  QRect geometry_before_;
  QByteArray state_before_;  // the panels' places and sizes
  QScreen* screen_before_ = nullptr;
  bool was_maximized_ = false;
  bool taken_ = false;
};

}  // namespace frontier::gui
