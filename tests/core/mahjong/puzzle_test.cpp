// Mahjong through its contract type, frontier::mahjong::Puzzle: the format, legality of
// pairs, the judge's output, decoded states, witnesses, the rules of one move, and the
// generator, each held to the shipped files, the brute-force oracle or the old entry points.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "data_files.hpp"
#include "frontier/common/parse_error.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/trace/trace.hpp"
#include "oracle.hpp"

namespace frontier::mahjong {
namespace {

using P = Puzzle;
namespace fs = std::filesystem;

std::vector<fs::path> samples() {
  return test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "mahjong", ".out");
}

const Rules kClosedRing{.may_leave_board = false};

std::string read_error(std::string_view text) {
  try {
    P::read(text);
  } catch (const ParseError& error) {
    return error.message();
  }
  return "no error";
}

// A one-board file asking `pair`, written by hand as the judge would (x before y).
std::string file_asking(const Board& board, int x1, int y1, int x2, int y2) {
  std::string text = std::to_string(board.width) + " " + std::to_string(board.height) + "\n";
  for (int row = 1; row <= board.height; ++row) {
    for (int col = 1; col <= board.width; ++col) text += board.has_card({row, col}) ? 'X' : ' ';
    text += '\n';
  }
  return text + std::to_string(x1) + " " + std::to_string(y1) + " " + std::to_string(x2) + " " +
         std::to_string(y2) + "\n0 0 0 0\n";
}

TEST(MahjongPuzzle, NamesItselfAsTheCommandLineDoes) {
  EXPECT_EQ(P::kId, "mahjong");
  EXPECT_EQ(P::kTitle, "Mahjong path game (POJ 1101 \"The Game\" family)");
  ASSERT_EQ(P::algorithms().size(), 4u);
  EXPECT_EQ(P::algorithms()[0].name, "run-bfs");  // the judge solver first
  EXPECT_EQ(P::algorithms()[1].name, "zero-one-bfs");
  EXPECT_EQ(P::algorithms()[2].name, "line-bfs");
  EXPECT_EQ(P::algorithms()[3].name, "astar");
  ASSERT_EQ(P::answer_formats().size(), 2u);
  EXPECT_EQ(P::answer_formats()[0], "seed");
  EXPECT_EQ(P::answer_formats()[1], "poj1101");
}

TEST(MahjongPuzzle, ReadOfWriteIsIdentityOnSamplesAndGeneratedFiles) {
  std::vector<std::string> texts;
  for (const auto& input : samples()) texts.push_back(test_data::slurp(input));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    texts.push_back(P::write(P::generate(seed, {{"cols", 1 + seed % 7}, {"rows", 1 + seed % 5}, {"cases", 3}})));
  }
  for (const std::string& text : texts) {
    const P::File file = P::read(text);
    EXPECT_EQ(P::read(P::write(file)), file);
    EXPECT_EQ(P::write(P::read(P::write(file))), P::write(file));
  }
}

TEST(MahjongPuzzle, CasesAndQueriesAreTheBoardsAndTheirPairs) {
  const P::File file = P::read(test_data::slurp(test_data::source_dir() / "sample_inputs/mahjong/multi_board.in"));
  ASSERT_EQ(P::case_count(file), file.games.size());
  ASSERT_GE(P::case_count(file), 2u);
  for (std::size_t k = 0; k < P::case_count(file); ++k) {
    EXPECT_EQ(&P::case_at(file, k), &file.games[k]);
    ASSERT_EQ(P::query_count(file, k), file.games[k].pairs.size());
    for (std::size_t j = 0; j < P::query_count(file, k); ++j) EXPECT_EQ(&P::query_at(file, k, j), &file.games[k].pairs[j]);
  }
}

TEST(MahjongPuzzle, ValidateAcceptsEverySamplesPairs) {
  for (const auto& input : samples()) {
    const P::File file = P::read(test_data::slurp(input));
    for (const Game& game : file.games) {
      for (const Pair& pair : game.pairs) EXPECT_EQ(P::validate(game, pair), std::nullopt) << input;
    }
  }
  // Blanks and equal ends are questions the judge answers.
  const Game game{test_support::board_from({"X  ", "  X"}), {}};
  EXPECT_EQ(P::validate(game, {{1, 2}, {2, 1}}), std::nullopt);
  EXPECT_EQ(P::validate(game, {{1, 1}, {1, 1}}), std::nullopt);
}

TEST(MahjongPuzzle, ValidateRefusesEndsOffTheBoardWithTheReadersReasons) {
  const Game game{test_support::board_from({"XXXXX", "X   X", "XXX X", " XXX "}), {}};  // 5 columns, 4 rows
  struct Fault {
    int x1, y1, x2, y2;
    const char* reason;  // the words of tests/data/bad/mahjong
  };
  const Fault faults[] = {
      {0, 1, 1, 1, "pair x1 0 is outside the board (5 columns)"},
      {-2, 1, 1, 1, "pair x1 -2 is outside the board (5 columns)"},
      {1, 1, 6, 1, "pair x2 6 is outside the board (5 columns)"},
      {1, 5, 1, 1, "pair y1 5 is outside the board (4 rows)"},
      {1, 1, 1, 0, "pair y2 0 is outside the board (4 rows)"},
      {9, 9, 9, 9, "pair x1 9 is outside the board (5 columns)"},  // the first in x1 y1 x2 y2
      {1, 1, 2, 7, "pair y2 7 is outside the board (4 rows)"},
      {0, 9, 1, 1, "pair y1 9 is outside the board (4 rows)"},  // a zero last: it may be the end marker's
      {1, 0, 0, 1, "pair y1 0 is outside the board (4 rows)"},
  };
  for (const Fault& f : faults) {
    const Pair pair{{f.y1, f.x1}, {f.y2, f.x2}};
    EXPECT_EQ(P::validate(game, pair), std::optional<std::string>(f.reason));
    EXPECT_EQ(read_error(file_asking(game.board, f.x1, f.y1, f.x2, f.y2)), f.reason);
    for (const auto& algorithm : P::algorithms()) {
      try {
        P::run(algorithm.name, game, pair, {}, nullptr);
        ADD_FAILURE() << algorithm.name << " ran an illegal pair";
      } catch (const std::invalid_argument& error) {
        EXPECT_EQ(std::string(error.what()), f.reason) << algorithm.name;
      }
    }
  }
  // One row, one column: the singular.
  const Game one{Board(1, 1), {}};
  EXPECT_EQ(P::validate(one, {{1, 2}, {1, 1}}), std::optional<std::string>("pair x1 2 is outside the board (1 column)"));
  EXPECT_EQ(P::validate(one, {{1, 1}, {2, 1}}), std::optional<std::string>("pair y2 2 is outside the board (1 row)"));
}

TEST(MahjongPuzzle, ValidateAndTheReaderAgreeOnRandomPairs) {
  SplitMix64 random(3);
  for (int n = 0; n < 300; ++n) {
    const Game game{test_support::random_board(random, static_cast<int>(random.uniform(1, 6)),
                                               static_cast<int>(random.uniform(1, 6)), 0.5),
                    {}};
    int v[4];
    for (int& c : v) c = static_cast<int>(random.uniform(-1, 7));
    if (v[0] == 0 && v[1] == 0 && v[2] == 0 && v[3] == 0) continue;  // the end marker
    const std::optional<std::string> verdict = P::validate(game, {{v[1], v[0]}, {v[3], v[2]}});
    EXPECT_EQ(read_error(file_asking(game.board, v[0], v[1], v[2], v[3])), verdict.value_or("no error"));
  }
}

TEST(MahjongPuzzle, SolvePrintsTheSamplesExpectedOutput) {
  for (const auto& input : samples()) {
    const P::File file = P::read(test_data::slurp(input));
    const fs::path args = fs::path(input).replace_extension(".args");
    const std::string format = fs::exists(args) && test_data::slurp(args).find("poj1101") != std::string::npos
                                   ? "poj1101"
                                   : "seed";
    const std::string expected = test_data::slurp(fs::path(input).replace_extension(".out"));
    for (const auto& algorithm : P::algorithms()) {
      EXPECT_EQ(P::solve(file, algorithm.name, P::rules_from({}), format), expected) << input << " " << algorithm.name;
    }
  }
}

TEST(MahjongPuzzle, SolveHonoursTheRulesAndRefusesUnknownNames) {
  const P::File file = P::generate(4, {{"cols", 6}, {"rows", 5}, {"queries", 40}, {"density", 0.4}});
  std::string expected;
  for (const Pair& pair : file.games[0].pairs) {
    expected += std::to_string(test_support::oracle_segments(file.games[0].board, pair, kClosedRing)) + "\n";
  }
  for (const auto& algorithm : P::algorithms()) EXPECT_EQ(P::solve(file, algorithm.name, kClosedRing, "seed"), expected);
  const P::File empty{{Game{Board(2, 2), {}}}};
  EXPECT_THROW(P::solve(empty, "dfs", {}, "seed"), std::invalid_argument);
  EXPECT_THROW(P::solve(empty, "zero-one-bfs", {}, "POJ"), std::invalid_argument);
}

TEST(MahjongPuzzle, TheClosedRingRule) {
  ASSERT_EQ(P::rule_specs().size(), 1u);
  const RuleSpec& spec = P::rule_specs()[0];
  EXPECT_EQ(spec.id, "closed-ring");
  EXPECT_EQ(spec.help, "paths may not leave the board (the judge lets them)");
  EXPECT_EQ(spec.judge_value, 0);
  EXPECT_TRUE(spec.is_switch());
  EXPECT_TRUE(P::rules_from({}).may_leave_board);
  EXPECT_TRUE(P::rules_from({{"closed-ring", 0}}).may_leave_board);
  EXPECT_FALSE(P::rules_from({{"closed-ring", 1}}).may_leave_board);
}

using DecodedKey = std::tuple<int, int, int, int>;  // row, col, role, direction
DecodedKey key_of(const DecodedState& decoded) {
  const StatePart& part = decoded.first();
  return {part.cell.row, part.cell.col, static_cast<int>(part.role), part.direction};
}

TEST(MahjongPuzzle, DecodedStatesLieOnTheBoardOrItsRingWithTheirRoles) {
  std::vector<Game> games;
  for (const auto& input : samples()) {
    for (Game& game : P::read(test_data::slurp(input)).games) games.push_back(std::move(game));
  }
  SplitMix64 random(21);
  for (int n = 0; n < 30; ++n) {
    Game game{test_support::random_board(random, static_cast<int>(random.uniform(1, 7)),
                                         static_cast<int>(random.uniform(1, 7)), 0.4),
              {}};
    game.pairs.push_back(test_support::random_pair(random, game.board));
    games.push_back(std::move(game));
  }
  for (const Game& game : games) {
    for (const Pair& pair : game.pairs) {
      for (const Rules rules : {Rules{}, kClosedRing}) {
        for (const auto& algorithm : P::algorithms()) {
          trace::Trace trace(P::state_count(algorithm.name, game, rules));
          trace::Recorder recorder({.trace = &trace});
          const Answer answer = P::run(algorithm.name, game, pair, rules, &recorder);
          trace.finish(true);
          const bool headings = algorithm.name == kZeroOneBfsName || algorithm.name == kAstarName;
          std::set<DecodedKey> seen;
          for (trace::StateId s = 0; s < trace.state_count(); ++s) {
            if (trace.discovered_at(s) == trace::kNever) continue;
            const DecodedState decoded = P::decode(algorithm.name, game, s);
            EXPECT_EQ(decoded.side, 0);
            EXPECT_TRUE(seen.insert(key_of(decoded)).second) << algorithm.name << " decodes two states alike";
            if (algorithm.name == kRunBfsName && decoded.first().role != StateRole::cell) {
              // A run: its two ends on one row or column, every cell between them open.
              ASSERT_EQ(decoded.count, 2);
              const StatePart& first = decoded.part(0);
              const StatePart& last = decoded.part(1);
              ASSERT_EQ(first.role, last.role);
              const bool row = first.role == StateRole::row;
              EXPECT_TRUE(row || first.role == StateRole::column);
              EXPECT_EQ(row ? last.cell.row - first.cell.row : last.cell.col - first.cell.col, 0);
              const int length = row ? last.cell.col - first.cell.col : last.cell.row - first.cell.row;
              ASSERT_GE(length, 0);
              for (int k = 0; k <= length; ++k) {
                const Cell cell = row ? Cell{first.cell.row, first.cell.col + k} : Cell{first.cell.row + k, first.cell.col};
                EXPECT_TRUE(game.board.within_ring(cell));
                EXPECT_TRUE(game.board.on_board(cell) ? !game.board.has_card(cell) : rules.may_leave_board)
                    << "state " << s << " holds a closed cell";
              }
              continue;
            }
            ASSERT_EQ(decoded.count, 1);
            const StatePart& part = decoded.first();
            EXPECT_TRUE(part.cell.row >= 0 && part.cell.row <= game.board.height + 1 && part.cell.col >= 0 &&
                        part.cell.col <= game.board.width + 1)
                << algorithm.name << " state " << s;
            if (!rules.may_leave_board) {
              EXPECT_TRUE(game.board.on_board(part.cell)) << "a closed ring is never entered";
            }
            EXPECT_EQ(part.role, headings ? StateRole::heading : StateRole::cell);
            if (headings) {
              EXPECT_TRUE(part.direction >= 0 && part.direction < kDirections);
            } else {
              EXPECT_EQ(part.direction, -1);
            }
          }
          if (answer.found()) {
            EXPECT_EQ(P::decode(algorithm.name, game, answer.states.front()).first().cell, pair.from);
            EXPECT_EQ(P::decode(algorithm.name, game, answer.states.back()).first().cell, pair.to);
          }
        }
      }
    }
  }
  EXPECT_THROW(P::decode("dfs", games.front(), 0), std::invalid_argument);
}

TEST(MahjongPuzzle, DecodeNamesTheJudgesCells) {
  const Game game{test_support::board_from({"XXXXX", "X   X", "XXX X", " XXX "}), {}};
  // zero-one-bfs numbers (ring-padded cell, direction): cell·4 + direction, stride 7.
  const DecodedState heading = P::decode(kZeroOneBfsName, game, (5 * 7 + 6) * 4 + 3);
  EXPECT_EQ(heading.first(), (StatePart{{5, 6}, StateRole::heading, 3}));
  EXPECT_EQ(P::decode(kLineBfsName, game, 0).first(), (StatePart{{0, 0}, StateRole::cell, -1}));
  EXPECT_EQ(P::decode(kLineBfsName, game, 7 + 1).first(), (StatePart{{1, 1}, StateRole::cell, -1}));
  EXPECT_EQ(P::state_count(kZeroOneBfsName, game, {}), 7u * 6u * 4u);
  EXPECT_EQ(P::state_count(kLineBfsName, game, kClosedRing), 7u * 6u);

  // run-bfs numbers the pair's cells as line-bfs does, and a run as 42 (the ring grid's
  // cells) + (its first cell * 2 + 1 along a column) * 2 + 1 when the ring is open.
  EXPECT_EQ(P::state_count(kRunBfsName, game, {}), 7u * 6u * 5u);
  EXPECT_EQ(P::decode(kRunBfsName, game, 7 + 1).first(), (StatePart{{1, 1}, StateRole::cell, -1}));
  auto run = [&](trace::StateId state) {
    const DecodedState decoded = P::decode(kRunBfsName, game, state);
    EXPECT_EQ(decoded.count, 2);
    return std::pair{decoded.part(0), decoded.part(1)};
  };
  using Ends = std::pair<StatePart, StatePart>;
  const auto row = StateRole::row;
  const auto column = StateRole::column;
  EXPECT_EQ(run(42 + (16 * 2 + 0) * 2 + 1), (Ends{{{2, 2}, row, -1}, {{2, 4}, row, -1}}));
  EXPECT_EQ(run(42 + (18 * 2 + 1) * 2 + 1), (Ends{{{2, 4}, column, -1}, {{3, 4}, column, -1}}));
  EXPECT_EQ(run(42 + (0 * 2 + 0) * 2 + 1), (Ends{{{0, 0}, row, -1}, {{0, 6}, row, -1}}));
  // Row 4 is " XXX ": its blank at column 5 runs on into the ring only when the ring is open.
  EXPECT_EQ(run(42 + (33 * 2 + 0) * 2 + 1), (Ends{{{4, 5}, row, -1}, {{4, 6}, row, -1}}));
  EXPECT_EQ(run(42 + (33 * 2 + 0) * 2 + 0), (Ends{{{4, 5}, row, -1}, {{4, 5}, row, -1}}));
  EXPECT_THROW(P::decode(kRunBfsName, game, 7 * 6 * 5), std::invalid_argument);
}

TEST(MahjongPuzzle, TheWitnessIsTheAnswersCornersAndApplyAgreesWithTheJudge) {
  std::vector<Game> games;
  for (const auto& input : samples()) {
    for (Game& game : P::read(test_data::slurp(input)).games) games.push_back(std::move(game));
  }
  games.push_back(P::generate(8, {{"cols", 7}, {"rows", 6}, {"queries", 200}}).games[0]);
  for (const Game& game : games) {
    for (const Pair& pair : game.pairs) {
      for (const Rules rules : {Rules{}, kClosedRing}) {
        const Answer answer = P::run(kZeroOneBfsName, game, pair, rules, nullptr);
        const Witness witness = P::witness(answer);
        EXPECT_EQ(witness.corners, answer.corners);
        EXPECT_TRUE(witness.moves.empty());
        EXPECT_EQ(P::answer_text(answer), std::to_string(answer.segments));
        EXPECT_FALSE(P::stopped(answer));

        const Board start = P::start(game, pair);
        EXPECT_EQ(start, game.board);
        const MoveOutcome<Board> outcome = P::apply(game, rules, start, pair);
        const bool cards = game.board.has_card(pair.from) && game.board.has_card(pair.to) && pair.from != pair.to;
        const bool joined = test_support::oracle_segments(game.board, pair, rules) > 0;
        EXPECT_EQ(static_cast<bool>(outcome), cards && joined);
        if (outcome) {
          EXPECT_TRUE(outcome.refusal.empty());
          Board expected = game.board;
          expected.set_card(pair.from, false);
          expected.set_card(pair.to, false);
          EXPECT_EQ(*outcome.position, expected);
        } else if (pair.from == pair.to) {
          EXPECT_NE(outcome.refusal.find("both ends"), std::string::npos) << outcome.refusal;
        } else if (!cards) {
          EXPECT_NE(outcome.refusal.find("is not a card"), std::string::npos) << outcome.refusal;
        } else {
          EXPECT_NE(outcome.refusal.find(rules.may_leave_board ? "no path joins" : "no path that stays on the board"),
                    std::string::npos)
              << outcome.refusal;
        }
      }
    }
  }
}

TEST(MahjongPuzzle, ApplyExplainsEachRefusal) {
  const Game game{test_support::board_from({"XXX", "X X", "XXX", "X  "}), {}};
  const Board& board = game.board;
  EXPECT_EQ(P::apply(game, {}, board, {{1, 1}, {0, 1}}).refusal, "(x 1, y 0) is off the board");
  EXPECT_EQ(P::apply(game, {}, board, {{1, 4}, {1, 1}}).refusal, "(x 4, y 1) is off the board");
  EXPECT_EQ(P::apply(game, {}, board, {{1, 1}, {1, 1}}).refusal, "(x 1, y 1) is both ends: pick two different cards");
  EXPECT_EQ(P::apply(game, {}, board, {{2, 2}, {1, 1}}).refusal, "(x 2, y 2) is not a card");
  // Round the left of the board through the ring.
  EXPECT_TRUE(P::apply(game, {}, board, {{2, 1}, {4, 1}}));
  EXPECT_EQ(P::apply(game, kClosedRing, board, {{1, 1}, {3, 3}}).refusal,
            "no path that stays on the board joins (x 1, y 1) and (x 3, y 3)");
  EXPECT_EQ(P::apply(game, {}, test_support::board_from({"XXX", "XXX", "XXX"}), {{1, 1}, {2, 2}}).refusal,
            "no path joins (x 1, y 1) and (x 2, y 2)");
}

std::vector<Cell> cells_of(const Board& board) {
  std::vector<Cell> cells;
  for (int row = 1; row <= board.height; ++row) {
    for (int col = 1; col <= board.width; ++col) cells.push_back({row, col});
  }
  return cells;
}

TEST(MahjongPuzzle, MovesAreExactlyThePairsApplyAccepts) {
  SplitMix64 random(17);
  for (int n = 0; n < 120; ++n) {
    const Game game{test_support::random_board(random, static_cast<int>(random.uniform(1, 5)),
                                               static_cast<int>(random.uniform(1, 5)), n % 3 == 0 ? 0.85 : 0.5),
                    {}};
    for (const Rules rules : {Rules{}, kClosedRing}) {
      const std::vector<Pair> moves = P::moves(game, rules, game.board);
      for (const Pair& move : moves) {
        EXPECT_LT(move.from, move.to) << "from before to in row-major order";  // Cell orders by row, then col
      }
      const std::set<std::pair<Cell, Cell>> listed = [&] {
        std::set<std::pair<Cell, Cell>> set;
        for (const Pair& move : moves) set.insert({move.from, move.to});
        return set;
      }();
      EXPECT_EQ(listed.size(), moves.size()) << "a pair listed twice";
      std::set<std::pair<Cell, Cell>> accepted;
      for (const Cell a : cells_of(game.board)) {
        for (const Cell b : cells_of(game.board)) {
          if (P::apply(game, rules, game.board, {a, b})) accepted.insert({std::min(a, b), std::max(a, b)});
        }
      }
      EXPECT_EQ(listed, accepted);
    }
  }
}

// The hint, which play mode asks after every move instead of listing every pair: a pair
// the oracle joins, and none exactly when no pair is joined (brute force over all pairs).
TEST(MahjongPuzzle, HintIsAJoinedPairAndNoneOnlyWhenNoneIs) {
  SplitMix64 random(23);
  int hinted = 0;
  int stuck = 0;
  for (int n = 0; n < 2000; ++n) {
    const Game game{test_support::random_board(random, static_cast<int>(random.uniform(1, 6)),
                                               static_cast<int>(random.uniform(1, 6)), n % 3 == 0 ? 0.9 : 0.3),
                    {}};
    for (const Rules rules : {Rules{}, kClosedRing}) {
      bool any = false;
      for (const Cell a : cells_of(game.board)) {
        for (const Cell b : cells_of(game.board)) {
          if (a < b && game.board.has_card(a) && game.board.has_card(b) &&
              test_support::oracle_segments(game.board, {a, b}, rules) > 0) {
            any = true;
          }
        }
      }
      const std::optional<Pair> hint = P::hint(game, {}, rules, game.board, 0, {});
      ASSERT_EQ(hint.has_value(), any) << n;
      if (!hint) {
        ++stuck;
        continue;
      }
      ++hinted;
      EXPECT_TRUE(game.board.has_card(hint->from) && game.board.has_card(hint->to) && hint->from != hint->to);
      EXPECT_GT(test_support::oracle_segments(game.board, *hint, rules), 0) << n;
    }
  }
  EXPECT_GT(hinted, 500);
  EXPECT_GT(stuck, 50);
}

TEST(MahjongPuzzle, PlayingMovesToTheEndClearsABoardThatAllowsIt) {
  // Every card lies on the edge and so touches the ring: any order of moves ends solved.
  const Game game{test_support::board_from({"XX X", "X  X", "XXX "}), {{{1, 1}, {1, 2}}}};
  Board position = P::start(game, game.pairs[0]);
  EXPECT_FALSE(P::solved(game, game.pairs[0], position));
  int played = 0;
  while (!P::solved(game, game.pairs[0], position)) {
    const std::vector<Pair> moves = P::moves(game, {}, position);
    ASSERT_FALSE(moves.empty()) << "stuck after " << played << " moves";
    const MoveOutcome<Board> outcome = P::apply(game, {}, position, moves.front());
    ASSERT_TRUE(outcome) << outcome.refusal;
    position = *outcome.position;
    ++played;
  }
  EXPECT_EQ(played, 4);
  EXPECT_TRUE(P::moves(game, {}, position).empty());
}

TEST(MahjongPuzzle, RestateAsksThePairOnTheBoardAsItStands) {
  const Game game{test_support::board_from({"XXXX", "X  X"}), {{{1, 1}, {1, 4}}}};
  const Board position = *P::apply(game, {}, game.board, {{1, 2}, {1, 3}}).position;
  const auto from_here = P::restate(game, game.pairs[0], {}, position, 1);
  EXPECT_EQ(from_here.game.board, position);
  EXPECT_EQ(from_here.game.pairs, std::vector<Pair>{game.pairs[0]});
  EXPECT_EQ(from_here.query, game.pairs[0]);
  // Straight along the emptied row now: one segment, as the oracle counts on that board.
  const Answer answer = P::run(kRunBfsName, from_here.game, from_here.query, from_here.rules, nullptr);
  EXPECT_EQ(answer.segments, test_support::oracle_segments(position, game.pairs[0], from_here.rules));
  EXPECT_EQ(answer.segments, 1);
}

TEST(MahjongPuzzle, GenerateTakesTheCommandLinesParameters) {
  struct Expected {
    const char* id;
    double default_value, minimum, maximum;
    bool real;
  };
  const Expected expected[] = {{"cols", 10, 1, 75, false},
                               {"rows", 8, 1, 75, false},
                               {"queries", 10, 0, 100000, false},
                               {"density", 0.5, 0, 1, true},
                               {"cases", 1, 1, 10000, false}};
  const auto parameters = P::generate_parameters();
  ASSERT_EQ(parameters.size(), std::size(expected));
  for (std::size_t i = 0; i < parameters.size(); ++i) {
    EXPECT_EQ(parameters[i].id, expected[i].id);
    EXPECT_EQ(parameters[i].default_value, expected[i].default_value) << expected[i].id;
    EXPECT_EQ(parameters[i].minimum, expected[i].minimum) << expected[i].id;
    EXPECT_EQ(parameters[i].maximum, expected[i].maximum) << expected[i].id;
    EXPECT_EQ(parameters[i].real, expected[i].real) << expected[i].id;
    EXPECT_FALSE(parameters[i].help.empty());
  }
  EXPECT_THROW(P::generate(1, {{"rows", 2.5}}), std::invalid_argument);
}

// FNV-1a over the written file: the bytes, not the shape, are what must not change.
std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t hash = 0xcbf29ce484222325u;
  for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3u;
  return hash;
}

// What the generator wrote before its options became the parameter table (`frontier-cli
// generate mahjong --seed N ...` of that build): a seed gives the same file forever.
TEST(MahjongPuzzle, GenerateWritesWhatTheOldGeneratorWrote) {
  EXPECT_EQ(P::write(P::generate(5, {{"cols", 3}, {"rows", 2}, {"queries", 3}, {"density", 0.5}, {"cases", 2}})),
            "3 2\nX  \n   \n1 2 3 1\n2 2 3 2\n2 2 1 2\n0 0 0 0\n3 2\nXXX\n   \n3 1 1 1\n3 2 1 2\n2 1 3 1\n0 0 0 0\n0 0\n");
  const std::pair<std::uint64_t, std::uint64_t> by_seed[] = {
      {0, 0xf3e2c4f162ec0715u},   {1, 0x878b4ab552fcfdbdu},    {2, 0x3b17e88d68b6b000u},
      {42, 0x0baac003ce58796eu},  {2013, 0x616a350ac471d9bdu}, {9223372036854775807u, 0x462af4e26b766539u},
  };
  for (const auto& [seed, hash] : by_seed) EXPECT_EQ(fnv1a(P::write(P::generate(seed, {}))), hash) << seed;
  EXPECT_EQ(fnv1a(P::write(P::generate(5, {{"cols", 3}, {"rows", 9}, {"queries", 25}, {"density", 0.3}, {"cases", 4}}))),
            0xe0877e6a1389299au);
}

}  // namespace
}  // namespace frontier::mahjong
