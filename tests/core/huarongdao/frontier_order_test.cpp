// The frontier listed in the order the search takes it out (trace::frontier_in_order),
// held to an independent replay of bfs's FIFO queue before every expansion, on random
// boards.

#include <gtest/gtest.h>

#include "container_replay.hpp"
#include "frontier/common/random.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/huarongdao/searches.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

TEST(FrontierOrder, BfsListsItsQueueFrontFirstAtEveryExpansion) {
  SplitMix64 random(2013);
  int queries = 0;
  while (queries < 200) {
    const Board board = testing::random_board(random, static_cast<int>(random.uniform(2, 5)),
                                              static_cast<int>(random.uniform(2, 5)), 0.8);
    Query query;
    if (!testing::random_query(random, board, query)) continue;
    frontier::testing::expect_frontier_in_the_containers_order<Puzzle>(kBfsName, board, query, {},
                                                                       "board " + std::to_string(queries));
    if (HasFatalFailure()) return;
    ++queries;
  }
}

}  // namespace
}  // namespace frontier::huarongdao
