#pragma once
// Presentation mode's black screen (B, as a presenter's clicker sends it, or "."): it
// covers the whole window so that the class looks at the teacher, and any key or click
// takes it away, as in a slide show.

#include <QWidget>

namespace frontier::gui {

class BlankScreen : public QWidget {
  Q_OBJECT

 public:
  explicit BlankScreen(QWidget* window);
  void cover();  // over the whole window, with the keyboard's focus

 signals:
  void dismissed();

 protected:
  bool event(QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace frontier::gui
