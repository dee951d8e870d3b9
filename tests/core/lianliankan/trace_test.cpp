// Recording: a recorded run answers as the judge solver does, and its trace obeys the
// invariants the visualizer relies on.

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"
#include "oracle.hpp"
#include "random_cases.hpp"
#include "walled_board.hpp"

namespace frontier::lianliankan {
namespace {

using trace::FineKind;
using trace::FineStep;
using trace::kNever;
using trace::kNoState;
using trace::StateId;
using trace::Step;

struct Recorded {
  Answer answer;
  trace::Trace trace;
  std::vector<FineStep> fine;
};

Recorded record(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules) {
  Recorded recorded{{}, trace::Trace(Puzzle::state_count(algorithm, game, {})), {}};
  trace::Recorder recorder({.trace = &recorded.trace, .fine = &recorded.fine});
  recorded.answer = Puzzle::run(algorithm, game, query, rules, &recorder);
  recorded.trace.finish(!recorded.answer.stopped);
  return recorded;
}

std::span<const std::string_view> pseudocode_of(std::string_view algorithm) {
  for (const auto& info : Puzzle::algorithms()) {
    if (info.name == algorithm) return info.pseudocode;
  }
  return {};
}

// The step at which `state` received its final cost and parent.
Step assigned_at(const trace::Trace& trace, StateId state) {
  for (Step t = trace.discovered_at(state); t <= trace.steps(); ++t) {
    if (trace.cost_at(state, t) == trace.cost(state) && trace.parent_at(state, t) == trace.parent(state)) return t;
  }
  return kNever;
}

// The line through the last expanded state, as the trace's parents tell it.
std::vector<Cell> witness_from_trace(std::string_view algorithm, const Case& game, const Query& query,
                                     const trace::Trace& trace) {
  const StateId last = trace.expanded_by(trace.steps());
  if (algorithm == kMiddleSegment) {
    const StatePart line = Puzzle::decode(algorithm, game, last).first();
    const Cell a = query.from;
    const Cell b = query.to;
    if (line.role == StateRole::column) return corners_of({a, {a.row, line.cell.col}, {b.row, line.cell.col}, b});
    return corners_of({a, {line.cell.row, a.col}, {line.cell.row, b.col}, b});
  }
  std::vector<Cell> cells{query.to};
  for (StateId s = last; s != kNoState; s = trace.parent(s)) {
    cells.insert(cells.begin(), Puzzle::decode(algorithm, game, s).first().cell);
  }
  return corners_of(cells);
}

void check_trace(std::string_view algorithm, const Case& game, const Query& query, const Rules& rules) {
  SCOPED_TRACE(std::string(algorithm));
  const Recorded recorded = record(algorithm, game, query, rules);
  const trace::Trace& trace = recorded.trace;
  const Answer plain = Puzzle::run(algorithm, game, query, rules, nullptr);
  ASSERT_EQ(recorded.answer, plain) << "a recorded run must answer as the judge solver does";

  // A state is expanded only after it was discovered.
  const std::size_t states = trace.state_count();
  for (StateId s = 0; s < states; ++s) {
    if (trace.expanded_at(s) != kNever) {
      ASSERT_LT(trace.discovered_at(s), trace.expanded_at(s)) << "state " << s;
    }
  }
  // The frontier at t is exactly the discovered, unexpanded states.
  for (const Step t : {Step{0}, Step{1}, trace.steps() / 3, trace.steps() / 2, trace.steps()}) {
    std::size_t frontier = 0;
    for (StateId s = 0; s < states; ++s) frontier += trace.mark(s, t) == trace::Mark::frontier ? 1 : 0;
    ASSERT_EQ(trace.counters(t).frontier, frontier) << "step " << t;
  }
  if (algorithm == kBfsTurns) {  // layers never decrease, and nothing is expanded twice
    std::vector<bool> seen(states, false);
    std::int64_t layer = 0;
    for (Step k = 1; k <= trace.steps(); ++k) {
      const StateId s = trace.expanded_by(k);
      ASSERT_FALSE(seen[s]);
      seen[s] = true;
      ASSERT_GE(trace.cost_at(s, k), layer);
      layer = trace.cost_at(s, k);
    }
  }
  if (algorithm == kMiddleSegment) {  // every candidate is known at the start, tried in order
    for (StateId s = 0; s < states && tiles_can_pair(game.board, query); ++s) {
      // A line of a closed ring is never clear, so it is no candidate at all.
      const StatePart line = Puzzle::decode(algorithm, game, s).first();
      const int index = line.role == StateRole::column ? line.cell.col : line.cell.row;
      const int ring = line.role == StateRole::column ? game.board.cols + 1 : game.board.rows + 1;
      const bool closed_ring = !rules.outside && (index == 0 || index == ring);
      ASSERT_EQ(trace.discovered_at(s), closed_ring ? trace::kNever : 0u) << "line " << index;
    }
  }

  // Fine steps name real pseudo-code lines and real states; the last line is the answer.
  const auto pseudocode = pseudocode_of(algorithm);
  std::size_t expansions = 0;
  for (const FineStep& step : recorded.fine) {
    if (step.kind == FineKind::expand) ++expansions;
    if (step.kind == FineKind::line) {
      ASSERT_GE(step.line, 1);
      ASSERT_LE(step.line, static_cast<int>(pseudocode.size()));
    }
    if (step.state != kNoState) {
      ASSERT_LT(step.state, states);
    }
  }
  ASSERT_EQ(expansions, trace.steps());
  ASSERT_FALSE(recorded.fine.empty());
  ASSERT_EQ(recorded.fine.back().kind, FineKind::line);
  const std::string_view last_line = pseudocode[static_cast<std::size_t>(recorded.fine.back().line - 1)];
  EXPECT_NE(last_line.find(recorded.answer.linked ? "answer YES" : "answer NO"), std::string_view::npos)
      << last_line;

  // The fine steps of one expansion are re-derived by running the search again.
  for (const Step k : {Step{1}, trace.steps() / 2, trace.steps()}) {
    if (k == 0 || k > trace.steps()) continue;
    std::vector<FineStep> again;
    trace::Recorder recorder({.fine = &again, .fine_first = k, .fine_last = k});
    Puzzle::run(algorithm, game, query, rules, &recorder);
    std::vector<FineStep> wanted;
    for (const FineStep& step : recorded.fine) {
      if (step.expansion == k) wanted.push_back(step);
    }
    ASSERT_EQ(again.size(), wanted.size()) << "expansion " << k;
    for (std::size_t i = 0; i < again.size(); ++i) {
      ASSERT_TRUE(again[i].kind == wanted[i].kind && again[i].line == wanted[i].line &&
                  again[i].state == wanted[i].state && again[i].cost == wanted[i].cost)
          << "expansion " << k << " fine step " << i;
    }
  }

  if (!recorded.answer.linked) return;
  // The witness is the line the trace holds, and its states were reached in order.
  ASSERT_EQ(witness_from_trace(algorithm, game, query, trace), recorded.answer.corners);
  if (algorithm == kMiddleSegment) return;
  Step previous_expansion = 0;
  for (StateId s = trace.expanded_by(trace.steps()); trace.parent(s) != kNoState; s = trace.parent(s)) {
    // Each state got its final parent while that parent was being expanded.
    ASSERT_EQ(trace.expanded_by(assigned_at(trace, s)), trace.parent(s));
    if (algorithm == kBfsTurns) {
      if (previous_expansion != 0) {
        ASSERT_LT(trace.expanded_at(s), previous_expansion);
      }
      previous_expansion = trace.expanded_at(s);
    }
  }
}

TEST(Trace, RecordedRunsAnswerAlikeAndKeepTheInvariants) {
  SplitMix64 random(777);
  for (int b = 0; b < 150; ++b) {
    const auto [game, seed] = testing::random_case(random, {.most_rows = 6, .most_cols = 6, .density_step = 0.15,
                                                   .density_steps = 5, .most_tiles = 3, .queries = 4});
    for (const Query& query : game.queries) {
      for (const bool outside : {false, true}) {
        for (const auto& algorithm : Puzzle::algorithms()) {
          check_trace(algorithm.name, game, query, Rules{outside});
          if (::testing::Test::HasFatalFailure()) {
            FAIL() << "board " << b << " seed " << seed << (outside ? " --outside" : "");
          }
        }
      }
    }
  }
}

// The judge's largest board, blank but for a 7 at (1, 1) and the other walled in by tiles
// at the far corner: bfs-turns searches every heading of every cell. Its trace keeps at
// most 16 bytes a state, the figure kMaxTraceStates and README's limits give.
TEST(Trace, AFullBfsTurnsOfTheLargestBoardKeepsAtMostSixteenBytesAState) {
  const JudgeFile file = Puzzle::read(frontier::testing::walled_lianliankan_board(1000, 999));
  const Case& game = Puzzle::case_at(file, 0);
  trace::Trace trace(Puzzle::state_count("bfs-turns", game, {}));
  trace::Recorder recorder({.trace = &trace});
  const Answer answer = Puzzle::run("bfs-turns", game, Puzzle::query_at(file, 0, 0), Rules{}, &recorder);
  trace.finish(!answer.stopped);
  ASSERT_FALSE(answer.linked);
  EXPECT_GT(trace.steps(), trace.state_count() * 9 / 10);  // searched through
  EXPECT_LE(trace.bytes(), 16 * trace.state_count())
      << static_cast<double>(trace.bytes()) / static_cast<double>(trace.state_count()) << " bytes a state";
}

TEST(Trace, MiddleSegmentTriesTheClicksOwnColumnsFirst) {
  const Case game{testing::board_of({{1, 2, 2, 1}, {2, 2, 2, 2}}), {}};
  const Query query{{1, 1}, {1, 4}};
  const Recorded recorded = record(kMiddleSegment, game, query, Rules{true});
  ASSERT_TRUE(recorded.answer.linked);
  const trace::Trace& trace = recorded.trace;
  const auto line = [&](trace::Step t) { return Puzzle::decode(kMiddleSegment, game, trace.expanded_by(t)).first(); };
  EXPECT_EQ(line(1), (StatePart{{0, 1}, StateRole::column}));
  EXPECT_EQ(line(2), (StatePart{{0, 4}, StateRole::column}));
  EXPECT_EQ(line(3), (StatePart{{0, 0}, StateRole::column}));
  // Columns 0, 2, 3, 5 fail after them, then row 0 (the ring) succeeds.
  EXPECT_EQ(trace.steps(), 7u);
  EXPECT_EQ(line(7), (StatePart{{0, 0}, StateRole::row}));
}

TEST(Trace, ACancelledSearchSaysSo) {
  const Case game{testing::board_of({{1, 0, 1}}), {}};
  std::atomic<bool> cancel{true};
  for (const auto& algorithm : Puzzle::algorithms()) {
    trace::Trace trace(Puzzle::state_count(algorithm.name, game, {}));
    trace::Recorder recorder({.trace = &trace, .cancel = &cancel});
    const Answer answer = Puzzle::run(algorithm.name, game, {{1, 1}, {1, 3}}, {}, &recorder);
    EXPECT_TRUE(answer.stopped) << algorithm.name;
    EXPECT_FALSE(answer.linked) << algorithm.name;
    EXPECT_EQ(recorder.step(), 0u) << algorithm.name;
  }
}

TEST(Trace, StatesDecodeAsTheyEncode) {
  const Board board = testing::board_of({{1, 2, 3}, {4, 5, 6}});
  for (StateId s = 0; s < heading_state_count(board); ++s) {
    ASSERT_EQ(encode_heading(board, decode_heading(board, s)), s);
  }
  EXPECT_EQ(decode_heading(board, encode_heading(board, {{3, 4}, 2})), (Heading{{3, 4}, 2}));
  for (StateId s = 0; s < middle_segment_state_count(board); ++s) {
    ASSERT_EQ(encode_candidate(board, decode_candidate(board, s)), s);
  }
  const Case game{board, {}};
  EXPECT_EQ(Puzzle::decode(kBfsTurns, game, encode_heading(board, {{0, 4}, 3})).first(),
            (StatePart{{0, 4}, StateRole::heading, 3}));
  EXPECT_EQ(Puzzle::decode(kMiddleSegment, game, encode_candidate(board, {false, 3})).first(),
            (StatePart{{3, 0}, StateRole::row}));
}

}  // namespace
}  // namespace frontier::lianliankan
