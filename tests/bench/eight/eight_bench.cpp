// Frontier's 8-puzzle judge solver against the accepted approach of HDU 1043 solutions
// (eight_accepted.hpp: one breadth-first search backwards from the goal over the 181,440
// solvable frames, indexed by the Cantor expansion, then a path per case), on the judges'
// shape of data: 10,000 random cases, half of them unsolvable. Both read the same judge
// text and print one line a case; before timing, both outputs are held to the judge's own
// checker (every line a way to the goal of the same length, `unsolvable` alike), so the
// yardstick is an answer checked against the solver.
//   AcceptedSolution  the contest solution, its table made anew each run (as in a process)
//   FrontierSolve     Puzzle::read and Puzzle::solve with the judge's solver, what
//                     `frontier-cli solve eight` does; its table is made on the first run of
//                     a process and kept, so FrontierFirstSolve times a fresh one
// bench/eight/whole_process_part.sh times the same two as whole processes.

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "eight_accepted.hpp"
#include "frontier/eight/bfs.hpp"
#include "frontier/eight/puzzle.hpp"

namespace {

namespace e8 = frontier::eight;

const std::string& judge_data() {
  static const std::string text =
      e8::Puzzle::write(e8::Puzzle::generate(1043, {{std::string(frontier::kCasesParameter), 10'000}}));
  return text;
}

std::string frontier_solve(const std::string& text) {
  const e8::JudgeFile file = e8::Puzzle::read(text);
  return e8::Puzzle::solve(file, e8::Puzzle::algorithms().front().name, {}, e8::Puzzle::answer_formats().front());
}

// Whether the judge takes both outputs alike: the same verdict and length on every case.
bool outputs_agree(const std::string& text) {
  const e8::JudgeFile file = e8::Puzzle::read(text);
  const std::string ours = frontier_solve(text);
  const std::string theirs = yardstick::EightAccepted().solve(text);
  std::size_t a = 0;
  std::size_t b = 0;
  for (const e8::Frame& start : file.cases) {
    const std::size_t a_end = ours.find('\n', a);
    const std::size_t b_end = theirs.find('\n', b);
    if (a_end == std::string::npos || b_end == std::string::npos) return false;
    const std::string_view mine(ours.data() + a, a_end - a);
    const std::string_view yours(theirs.data() + b, b_end - b);
    if (e8::Puzzle::check(start, start, {}, mine) || e8::Puzzle::check(start, start, {}, yours) ||
        mine.size() != yours.size()) {
      return false;
    }
    a = a_end + 1;
    b = b_end + 1;
  }
  return true;
}

void BM_AcceptedSolution(benchmark::State& state) {
  const std::string& text = judge_data();
  if (!outputs_agree(text)) state.SkipWithError("the accepted solution and frontier disagree");
  for (auto _ : state) {
    yardstick::EightAccepted solution;
    benchmark::DoNotOptimize(solution.solve(text));
  }
  state.SetItemsProcessed(state.iterations() * 10'000);
}
BENCHMARK(BM_AcceptedSolution)->Unit(benchmark::kMillisecond);

void BM_FrontierSolve(benchmark::State& state) {
  const std::string& text = judge_data();
  if (!outputs_agree(text)) state.SkipWithError("the accepted solution and frontier disagree");
  for (auto _ : state) benchmark::DoNotOptimize(frontier_solve(text));
  state.SetItemsProcessed(state.iterations() * 10'000);
}
BENCHMARK(BM_FrontierSolve)->Unit(benchmark::kMillisecond);

// One search from the goal per case, as bfs-from-goal runs for a trace: the table's worth.
void BM_FrontierCaseByCase(benchmark::State& state) {
  const e8::JudgeFile file = e8::Puzzle::read(judge_data());
  for (auto _ : state) {
    for (std::size_t i = 0; i < 20; ++i) benchmark::DoNotOptimize(e8::bfs_from_goal(file.cases[i]));
  }
  state.SetItemsProcessed(state.iterations() * 20);
}
BENCHMARK(BM_FrontierCaseByCase)->Unit(benchmark::kMillisecond);

}  // namespace
