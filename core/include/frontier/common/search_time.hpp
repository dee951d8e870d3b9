#pragma once
// The time of a search as the comparison table shows it (frontier-cli compare, the GUI's
// Compare Searches): the search's own work, comparable between searches.
//
// One run timed once misleads on a small case: the first search on a thread allocates the
// per-state memory that later searches reuse (Solitaire's two sides of 635376 marks, about
// 3.5 ms), and a run of a millisecond or less is as short as the clock's and the machine's
// noise. So bidirectional BFS, with 746 expansions, could time slower than BFS with 26228.
// Instead:
//   - the first run is a warm-up that pays the one-time costs, and is not counted, unless
//     it alone takes the whole budget: a search that long is timed by that run, as the
//     one-time costs are a small share of it and a second run would double the wait;
//   - then runs are timed one by one until they have used the budget or made most_runs;
//   - the time shown is their median, which one run slowed by the machine does not move.

#include <algorithm>
#include <chrono>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace frontier {

struct TimingPlan {
  // What the timed runs may use in all; also the first run's time from which it is
  // reported alone.
  std::chrono::nanoseconds budget = std::chrono::milliseconds(30);
  int most_runs = 15;
};

template <class Result>
struct SearchTime {
  Result result;              // what the last run returned
  double milliseconds = 0;    // the median of the timed runs
  int timed_runs = 0;         // runs in that median (the warm-up not among them)
};

// Runs `run` (a search with nothing recorded, returning its answer) as the plan says and
// returns its last answer and its time. `Clock` is a std::chrono clock (tests pass one of
// their own, that only their runs advance).
template <class Clock = std::chrono::steady_clock, class Run>
auto time_search(Run&& run, const TimingPlan& plan = {}) -> SearchTime<std::invoke_result_t<Run&>> {
  using Result = std::invoke_result_t<Run&>;
  using Milliseconds = std::chrono::duration<double, std::milli>;
  std::optional<Result> last;
  // One run on the clock; the previous answer is let go only after the clock has stopped.
  const auto timed = [&] {
    const auto started = Clock::now();
    Result answer = run();
    const auto took = Clock::now() - started;
    last.emplace(std::move(answer));
    return took;
  };
  const auto warm_up = timed();
  if (warm_up >= plan.budget) return {std::move(*last), Milliseconds(warm_up).count(), 1};
  std::vector<double> times;
  typename Clock::duration used{};
  while (static_cast<int>(times.size()) < std::max(plan.most_runs, 1) && (times.empty() || used < plan.budget)) {
    const auto took = timed();
    used += took;
    times.push_back(Milliseconds(took).count());
  }
  std::sort(times.begin(), times.end());
  const std::size_t middle = times.size() / 2;
  const double median = times.size() % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
  return {std::move(*last), median, static_cast<int>(times.size())};
}

}  // namespace frontier
