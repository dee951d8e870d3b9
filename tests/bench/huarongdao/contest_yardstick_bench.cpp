// Frontier's Huarongdao solver against the standard accepted contest solution, on a
// NOIP 2013-sized test (30x30, 500 queries, many fixed cells: density 0.7, and 0.5 beside
// it), in one benchmark run:
//   ContestSolution  what contestants submit: for every movable cell and every pair of its
//                    sides, a BFS of the blank around the cell (the side-to-side table),
//                    then per query a BFS of the blank to the piece's sides and Dijkstra
//                    with a binary heap over (piece cell, side of the blank)
//   FrontierSolve    Puzzle::read and Puzzle::solve with the judge's default algorithm,
//                    what `frontier-cli solve huarongdao` does; it may search its target
//                    groups on more than one thread, so both report wall-clock time and,
//                    as CPU, the whole process's
// Both read the same judge text and print the judge's answer lines; before timing, the
// two outputs are compared, so the yardstick is an answer checked against the solver.
// The yardstick is written from the published approach and shares no code with core.

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "frontier/huarongdao/puzzle.hpp"

namespace {

namespace hrd = frontier::huarongdao;

// density is the chance that a cell is movable: 0.7 leaves many fixed cells, as the
// judge's tests do; 0.5 breaks the board into pockets and dead ends.
std::string contest_test(double density) {
  const hrd::Puzzle::File file = hrd::Puzzle::generate(
      2013, {{"rows", 30}, {"cols", 30}, {"queries", 500}, {"density", density}});
  return hrd::Puzzle::write(file);
}

std::string frontier_solve(const std::string& text) {
  return hrd::Puzzle::solve(hrd::Puzzle::read(text), hrd::Puzzle::algorithms().front().name, {},
                            hrd::Puzzle::answer_formats().front());
}

// One test, and whether both outputs agree on it, which is checked before either is timed.
struct ContestTest {
  explicit ContestTest(double density)
      : text(contest_test(density)), agree(ContestSolution().solve(text) == frontier_solve(text)) {}
  std::string text;
  bool agree;
};

const ContestTest& test_at(double density) {
  static const ContestTest dense(0.7), sparse(0.5);
  return density == 0.5 ? sparse : dense;
}

void BM_ContestSolution30x30(benchmark::State& state, double density) {
  const ContestTest& test = test_at(density);
  if (!test.agree) state.SkipWithError("the contest solution and frontier disagree");
  for (auto _ : state) {
    ContestSolution solution;
    benchmark::DoNotOptimize(solution.solve(test.text));
  }
}
BENCHMARK_CAPTURE(BM_ContestSolution30x30, density_0_7, 0.7)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_ContestSolution30x30, density_0_5, 0.5)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

void BM_FrontierSolve30x30(benchmark::State& state, double density) {
  const ContestTest& test = test_at(density);
  if (!test.agree) state.SkipWithError("the contest solution and frontier disagree");
  for (auto _ : state) benchmark::DoNotOptimize(frontier_solve(test.text));
}
BENCHMARK_CAPTURE(BM_FrontierSolve30x30, density_0_7, 0.7)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();
BENCHMARK_CAPTURE(BM_FrontierSolve30x30, density_0_5, 0.5)
    ->Unit(benchmark::kMillisecond)
    ->MeasureProcessCPUTime()
    ->UseRealTime();

}  // namespace
