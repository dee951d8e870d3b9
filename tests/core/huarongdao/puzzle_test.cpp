// Huarongdao through frontier::PuzzleContract: the facade reads, validates, answers,
// decodes and plays exactly as the model, the reader, the registry and the rules do, and
// a witness it finds replays move by move through its own apply.

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "data_files.hpp"
#include "frontier/common/parse_error.hpp"
#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"
#include "oracle.hpp"

namespace frontier::huarongdao {
namespace {

namespace fs = std::filesystem;
using trace::StateId;

const fs::path kSamples = test_data::source_dir() / "sample_inputs" / "huarongdao";
const fs::path kOdd = test_data::source_dir() / "tests" / "data" / "odd" / "huarongdao";

std::vector<fs::path> valid_files() {
  std::vector<fs::path> files = test_data::judge_inputs(kSamples, ".out");
  for (const fs::path& f : test_data::judge_inputs(kOdd, ".out")) files.push_back(f);
  return files;
}

// Small random games; the target is sometimes a fixed cell, so some have no answer.
struct Game {
  Board board;
  Query query;
};
std::vector<Game> random_games(std::uint64_t seed, int count, int largest) {
  std::vector<Game> games;
  SplitMix64 random(seed);
  while (static_cast<int>(games.size()) < count) {
    Game g{testing::random_board(random, static_cast<int>(random.uniform(1, largest)),
                                 static_cast<int>(random.uniform(1, largest)), 0.75),
           {}};
    if (testing::random_query(random, g.board, g.query)) games.push_back(g);
  }
  return games;
}

TEST(HuarongdaoPuzzle, NamesItselfAndHasNoRuleVariants) {
  EXPECT_EQ(Puzzle::kId, "huarongdao");
  EXPECT_EQ(Puzzle::kTitle, "Huarongdao (NOIP 2013 \"puzzle\")");
  EXPECT_TRUE(Puzzle::rule_specs().empty());
  EXPECT_EQ(Puzzle::rules_from({{"outside", 1}}), Rules{});
  ASSERT_EQ(Puzzle::answer_formats().size(), 1u);
  EXPECT_EQ(Puzzle::answer_formats()[0], "judge");
  ASSERT_EQ(Puzzle::algorithms().size(), 5u);
  EXPECT_EQ(Puzzle::algorithms()[0].name, "dijkstra-from-target");  // the judge's solver first
}

TEST(HuarongdaoPuzzle, ReadsOneBoardAndWritesWhatItRead) {
  for (const fs::path& input : valid_files()) {
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    EXPECT_EQ(Puzzle::read(Puzzle::write(file)), file) << input;
    ASSERT_EQ(Puzzle::case_count(file), 1u);
    EXPECT_EQ(&Puzzle::case_at(file, 0), &file.board);
    ASSERT_EQ(Puzzle::query_count(file, 0), file.queries.size());
    for (std::size_t j = 0; j < file.queries.size(); ++j) EXPECT_EQ(Puzzle::query_at(file, 0, j), file.queries[j]);
    EXPECT_THROW(Puzzle::case_at(file, 1), std::out_of_range);
  }
}

TEST(HuarongdaoPuzzle, ValidateAcceptsEveryShippedQuery) {
  for (const fs::path& input : valid_files()) {
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    for (const Query& query : file.queries) {
      EXPECT_EQ(Puzzle::validate(file.board, query), std::nullopt) << input;
    }
  }
}

// The reader's complaint about a one-query file, without its "LINE:COL: ".
std::string reader_reason(const Board& board, const Query& query) {
  try {
    Puzzle::read(Puzzle::write({board, {query}}));
  } catch (const ParseError& error) {
    const std::string what = error.what();
    return what.substr(what.find(": ") + 2);
  }
  return "accepted";
}

TEST(HuarongdaoPuzzle, ValidateRefusesWithTheReadersReasonsAndRunThrowsThem) {
  // 0 1 1 1 / 0 1 1 0 / 0 1 0 0: the statement's board.
  const Board board{3, 4, {0, 1, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0}};
  const std::pair<Query, std::string> illegal[] = {
      {{{4, 2}, {1, 2}, {2, 2}}, "blank row 4 is outside the board (3 rows)"},
      {{{1, 0}, {1, 2}, {2, 2}}, "blank column 0 is outside the board (4 columns)"},
      {{{1, 2}, {-1, 2}, {2, 2}}, "piece row -1 is outside the board (3 rows)"},
      {{{1, 2}, {2, 7}, {2, 2}}, "piece column 7 is outside the board (4 columns)"},
      {{{1, 2}, {2, 2}, {0, 2}}, "target row 0 is outside the board (3 rows)"},
      {{{1, 2}, {2, 2}, {3, 5}}, "target column 5 is outside the board (4 columns)"},
      {{{3, 3}, {2, 2}, {1, 2}}, "the blank (3, 3) is on a fixed cell"},
      {{{1, 2}, {1, 1}, {2, 2}}, "the marked piece (1, 1) is on a fixed cell"},
      {{{2, 3}, {2, 3}, {1, 2}}, "the marked piece (2, 3) is on the blank"},
      // The first fault in reading order wins.
      {{{3, 3}, {1, 1}, {9, 9}}, "target row 9 is outside the board (3 rows)"},
      {{{3, 3}, {1, 1}, {1, 2}}, "the blank (3, 3) is on a fixed cell"},
  };
  for (const auto& [query, reason] : illegal) {
    EXPECT_EQ(Puzzle::validate(board, query), reason);
    EXPECT_EQ(reader_reason(board, query), reason);
    for (const auto& info : Puzzle::algorithms()) {
      try {
        Puzzle::run(info.name, board, query, {}, nullptr);
        ADD_FAILURE() << info.name << " ran " << reason;
      } catch (const std::invalid_argument& error) {
        EXPECT_EQ(error.what(), reason) << info.name;
      }
    }
  }
  // A target on a fixed cell is a legal question whose answer is -1.
  const Query fixed_target{{1, 2}, {2, 2}, {1, 1}};
  EXPECT_EQ(Puzzle::validate(board, fixed_target), std::nullopt);
  EXPECT_EQ(reader_reason(board, fixed_target), "accepted");
  EXPECT_EQ(Puzzle::answer_text(Puzzle::run(kDijkstraName, board, fixed_target, {}, nullptr)), "-1");
}

TEST(HuarongdaoPuzzle, SolvePrintsTheShippedAnswers) {
  for (const fs::path& input : valid_files()) {
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    const std::string expected = test_data::slurp(fs::path(input).replace_extension(".out"));
    EXPECT_EQ(Puzzle::solve(file, kDijkstraName, {}, kJudgeFormat), expected) << input;
    if (input.filename() != "judge_limit.in") {  // the slow ones on the small files only
      EXPECT_EQ(Puzzle::solve(file, kSpfaName, {}, kJudgeFormat), expected) << input;
      EXPECT_EQ(Puzzle::solve(file, kBfsName, {}, kJudgeFormat), expected) << input;
    }
  }
  const Puzzle::File empty{{1, 1, {1}}, {}};
  EXPECT_EQ(Puzzle::solve(empty, kDijkstraName, {}, kJudgeFormat), "");
  EXPECT_THROW(Puzzle::solve(empty, "beam-search", {}, kJudgeFormat), std::invalid_argument);
  EXPECT_THROW(Puzzle::solve(empty, kDijkstraName, {}, "json"), std::invalid_argument);
}

TEST(HuarongdaoPuzzle, WitnessIsTheAnswersMoves) {
  for (const Game& g : random_games(7, 60, 5)) {
    const Answer answer = Puzzle::run(kDijkstraName, g.board, g.query, {}, nullptr);
    const Witness witness = Puzzle::witness(answer);
    EXPECT_TRUE(witness.corners.empty());
    ASSERT_EQ(witness.moves.size(), answer.witness.size());
    for (std::size_t k = 0; k < witness.moves.size(); ++k) {
      EXPECT_EQ(witness.moves[k].from, answer.witness[k].from);
      EXPECT_EQ(witness.moves[k].to, answer.witness[k].to);
      EXPECT_EQ(witness.moves[k].marked, answer.witness[k].marked);
      EXPECT_FALSE(witness.moves[k].jump);
    }
    EXPECT_FALSE(Puzzle::stopped(answer));
  }
  Answer stopped;
  stopped.status = Status::stopped;
  EXPECT_TRUE(Puzzle::stopped(stopped));
  EXPECT_EQ(Puzzle::witness(Answer{}), Witness{});
}

TEST(HuarongdaoPuzzle, FoundWitnessesReplayThroughApplyToTheTarget) {
  for (const Game& g : random_games(11, 80, 5)) {
    const int oracle = testing::oracle_moves(g.board, g.query);
    for (const auto& info : Puzzle::algorithms()) {
      const Answer answer = Puzzle::run(info.name, g.board, g.query, {}, nullptr);
      EXPECT_EQ(Puzzle::answer_text(answer), std::to_string(oracle)) << info.name;
      if (answer.status != Status::solved) continue;
      Position position = Puzzle::start(g.board, g.query);
      EXPECT_EQ(position, (Position{g.query.blank, g.query.piece}));
      for (const WitnessMove& m : Puzzle::witness(answer).moves) {
        const auto outcome = Puzzle::apply(g.board, {}, position, {m.from, m.to, m.marked});
        ASSERT_TRUE(outcome) << info.name << ": " << outcome.refusal;
        position = *outcome.position;
      }
      EXPECT_TRUE(Puzzle::solved(g.board, g.query, position)) << info.name;
    }
  }
}

TEST(HuarongdaoPuzzle, RestateAsksTheFewestMovesLeftFromThePosition) {
  int restated = 0;
  for (const Game& g : random_games(29, 60, 5)) {
    const Answer answer = Puzzle::run(Puzzle::algorithms().front().name, g.board, g.query, {}, nullptr);
    if (answer.status != Status::solved) continue;
    // Along an optimal line each move leaves one fewer; the oracle counts it afresh.
    Position position = Puzzle::start(g.board, g.query);
    int played = 0;
    for (const WitnessMove& m : Puzzle::witness(answer).moves) {
      const auto from_here = Puzzle::restate(g.board, g.query, {}, position, played);
      EXPECT_EQ(from_here.game, g.board);
      EXPECT_EQ(from_here.query, (Query{position.blank, position.piece, g.query.target}));
      const Answer left = Puzzle::run(Puzzle::algorithms().front().name, from_here.game, from_here.query, from_here.rules, nullptr);
      EXPECT_EQ(left.moves, answer.moves - played);
      EXPECT_EQ(left.moves, testing::oracle_moves(g.board, from_here.query));
      position = *Puzzle::apply(g.board, {}, position, {m.from, m.to, m.marked}).position;
      ++played;
      ++restated;
    }
    EXPECT_EQ(Puzzle::run(Puzzle::algorithms().front().name, g.board, Puzzle::restate(g.board, g.query, {}, position, played).query, {}, nullptr).moves, 0);
  }
  EXPECT_GT(restated, 20);
}

TEST(HuarongdaoPuzzle, MovesAreTheBlanksMovableNeighboursInOrder) {
  // 1 1 1 / 1 1 0 / 1 1 1, the blank in the middle, the marked piece below it.
  const Board board{3, 3, {1, 1, 1, 1, 1, 0, 1, 1, 1}};
  const Position position{{2, 2}, {3, 2}};
  const std::vector<Move> expected = {
      {{1, 2}, {2, 2}, false}, {{3, 2}, {2, 2}, true}, {{2, 1}, {2, 2}, false}};  // up, down, left
  EXPECT_EQ(Puzzle::moves(board, {}, position), expected);
  EXPECT_EQ(Puzzle::apply(board, {}, position, expected[1]).position, (Position{{3, 2}, {2, 2}}));
  EXPECT_EQ(Puzzle::apply(board, {}, position, expected[0]).position, (Position{{1, 2}, {3, 2}}));
  EXPECT_EQ(Puzzle::apply(board, {}, position, {{2, 3}, {2, 2}, false}).refusal, "(2, 3) is a fixed cell");
  EXPECT_EQ(Puzzle::apply(board, {}, position, {{1, 1}, {1, 2}, false}).refusal,
            "(1, 2) is not the blank; the blank is on (2, 2)");
  EXPECT_EQ(Puzzle::apply(board, {}, position, {{1, 1}, {2, 2}, false}).refusal,
            "(1, 1) is not beside the blank (2, 2)");
  EXPECT_EQ(Puzzle::apply(board, {}, {{1, 1}, {3, 2}}, {{0, 1}, {1, 1}, false}).refusal, "(0, 1) is off the board");
  EXPECT_EQ(Puzzle::apply(board, {}, position, {{3, 2}, {2, 2}, false}).refusal,
            "the piece on (3, 2) is the marked piece");
  EXPECT_EQ(Puzzle::apply(board, {}, position, {{1, 2}, {2, 2}, true}).refusal,
            "the piece on (1, 2) is not the marked piece");
  EXPECT_TRUE(Puzzle::solved(board, {{2, 2}, {3, 2}, {3, 2}}, position));
  EXPECT_FALSE(Puzzle::solved(board, {{2, 2}, {3, 2}, {2, 2}}, position));
}

TEST(HuarongdaoPuzzle, MovesAreExactlyTheMovesApplyAccepts) {
  SplitMix64 random(5);
  for (int n = 0; n < 30; ++n) {
    const Board board = testing::random_board(random, static_cast<int>(random.uniform(1, 4)),
                                              static_cast<int>(random.uniform(1, 4)), 0.7);
    Query query;
    if (!testing::random_query(random, board, query)) continue;
    const Position position{query.blank, query.piece};
    const std::vector<Move> listed = Puzzle::moves(board, {}, position);
    std::set<std::tuple<Cell, Cell, bool>> accepted;
    // Every candidate: from and to anywhere on the board or its ring, either mark.
    for (int fr = 0; fr <= board.rows + 1; ++fr) {
      for (int fc = 0; fc <= board.cols + 1; ++fc) {
        for (int tr = 0; tr <= board.rows + 1; ++tr) {
          for (int tc = 0; tc <= board.cols + 1; ++tc) {
            for (const bool marked : {false, true}) {
              const Move move{{fr, fc}, {tr, tc}, marked};
              const auto outcome = Puzzle::apply(board, {}, position, move);
              if (!outcome) {
                EXPECT_FALSE(outcome.refusal.empty());
                continue;
              }
              EXPECT_TRUE(outcome.refusal.empty());
              accepted.insert({move.from, move.to, move.marked});
              // The oracle's rule: the piece slides into the blank, the blank takes its cell.
              EXPECT_TRUE(testing::open_cell(board, move.from) && testing::neighbours(move.from, position.blank));
              const Position after{move.from, move.from == position.piece ? position.blank : position.piece};
              EXPECT_EQ(*outcome.position, after);
            }
          }
        }
      }
    }
    std::set<std::tuple<Cell, Cell, bool>> listed_set;
    for (const Move& m : listed) listed_set.insert({m.from, m.to, m.marked});
    EXPECT_EQ(listed_set.size(), listed.size()) << "a move listed twice";
    EXPECT_EQ(listed_set, accepted);
  }
}

// A decoded state as plain numbers, to tell states apart.
std::vector<int> key(const DecodedState& d) {
  std::vector<int> k{d.side};
  for (const StatePart& p : d.view()) {
    k.insert(k.end(), {p.cell.row, p.cell.col, static_cast<int>(p.role), p.direction});
  }
  return k;
}

void check_decoded_states(std::string_view algorithm, const Board& board, const Query& query) {
  trace::Trace trace(Puzzle::state_count(algorithm, board, {}));
  trace::Recorder recorder({.trace = &trace});
  Puzzle::run(algorithm, board, query, {}, &recorder);
  trace.finish(true);
  std::map<std::vector<int>, StateId> seen;
  for (StateId s = 0; s < trace.state_count(); ++s) {
    if (trace.discovered_at(s) == trace::kNever) continue;
    const DecodedState d = Puzzle::decode(algorithm, board, s);
    ASSERT_GE(d.count, 1);
    EXPECT_EQ(d.side, 0);
    for (const StatePart& p : d.view()) {
      // Huarongdao never leaves the board: every part stands on a movable cell.
      EXPECT_TRUE(testing::open_cell(board, p.cell)) << algorithm << " state " << s;
    }
    if (algorithm == kBfsName) {
      ASSERT_EQ(d.count, 2);
      EXPECT_EQ(d.part(0).role, StateRole::blank);
      EXPECT_EQ(d.part(1).role, StateRole::piece);
      EXPECT_NE(d.part(0).cell, d.part(1).cell);
      EXPECT_EQ(d.part(0).direction, -1);
      EXPECT_EQ(d.part(1).direction, -1);
    } else if (d.count == 1) {
      EXPECT_EQ(d.part(0).role, StateRole::blank);
      EXPECT_NE(d.part(0).cell, query.piece) << "the blank alone walks round the piece's start";
    } else {
      ASSERT_EQ(d.count, 2);
      EXPECT_EQ(d.part(0).role, StateRole::piece);
      EXPECT_EQ(d.part(1).role, StateRole::side);
      EXPECT_EQ(d.part(1).cell, d.part(0).cell);
      ASSERT_GE(d.part(1).direction, 0);
      ASSERT_LT(d.part(1).direction, kDirections);
      // The blank stands on that side of the piece, on a movable cell.
      EXPECT_TRUE(testing::open_cell(board, step(d.part(0).cell, d.part(1).direction)));
    }
    const auto [at, fresh] = seen.emplace(key(d), s);
    EXPECT_TRUE(fresh) << algorithm << ": states " << at->second << " and " << s << " decode alike";
    if (trace.parent(s) == trace::kNoState) {  // the start: where the query puts blank and piece
      if (algorithm == kBfsName || d.count == 1) {
        EXPECT_EQ(d.part(0).cell, query.blank);
      } else if (algorithm == kDijkstraFromTargetName) {
        // Its search of the piece graph starts from the other end: the piece on the target.
        EXPECT_EQ(d.part(0).cell, query.target);
      } else {
        EXPECT_EQ(d.part(0).cell, query.piece);
        EXPECT_EQ(step(query.piece, d.part(1).direction), query.blank);
      }
    }
  }
}

TEST(HuarongdaoPuzzle, DiscoveredStatesDecodeToTheirBoardWithTheirRoles) {
  std::vector<Game> games = random_games(3, 40, 6);
  const Puzzle::File sample = Puzzle::read(test_data::slurp(kSamples / "generated.in"));
  for (std::size_t j = 0; j < 4 && j < sample.queries.size(); ++j) games.push_back({sample.board, sample.queries[j]});
  for (const Game& g : games) {
    if (g.query.piece == g.query.target) continue;  // nothing is searched
    for (const auto& info : Puzzle::algorithms()) check_decoded_states(info.name, g.board, g.query);
  }
}

TEST(HuarongdaoPuzzle, DecodesBothEncodingsInTheJudgesNumbers) {
  const Board board{2, 3, {1, 1, 1, 1, 1, 1}};  // N = 6
  // Piece graph: cell 4 is (2,2); side 3 is left. 4N + 5 is the blank alone on (2,3).
  DecodedState beside;
  beside.add({{2, 2}, StateRole::piece});
  beside.add({{2, 2}, StateRole::side, 3});
  EXPECT_EQ(Puzzle::decode(kDijkstraName, board, 4 * 4 + 3), beside);
  EXPECT_EQ(Puzzle::decode(kSpfaName, board, 4 * 4 + 3), beside);
  DecodedState alone;
  alone.add({{2, 3}, StateRole::blank});
  EXPECT_EQ(Puzzle::decode(kDijkstraName, board, 4 * 6 + 5), alone);
  // bfs: blank * N + piece.
  DecodedState position;
  position.add({{1, 2}, StateRole::blank});
  position.add({{2, 1}, StateRole::piece});
  EXPECT_EQ(Puzzle::decode(kBfsName, board, 1 * 6 + 3), position);
  EXPECT_EQ(Puzzle::state_count(kDijkstraName, board, {}), 30u);
  EXPECT_EQ(Puzzle::state_count(kBfsName, board, {}), 36u);
  EXPECT_THROW(Puzzle::decode("beam-search", board, 0), std::invalid_argument);
}

TEST(HuarongdaoPuzzle, GenerateTakesTheCommandLinesParameters) {
  const auto parameters = Puzzle::generate_parameters();
  ASSERT_EQ(parameters.size(), 5u);
  const std::tuple<std::string_view, double, double, double, bool> expected[] = {
      {"rows", 8, 1, 100, false},
      {"cols", 8, 1, 100, false},
      {"queries", 10, 0, 100000, false},
      {"density", 0.8, 0, 1, true},
      {"corridors", 0, 0, 1, false},
  };
  for (std::size_t k = 0; k < parameters.size(); ++k) {
    const auto& [id, value, minimum, maximum, real] = expected[k];
    EXPECT_EQ(parameters[k].id, id);
    EXPECT_EQ(parameters[k].default_value, value) << id;
    EXPECT_EQ(parameters[k].minimum, minimum) << id;
    EXPECT_EQ(parameters[k].maximum, maximum) << id;
    EXPECT_EQ(parameters[k].real, real) << id;
    EXPECT_FALSE(parameters[k].help.empty()) << id;
  }
  try {
    Puzzle::generate(1, {{"rows", 1}, {"cols", 1}});
    ADD_FAILURE() << "a one-cell board with queries was generated";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(), "a query needs a blank and a marked piece: the board must have at least two cells");
  }
  EXPECT_EQ(Puzzle::generate(1, {{"rows", 1}, {"cols", 1}, {"queries", 0}}).queries.size(), 0u);
  EXPECT_THROW(Puzzle::generate(1, {{"rows", 2.5}}), std::invalid_argument);
}

// generate --corridors 1: the official data's large tests' shape. A movable border, a
// ring of fixed cells inside it broken once a side, and within that a maze of one-cell
// corridors: about half the cells fixed, every movable cell joined to every other, and no
// two-by-two square of movable cells inside the border (a corridor is one cell wide).
TEST(HuarongdaoPuzzle, GenerateCorridorsDigsAMazeInsideAMovableBorder) {
  const JudgeFile file = Puzzle::generate(2013, {{"rows", 30}, {"cols", 30}, {"queries", 500}, {"corridors", 1}});
  const Board& board = file.board;
  ASSERT_EQ(board.cell_count(), 900);
  int movable = 0;
  for (int r = 1; r <= 30; ++r) {
    for (int c = 1; c <= 30; ++c) {
      const bool open = board.movable({r, c});
      movable += open;
      if (r == 1 || c == 1 || r == 30 || c == 30) EXPECT_TRUE(open) << r << "," << c;
      if (r > 1 && c > 1 && r < 29 && c < 29) {
        EXPECT_FALSE(open && board.movable({r + 1, c}) && board.movable({r, c + 1}) && board.movable({r + 1, c + 1}))
            << "a square of movable cells at " << r << "," << c;
      }
    }
  }
  EXPECT_GT(movable, 900 * 4 / 10);
  EXPECT_LT(movable, 900 * 6 / 10);
  // Every movable cell reached from (1, 1).
  std::vector<bool> seen(900, false);
  std::vector<Cell> todo{{1, 1}};
  seen[0] = true;
  int reached = 1;
  while (!todo.empty()) {
    const Cell c = todo.back();
    todo.pop_back();
    for (int d = 0; d < kDirections; ++d) {
      const Cell n = step(c, d);
      if (!board.movable(n) || seen[static_cast<std::size_t>(board.index(n))]) continue;
      seen[static_cast<std::size_t>(board.index(n))] = true;
      ++reached;
      todo.push_back(n);
    }
  }
  EXPECT_EQ(reached, movable);
  EXPECT_EQ(file.queries.size(), 500u);
  // The same bytes for the same seed, and the random layout untouched by the option's 0.
  EXPECT_EQ(Puzzle::write(file), Puzzle::write(Puzzle::generate(2013, {{"rows", 30}, {"cols", 30}, {"queries", 500}, {"corridors", 1}})));
  EXPECT_EQ(Puzzle::write(Puzzle::generate(7, {{"corridors", 0}})), Puzzle::write(Puzzle::generate(7, {})));
  // Small boards: a border, no maze, still valid files.
  for (const int side : {1, 2, 3, 4, 5}) {
    const JudgeFile small = Puzzle::generate(side, {{"rows", side}, {"cols", side + 1}, {"queries", 3}, {"corridors", 1}});
    EXPECT_EQ(Puzzle::read(Puzzle::write(small)), small) << side;
  }
}

// FNV-1a over the written file: the bytes, not the shape, are what must not change.
std::uint64_t fnv1a(std::string_view bytes) {
  std::uint64_t hash = 0xcbf29ce484222325u;
  for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001b3u;
  return hash;
}

// What the generator wrote before its options became the parameter table (`frontier-cli
// generate huarongdao --seed N ...` of that build): a seed gives the same file forever.
TEST(HuarongdaoPuzzle, GenerateWritesTheOldGeneratorsBytes) {
  EXPECT_EQ(Puzzle::write(Puzzle::generate(9, {{"rows", 2}, {"cols", 3}, {"queries", 3}, {"density", 0.5}})),
            "2 3 3\n1 1 1\n0 1 0\n1 1 1 2 2 2\n1 1 1 2 1 1\n1 2 1 1 1 3\n");
  const std::pair<std::uint64_t, std::uint64_t> by_seed[] = {
      {0, 0x7054871f6989f9aau},    {1, 0x7e32b073a9f4a450u},    {2, 0xef63e61b5fd27edcu},
      {42, 0xbdc288eac88852e8u},   {2013, 0xd7718eddaa5d9e1cu}, {9223372036854775807u, 0xc6e4e6a897c2d267u},
  };
  for (const auto& [seed, hash] : by_seed) EXPECT_EQ(fnv1a(Puzzle::write(Puzzle::generate(seed, {}))), hash) << seed;
  EXPECT_EQ(fnv1a(Puzzle::write(Puzzle::generate(9, {{"rows", 3}, {"cols", 17}, {"queries", 25}, {"density", 0.4}}))),
            0x6413255f53a94315u);
}

}  // namespace
}  // namespace frontier::huarongdao
