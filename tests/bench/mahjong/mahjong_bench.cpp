// Mahjong at the judge's limits: a 75x75 board with 5000 pairs, read and solved by each
// algorithm. Inputs are generated once, outside the timed loops.

#include <benchmark/benchmark.h>

#include <map>
#include <string>

#include "frontier/mahjong/puzzle.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace {

using namespace frontier::mahjong;

constexpr int kPairs = 5000;

// density in percent -> the file's text
const std::string& judge_text(int density_percent) {
  static std::map<int, std::string> texts;
  auto it = texts.find(density_percent);
  if (it == texts.end()) {
    const frontier::GenerateValues values = {
        {"cols", kMaxWidth}, {"rows", kMaxHeight}, {"queries", kPairs}, {"density", density_percent / 100.0}};
    it = texts.emplace(density_percent, Puzzle::write(Puzzle::generate(2024, values))).first;
  }
  return it->second;
}

void BM_Read(benchmark::State& state) {
  const std::string& text = judge_text(static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(Puzzle::read(text));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_Read)->Arg(50)->Unit(benchmark::kMillisecond);

void solve_all(benchmark::State& state, std::string_view algorithm) {
  const Game game = Puzzle::read(judge_text(static_cast<int>(state.range(0)))).games.front();
  for (auto _ : state) {
    long total = 0;
    for (const Pair& pair : game.pairs) total += Puzzle::run(algorithm, game, pair, {}, nullptr).segments;
    benchmark::DoNotOptimize(total);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * kPairs);
}

void BM_SolveZeroOneBfs(benchmark::State& state) { solve_all(state, kZeroOneBfsName); }
void BM_SolveLineBfs(benchmark::State& state) { solve_all(state, kLineBfsName); }
// A* beside the judge solver (its runs cut per pair here, as Puzzle::run does) on the same boards.
void BM_SolveRunBfs(benchmark::State& state) { solve_all(state, kRunBfsName); }
void BM_SolveAstar(benchmark::State& state) { solve_all(state, kAstarName); }
// Density 20: long open paths; 50: the generator's default; 70: mostly walled-in cards.
BENCHMARK(BM_SolveZeroOneBfs)->Arg(20)->Arg(50)->Arg(70)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SolveLineBfs)->Arg(20)->Arg(50)->Arg(70)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SolveRunBfs)->Arg(20)->Arg(50)->Arg(70)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SolveAstar)->Arg(20)->Arg(50)->Arg(70)->Unit(benchmark::kMillisecond);

// One recorded run on an empty 75x75 board, corner to corner: the largest trace a query makes.
void BM_RecordZeroOneBfs(benchmark::State& state) {
  const Game game{Board(kMaxWidth, kMaxHeight), {}};
  const Pair pair{{1, 1}, {kMaxHeight, kMaxWidth}};
  for (auto _ : state) {
    frontier::trace::Trace trace(Puzzle::state_count(kZeroOneBfsName, game, {}));
    frontier::trace::Recorder recorder({.trace = &trace});
    benchmark::DoNotOptimize(Puzzle::run(kZeroOneBfsName, game, pair, {}, &recorder));
    trace.finish(true);
  }
}
BENCHMARK(BM_RecordZeroOneBfs)->Unit(benchmark::kMicrosecond);

}  // namespace
