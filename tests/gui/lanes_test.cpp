// Lanes on one clock: each beat advances every lane by one step, a lane that has
// finished holds its last frame, and the clock stops when every lane has.

#include <gtest/gtest.h>

#include "gui_test_support.hpp"
#include "window_stand_in.hpp"

namespace frontier::gui::testing {
namespace {

// testing::Test has a Run() of its own.
using Lane = frontier::gui::Run;

// At this speed a beat is one whole expansion, then one found move (see Clock).
constexpr int kOneExpansionABeat = Clock::kFineSpeedLevel + 1;

bool search_and_wait(Lane& lane) {
  bool finished = false;
  const auto connection = QObject::connect(&lane, &Lane::finished, [&] { finished = true; });
  lane.start();
  const bool done = wait_until([&] { return finished; });
  QObject::disconnect(connection);
  return done && lane.result() != nullptr && !lane.result()->stopped;
}

class Lanes : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(window.open(samples_directory() + QStringLiteral("/lianliankan/hdu1175_sample.in")));
    // Two searches whose timelines differ in length, neither empty: the first queries of
    // the file that give two such.
    const PuzzleFile& file = *window.session().file();
    for (int k = 0; k < file.case_count() && long_lane.length() == 0; ++k) {
      for (int j = 0; j < file.query_count(k) && long_lane.length() == 0; ++j) {
        Lane& lane = short_lane.length() == 0 ? short_lane : long_lane;
        lane.set_problem(file.problem(k, j), QStringLiteral("bfs-turns"));
        ASSERT_TRUE(search_and_wait(lane));
        if (&lane == &long_lane && long_lane.length() == short_lane.length()) long_lane.set_problem(nullptr, {});
      }
    }
    if (short_lane.length() > long_lane.length()) std::swap(short_lane_ptr, long_lane_ptr);
    ASSERT_LT(shorter().length(), longer().length()) << "the test needs two timelines of different lengths";
    ASSERT_GT(shorter().length(), 0);
    clock.add(short_lane);
    clock.add(long_lane);
    clock.set_speed_level(kOneExpansionABeat);
  }
  Lane& shorter() { return *short_lane_ptr; }
  Lane& longer() { return *long_lane_ptr; }

  WindowStandIn window;
  Clock clock;
  Lane short_lane;
  Lane long_lane;
  Lane* short_lane_ptr = &short_lane;
  Lane* long_lane_ptr = &long_lane;
};

TEST_F(Lanes, EachBeatAdvancesEveryLaneAndAFinishedLaneHoldsItsLastFrame) {
  ASSERT_EQ(clock.lanes().size(), 2u);
  EXPECT_EQ(shorter().position(), 0);
  EXPECT_EQ(longer().position(), 0);
  for (int beat = 1; beat <= longer().length(); ++beat) {
    clock.tick();
    EXPECT_EQ(longer().position(), beat) << "beat " << beat;
    EXPECT_EQ(shorter().position(), std::min(beat, shorter().length())) << "beat " << beat;
    if (beat >= shorter().length()) {
      // Held at its end: the answer stays on show.
      EXPECT_TRUE(shorter().at_end());
      EXPECT_TRUE(shorter().moment().finished) << "beat " << beat;
      EXPECT_EQ(shorter().counters().step, shorter().result()->trace.steps());
    } else {
      EXPECT_FALSE(shorter().moment().finished) << "beat " << beat;
    }
  }
  EXPECT_TRUE(longer().at_end());
  EXPECT_TRUE(longer().moment().finished);
  clock.tick();  // nothing left to play: both hold
  EXPECT_EQ(shorter().position(), shorter().length());
  EXPECT_EQ(longer().position(), longer().length());
}

TEST_F(Lanes, PlayingRunsEveryLaneToItsEndThenStops) {
  clock.set_speed_level(Clock::kMaxSpeedLevel);
  clock.play();
  EXPECT_TRUE(clock.playing());
  ASSERT_TRUE(wait_until([&] { return !clock.playing(); }, 20000));
  EXPECT_TRUE(shorter().at_end());
  EXPECT_TRUE(longer().at_end());
  // From the end, play starts every lane again from the start.
  clock.play();
  EXPECT_TRUE(clock.playing());
  EXPECT_LT(longer().position(), longer().length());
  clock.pause();
  EXPECT_FALSE(clock.playing());
}

TEST_F(Lanes, ALaneThatGoesLeavesItsClock) {
  {
    Lane passing;
    clock.add(passing);
    EXPECT_EQ(clock.lanes().size(), 3u);
  }
  EXPECT_EQ(clock.lanes().size(), 2u);
  clock.tick();  // would touch the lane that went, were it still listed
  EXPECT_EQ(longer().position(), 1);
}

TEST(SessionLanes, TheSessionsPlaybackWalksItsLaneOnItsClock) {
  Session session;
  EXPECT_EQ(&session.playback().lane(), &session.lane());
  EXPECT_EQ(&session.playback().clock(), &session.clock());
  ASSERT_EQ(session.clock().lanes().size(), 1u);
  EXPECT_EQ(session.clock().lanes()[0], &session.lane());
}

}  // namespace
}  // namespace frontier::gui::testing
