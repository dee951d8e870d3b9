#include "window/folded_panels.hpp"

#include <QDockWidget>
#include <algorithm>

namespace frontier::gui {

void FoldedPanels::fold(const std::vector<QWidget*>& widgets, bool floating_too) {
  for (QWidget* widget : widgets) {
    if (widget == nullptr || !widget->isVisibleTo(widget->window())) continue;
    const auto* dock = qobject_cast<const QDockWidget*>(widget);
    if (dock != nullptr && dock->isFloating() && !floating_too) continue;
    if (std::find(folded_.begin(), folded_.end(), widget) != folded_.end()) continue;
    widget->hide();
    folded_.emplace_back(widget);
  }
}

void FoldedPanels::unfold() {
  for (const QPointer<QWidget>& widget : folded_) {
    if (widget) widget->show();
  }
  folded_.clear();
}

void FoldedPanels::take_from(FoldedPanels& other, const std::vector<QWidget*>& widgets) {
  for (QWidget* widget : widgets) {
    if (std::find(other.folded_.begin(), other.folded_.end(), widget) == other.folded_.end()) continue;
    std::erase(other.folded_, widget);
    if (std::find(folded_.begin(), folded_.end(), widget) == folded_.end()) folded_.emplace_back(widget);
  }
}

void FoldedPanels::pass_to(FoldedPanels& later) {
  for (const QPointer<QWidget>& widget : folded_) {
    if (widget) later.set_folded(widget, true);
  }
  folded_.clear();
}

void FoldedPanels::set_folded(QWidget* widget, bool shown) {
  std::erase(folded_, widget);
  if (shown) folded_.emplace_back(widget);
  widget->hide();
}

}  // namespace frontier::gui
