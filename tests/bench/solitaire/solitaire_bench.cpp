// Solitaire at the judge's limits: a generated file of 500 cases (two in three goals a
// random walk of 1..12 moves away, one in three random) read, written and solved by
// each algorithm at K = 8; a file of the full 100000 cases read; one search recorded
// into a trace as the visualizer does.

#include <benchmark/benchmark.h>

#include <string>

#include "frontier/solitaire/format.hpp"
#include "frontier/solitaire/generator.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace {

using namespace frontier::solitaire;

constexpr std::uint64_t kSeed = 2024;

const JudgeFile& five_hundred_cases() {
  static const JudgeFile file = generate_judge_file(kSeed, 500);
  return file;
}

void BM_Read500(benchmark::State& state) {
  const std::string text = Puzzle::write(five_hundred_cases());
  for (auto _ : state) benchmark::DoNotOptimize(Puzzle::read(text));
  state.SetItemsProcessed(state.iterations() * 500);
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_Read500);

void BM_Write500(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(Puzzle::write(five_hundred_cases()));
  state.SetItemsProcessed(state.iterations() * 500);
}
BENCHMARK(BM_Write500);

void BM_ReadLargestFile(benchmark::State& state) {
  const std::string text = Puzzle::write(generate_judge_file(kSeed, kMaxCases));
  for (auto _ : state) benchmark::DoNotOptimize(Puzzle::read(text));
  state.SetItemsProcessed(state.iterations() * kMaxCases);
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_ReadLargestFile)->Unit(benchmark::kMillisecond);

// Items are cases: items_per_second is cases answered per second.
void BM_Solve500(benchmark::State& state, std::string_view algorithm, int max_moves) {
  Rules rules;
  rules.max_moves = max_moves;
  const JudgeFile& file = five_hundred_cases();
  Puzzle::run(algorithm, file.cases[0], file.cases[0], rules, nullptr);  // allocate the workspace outside the timing
  for (auto _ : state) benchmark::DoNotOptimize(Puzzle::solve(file, algorithm, rules, frontier::kJudgeFormat));
  state.SetItemsProcessed(state.iterations() * 500);
}
BENCHMARK_CAPTURE(BM_Solve500, bidirectional_bfs_k8, kBidirectionalBfsName, 8)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Solve500, bfs_k8, kBfsName, 8)->Unit(benchmark::kMillisecond);
// Iterative deepening's work done again, beside the judge solver's on the same 500 cases.
BENCHMARK_CAPTURE(BM_Solve500, iddfs_k8, kIddfsName, 8)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Solve500, bidirectional_bfs_k16, kBidirectionalBfsName, 16)->Unit(benchmark::kMillisecond);

// One case whose goal is far (NO at K = 8): the whole search recorded into a Trace.
void BM_RecordTrace(benchmark::State& state, std::string_view algorithm) {
  frontier::SplitMix64 random(kSeed);
  const Case question{random_configuration(random), random_configuration(random)};
  for (auto _ : state) {
    frontier::trace::Trace trace(Puzzle::state_count(algorithm, Case{}, {}));
    frontier::trace::Recorder recorder({.trace = &trace});
    benchmark::DoNotOptimize(Puzzle::run(algorithm, question, question, Rules{}, &recorder));
    trace.finish(true);
    state.counters["expansions"] = trace.steps();
  }
}
BENCHMARK_CAPTURE(BM_RecordTrace, bidirectional_bfs, kBidirectionalBfsName)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RecordTrace, bfs, kBfsName)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_RecordTrace, iddfs, kIddfsName)->Unit(benchmark::kMillisecond);

}  // namespace
