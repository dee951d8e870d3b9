// Frontier's Huarongdao solver against the standard accepted contest solution
// (yardsticks/huarongdao_accepted.hpp) on NOIP 2013-sized tests (30x30, 500 queries), in
// one benchmark run:
//   ContestSolution  what contestants submit: the side-to-side table by BFS, then per
//                    query a BFS of the blank and Dijkstra with a binary heap from the start
//   FrontierSolve    Puzzle::read and Puzzle::solve with the judge's default algorithm,
//                    what `frontier-cli solve huarongdao` does; it may search its target
//                    groups on more than one thread, so both report wall-clock time and,
//                    as CPU, the whole process's
// on three shapes of board: the official data's corridor mazes (generate --corridors 1),
// and random boards of density 0.7 (many fixed cells) and 0.5 (pockets and dead ends).
// Both read the same judge text and print the judge's answer lines; before timing, the
// two outputs are compared, so the yardstick is an answer checked against the solver.
// bench/whole_process.sh times the same two as whole processes.

#include <benchmark/benchmark.h>

#include <string>

#include "frontier/huarongdao/puzzle.hpp"
#include "huarongdao_accepted.hpp"

namespace {

namespace hrd = frontier::huarongdao;

enum class Shape { corridors, density_0_7, density_0_5 };

std::string contest_test(Shape shape) {
  frontier::GenerateValues values{{"rows", 30}, {"cols", 30}, {"queries", 500}};
  if (shape == Shape::corridors) values["corridors"] = 1;
  else values["density"] = shape == Shape::density_0_7 ? 0.7 : 0.5;
  return hrd::Puzzle::write(hrd::Puzzle::generate(2013, values));
}

std::string frontier_solve(const std::string& text) {
  return hrd::Puzzle::solve(hrd::Puzzle::read(text), hrd::Puzzle::algorithms().front().name, {},
                            hrd::Puzzle::answer_formats().front());
}

// One test, and whether both outputs agree on it, which is checked before either is timed.
struct ContestTest {
  explicit ContestTest(Shape shape)
      : text(contest_test(shape)), agree(yardstick::ContestSolution().solve(text) == frontier_solve(text)) {}
  std::string text;
  bool agree;
};

const ContestTest& test_of(Shape shape) {
  static const ContestTest corridors(Shape::corridors), dense(Shape::density_0_7), sparse(Shape::density_0_5);
  return shape == Shape::corridors ? corridors : shape == Shape::density_0_7 ? dense : sparse;
}

void BM_ContestSolution30x30(benchmark::State& state, Shape shape) {
  const ContestTest& test = test_of(shape);
  if (!test.agree) state.SkipWithError("the contest solution and frontier disagree");
  for (auto _ : state) {
    yardstick::ContestSolution solution;
    benchmark::DoNotOptimize(solution.solve(test.text));
  }
}

void BM_FrontierSolve30x30(benchmark::State& state, Shape shape) {
  const ContestTest& test = test_of(shape);
  if (!test.agree) state.SkipWithError("the contest solution and frontier disagree");
  for (auto _ : state) benchmark::DoNotOptimize(frontier_solve(test.text));
}

#define FRONTIER_CONTEST_BENCHMARK(function, shape) \
  BENCHMARK_CAPTURE(function, shape, Shape::shape)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime()->UseRealTime()

FRONTIER_CONTEST_BENCHMARK(BM_ContestSolution30x30, corridors);
FRONTIER_CONTEST_BENCHMARK(BM_FrontierSolve30x30, corridors);
FRONTIER_CONTEST_BENCHMARK(BM_ContestSolution30x30, density_0_7);
FRONTIER_CONTEST_BENCHMARK(BM_FrontierSolve30x30, density_0_7);
FRONTIER_CONTEST_BENCHMARK(BM_ContestSolution30x30, density_0_5);
FRONTIER_CONTEST_BENCHMARK(BM_FrontierSolve30x30, density_0_5);

}  // namespace
