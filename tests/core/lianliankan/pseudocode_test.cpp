// Every pseudo-code line the visualizer shows is one some run actually executes: over
// the shipped samples and random boards, each algorithm (and each lesson) reports each of
// its lines.

#include <gtest/gtest.h>

#include "data_files.hpp"

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/lianliankan/bfs_turns.hpp"
#include "frontier/lianliankan/dfs.hpp"
#include "frontier/lianliankan/dfs_miscounted_turns.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/trace/recorder.hpp"
#include "random_cases.hpp"

namespace frontier::lianliankan {
namespace {

using trace::FineKind;
using trace::FineStep;

// The correct searches and the lessons: every one is shown, so every one is checked.
std::vector<trace::AlgorithmInfo> every_search() {
  std::vector<trace::AlgorithmInfo> all(Puzzle::algorithms().begin(), Puzzle::algorithms().end());
  all.insert(all.end(), Puzzle::lessons().begin(), Puzzle::lessons().end());
  return all;
}

void collect_lines(std::string_view algorithm, const Case& game, const Rules& rules, std::set<int>& lines) {
  for (const Query& query : game.queries) {
    std::vector<FineStep> fine;
    trace::Recorder recorder({.fine = &fine});
    Puzzle::run(algorithm, game, query, rules, &recorder);
    for (const FineStep& step : fine) {
      if (step.kind == FineKind::line) lines.insert(step.line);
    }
  }
}

TEST(Pseudocode, EveryLineIsReported) {
  std::vector<Case> games;
  for (const auto& input :
       test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "lianliankan", ".out")) {
    for (const Case& game : Puzzle::read(test_data::slurp(input)).cases) games.push_back(game);
  }
  ASSERT_FALSE(games.empty());
  SplitMix64 random(2024);
  for (int n = 0; n < 40; ++n) {
    games.push_back(testing::random_case(random, {.queries = 6}).game);
  }
  for (const auto& algorithm : every_search()) {
    std::set<int> lines;
    for (const Case& game : games) {
      for (const bool outside : {false, true}) collect_lines(algorithm.name, game, Rules{outside}, lines);
    }
    for (int line = 1; line <= static_cast<int>(algorithm.pseudocode.size()); ++line) {
      EXPECT_TRUE(lines.count(line)) << algorithm.name << " never reports line " << line << ": "
                                     << algorithm.pseudocode[static_cast<std::size_t>(line - 1)];
    }
    EXPECT_EQ(lines.size(), algorithm.pseudocode.size()) << algorithm.name << " reports a line it does not have";
  }
}

// A pair line 1 refuses (two different tiles, a blank, one cell twice) is answered on
// line 1 and nowhere else: every search stops there, before its first expansion, and
// pair_fault names the reason the window gives.
TEST(Pseudocode, RefusedPairEndsOnTheFirstLine) {
  // 2 x 3: tiles 5 5 7 over a blank row's start.
  const Case game = Puzzle::read("2 3\n5 5 7\n0 5 0\n3\n1 1 1 3\n2 1 1 1\n1 2 1 2\n0 0\n").cases.front();
  const PairFault expected[] = {PairFault::different_tiles, PairFault::blank, PairFault::same_cell};
  for (std::size_t q = 0; q < game.queries.size(); ++q) {
    EXPECT_EQ(pair_fault(game.board, game.queries[q]), expected[q]) << "query " << q + 1;
    for (const auto& algorithm : every_search()) {
      for (const bool outside : {false, true}) {
        std::vector<FineStep> fine;
        trace::Recorder recorder({.fine = &fine});
        const Answer answer = Puzzle::run(algorithm.name, game, game.queries[q], Rules{outside}, &recorder);
        EXPECT_FALSE(answer.linked);
        std::vector<int> lines;
        for (const FineStep& step : fine) {
          if (step.kind == FineKind::line) lines.push_back(step.line);
        }
        EXPECT_EQ(lines, std::vector<int>{1}) << algorithm.name << " query " << q + 1;
      }
    }
  }
  EXPECT_EQ(pair_fault(game.board, {{1, 1}, {2, 2}}), PairFault::none);
  EXPECT_EQ(pair_fault(game.board, {{1, 1}, {3, 1}}), PairFault::off_board);
}

// The names are the lines they stand for: a line inserted into the text without its
// name would shift every later number, and this notices.
TEST(Pseudocode, NamedLinesAreTheirText) {
  const auto text = [](auto line, std::span<const std::string_view> pseudocode) {
    return pseudocode[static_cast<std::size_t>(static_cast<int>(line) - 1)];
  };
  EXPECT_NE(text(MiddleSegmentLine::middle_segment, kMiddleSegmentPseudocode).find("middle segment"),
            std::string_view::npos);
  EXPECT_NE(text(MiddleSegmentLine::answer_yes, kMiddleSegmentPseudocode).find("answer YES"), std::string_view::npos);
  EXPECT_NE(text(BfsTurnsLine::skip_stale, kBfsTurnsPseudocode).find("skip"), std::string_view::npos);
  EXPECT_NE(text(BfsTurnsLine::reach_target, kBfsTurnsPseudocode).find("answer YES"), std::string_view::npos);
  EXPECT_NE(text(DfsLine::prune, kDfsPseudocode).find("prune"), std::string_view::npos);
  EXPECT_NE(text(DfsLine::go_straight, kDfsPseudocode).find("explored next"), std::string_view::npos);
  EXPECT_NE(text(DfsMiscountedTurnsLine::count_turn, kDfsMiscountedTurnsPseudocode).find("counted + 1"),
            std::string_view::npos);
  EXPECT_NE(text(DfsMiscountedTurnsLine::go_back, kDfsMiscountedTurnsPseudocode).find("go back"),
            std::string_view::npos);
  for (const std::string_view last : {text(MiddleSegmentLine::answer_no, kMiddleSegmentPseudocode),
                                      text(BfsTurnsLine::answer_no, kBfsTurnsPseudocode),
                                      text(DfsLine::answer_no, kDfsPseudocode),
                                      text(DfsMiscountedTurnsLine::answer_no, kDfsMiscountedTurnsPseudocode)}) {
    EXPECT_EQ(last, "answer NO");
  }
}

}  // namespace
}  // namespace frontier::lianliankan
