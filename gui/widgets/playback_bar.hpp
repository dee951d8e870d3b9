#pragma once
// The playback toolbar: the stepping buttons (the window's actions), the speed of the
// clock, the timeline and where the cursor stands. It watches its lane (Playback::moved)
// and shows the cursor itself; dragging the timeline seeks.

#include <QToolBar>
#include <functional>

class QLabel;
class QSlider;

namespace frontier::gui {

class Playback;
class SpeedControl;

class PlaybackBar : public QToolBar {
  Q_OBJECT

 public:
  // `action` gives the window's stepping actions by name, shown as the bar's buttons.
  PlaybackBar(Playback& playback, const std::function<QAction*(const char* name)>& action, QWidget* parent);

  QSlider* timeline() const { return timeline_; }
  // In the window's language; `slower` and `faster` name the speed's keys.
  void retranslate(const QString& slower, const QString& faster);

 private:
  void show_cursor();

  Playback& playback_;
  SpeedControl* speed_;
  QSlider* timeline_;
  QLabel* position_;
};

}  // namespace frontier::gui
