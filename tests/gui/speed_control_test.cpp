// The speed in the playback toolbar, as a teacher uses it: the + and - keys and a drag of
// the slider change the clock's speed, and the words beside the slider say the speed in
// the window's own unit, in a label that keeps its width (the timeline beside it must not
// jump while the class watches). The main window's steps are pseudo-code lines at slow
// speeds and whole expansions at fast ones; a comparison's are its beats.

#include <gtest/gtest.h>

#include <QLabel>
#include <QSlider>
#include <QTest>

#include "compare/compare_window.hpp"
#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "search/clock.hpp"

namespace frontier::gui::testing {
namespace {

QLabel* speed_words(QWidget& window) { return window.findChild<QLabel*>(QStringLiteral("speed_words")); }
QSlider* speed_slider(QWidget& window) { return window.findChild<QSlider*>(QStringLiteral("speed")); }

TEST(SpeedControl, KeysAndTheSliderSetTheClockAndTheWordsFollowAtOneWidth) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
  window.show_active();
  QLabel* words = speed_words(window.window());
  QSlider* slider = speed_slider(window.window());
  ASSERT_NE(words, nullptr);
  ASSERT_NE(slider, nullptr);

  window.session().clock().set_speed_level(2);
  EXPECT_EQ(slider->value(), 2);
  EXPECT_EQ(words->text(), QStringLiteral("4 lines/s "));
  const int width = words->width();

  QTest::keyClick(&window.window(), Qt::Key_Plus);
  EXPECT_EQ(window.session().clock().speed_level(), 3);
  EXPECT_EQ(slider->value(), 3) << "a speed set by a key moves the slider";
  EXPECT_EQ(words->text(), QStringLiteral("8 lines/s ")) << "up to the fine level a step is one line";
  QTest::keyClick(&window.window(), Qt::Key_Plus);
  EXPECT_EQ(words->text(), QStringLiteral("16 expansions/s ")) << "past it a step is a whole expansion";
  EXPECT_EQ(words->width(), width) << "the words keep their width";

  // A drag of the slider: its value changes as the mouse moves it.
  slider->setValue(Clock::kMaxSpeedLevel);
  EXPECT_EQ(window.session().clock().speed_level(), Clock::kMaxSpeedLevel);
  EXPECT_EQ(words->text(), QStringLiteral("65536 expansions/s "));
  EXPECT_EQ(words->width(), width);
  QTest::keyClick(&window.window(), Qt::Key_Minus);
  EXPECT_EQ(window.session().clock().speed_level(), Clock::kMaxSpeedLevel - 1);
  EXPECT_EQ(slider->value(), Clock::kMaxSpeedLevel - 1);
  EXPECT_EQ(words->text(), QStringLiteral("32768 expansions/s "));
  // Every level's words fit in the width kept.
  for (int level = 0; level <= Clock::kMaxSpeedLevel; ++level) {
    window.session().clock().set_speed_level(level);
    EXPECT_LE(words->fontMetrics().horizontalAdvance(words->text()), words->contentsRect().width())
        << words->text().toStdString();
  }
}

}  // namespace
}  // namespace frontier::gui::testing
