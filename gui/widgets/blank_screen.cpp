#include "widgets/blank_screen.hpp"

#include <QEvent>
#include <QKeyEvent>
#include <QPainter>

namespace frontier::gui {

BlankScreen::BlankScreen(QWidget* window) : QWidget(window) {
  setObjectName(QStringLiteral("blank_screen"));
  setFocusPolicy(Qt::StrongFocus);
  hide();
  window->installEventFilter(this);  // it follows the window's size
}

void BlankScreen::cover() {
  setGeometry(parentWidget()->rect());
  show();
  raise();
  setFocus(Qt::OtherFocusReason);
}

bool BlankScreen::event(QEvent* event) {
  // Every key is the screen's while it is black: no shortcut (PageDown, B) acts behind it.
  if (event->type() == QEvent::ShortcutOverride) {
    event->accept();
    return true;
  }
  return QWidget::event(event);
}

void BlankScreen::paintEvent(QPaintEvent*) { QPainter(this).fillRect(rect(), Qt::black); }

void BlankScreen::keyPressEvent(QKeyEvent* event) {
  // Any key shows the screen again; the key itself does nothing else (a PageDown meant
  // to wake the screen must not also leave the slide).
  event->accept();
  emit dismissed();
}

void BlankScreen::mousePressEvent(QMouseEvent* event) {
  event->accept();
  emit dismissed();
}

bool BlankScreen::eventFilter(QObject* watched, QEvent* event) {
  if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible()) setGeometry(parentWidget()->rect());
  return QWidget::eventFilter(watched, event);
}

}  // namespace frontier::gui
