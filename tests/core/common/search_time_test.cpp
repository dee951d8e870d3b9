// time_search, the comparison table's time, on a clock of the test's own that only the
// runs move: each run says how long it "takes", so what is counted, and what is not, is
// read exactly, with no real time in the test.

#include "frontier/common/search_time.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <vector>

namespace frontier {
namespace {

using std::chrono::milliseconds;

struct RunsClock {
  using duration = std::chrono::nanoseconds;
  using rep = duration::rep;
  using period = duration::period;
  using time_point = std::chrono::time_point<RunsClock>;
  static constexpr bool is_steady = true;
  static time_point now() { return time_point(elapsed); }
  static inline duration elapsed{};
};

// A search whose k-th run (from 0) takes takes[k], and answers k.
struct Runs {
  std::vector<milliseconds> takes;
  int made = 0;
  int operator()() {
    RunsClock::elapsed += takes.at(static_cast<std::size_t>(made));
    return made++;
  }
};

TEST(SearchTime, TheFirstRunPaysTheOneTimeCostsAndIsNotCounted) {
  // The first run allocates (9 ms more than the others).
  Runs runs{{milliseconds(10), milliseconds(1), milliseconds(1), milliseconds(1)}};
  const SearchTime<int> time = time_search<RunsClock>(runs, {.budget = milliseconds(30), .most_runs = 3});
  EXPECT_EQ(runs.made, 4);
  EXPECT_EQ(time.timed_runs, 3);
  EXPECT_DOUBLE_EQ(time.milliseconds, 1.0);
  EXPECT_EQ(time.result, 3);  // the last run's answer
}

TEST(SearchTime, ARunThatTakesTheWholeBudgetIsTimedAlone) {
  Runs runs{{milliseconds(40)}};
  const SearchTime<int> time = time_search<RunsClock>(runs, {.budget = milliseconds(30), .most_runs = 15});
  EXPECT_EQ(runs.made, 1);
  EXPECT_EQ(time.timed_runs, 1);
  EXPECT_DOUBLE_EQ(time.milliseconds, 40.0);
  EXPECT_EQ(time.result, 0);
}

TEST(SearchTime, RunsStopOnceTheyHaveUsedTheBudget) {
  Runs runs{std::vector<milliseconds>(20, milliseconds(8))};
  const SearchTime<int> time = time_search<RunsClock>(runs, {.budget = milliseconds(30), .most_runs = 15});
  // After the warm-up: 8, 16, 24, then 32 ms used, at least the 30 ms.
  EXPECT_EQ(time.timed_runs, 4);
  EXPECT_EQ(runs.made, 5);
  EXPECT_DOUBLE_EQ(time.milliseconds, 8.0);
}

TEST(SearchTime, AQuickSearchStopsAtTheMostRuns) {
  Runs runs{std::vector<milliseconds>(20, milliseconds(1))};
  const SearchTime<int> time = time_search<RunsClock>(runs, {.budget = milliseconds(30), .most_runs = 15});
  EXPECT_EQ(time.timed_runs, 15);
  EXPECT_EQ(runs.made, 16);
}

TEST(SearchTime, OneRunSlowedByTheMachineDoesNotMoveTheMedian) {
  Runs runs{{milliseconds(2), milliseconds(3), milliseconds(2), milliseconds(50), milliseconds(3), milliseconds(2)}};
  const SearchTime<int> time = time_search<RunsClock>(runs, {.budget = milliseconds(100), .most_runs = 5});
  ASSERT_EQ(time.timed_runs, 5);
  EXPECT_DOUBLE_EQ(time.milliseconds, 3.0);  // of 2, 2, 3, 3, 50
}

TEST(SearchTime, AnEvenCountOfRunsHasTheMeanOfItsTwoMiddleTimes) {
  Runs runs{{milliseconds(1), milliseconds(2), milliseconds(4), milliseconds(6), milliseconds(30)}};
  const SearchTime<int> time = time_search<RunsClock>(runs, {.budget = milliseconds(100), .most_runs = 4});
  ASSERT_EQ(time.timed_runs, 4);
  EXPECT_DOUBLE_EQ(time.milliseconds, 5.0);  // of 2, 4, 6, 30
}

}  // namespace
}  // namespace frontier
