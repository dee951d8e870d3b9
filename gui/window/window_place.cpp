#include "window/window_place.hpp"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <algorithm>

namespace frontier::gui {

bool restore_place(QMainWindow& window) {
  QSettings settings;
  window.resize(kDefaultWidth, kDefaultHeight);
  const bool restored = window.restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
  window.restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
  return restored;
}

void place_on_screen(QMainWindow& window) {
  const QScreen* screen = window.screen();
  if (screen == nullptr) return;
  // The frame (title bar, borders) is the window manager's, unknown until the window is
  // shown: a tenth of the screen is left for it. Never smaller than the panels need.
  const QRect available = screen->availableGeometry();
  const QSize size = QSize(kDefaultWidth, kDefaultHeight)
                         .boundedTo(QSize(available.width() * 9 / 10, available.height() * 9 / 10))
                         .expandedTo(window.minimumSizeHint());
  window.resize(size);
  const QPoint corner = available.center() - QPoint(size.width() / 2, size.height() / 2);  // the frame's
  window.move(std::max(corner.x(), available.left()), std::max(corner.y(), available.top()));
}

void save_place(const QMainWindow& window) {
  QSettings settings;
  settings.setValue(QStringLiteral("window/geometry"), window.saveGeometry());
  settings.setValue(QStringLiteral("window/state"), window.saveState());
}

}  // namespace frontier::gui
