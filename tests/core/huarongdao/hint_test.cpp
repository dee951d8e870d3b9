// Puzzle::hint: following it from the start reaches the target in exactly the fewest
// moves the oracle finds, on the samples and on small random boards; with no way to the
// target it still offers a legal move, and none only when none is legal.

#include <gtest/gtest.h>

#include <stop_token>
#include <vector>

#include "data_files.hpp"
#include "frontier/common/random.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

// The moves made following the hint until the target, or -1 when it gave up (no hint,
// or more hints than the oracle's fewest moves).
int moves_following_hints(const Board& board, const Query& query, int most) {
  Position position = Puzzle::start(board, query);
  int played = 0;
  while (!Puzzle::solved(board, query, position)) {
    if (played > most) return -1;
    const std::optional<Move> hint = Puzzle::hint(board, query, {}, position, played, {});
    if (!hint) return -1;
    MoveOutcome<Position> outcome = Puzzle::apply(board, {}, position, *hint);
    EXPECT_TRUE(outcome) << outcome.refusal;
    if (!outcome) return -1;
    position = *outcome.position;
    ++played;
  }
  return played;
}

void expect_hints_are_shortest(const Board& board, const Query& query) {
  const int fewest = testing::oracle_moves(board, query);
  if (fewest >= 0) {
    EXPECT_EQ(moves_following_hints(board, query, fewest), fewest);
    return;
  }
  const Position start = Puzzle::start(board, query);
  const std::optional<Move> hint = Puzzle::hint(board, query, {}, start, 0, {});
  EXPECT_EQ(hint.has_value(), !Puzzle::moves(board, {}, start).empty());
  if (hint) {
    EXPECT_TRUE(Puzzle::apply(board, {}, start, *hint));
  }
}

TEST(HuarongdaoHint, FollowedFromTheStartOfEverySampleItTakesTheFewestMoves) {
  const auto inputs = test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "huarongdao", ".out");
  ASSERT_FALSE(inputs.empty());
  int solved = 0;
  for (const auto& input : inputs) {
    SCOPED_TRACE(input.filename().string());
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    const Board& board = Puzzle::case_at(file, 0);
    const std::size_t queries = std::min<std::size_t>(Puzzle::query_count(file, 0), 5);
    for (std::size_t q = 0; q < queries; ++q) {
      const Query& query = Puzzle::query_at(file, 0, q);
      expect_hints_are_shortest(board, query);
      if (testing::oracle_moves(board, query) > 0) ++solved;
    }
  }
  EXPECT_GT(solved, 0);
}

TEST(HuarongdaoHint, FollowedOnSmallRandomBoardsItTakesTheFewestMoves) {
  SplitMix64 random(913);
  for (int round = 0; round < 300; ++round) {
    const Board board = testing::random_board(random, static_cast<int>(random.uniform(1, 6)),
                                              static_cast<int>(random.uniform(1, 6)), 0.75);
    Query query;
    if (!testing::random_query(random, board, query)) continue;
    expect_hints_are_shortest(board, query);
  }
}

TEST(HuarongdaoHint, SaysNothingOnceToldToStop) {
  const Puzzle::File file = Puzzle::read("3 4 1\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n");
  const Board& board = Puzzle::case_at(file, 0);
  const Query& query = Puzzle::query_at(file, 0, 0);
  std::stop_source stop;
  stop.request_stop();
  EXPECT_FALSE(Puzzle::hint(board, query, {}, Puzzle::start(board, query), 0, stop.get_token()));
}

}  // namespace
}  // namespace frontier::huarongdao
