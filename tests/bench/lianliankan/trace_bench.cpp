// The trace of the visualizer's largest search (bfs-turns through every heading of the
// judge's largest board, the board bench_gui opens), against the same search unrecorded
// in the same run:
//   (f) BoardTrace/unrecorded  the judge's NoObserver instantiation: the yardstick
//   (g) BoardTrace/recorded    the Recorder instantiation into a Trace, finished; counters
//                              bytes_per_state (README's limit: 16) and trace_MiB
//   (h) CountersAtAnyStep      Trace::counters at random steps: what a seek asks of it

#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/trace/recorder.hpp"
#include "walled_board.hpp"
#include "frontier/trace/trace.hpp"

namespace {

namespace llk = frontier::lianliankan;

// Blank but for a 7 at (1, 1) and the other walled in by tiles at the far corner
// (tests/bench/walled_lianliankan_board.py, bench_gui's and the GUI tests' board).
struct Board {
  llk::JudgeFile file;
  Board() : file(llk::Puzzle::read(frontier::testing::walled_lianliankan_board(1000, 999))) {}
  const llk::Case& game() const { return llk::Puzzle::case_at(file, 0); }
  const llk::Query& query() const { return llk::Puzzle::query_at(file, 0, 0); }
};

const Board& board() {
  static const Board instance;
  return instance;
}

void BoardTrace(benchmark::State& state, bool recorded) {
  const Board& b = board();
  const std::size_t states = llk::Puzzle::state_count(llk::kBfsTurns, b.game(), {});
  std::size_t bytes = 0;
  for (auto _ : state) {
    if (!recorded) {
      const llk::Answer answer = llk::Puzzle::run(llk::kBfsTurns, b.game(), b.query(), llk::Rules{}, nullptr);
      if (answer.linked) state.SkipWithError("the walled-in 7 must be out of reach");
      continue;
    }
    frontier::trace::Trace trace(states);
    frontier::trace::Recorder recorder({.trace = &trace});
    const llk::Answer answer = llk::Puzzle::run(llk::kBfsTurns, b.game(), b.query(), llk::Rules{}, &recorder);
    trace.finish(!answer.stopped);
    bytes = trace.bytes();
  }
  state.counters["states"] = static_cast<double>(states);
  if (recorded) {
    state.counters["bytes_per_state"] = static_cast<double>(bytes) / static_cast<double>(states);
    state.counters["trace_MiB"] = static_cast<double>(bytes) / (1 << 20);
  }
}
BENCHMARK_CAPTURE(BoardTrace, unrecorded, false)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BoardTrace, recorded, true)->Unit(benchmark::kMillisecond);

void CountersAtAnyStep(benchmark::State& state) {
  const Board& b = board();
  frontier::trace::Trace trace(llk::Puzzle::state_count(llk::kBfsTurns, b.game(), {}));
  frontier::trace::Recorder recorder({.trace = &trace});
  const llk::Answer answer = llk::Puzzle::run(llk::kBfsTurns, b.game(), b.query(), llk::Rules{}, &recorder);
  trace.finish(!answer.stopped);
  std::mt19937 random(2024);
  std::uniform_int_distribution<frontier::trace::Step> any_step(0, trace.steps());
  for (auto _ : state) benchmark::DoNotOptimize(trace.counters(any_step(random)));
}
BENCHMARK(CountersAtAnyStep)->Unit(benchmark::kMicrosecond);

}  // namespace
