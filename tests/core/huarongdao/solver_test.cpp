// Every algorithm against the brute-force oracle on thousands of random queries, every
// witness replayed move by move, and the named edge cases.

#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "frontier/huarongdao/board_solver.hpp"
#include "frontier/huarongdao/dijkstra_from_target.hpp"
#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

using testing::oracle_moves;
using testing::replay;

const std::string_view kAlgorithms[] = {kDijkstraFromTargetName, kDijkstraName, kSpfaName, kBfsName, kAstarName};

Board parse_board(int rows, int cols, const std::string& cells) {
  Board board{rows, cols, {}};
  for (const char c : cells) {
    if (c == '0' || c == '1') board.cells.push_back(static_cast<std::uint8_t>(c - '0'));
  }
  EXPECT_EQ(board.cells.size(), static_cast<std::size_t>(rows * cols));
  return board;
}

// Asks every algorithm, checks each witness, and returns the moves they agree on.
std::int64_t agreed_moves(const Board& board, const Query& query) {
  std::int64_t first = -2;
  for (const std::string_view algorithm : kAlgorithms) {
    const Answer answer = Puzzle::run(algorithm, board, query, {}, nullptr);
    EXPECT_NE(answer.status, Status::stopped);
    EXPECT_EQ(replay(board, query, answer), "") << algorithm;
    if (first == -2) first = answer.moves;
    EXPECT_EQ(answer.moves, first) << algorithm;
  }
  return first;
}

TEST(HuarongdaoSolver, RegistryListsTheJudgeSolverFirst) {
  ASSERT_EQ(Puzzle::algorithms().size(), 5u);
  // The names the command line and the samples' .args spell.
  EXPECT_EQ(Puzzle::algorithms()[0].name, "dijkstra-from-target");
  EXPECT_EQ(Puzzle::algorithms()[1].name, "dijkstra");
  EXPECT_EQ(Puzzle::algorithms()[2].name, "spfa");
  EXPECT_EQ(Puzzle::algorithms()[3].name, "bfs");
  EXPECT_EQ(Puzzle::algorithms()[4].name, "astar");
  // The oracle tests below run kAlgorithms: it must hold every registered search.
  for (const auto& info : Puzzle::algorithms()) {
    EXPECT_NE(std::find(std::begin(kAlgorithms), std::end(kAlgorithms), info.name), std::end(kAlgorithms)) << info.name;
  }
  for (const auto& info : Puzzle::algorithms()) EXPECT_FALSE(info.pseudocode.empty());
}

TEST(HuarongdaoSolver, AgreesWithTheOracleOnRandomBoards) {
  SplitMix64 random(20130101);
  int queries = 0, solvable = 0, with_swaps_and_walks = 0;
  while (queries < 2400) {
    const int rows = static_cast<int>(random.uniform(1, 6)), cols = static_cast<int>(random.uniform(1, 6));
    const double density = 0.45 + 0.1 * static_cast<double>(random.uniform(0, 5));
    const Board board = testing::random_board(random, rows, cols, density);
    for (int k = 0; k < 8; ++k) {
      Query query;
      if (!testing::random_query(random, board, query)) break;
      ++queries;
      const int expected = oracle_moves(board, query);
      for (const std::string_view algorithm : kAlgorithms) {
        const Answer answer = Puzzle::run(algorithm, board, query, {}, nullptr);
        ASSERT_EQ(answer.moves, expected)
            << algorithm << " on\n" << Puzzle::write({board, {query}});
        ASSERT_EQ(replay(board, query, answer), "") << algorithm << " on\n" << Puzzle::write({board, {query}});
      }
      if (expected > 0) ++solvable;
      if (expected > 6) ++with_swaps_and_walks;
    }
  }
  // The random boards must exercise the interesting cases, not only the trivial ones.
  EXPECT_GT(solvable, queries / 4);
  EXPECT_GT(with_swaps_and_walks, queries / 10);
}

// The official data's shape (generate --corridors 1): one-cell corridors inside a movable
// border, where most pieces cannot pass the blank and many answers are -1; the judge's
// file, solved whole, and each algorithm's run, against the oracle.
TEST(HuarongdaoSolver, AgreesWithTheOracleOnCorridorMazes) {
  SplitMix64 random(20131124);
  int queries = 0, solvable = 0, impossible = 0;
  for (int round = 0; round < 40; ++round) {
    const int rows = static_cast<int>(random.uniform(7, 15)), cols = static_cast<int>(random.uniform(7, 15));
    const JudgeFile file =
        Puzzle::generate(random.next(), {{"rows", rows}, {"cols", cols}, {"queries", 30}, {"corridors", 1}});
    std::string expected;
    for (const Query& query : file.queries) {
      const int moves = oracle_moves(file.board, query);
      expected += std::to_string(moves) + "\n";
      ++queries;
      if (moves > 0) ++solvable;
      if (moves == -1) ++impossible;
      if (queries % 4 != 0) continue;  // every search on a quarter of them: bfs is slow
      for (const std::string_view algorithm : kAlgorithms) {
        const Answer answer = Puzzle::run(algorithm, file.board, query, {}, nullptr);
        ASSERT_EQ(answer.moves, moves) << algorithm << " on\n" << Puzzle::write({file.board, {query}});
        ASSERT_EQ(replay(file.board, query, answer), "") << algorithm;
      }
    }
    ASSERT_EQ(Puzzle::solve(file, kDijkstraFromTargetName, {}, kJudgeFormat), expected) << Puzzle::write(file);
  }
  EXPECT_GT(solvable, queries / 10) << impossible << " impossible of " << queries;
  EXPECT_GT(impossible, queries / 10) << solvable << " solvable of " << queries;
}

// One solver answers query after query on a board, as Puzzle::solve does: the labels and
// the queue it keeps from the query before must not leak into the next answer, whether
// the witnesses are spelled out or left out.
TEST(HuarongdaoSolver, OneSolverAnswersManyQueriesAlikeWithAndWithoutWitnesses) {
  SplitMix64 random(20131109);
  int queries = 0;
  for (int round = 0; round < 60; ++round) {
    const int rows = static_cast<int>(random.uniform(2, 7)), cols = static_cast<int>(random.uniform(2, 7));
    const Board board = testing::random_board(random, rows, cols, 0.75);
    BoardSolver spelled(board), counted(board);
    counted.graph().set_witnesses(false);
    for (int k = 0; k < 30; ++k) {
      Query query;
      if (!testing::random_query(random, board, query)) break;
      ++queries;
      const int expected = oracle_moves(board, query);
      for (const std::string_view algorithm : {kDijkstraFromTargetName, kDijkstraName, kSpfaName, kAstarName}) {
        const Answer with = spelled.solve(algorithm, query);
        ASSERT_EQ(with.moves, expected) << algorithm << " on\n" << Puzzle::write({board, {query}});
        ASSERT_EQ(replay(board, query, with), "") << algorithm << " on\n" << Puzzle::write({board, {query}});
        const Answer without = counted.solve(algorithm, query);
        ASSERT_EQ(without.moves, expected) << algorithm << " on\n" << Puzzle::write({board, {query}});
        EXPECT_TRUE(without.witness.empty()) << algorithm;
      }
    }
  }
  EXPECT_GT(queries, 1000);
}

// Many queries on a board, few targets among them, so that one search from a target
// answers a group of queries (Puzzle::solve's way): each answer against the oracle, and,
// with the witnesses on, each group's witnesses replayed.
std::vector<Query> queries_sharing_targets(SplitMix64& random, const Board& board, int count) {
  std::vector<Query> queries;
  Query first;
  if (!testing::random_query(random, board, first)) return queries;
  std::vector<Cell> targets{first.target};
  for (int k = 0; k < 3; ++k) {
    Query other;
    testing::random_query(random, board, other);
    targets.push_back(other.target);
  }
  for (int k = 0; k < count; ++k) {
    Query query;
    testing::random_query(random, board, query);
    query.target = targets[static_cast<std::size_t>(random.uniform(0, 3))];
    if (random.chance(0.1)) query.target = query.piece;
    queries.push_back(query);
  }
  return queries;
}

TEST(HuarongdaoSolver, OneSearchFromATargetAnswersEveryQueryOfItsGroup) {
  SplitMix64 random(20131110);
  int queries = 0, grouped = 0;
  for (int round = 0; round < 150; ++round) {
    const int rows = static_cast<int>(random.uniform(2, 7)), cols = static_cast<int>(random.uniform(2, 7));
    const Board board = testing::random_board(random, rows, cols, 0.5 + 0.1 * static_cast<double>(random.uniform(0, 4)));
    const std::vector<Query> file_queries = queries_sharing_targets(random, board, 24);
    if (file_queries.empty()) continue;
    std::string expected;
    for (const Query& query : file_queries) expected += std::to_string(oracle_moves(board, query)) + "\n";
    const JudgeFile file{board, file_queries};
    ASSERT_EQ(Puzzle::solve(file, kDijkstraFromTargetName, {}, kJudgeFormat), expected) << Puzzle::write(file);
    queries += static_cast<int>(file_queries.size());

    BoardGraph graph(board);  // witnesses on
    const std::vector<Answer> answers = dijkstra_from_target_all(graph, file_queries);
    ASSERT_EQ(answers.size(), file_queries.size());
    for (std::size_t k = 0; k < answers.size(); ++k) {
      ASSERT_EQ(answers[k].moves, oracle_moves(board, file_queries[k])) << Puzzle::write(file);
      ASSERT_EQ(replay(board, file_queries[k], answers[k]), "") << Puzzle::write(file);
      for (std::size_t j = 0; j < k; ++j) grouped += file_queries[j].target == file_queries[k].target;
    }
  }
  EXPECT_GT(queries, 2000);
  EXPECT_GT(grouped, queries);  // most queries shared their search with others
}

// Files of many targets, their groups shared out among threads: every answer against the
// oracle, each worker count's answers (expansions included) the same as one worker's, and
// with witnesses on each answer's moves replayed.
TEST(HuarongdaoSolver, TargetGroupsSharedAmongWorkersAnswerAsOneWorker) {
  SplitMix64 random(20261201);
  int queries = 0;
  for (int round = 0; round < 10; ++round) {
    const int rows = static_cast<int>(random.uniform(6, 9)), cols = static_cast<int>(random.uniform(6, 9));
    const Board board = testing::random_board(random, rows, cols, 0.6 + 0.1 * static_cast<double>(random.uniform(0, 3)));
    std::vector<Query> file_queries;
    for (int k = 0; k < 250; ++k) {
      Query query;
      if (testing::random_query(random, board, query)) file_queries.push_back(query);
    }
    if (file_queries.empty()) continue;
    BoardGraph one_graph(board);
    one_graph.set_witnesses(false);
    const std::vector<Answer> alone = dijkstra_from_target_all(one_graph, file_queries, 1);
    for (std::size_t k = 0; k < alone.size(); ++k) {
      ASSERT_EQ(alone[k].moves, oracle_moves(board, file_queries[k])) << Puzzle::write({board, file_queries});
    }
    for (const int workers : {2, 3, 8}) {
      BoardGraph graph(board);
      graph.set_witnesses(false);
      const std::vector<Answer> shared = dijkstra_from_target_all(graph, file_queries, workers);
      ASSERT_EQ(shared.size(), alone.size());
      for (std::size_t k = 0; k < shared.size(); ++k) {
        ASSERT_EQ(shared[k].status, alone[k].status) << workers << " workers, query " << k;
        ASSERT_EQ(shared[k].moves, alone[k].moves) << workers << " workers, query " << k;
        ASSERT_EQ(shared[k].expansions, alone[k].expansions) << workers << " workers, query " << k;
      }
    }
    BoardGraph witnessed(board);  // witnesses on: each worker spells its answers' moves out
    const std::vector<Answer> spelled = dijkstra_from_target_all(witnessed, file_queries, 2);
    for (std::size_t k = 0; k < spelled.size(); ++k) {
      ASSERT_EQ(spelled[k].moves, alone[k].moves) << "query " << k;
      ASSERT_EQ(replay(board, file_queries[k], spelled[k]), "") << Puzzle::write({board, file_queries});
    }
    queries += static_cast<int>(file_queries.size());
  }
  EXPECT_GT(queries, 2000);
}

TEST(HuarongdaoSolver, WorkersOnlyForFilesOfManyTargets) {
  EXPECT_EQ(dijkstra_from_target_workers(0), 1);
  EXPECT_EQ(dijkstra_from_target_workers(63), 1);
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  EXPECT_EQ(dijkstra_from_target_workers(10000), std::min(cores, 8));
  EXPECT_LE(dijkstra_from_target_workers(130), 2);
}

TEST(HuarongdaoSolver, StatementSample) {
  const JudgeFile file = Puzzle::read(
      "3 4 2\n0 1 1 1\n0 1 1 0\n0 1 0 0\n3 2 1 2 2 2\n1 2 2 2 3 2\n");
  EXPECT_EQ(agreed_moves(file.board, file.queries[0]), 2);
  EXPECT_EQ(agreed_moves(file.board, file.queries[1]), -1);
}

TEST(HuarongdaoSolver, StartOnTheTargetIsZeroMoves) {
  const Board board = parse_board(2, 3, "111 111");
  for (const std::string_view algorithm : kAlgorithms) {
    const Answer answer = Puzzle::run(algorithm, board, {{1, 1}, {2, 3}, {2, 3}}, {}, nullptr);
    EXPECT_EQ(answer.status, Status::solved);
    EXPECT_EQ(answer.moves, 0);
    EXPECT_TRUE(answer.witness.empty());
  }
}

TEST(HuarongdaoSolver, WalledInBlankCanOnlyStay) {
  // The blank on (1,1) has only fixed neighbours.
  const Board board = parse_board(3, 3, "101 001 111");
  EXPECT_EQ(agreed_moves(board, {{1, 1}, {3, 3}, {3, 1}}), -1);
  EXPECT_EQ(agreed_moves(board, {{1, 1}, {3, 3}, {3, 3}}), 0);
}

TEST(HuarongdaoSolver, TargetOnAFixedCellIsImpossible) {
  const Board board = parse_board(3, 3, "111 101 111");
  EXPECT_EQ(agreed_moves(board, {{1, 1}, {3, 3}, {2, 2}}), -1);
}

TEST(HuarongdaoSolver, TwoCellBoards) {
  // With one piece beside the blank, the only move swaps them.
  EXPECT_EQ(agreed_moves(parse_board(1, 2, "11"), {{1, 1}, {1, 2}, {1, 1}}), 1);
  EXPECT_EQ(agreed_moves(parse_board(2, 1, "11"), {{2, 1}, {1, 1}, {2, 1}}), 1);
  const Answer answer = Puzzle::run(kDijkstraName, parse_board(1, 2, "11"), {{1, 1}, {1, 2}, {1, 1}}, {}, nullptr);
  ASSERT_EQ(answer.witness.size(), 1u);
  EXPECT_EQ(answer.witness[0], (Move{{1, 2}, {1, 1}, true}));
}

TEST(HuarongdaoSolver, CorridorLetsThePieceMoveOnlyTowardTheBlank) {
  const Board board = parse_board(1, 5, "11111");
  EXPECT_EQ(agreed_moves(board, {{1, 1}, {1, 3}, {1, 2}}), 2);
  EXPECT_EQ(agreed_moves(board, {{1, 1}, {1, 2}, {1, 1}}), 1);
  // After one swap the blank is on the wrong side and can never get past the piece.
  EXPECT_EQ(agreed_moves(board, {{1, 1}, {1, 3}, {1, 1}}), -1);
  EXPECT_EQ(agreed_moves(board, {{1, 1}, {1, 3}, {1, 4}}), -1);
}

TEST(HuarongdaoSolver, PieceGoesAroundALoop) {
  // A 3x3 ring around a fixed centre: the blank circles the ring to push the piece on.
  const Board board = parse_board(3, 3, "111 101 111");
  const std::int64_t moves = agreed_moves(board, {{1, 1}, {1, 2}, {3, 2}});
  EXPECT_EQ(moves, oracle_moves(board, {{1, 1}, {1, 2}, {3, 2}}));
  EXPECT_GT(moves, 4);
}

TEST(HuarongdaoSolver, RefusesQueriesTheReaderWouldRefuse) {
  const Board board = parse_board(2, 2, "11 10");
  EXPECT_THROW(Puzzle::run(kDijkstraName, board, {{2, 2}, {1, 1}, {1, 2}}, {}, nullptr), std::invalid_argument);
  EXPECT_THROW(Puzzle::run(kDijkstraName, board, {{1, 1}, {2, 2}, {1, 2}}, {}, nullptr), std::invalid_argument);
  EXPECT_THROW(Puzzle::run(kSpfaName, board, {{1, 1}, {1, 1}, {1, 2}}, {}, nullptr), std::invalid_argument);
  EXPECT_THROW(Puzzle::run(kBfsName, board, {{1, 1}, {1, 2}, {3, 2}}, {}, nullptr), std::invalid_argument);
  EXPECT_THROW(Puzzle::run("beam-search", board, {{1, 1}, {1, 2}, {2, 1}}, {}, nullptr), std::invalid_argument);
}

TEST(HuarongdaoSolver, BfsRefusesBoardsBeyondItsLimit) {
  Board board{100, 100, std::vector<std::uint8_t>(10000, 1)};
  EXPECT_THROW(Puzzle::run(kBfsName, board, {{1, 1}, {1, 2}, {50, 50}}, {}, nullptr), std::length_error);
  // The piece graph of the same board is small: dijkstra answers at once.
  const Answer answer = Puzzle::run(kDijkstraName, board, {{1, 1}, {1, 2}, {50, 50}}, {}, nullptr);
  EXPECT_EQ(testing::replay(board, {{1, 1}, {1, 2}, {50, 50}}, answer), "");
  EXPECT_GT(answer.moves, 0);
}

TEST(HuarongdaoSolver, SpfaExpandsMoreThanDijkstra) {
  SplitMix64 random(7);
  std::uint64_t dijkstra_expansions = 0, spfa_expansions = 0;
  for (int k = 0; k < 200; ++k) {
    const Board board = testing::random_board(random, 6, 6, 0.8);
    Query query;
    if (!testing::random_query(random, board, query)) continue;
    dijkstra_expansions += Puzzle::run(kDijkstraName, board, query, {}, nullptr).expansions;
    spfa_expansions += Puzzle::run(kSpfaName, board, query, {}, nullptr).expansions;
  }
  EXPECT_LT(dijkstra_expansions, spfa_expansions);
}

}  // namespace
}  // namespace frontier::huarongdao
