#include "window/stage.hpp"

#include <QLayout>

#include <QDockWidget>
#include <QGuiApplication>
#include <QMainWindow>
#include <QPointer>
#include <QToolBar>
#include <utility>
#include <vector>
#include <QScreen>
#include <QWindow>

#include "widgets/blank_screen.hpp"
#include "widgets/presenter_console.hpp"

namespace frontier::gui {

Stage::Stage(QMainWindow& window) : QObject(&window), window_(window), blank_screen_(new BlankScreen(&window)) {
  connect(blank_screen_, &BlankScreen::dismissed, this, [this] { set_blank(false); });
}

void Stage::take() {
  taken_ = true;
  // The stage covers the screen: the projector when there are two (the screen the window
  // is not on), and the teacher's screen shows the console.
  was_maximized_ = window_.isMaximized();
  state_before_ = window_.saveState();
  geometry_before_ = window_.normalGeometry();
  screen_before_ = window_.screen();
  QScreen* projector = screen_before_;
  for (QScreen* other : QGuiApplication::screens()) {
    if (other != screen_before_) projector = other;
  }
  if (projector != screen_before_) {
    if (console_ == nullptr) console_ = new PresenterConsole(&window_);
    // Each on its screen by name. With two X screens (not one spanning both) a window
    // moves to the other only as a window made again there, which is mapped only when
    // shown anew: hidden first. There may be no window manager on the projector's screen
    // to make it full screen: its geometry is the screen's.
    console_->setScreen(screen_before_);
    console_->setGeometry(screen_before_->availableGeometry());
    console_->start();
    console_->showMaximized();
    if (window_.screen() != projector) window_.hide();
    window_.setScreen(projector);
    window_.setGeometry(projector->geometry());
  }
  window_.showFullScreen();
  window_.activateWindow();
}

void Stage::give_back() {
  if (!taken_) return;
  taken_ = false;
  // The panels first, then the window's place: shown after it, they would grow it. The
  // layout (where each panel and bar stands, its size) is the one taken; which are shown is
  // the window's now, since a mode begun or left while presenting folded or unfolded some.
  std::vector<std::pair<QPointer<QWidget>, bool>> shown;
  for (QDockWidget* dock : window_.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) shown.emplace_back(dock, !dock->isHidden());
  for (QToolBar* bar : window_.findChildren<QToolBar*>(Qt::FindDirectChildrenOnly)) shown.emplace_back(bar, !bar->isHidden());
  window_.restoreState(state_before_);
  for (const auto& [part, visible] : shown) {
    if (part) part->setVisible(visible);
  }
  if (console_ != nullptr) console_->hide();
  if (screen_before_ != nullptr && window_.screen() != screen_before_) {
    window_.hide();  // made again on its own screen, and shown there below
    window_.setScreen(screen_before_);
  }
  if (was_maximized_) {
    window_.showMaximized();
  } else {
    window_.showNormal();
    // Its least size as the panels given back make it now, not as the stage's left it.
    if (QLayout* layout = window_.layout(); layout != nullptr) layout->activate();
    window_.setGeometry(geometry_before_);
  }
}

void Stage::set_blank(bool on) {
  if (on == blank()) return;
  if (on) {
    blank_screen_->cover();
  } else {
    blank_screen_->hide();
  }
  emit blanked(on);
}

bool Stage::blank() const { return blank_screen_->isVisible(); }

}  // namespace frontier::gui
