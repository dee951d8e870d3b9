#pragma once
// Panels and bars given up for a while and shown again after: presentation folds the
// search's panels, the toolbars and the menu bar; a comparison the search's panels and
// toolbars; edit, play and exercise mode the search's panels. Only what was shown is
// folded, so a panel the user had closed stays closed after.

#include <QPointer>
#include <QWidget>
#include <initializer_list>
#include <vector>

namespace frontier::gui {

class FoldedPanels {
 public:
  // Hides those of `widgets` that are shown in their window, but for floating panels
  // unless `floating_too` (a panel torn off may be on another screen, out of the way).
  void fold(const std::vector<QWidget*>& widgets, bool floating_too);
  // Shows again what was folded.
  void unfold();
  // Those of `widgets` that `other` holds folded become this one's, still hidden: a mode
  // entered while presenting shows its panels' place when it is left, not the stage.
  void take_from(FoldedPanels& other, const std::vector<QWidget*>& widgets);
  // Hands what is folded to `later`, still hidden, to be shown when `later` unfolds: a
  // mode left while presenting gives its panels back to the stage, not to the projector.
  void pass_to(FoldedPanels& later);
  // A panel that comes or goes while others are folded (the Slides panel with a lesson):
  // hidden now, and shown on unfold() when `shown`.
  void set_folded(QWidget* widget, bool shown);
  bool empty() const { return folded_.empty(); }

 private:
  std::vector<QPointer<QWidget>> folded_;
};

}  // namespace frontier::gui
