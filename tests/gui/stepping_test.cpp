// Stepping through a search with the keyboard: the cursor must visit exactly the fine
// steps the recorder reports for the same run, forward and back, with the pseudo-code
// panel on the line each one names; coarse steps, layers and seeks land where the trace
// says.

#include <gtest/gtest.h>

#include <QSlider>
#include <QTest>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"
#include "model/recognition.hpp"
#include "widgets/counters_panel.hpp"
#include "widgets/pseudocode_panel.hpp"

namespace frontier::gui::testing {
namespace {

class Stepping : public ::testing::Test {
 protected:
  void SetUp() override {
    window.show_active();
    ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
    ASSERT_TRUE(window.session().set_algorithm(QStringLiteral("bfs-turns")));
    window.session().choose(0, 0);
    ASSERT_TRUE(window.search());
  }
  void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QTest::keyClick(&window.window(), static_cast<Qt::Key>(key), modifiers);
    ASSERT_TRUE(wait_until([&] { return !window.session().playback().waiting(); }));
  }
  WindowStandIn window;
};

// The last pseudo-code line at or before fine step f of `steps`.
int line_at(const std::vector<trace::FineStep>& steps, std::size_t f) {
  for (std::size_t i = f + 1; i-- > 0;) {
    if (steps[i].kind == trace::FineKind::line) return steps[i].line;
  }
  return 0;
}

TEST_F(Stepping, RightAndLeftWalkTheRecordersFineStepsBothWays) {
  Playback& playback = window.session().playback();
  const SearchResult& result = *playback.result();
  // The recorder's own account of the whole run, every fine step of every expansion.
  const std::vector<trace::FineStep> all =
      window.session().problem()->fine_steps(result.algorithm, 0, trace::kNever, nullptr);
  ASSERT_FALSE(all.empty());
  std::vector<std::pair<trace::Step, std::size_t>> visited;  // (expansion, index in it)
  std::vector<int> lines;
  std::vector<trace::StateId> subjects;
  // From the start, Right enters expansion 1; the set-up (expansion 0) is behind.
  while (playback.position() < playback.length() || playback.fine_index()) {
    const auto before = std::make_pair(playback.position(), playback.fine_index());
    press(Qt::Key_Right);
    if (std::make_pair(playback.position(), playback.fine_index()) == before) break;  // the end
    ASSERT_TRUE(playback.fine_index().has_value());
    visited.emplace_back(static_cast<trace::Step>(playback.position()), static_cast<std::size_t>(*playback.fine_index()));
    lines.push_back(window.panels().pseudocode->line());
    subjects.push_back(playback.moment().subject);
  }
  std::vector<trace::FineStep> expected;
  for (const trace::FineStep& step : all) {
    if (step.expansion >= 1) expected.push_back(step);
  }
  ASSERT_EQ(visited.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(visited[i].first, expected[i].expansion) << i;
    EXPECT_EQ(subjects[i], expected[i].state) << i;
    // The lit line is the last line reported up to this fine step (an `expand` event
    // keeps the line that popped it).
    std::vector<trace::FineStep> upto(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(all.size() - expected.size() + i + 1));
    EXPECT_EQ(lines[i], line_at(upto, upto.size() - 1)) << i;
  }
  // And back, through every fine step, into the set-up.
  std::size_t back = 0;
  while (playback.position() > 0 || playback.fine_index().value_or(1) > 0) {
    press(Qt::Key_Left);
    ++back;
    ASSERT_LE(back, all.size() + 2);
  }
  EXPECT_EQ(back + 1, all.size()) << "every fine step once, the set-up's included";
  EXPECT_TRUE(playback.moment().before_start);
}

TEST_F(Stepping, CoarseStepsLayersAndSeeksLandWhereTheTraceSays) {
  Playback& playback = window.session().playback();
  const trace::Trace& trace = playback.result()->trace;
  ASSERT_GT(trace.steps(), 3u);
  press(Qt::Key_Right, Qt::ControlModifier);
  EXPECT_EQ(playback.position(), 1);
  EXPECT_FALSE(playback.fine_index());
  press(Qt::Key_PageDown);
  EXPECT_EQ(static_cast<trace::Step>(playback.position()), trace.next_layer_step(1));
  press(Qt::Key_End);
  EXPECT_EQ(playback.position(), playback.length());
  press(Qt::Key_PageUp);
  EXPECT_EQ(static_cast<trace::Step>(playback.position()), trace.previous_layer_step(trace.steps()));
  press(Qt::Key_Home);
  EXPECT_EQ(playback.position(), 0);
  // The timeline seeks anywhere at once; the counters are the trace's at that step.
  for (const int t : {static_cast<int>(trace.steps()), 2, 1, static_cast<int>(trace.steps()) / 2}) {
    window.timeline()->setValue(t);
    EXPECT_EQ(playback.position(), t);
    const trace::Counters expected = trace.counters(static_cast<trace::Step>(t));
    EXPECT_EQ(window.panels().counters->value(QStringLiteral("frontier")), QLocale().toString(static_cast<qulonglong>(expected.frontier)));
    EXPECT_EQ(window.panels().counters->value(QStringLiteral("largest")), QLocale().toString(static_cast<qulonglong>(expected.largest_frontier)));
    EXPECT_EQ(window.panels().counters->value(QStringLiteral("layer")), QLocale().toString(static_cast<qlonglong>(expected.layer)));
    EXPECT_EQ(window.panels().counters->value(QStringLiteral("expanded")), QLocale().toString(expected.step));
    EXPECT_EQ(playback.moment().current, expected.current);
  }
}

// A click on the timeline's groove goes to the step under it, as in a media player, not ten
// steps towards it (on a search of 200,000 steps, ten are nothing).
TEST(Timeline, AClickOnTheGrooveSeeksWhereItIsClicked) {
  WindowStandIn window;
  ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/solitaire/sample.in")));
  ASSERT_TRUE(window.search());
  window.window().resize(1280, 800);
  window.show_active();
  Playback& playback = window.session().playback();
  ASSERT_GT(playback.length(), 200);
  playback.to_start();
  QSlider* timeline = window.timeline();
  ASSERT_TRUE(timeline->isVisible());
  for (const double at : {0.5, 0.8, 0.25}) {
    QTest::mouseClick(timeline, Qt::LeftButton, {}, QPoint(static_cast<int>(timeline->width() * at), timeline->height() / 2));
    const double reached = static_cast<double>(playback.position()) / playback.length();
    EXPECT_NEAR(reached, at, 0.1) << "clicked at " << at << " of the groove, went to step " << playback.position() << " of "
                                  << playback.length();
  }
}

TEST_F(Stepping, FineCountersMeetTheTracesAtTheEndOfEachExpansion) {
  Playback& playback = window.session().playback();
  const trace::Trace& trace = playback.result()->trace;
  for (trace::Step t = 1; t <= std::min<trace::Step>(trace.steps(), 6); ++t) {
    window.timeline()->setValue(static_cast<int>(t));
    press(Qt::Key_Left);  // onto the last but one fine step of t ...
    press(Qt::Key_Right);  // ... and onto its last
    ASSERT_EQ(static_cast<trace::Step>(playback.position()), t);
    ASSERT_TRUE(playback.fine_index());
    EXPECT_EQ(*playback.fine_index() + 1, playback.fine_count());
    EXPECT_EQ(playback.counters().frontier, trace.counters(t).frontier) << t;
    EXPECT_EQ(playback.counters().largest_frontier, trace.counters(t).largest_frontier) << t;
  }
}

TEST_F(Stepping, SpacePlaysAndPausesAndPlusMinusChangeTheSpeed) {
  Playback& playback = window.session().playback();
  const int level = playback.speed_level();
  press(Qt::Key_Plus);
  EXPECT_EQ(playback.speed_level(), level + 1);
  press(Qt::Key_Minus);
  press(Qt::Key_Minus);
  EXPECT_EQ(playback.speed_level(), level - 1);
  playback.set_speed_level(Playback::kMaxSpeedLevel);
  press(Qt::Key_Space);
  EXPECT_TRUE(playback.playing());
  // At full speed the play runs to the end and stops there by itself.
  ASSERT_TRUE(wait_until([&] { return !playback.playing(); }, 10000));
  EXPECT_EQ(playback.position(), playback.length());
  press(Qt::Key_Space);  // from the end, play starts again from the start
  EXPECT_TRUE(playback.playing());
  press(Qt::Key_Space);
  EXPECT_FALSE(playback.playing());
  EXPECT_LT(playback.position(), playback.length());
}

TEST_F(Stepping, ShortcutsAreShownInTooltips) {
  for (const char* name : {"play", "step_forward", "step_back", "expansion_forward", "layer_forward", "layer_back",
                           "to_start", "to_end", "faster", "slower", "run", "open"}) {
    QAction* action = window.action(QString::fromLatin1(name));
    ASSERT_NE(action, nullptr) << name;
    ASSERT_FALSE(action->shortcut().isEmpty()) << name;
    EXPECT_TRUE(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText))) << name;
  }
}

}  // namespace
}  // namespace frontier::gui::testing
