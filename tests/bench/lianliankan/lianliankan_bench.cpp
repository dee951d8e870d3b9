// Lianliankan at the judge's limits: the file of issue 13, 3 cases of 1000 x 999 with 49
// queries each (one dense generator board, two nearly empty; about 3 million numbers),
// and the worst single search, bfs-turns over every one of the 4 million (cell, heading)
// states of a 1000 x 999 board, recorded in full.
//
//   (a) ReadIntegersOnly    the yardstick: the bytes in memory, a digit loop that sums every
//                           number, no model and no error handling (what a contestant's
//                           fread reader does)
//   (b) TextScannerIntegers TextScanner::read_int over every number, no model
//   (c) ReadJudgeFile       Puzzle::read
//   (d) SolveFile           Puzzle::read + Puzzle::solve (middle-segment), what
//                           `frontier-cli solve lianliankan` does; the goal is at most 2x (a)
//       PrepareTileCounts   the solver's per-board preparation alone (part of (d))
//   (e) BfsTurnsFullTrace   one query, every state, recorded into a Trace (bytes per state)
//   (f) PictureAtMiddleStep mark() of every state at the middle step of that trace
//
// Issue 31 (RelWithDebInfo, 2 shared cores): (a) 2.6 ms, (c) 0.94-5.7 ms, (d) 2.2-7.3 ms,
// PrepareTileCounts 0.36 ms a board (before: (c) 1.8 ms, (d) 3.4 ms, 0.53 ms). (c) and (d)
// swing with whether malloc hands the 12 MB of tiles back fresh pages on each iteration
// (its mmap threshold moves as the run goes), so the measure that counts is the whole
// process, which always starts on fresh pages: tests/bench/whole_process.sh, where
// `frontier-cli solve lianliankan` took 13.1-13.7 ms against yardstick_read_integers'
// 8.3 ms on this file (1.6x; before: 20.6 ms, 2.4x); what is left is mostly page faults,
// the file's 6 MB and the boards' 12 MB of tiles (4658 faults against the floor's 1579).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "frontier/common/text_scanner.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/lianliankan/format.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"

namespace {

namespace llk = frontier::lianliankan;

const std::string& judge_text() {
  static const std::string text = [] {
    const auto board = [](std::uint64_t seed, double density) {
      return llk::Puzzle::generate(seed, {{std::string(frontier::kRowsParameter), 1000},
                                          {std::string(frontier::kColsParameter), 999},
                                          {std::string(frontier::kQueriesParameter), 49},
                                          {std::string(frontier::kDensityParameter), density}});
    };
    llk::JudgeFile file = board(1175, 0.5);  // the generator's default density
    // About 10 tiles each: a row is almost all "0 0 0 ...".
    for (std::uint64_t seed : {1176, 1177}) file.cases.push_back(board(seed, 0.00001).cases.front());
    return llk::Puzzle::write(file);
  }();
  return text;
}

// The worst case for the walking searches: a blank board (the ring open) whose target
// is walled in, so every state within two turns of the start, which is all of them, is
// reached before the answer NO.
struct WalledIn {
  llk::Case game;
  llk::Query query{{500, 500}, {10, 10}};
  llk::Rules rules{true};
  WalledIn() {
    game.board.rows = 1000;
    game.board.cols = 999;
    game.board.tiles.assign(1000 * 999, 0);
    auto set = [&](frontier::Cell c, int tile) {
      game.board.tiles[static_cast<std::size_t>(c.row - 1) * 999 + static_cast<std::size_t>(c.col - 1)] = tile;
    };
    set(query.from, 1);
    set(query.to, 1);
    for (int d = 0; d < frontier::kDirections; ++d) set(frontier::step(query.to, d), 2);
    game.queries = {query};
  }
};

const WalledIn& walled_in() {
  static const WalledIn instance;
  return instance;
}

void ReadIntegersOnly(benchmark::State& state) {
  const std::string& text = judge_text();
  std::size_t numbers = 0;
  for (auto _ : state) {
    std::int64_t sum = 0;
    std::uint32_t value = 0;
    bool in_number = false;
    numbers = 0;
    for (const char c : text) {
      if (c >= '0' && c <= '9') {
        value = value * 10 + static_cast<std::uint32_t>(c - '0');
        in_number = true;
      } else if (in_number) {
        sum += value;
        value = 0;
        in_number = false;
        ++numbers;
      }
    }
    benchmark::DoNotOptimize(sum += value);
  }
  state.counters["numbers"] = static_cast<double>(numbers);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(ReadIntegersOnly)->Unit(benchmark::kMillisecond);

// The project's careful scanner (line and column kept for every byte) over every number.
void TextScannerIntegers(benchmark::State& state) {
  const std::string& text = judge_text();
  std::size_t numbers = 0;  // counted once, so that the timed loop is read_int and nothing else
  for (frontier::TextScanner scanner(text); !scanner.at_end(); ++numbers) scanner.read_int("number", 0, 2147483647);
  for (auto _ : state) {
    frontier::TextScanner scanner(text);
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < numbers; ++i) sum += scanner.read_int("number", 0, 2147483647);
    benchmark::DoNotOptimize(sum);
  }
  state.counters["numbers"] = static_cast<double>(numbers);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(TextScannerIntegers)->Unit(benchmark::kMillisecond);

void ReadJudgeFile(benchmark::State& state) {
  const std::string& text = judge_text();
  for (auto _ : state) {
    llk::JudgeFile file = llk::Puzzle::read(text);
    benchmark::DoNotOptimize(file.cases.data());
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(ReadJudgeFile)->Unit(benchmark::kMillisecond);

void SolveFile(benchmark::State& state) {
  const std::string& text = judge_text();
  std::size_t yes = 0;
  for (auto _ : state) {
    const llk::JudgeFile file = llk::Puzzle::read(text);
    const std::string answers = llk::Puzzle::solve(file, llk::kMiddleSegment, llk::Rules{}, frontier::kJudgeFormat);
    benchmark::DoNotOptimize(answers.data());
    yes = static_cast<std::size_t>(std::count(answers.begin(), answers.end(), 'Y'));
  }
  state.counters["yes_answers"] = static_cast<double>(yes);
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
}
BENCHMARK(SolveFile)->Unit(benchmark::kMillisecond);

// The preparation alone, once per case.
void PrepareTileCounts(benchmark::State& state) {
  const llk::JudgeFile file = llk::Puzzle::read(judge_text());
  for (auto _ : state) {
    const llk::TileCounts counts(file.cases[0].board, llk::Rules{});
    benchmark::DoNotOptimize(&counts);
  }
}
BENCHMARK(PrepareTileCounts)->Unit(benchmark::kMillisecond);

// The walking searches on the worst case, unrecorded, for comparison with (d).
void WorstQuery(benchmark::State& state, std::string_view algorithm) {
  const WalledIn& worst = walled_in();
  for (auto _ : state) {
    const llk::Answer answer = llk::Puzzle::run(algorithm, worst.game, worst.query, worst.rules, nullptr);
    if (answer.linked) state.SkipWithError("the walled-in target must be out of reach");
  }
}
BENCHMARK_CAPTURE(WorstQuery, middle_segment, llk::kMiddleSegment)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(WorstQuery, bfs_turns, llk::kBfsTurns)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(WorstQuery, dfs, llk::kDfs)->Unit(benchmark::kMillisecond);

void BfsTurnsFullTrace(benchmark::State& state) {
  const WalledIn& worst = walled_in();
  const std::size_t states = llk::Puzzle::state_count(llk::kBfsTurns, worst.game, {});
  double bytes_per_state = 0;
  double expansions = 0;
  for (auto _ : state) {
    frontier::trace::Trace trace(states);
    frontier::trace::Recorder recorder({.trace = &trace});
    const llk::Answer answer = llk::Puzzle::run(llk::kBfsTurns, worst.game, worst.query, worst.rules, &recorder);
    trace.finish(!answer.stopped);
    bytes_per_state = static_cast<double>(trace.bytes()) / static_cast<double>(trace.state_count());
    expansions = trace.steps();
  }
  state.counters["states"] = static_cast<double>(states);
  state.counters["expansions"] = expansions;
  state.counters["bytes_per_state"] = bytes_per_state;
}
BENCHMARK(BfsTurnsFullTrace)->Unit(benchmark::kMillisecond);

void PictureAtMiddleStep(benchmark::State& state) {
  const WalledIn& worst = walled_in();
  frontier::trace::Trace trace(llk::Puzzle::state_count(llk::kBfsTurns, worst.game, {}));
  frontier::trace::Recorder recorder({.trace = &trace});
  llk::Puzzle::run(llk::kBfsTurns, worst.game, worst.query, worst.rules, &recorder);
  trace.finish(true);
  const frontier::trace::Step middle = trace.steps() / 2;
  std::size_t frontier = 0;
  for (auto _ : state) {
    frontier = 0;
    for (frontier::trace::StateId s = 0; s < trace.state_count(); ++s) {
      frontier += trace.mark(s, middle) == frontier::trace::Mark::frontier ? 1 : 0;
    }
    benchmark::DoNotOptimize(frontier);
  }
  state.counters["frontier_states"] = static_cast<double>(frontier);
}
BENCHMARK(PictureAtMiddleStep)->Unit(benchmark::kMillisecond);

}  // namespace
