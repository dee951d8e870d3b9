#pragma once
// A clock's speed as its words and a slider ("16 lines/s ═══●══"), bound both ways: the
// slider sets the clock's speed, and a speed set elsewhere (the + and - keys, a lesson)
// moves the slider and the words. The words keep the width of the widest of them, so
// that a change of speed never shifts the timeline beside them in the toolbar.

#include <QWidget>
#include <functional>

class QLabel;
class QSlider;

namespace frontier::gui {

class Clock;

class SpeedControl : public QWidget {
  Q_OBJECT

 public:
  // `words(level)` says a speed level of the clock (Clock::kMaxSpeedLevel at most), in
  // the window's words: the main window's steps are lines or expansions, a comparison's
  // its unit.
  using Words = std::function<QString(int level)>;
  SpeedControl(Clock& clock, Words words, QWidget* parent = nullptr);

  // The words again, after a change of language.
  void retranslate();
  QString text() const;
  QSlider* slider() const { return slider_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  Clock& clock_;
  Words words_;
  QLabel* label_;
  QSlider* slider_;
};

}  // namespace frontier::gui
