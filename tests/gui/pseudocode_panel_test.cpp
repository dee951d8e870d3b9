// The pseudo-code panel's lines wrap in a narrow panel: each line must be as tall as its
// wrapped words, so that no line is drawn over the next (the lit line's last row once
// hid under "10  answer NO": the list measured the line at one width and drew it at another).

#include <gtest/gtest.h>

#include <set>

#include <QDockWidget>
#include <QListWidget>
#include <QScrollBar>
#include <QStyle>
#include <QTest>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui::testing {
namespace {

// How tall the item delegate must draw `item` at the list's width now.
int wrapped_height(const QListWidget& list, const QListWidgetItem& item) {
  const int margin = list.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &list) + 1;
  const int icon = item.icon().isNull() ? 0 : list.iconSize().width() + 2 * margin;
  const int width = list.viewport()->width() - 2 * margin - icon;
  return list.fontMetrics().boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, item.text()).height();
}

void expect_every_line_whole(const QListWidget& list, const std::string& where) {
  for (int i = 0; i < list.count(); ++i) {
    const QListWidgetItem& item = *list.item(i);
    const QRect rect = list.visualItemRect(&item);
    EXPECT_GE(rect.height(), wrapped_height(list, item)) << where << ": line " << i + 1 << " \""
                                                         << item.text().toStdString() << "\" is cut";
    if (i + 1 < list.count()) {
      EXPECT_LE(rect.bottom(), list.visualItemRect(list.item(i + 1)).top()) << where << ": line " << i + 1;
    }
  }
}

TEST(PseudocodePanel, EveryLineIsAsTallAsItsWrappedWordsAtAnyWidth) {
  WindowStandIn window;
  window.window().resize(1280, 800);
  window.show_active();
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
  window.session().choose(0, 0);
  ASSERT_TRUE(window.search());
  const auto next_expansion = [&] {
    QTest::keyClick(&window.window(), Qt::Key_Right, Qt::ControlModifier);
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  };
  QListWidget& list = *window.panels().pseudocode->list();
  QCoreApplication::processEvents();
  expect_every_line_whole(list, "before any step");
  // The README's screenshot: six expansions in, line 9 lit.
  for (int i = 0; i < 6; ++i) next_expansion();
  QCoreApplication::processEvents();
  ASSERT_TRUE(list.verticalScrollBar()->isVisible()) << "the panel is meant to be too short for its code here";
  expect_every_line_whole(list, "at 1280 x 800");
  // A narrower and a wider panel: QListView lays wrapped lines out again a tenth of a
  // second after a resize.
  QDockWidget* dock = window.window().findChild<QDockWidget*>(QStringLiteral("pseudocode_dock"));
  ASSERT_NE(dock, nullptr);
  std::set<int> widths{list.viewport()->width()};
  for (const int width : {200, 420, 260}) {
    window.window().resizeDocks({dock}, {width}, Qt::Horizontal);
    QTest::qWait(250);
    ASSERT_NE(list.viewport()->width(), 0);
    expect_every_line_whole(list, "at a panel " + std::to_string(width) + " wide");
    widths.insert(list.viewport()->width());
  }
  EXPECT_GE(widths.size(), 3u) << "the panel did not change its width";
  // Presentation's larger type wraps the lines again.
  const int rows_before = list.visualItemRect(list.item(8)).height();
  window.panels().pseudocode->set_presentation(true);
  QCoreApplication::processEvents();
  EXPECT_GT(list.visualItemRect(list.item(8)).height(), rows_before);
  expect_every_line_whole(list, "in presentation mode's type");
}

}  // namespace
}  // namespace frontier::gui::testing
