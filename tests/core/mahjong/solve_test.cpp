// Whole judge files answered in the judge's words, by every algorithm.

#include <gtest/gtest.h>

#include <string>
#include <thread>

#include "frontier/mahjong/puzzle.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/mahjong/solve.hpp"

namespace frontier::mahjong {
namespace {

const char* const kSample = "5 4\nXXXXX\nX   X\nXXX X\n XXX \n2 3 5 3\n1 3 4 4\n2 3 3 4\n0 0 0 0\n";

TEST(MahjongSolve, AnswersTheSampleInBothForms) {
  const JudgeFile file = Puzzle::read(kSample);
  for (const auto& algorithm : Puzzle::algorithms()) {
    EXPECT_EQ(Puzzle::solve(file, algorithm.name, {}, "seed"), "4\n3\n0\n");
    EXPECT_EQ(Puzzle::solve(file, algorithm.name, {}, "poj1101"),
              "Board #1:\nPair 1: 4 segments.\nPair 2: 3 segments.\nPair 3: impossible.\n\n");
  }
}

TEST(MahjongSolve, NumbersPairsFromOneOnEachBoard) {
  const JudgeFile file = Puzzle::read("2 1\nXX\n1 1 2 1\n0 0 0 0\n2 1\nX\n2 1 1 1\n1 1 1 1\n0 0 0 0\n0 0\n");
  EXPECT_EQ(Puzzle::solve(file, kZeroOneBfsName, {}, "poj1101"),
            "Board #1:\nPair 1: 1 segments.\n\nBoard #2:\nPair 1: 1 segments.\nPair 2: impossible.\n\n");
  EXPECT_EQ(Puzzle::solve(file, kLineBfsName, {}, "seed"), "1\n1\n0\n");
}

TEST(MahjongSolve, FormatNames) {
  EXPECT_EQ(parse_answer_format("seed"), AnswerFormat::seed);
  EXPECT_EQ(parse_answer_format("poj1101"), AnswerFormat::poj1101);
  EXPECT_FALSE(parse_answer_format("POJ").has_value());
}

TEST(MahjongSolve, AlgorithmsAgreeOnLargeGeneratedFiles) {
  for (const double density : {0.2, 0.5, 0.7}) {
    const JudgeFile file =
        Puzzle::generate(3, {{"cols", 75}, {"rows", 75}, {"queries", 200}, {"cases", 3}, {"density", density}});
    const std::string judge = Puzzle::solve(file, kRunBfsName, {}, "seed");
    EXPECT_EQ(Puzzle::solve(file, kZeroOneBfsName, {}, "seed"), judge) << "density " << density;
    EXPECT_EQ(Puzzle::solve(file, kLineBfsName, {}, "seed"), judge) << "density " << density;
    // With the ring closed the runs that were cut once for the board differ too.
    const Rules closed{.may_leave_board = false};
    EXPECT_EQ(Puzzle::solve(file, kRunBfsName, closed, "seed"), Puzzle::solve(file, kLineBfsName, closed, "seed"))
        << "density " << density;
  }
}

// The searches reuse per-thread working memory: threads must not disturb each other (the
// visualizer searches on a worker thread while the judge solver may run elsewhere).
TEST(MahjongSolve, ThreadsSolveIndependently) {
  const JudgeFile file = Puzzle::generate(8, {{"cols", 30}, {"rows", 20}, {"queries", 300}, {"cases", 2}});
  const std::string expected = Puzzle::solve(file, kZeroOneBfsName, {}, "seed");
  std::string by_thread[3];
  std::thread first([&] { by_thread[0] = Puzzle::solve(file, kZeroOneBfsName, {}, "seed"); });
  std::thread second([&] { by_thread[1] = Puzzle::solve(file, kLineBfsName, {}, "seed"); });
  std::thread third([&] { by_thread[2] = Puzzle::solve(file, kRunBfsName, {}, "seed"); });
  first.join();
  second.join();
  third.join();
  EXPECT_EQ(by_thread[0], expected);
  EXPECT_EQ(by_thread[1], expected);
  EXPECT_EQ(by_thread[2], expected);
}

}  // namespace
}  // namespace frontier::mahjong
