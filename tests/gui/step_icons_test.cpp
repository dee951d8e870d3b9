// The playback toolbar's buttons: each of its actions has an icon of its own, so that one
// fine step and one expansion (and every other pair) are told apart at a glance.

#include <gtest/gtest.h>

#include <QAction>
#include <QImage>
#include <QToolBar>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"

namespace frontier::gui::testing {
namespace {

QImage picture(const QAction* action, int size) {
  return action->icon().pixmap(size, size).toImage().convertToFormat(QImage::Format_ARGB32);
}

TEST(StepIcons, AFineStepAndAnExpansionHaveDifferentIcons) {
  WindowStandIn window;
  for (const auto& [fine, expansion] : {std::pair("step_forward", "expansion_forward"), std::pair("step_back", "expansion_back")}) {
    const QAction* a = window.action(QString::fromLatin1(fine));
    const QAction* b = window.action(QString::fromLatin1(expansion));
    ASSERT_FALSE(a->icon().isNull());
    ASSERT_FALSE(b->icon().isNull());
    for (const int size : {16, 22, 32}) {
      EXPECT_NE(picture(a, size), picture(b, size)) << fine << " and " << expansion << " at " << size << " px";
    }
  }
}

TEST(StepIcons, EveryPlaybackButtonHasItsOwnIcon) {
  WindowStandIn window;
  const auto* bar = window.window().findChild<QToolBar*>(QStringLiteral("playback_toolbar"));
  ASSERT_NE(bar, nullptr);
  std::vector<const QAction*> buttons;
  for (const QAction* a : bar->actions()) {
    if (!a->isSeparator() && !a->icon().isNull()) buttons.push_back(a);
  }
  ASSERT_EQ(buttons.size(), 9U);
  for (std::size_t i = 0; i < buttons.size(); ++i) {
    for (std::size_t j = i + 1; j < buttons.size(); ++j) {
      EXPECT_NE(picture(buttons[i], 22), picture(buttons[j], 22))
          << buttons[i]->objectName().toStdString() << " and " << buttons[j]->objectName().toStdString();
    }
  }
}

}  // namespace
}  // namespace frontier::gui::testing
