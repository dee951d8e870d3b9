#pragma once
// The presenter's console: with two screens, presentation mode puts the stage on the
// projector and this window on the laptop, for the teacher's eyes only: the slide on show
// and the next one, what the teacher noted at this point (a bookmark's note, the status
// line), the pseudo-code line lit now, and the time since the presentation began.

#include <QElapsedTimer>
#include <QLabel>
#include <QTimer>
#include <QWidget>

namespace frontier::gui {

class PresenterConsole : public QWidget {
  Q_OBJECT

 public:
  explicit PresenterConsole(QWidget* parent = nullptr);

  // The clock starts again from 0:00.
  void start();
  // `current` and `next` are slide titles ("Slide 2 of 5: …"; `next` empty after the last).
  void show_slides(const QString& current, const QString& next);
  void show_note(const QString& note);
  void show_code_line(const QString& line);

  QString current_text() const { return current_->text(); }
  QString next_text() const { return next_->text(); }
  QString note_text() const { return note_->text(); }
  QString code_text() const { return code_->text(); }
  QString elapsed_text() const { return elapsed_->text(); }

 signals:
  // The teacher closed the console's window: the presentation ends with it.
  void closed();

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;

 private:
  void tick();
  void retranslate();

  QLabel* current_;
  QLabel* next_;
  QLabel* note_;
  QLabel* code_;
  QLabel* elapsed_;
  QLabel* next_heading_;
  QLabel* note_heading_;
  QLabel* code_heading_;
  QElapsedTimer since_;
  QTimer ticks_;
};

}  // namespace frontier::gui
