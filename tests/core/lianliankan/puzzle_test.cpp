// Lianliankan through its contract (frontier::lianliankan::Puzzle), as the command line,
// the visualizer and play mode use it. The oracle (oracle.hpp) is written from the rules
// alone; the old entry points (generate_judge_file, the samples' .out files) hold the
// contract to what the program did before it existed.

#include <gtest/gtest.h>

#include "data_files.hpp"

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "frontier/common/parse_error.hpp"
#include "frontier/common/random.hpp"
#include "frontier/lianliankan/format.hpp"
#include "frontier/lianliankan/generator.hpp"
#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/trace/recorder.hpp"
#include "frontier/trace/trace.hpp"
#include "oracle.hpp"
#include "random_cases.hpp"

namespace frontier::lianliankan {
namespace {

namespace fs = std::filesystem;
using testing::board_of;
using testing::oracle_turns;

struct Sample {
  fs::path input;
  JudgeFile file;
  Rules rules;
  std::string expected;  // the .out file
};

std::vector<Sample> samples() {
  std::vector<Sample> found;
  const fs::path dir = test_data::source_dir() / "sample_inputs" / "lianliankan";
  for (const fs::path& input : test_data::judge_inputs(dir, ".out")) {
    const fs::path args = fs::path(input).replace_extension(".args");
    RuleValues values;
    if (fs::exists(args) && test_data::slurp(args).find("--outside") != std::string::npos) values["outside"] = 1;
    found.push_back({input, Puzzle::read(test_data::slurp(input)), Puzzle::rules_from(values),
                     test_data::slurp(fs::path(input).replace_extension(".out"))});
  }
  return found;
}

// Small random cases: 1..5 rows and columns, few kinds of tile so that pairs are common.
std::vector<Case> random_cases(std::uint64_t seed, int count) {
  SplitMix64 random(seed);
  std::vector<Case> cases;
  for (int n = 0; n < count; ++n) {
    cases.push_back(testing::random_case(random, {}).game);
  }
  return cases;
}

std::string parse_error_of(std::string_view text) {
  try {
    Puzzle::read(text);
  } catch (const ParseError& error) {
    return error.message();
  }
  return "no error";
}

TEST(Contract, NamesItself) {
  EXPECT_EQ(Puzzle::kId, "lianliankan");
  EXPECT_EQ(Puzzle::kTitle, "Lianliankan (HDU 1175)");
  ASSERT_EQ(Puzzle::answer_formats().size(), 1u);
  EXPECT_EQ(Puzzle::answer_formats()[0], "judge");
  ASSERT_EQ(Puzzle::algorithms().size(), 3u);
  EXPECT_EQ(Puzzle::algorithms()[0].name, "middle-segment");
}

TEST(Contract, ReadWriteRoundTrips) {
  for (const Sample& sample : samples()) {
    EXPECT_EQ(Puzzle::read(Puzzle::write(sample.file)), sample.file) << sample.input;
  }
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const JudgeFile file = Puzzle::generate(seed, {{"cases", 3}, {"rows", 4}, {"cols", 6}});
    EXPECT_EQ(Puzzle::read(Puzzle::write(file)), file);
    ASSERT_EQ(Puzzle::case_count(file), 3u);
    EXPECT_EQ(&Puzzle::case_at(file, 2), &file.cases[2]);
    EXPECT_EQ(Puzzle::query_count(file, 1), 10u);
    EXPECT_EQ(&Puzzle::query_at(file, 1, 9), &file.cases[1].queries[9]);
  }
}

TEST(Contract, TheOutsideRule) {
  ASSERT_EQ(Puzzle::rule_specs().size(), 1u);
  const RuleSpec& outside = Puzzle::rule_specs()[0];
  EXPECT_EQ(outside.id, "outside");
  EXPECT_EQ(outside.help, "the line may run around the board, as in the real game (the judge forbids it)");
  EXPECT_EQ(outside.judge_value, 0);
  EXPECT_TRUE(outside.is_switch());
  EXPECT_EQ(Puzzle::rules_from({}), Rules{false});
  EXPECT_EQ(Puzzle::rules_from({{"outside", 1}}), Rules{true});
  EXPECT_EQ(Puzzle::rules_from({{"outside", 0}}), Rules{false});
}

TEST(Contract, ValidateAcceptsEverySampleQuery) {
  for (const Sample& sample : samples()) {
    for (const Case& game : sample.file.cases) {
      for (const Query& query : game.queries) EXPECT_EQ(Puzzle::validate(game, query), std::nullopt) << sample.input;
    }
  }
  // The judge answers NO to these, but they are fair questions.
  const Case game{board_of({{1, 0}, {2, 1}}), {}};
  EXPECT_EQ(Puzzle::validate(game, {{1, 1}, {1, 1}}), std::nullopt);
  EXPECT_EQ(Puzzle::validate(game, {{1, 2}, {2, 2}}), std::nullopt);
  EXPECT_EQ(Puzzle::validate(game, {{1, 1}, {2, 1}}), std::nullopt);
}

TEST(Contract, ValidateRefusesClicksOffTheBoardWithTheReadersWords) {
  const Case game{board_of({{1, 2, 3, 4}, {0, 0, 0, 0}, {4, 3, 2, 1}}), {}};
  const std::string board = "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n1\n";
  const struct {
    Query query;
    std::string reason;
  } refused[] = {
      {{{4, 1}, {1, 1}}, "query row 4 is outside the board (3 rows)"},
      {{{0, 1}, {1, 1}}, "query row 0 is outside the board (3 rows)"},
      {{{1, 5}, {1, 1}}, "query column 5 is outside the board (4 columns)"},
      {{{1, 1}, {-7, 1}}, "query row -7 is outside the board (3 rows)"},
      {{{1, 1}, {2, 0}}, "query column 0 is outside the board (4 columns)"},
      // The first fault in the order the numbers are written.
      {{{9, 9}, {9, 9}}, "query row 9 is outside the board (3 rows)"},
      {{{1, 9}, {9, 1}}, "query column 9 is outside the board (4 columns)"},
  };
  for (const auto& [query, reason] : refused) {
    EXPECT_EQ(Puzzle::validate(game, query), reason);
    const std::string text = board + std::to_string(query.from.row) + " " + std::to_string(query.from.col) + " " +
                             std::to_string(query.to.row) + " " + std::to_string(query.to.col) + "\n0 0\n";
    EXPECT_EQ(parse_error_of(text), reason) << text;
    for (const auto& algorithm : Puzzle::algorithms()) {
      try {
        Puzzle::run(algorithm.name, game, query, {}, nullptr);
        ADD_FAILURE() << algorithm.name << " ran a query off the board";
      } catch (const std::invalid_argument& error) {
        EXPECT_EQ(error.what(), reason) << algorithm.name;
      }
    }
  }
  // In the singular for a board of one row or one column.
  EXPECT_EQ(Puzzle::validate({board_of({{1}}), {}}, {{1, 1}, {2, 1}}), "query row 2 is outside the board (1 row)");
  EXPECT_EQ(Puzzle::validate({board_of({{1}}), {}}, {{1, 3}, {1, 1}}),
            "query column 3 is outside the board (1 column)");
}

TEST(Contract, SolvePrintsTheJudgesAnswers) {
  for (const Sample& sample : samples()) {
    for (const auto& algorithm : Puzzle::algorithms()) {
      EXPECT_EQ(Puzzle::solve(sample.file, algorithm.name, sample.rules, "judge"), sample.expected)
          << sample.input << " with " << algorithm.name;
    }
  }
  const JudgeFile file = Puzzle::generate(7, {{"cases", 4}, {"queries", 30}});
  for (const bool outside : {false, true}) {
    std::string expected;
    for (const Case& game : file.cases) {
      for (const Query& query : game.queries) expected += oracle_turns(game.board, query, outside) >= 0 ? "YES\n" : "NO\n";
    }
    for (const auto& algorithm : Puzzle::algorithms()) {
      EXPECT_EQ(Puzzle::solve(file, algorithm.name, Rules{outside}, "judge"), expected) << algorithm.name;
    }
  }
  EXPECT_THROW(Puzzle::solve(file, "astar", {}, "judge"), std::invalid_argument);
  EXPECT_THROW(Puzzle::solve(file, kMiddleSegment, {}, "json"), std::invalid_argument);
  EXPECT_THROW(Puzzle::solve({}, "astar", {}, "judge"), std::invalid_argument);
  // Only a file made by hand can hold a click off the board; every algorithm refuses it.
  const JudgeFile off_board{{Case{board_of({{1, 1}}), {{{1, 1}, {1, 2}}, {{1, 1}, {2, 1}}}}}};
  for (const auto& algorithm : Puzzle::algorithms()) {
    EXPECT_THROW(Puzzle::solve(off_board, algorithm.name, {}, "judge"), std::invalid_argument) << algorithm.name;
  }
}

TEST(Contract, AnswersAndWitnesses) {
  for (const Case& game : random_cases(31, 60)) {
    for (const Query& query : game.queries) {
      for (const bool outside : {false, true}) {
        for (const auto& algorithm : Puzzle::algorithms()) {
          const Answer answer = Puzzle::run(algorithm.name, game, query, Rules{outside}, nullptr);
          EXPECT_EQ(Puzzle::answer_text(answer), answer.linked ? "YES" : "NO");
          EXPECT_FALSE(Puzzle::stopped(answer));
          const Witness witness = Puzzle::witness(answer);
          EXPECT_EQ(witness.corners, answer.corners);
          EXPECT_TRUE(witness.moves.empty());
          EXPECT_EQ(witness.corners.empty(), !answer.linked);
        }
      }
    }
  }
}

// The padded board of a case: rows 0..rows+1, columns 0..cols+1.
bool on_board_or_ring(const Board& board, Cell cell) {
  return cell.row >= 0 && cell.row <= board.rows + 1 && cell.col >= 0 && cell.col <= board.cols + 1;
}

TEST(Contract, DecodedStatesLieOnTheBoardOrItsRing) {
  std::vector<std::pair<Case, Rules>> problems;
  for (const Sample& sample : samples()) {
    for (const Case& game : sample.file.cases) problems.emplace_back(game, sample.rules);
  }
  for (const Case& game : random_cases(57, 40)) {
    problems.emplace_back(game, Rules{false});
    problems.emplace_back(game, Rules{true});
  }
  for (const auto& algorithm : Puzzle::algorithms()) {
    SCOPED_TRACE(std::string(algorithm.name));
    std::size_t decoded_states = 0;
    for (const auto& [game, rules] : problems) {
      const Board& board = game.board;
      const std::size_t states = Puzzle::state_count(algorithm.name, game, rules);
      // Distinct states decode differently: over the whole state space, no two alike.
      std::set<std::tuple<int, int, int, int>> seen;
      for (trace::StateId s = 0; s < states; ++s) {
        const DecodedState decoded = Puzzle::decode(algorithm.name, game, s);
        ASSERT_EQ(decoded.count, 1);
        const StatePart& part = decoded.first();
        seen.emplace(part.cell.row, part.cell.col, static_cast<int>(part.role), part.direction);
      }
      ASSERT_EQ(seen.size(), states);
      for (const Query& query : game.queries) {
        trace::Trace trace(states);
        trace::Recorder recorder({.trace = &trace});
        const Answer answer = Puzzle::run(algorithm.name, game, query, rules, &recorder);
        trace.finish(!answer.stopped);
        for (trace::StateId s = 0; s < states; ++s) {
          if (trace.discovered_at(s) == trace::kNever) continue;
          ++decoded_states;
          const DecodedState decoded = Puzzle::decode(algorithm.name, game, s);
          ASSERT_EQ(decoded.count, 1);
          ASSERT_EQ(decoded.side, 0);
          const StatePart& part = decoded.first();
          ASSERT_TRUE(on_board_or_ring(board, part.cell)) << part.cell.row << "," << part.cell.col;
          if (algorithm.name == kMiddleSegment) {
            ASSERT_EQ(part.direction, -1);
            if (part.role == StateRole::column) {
              ASSERT_EQ(part.cell.row, 0);
            } else {
              ASSERT_EQ(part.role, StateRole::row);
              ASSERT_EQ(part.cell.col, 0);
            }
          } else {
            ASSERT_EQ(part.role, StateRole::heading);
            ASSERT_GE(part.direction, 0);
            ASSERT_LT(part.direction, kDirections);
            // The walk starts at the first click and never steps on a tile but the second.
            if (part.cell != query.from && part.cell != query.to && board.inside(part.cell)) {
              ASSERT_EQ(board.tile(part.cell), kBlank) << part.cell.row << "," << part.cell.col;
            }
            if (!rules.outside) {
              ASSERT_TRUE(board.inside(part.cell)) << part.cell.row << "," << part.cell.col;
            }
          }
        }
      }
    }
    EXPECT_GT(decoded_states, 0u);
  }
  EXPECT_THROW(Puzzle::decode("astar", problems.front().first, 0), std::invalid_argument);
}

TEST(Contract, DecodeSpeaksTheJudgesNumbers) {
  const Case game{board_of({{1, 2, 3}, {4, 5, 6}}), {}};
  // A column candidate: the padded column index is the judge's column (0 and 4 the ring).
  EXPECT_EQ(Puzzle::decode(kMiddleSegment, game, encode_candidate(game.board, {true, 4})).first(),
            (StatePart{{0, 4}, StateRole::column}));
  EXPECT_EQ(Puzzle::decode(kMiddleSegment, game, encode_candidate(game.board, {false, 2})).first(),
            (StatePart{{2, 0}, StateRole::row}));
  EXPECT_EQ(Puzzle::decode(kDfs, game, encode_heading(game.board, {{3, 1}, 1})).first(),
            (StatePart{{3, 1}, StateRole::heading, 1}));
  EXPECT_EQ(Puzzle::decode(kBfsTurns, game, encode_heading(game.board, {{2, 3}, 0})).first(),
            (StatePart{{2, 3}, StateRole::heading, 0}));
  EXPECT_EQ(Puzzle::state_count(kMiddleSegment, game, {}), 9u);
  EXPECT_EQ(Puzzle::state_count(kBfsTurns, game, {}), 4u * 5u * 4u);
}

// The legal moves, from the rules alone: two different cells with the same tile that the
// oracle links.
std::set<std::pair<Cell, Cell>> oracle_moves(const Board& board, bool outside) {
  std::set<std::pair<Cell, Cell>> legal;
  for (int a = 0; a < board.rows * board.cols; ++a) {
    for (int b = a + 1; b < board.rows * board.cols; ++b) {
      const Query pair{{a / board.cols + 1, a % board.cols + 1}, {b / board.cols + 1, b % board.cols + 1}};
      if (oracle_turns(board, pair, outside) >= 0) legal.emplace(pair.from, pair.to);
    }
  }
  return legal;
}

TEST(Contract, MovesAreExactlyTheMovesApplyAccepts) {
  for (const Case& game : random_cases(91, 80)) {
    for (const bool outside : {false, true}) {
      const Rules rules{outside};
      const Board position = Puzzle::start(game, game.queries.front());
      const std::vector<Query> moves = Puzzle::moves(game, rules, position);
      std::set<std::pair<Cell, Cell>> listed;
      for (const Query& move : moves) {
        EXPECT_LT(move.from, move.to) << "each pair once, in row-major order";
        listed.emplace(move.from, move.to);
      }
      EXPECT_EQ(listed.size(), moves.size()) << "a move listed twice";
      EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end(), [](const Query& x, const Query& y) {
        return std::pair(x.from, x.to) < std::pair(y.from, y.to);
      }));
      EXPECT_EQ(listed, oracle_moves(position, outside));
      // Every candidate, the ring and one cell beyond included, in both orders.
      for (int r1 = -1; r1 <= position.rows + 2; ++r1) {
        for (int c1 = -1; c1 <= position.cols + 2; ++c1) {
          for (int r2 = 0; r2 <= position.rows + 1; ++r2) {
            for (int c2 = 0; c2 <= position.cols + 1; ++c2) {
              const Query move{{r1, c1}, {r2, c2}};
              const MoveOutcome<Board> outcome = Puzzle::apply(game, rules, position, move);
              const bool listed_pair = listed.count({std::min(move.from, move.to), std::max(move.from, move.to)}) > 0;
              ASSERT_EQ(static_cast<bool>(outcome), listed_pair) << r1 << "," << c1 << " " << r2 << "," << c2;
              if (!outcome) {
                ASSERT_FALSE(outcome.refusal.empty());
                continue;
              }
              Board expected = position;
              expected.tiles[static_cast<std::size_t>((r1 - 1) * position.cols + c1 - 1)] = kBlank;
              expected.tiles[static_cast<std::size_t>((r2 - 1) * position.cols + c2 - 1)] = kBlank;
              ASSERT_EQ(*outcome.position, expected);
            }
          }
        }
      }
    }
  }
}

TEST(Contract, ApplySaysWhyItRefuses) {
  const Case game{board_of({{1, 2, 1}, {3, 0, 1}}), {}};
  const Board& board = game.board;
  const auto refusal = [&](Query move) { return Puzzle::apply(game, {}, board, move).refusal; };
  EXPECT_EQ(refusal({{0, 1}, {1, 1}}), "(0, 1) is off the board");
  EXPECT_EQ(refusal({{1, 1}, {2, 4}}), "(2, 4) is off the board");
  EXPECT_EQ(refusal({{1, 1}, {1, 1}}), "(1, 1) was clicked twice");
  EXPECT_EQ(refusal({{2, 2}, {1, 1}}), "(2, 2) is blank");
  EXPECT_EQ(refusal({{1, 1}, {1, 2}}), "(1, 1) and (1, 2) hold different tiles");
  EXPECT_EQ(refusal({{1, 1}, {1, 3}}), "no line of at most 2 turns joins (1, 1) and (1, 3)");
  // Around the board the real game links them.
  EXPECT_TRUE(Puzzle::apply(game, Rules{true}, board, {{1, 1}, {1, 3}}));
  EXPECT_TRUE(Puzzle::apply(game, {}, board, {{1, 3}, {2, 3}}));
}

TEST(Contract, ApplyOfAQueryAgreesWithTheJudge) {
  for (const Sample& sample : samples()) {
    std::string answers;
    for (const Case& game : sample.file.cases) {
      for (const Query& query : game.queries) {
        answers += Puzzle::apply(game, sample.rules, Puzzle::start(game, query), query) ? "YES\n" : "NO\n";
      }
    }
    EXPECT_EQ(answers, sample.expected) << sample.input;
  }
  for (const Case& game : random_cases(13, 150)) {
    for (const Query& query : game.queries) {
      for (const bool outside : {false, true}) {
        const bool linked = Puzzle::run(kMiddleSegment, game, query, Rules{outside}, nullptr).linked;
        EXPECT_EQ(static_cast<bool>(Puzzle::apply(game, Rules{outside}, Puzzle::start(game, query), query)), linked);
      }
    }
  }
}

TEST(Contract, PlayingTheListedMovesClearsAClearableBoard) {
  const Case game{board_of({{1, 2, 2, 1}, {3, 4, 4, 3}, {5, 6, 6, 5}}), {{{1, 1}, {1, 4}}}};
  for (const bool outside : {false, true}) {
    Board position = Puzzle::start(game, game.queries.front());
    EXPECT_EQ(position, game.board);
    int played = 0;
    while (!Puzzle::solved(game, game.queries.front(), position)) {
      const std::vector<Query> moves = Puzzle::moves(game, Rules{outside}, position);
      ASSERT_FALSE(moves.empty()) << "stuck after " << played << " moves";
      MoveOutcome<Board> outcome = Puzzle::apply(game, Rules{outside}, position, moves.front());
      ASSERT_TRUE(outcome) << outcome.refusal;
      position = *outcome.position;
      ++played;
    }
    EXPECT_EQ(played, 6);
    EXPECT_TRUE(Puzzle::moves(game, Rules{outside}, position).empty());
  }
  EXPECT_FALSE(Puzzle::solved(game, game.queries.front(), game.board));
  EXPECT_TRUE(Puzzle::solved(game, game.queries.front(), board_of({{0, 0}, {0, 0}})));
}

TEST(Contract, RestateAsksTheQueryOnTheBoardAsItStands) {
  const Case game{board_of({{1, 2, 2, 1}, {3, 4, 4, 3}, {5, 6, 6, 5}}), {{{1, 1}, {1, 4}}, {{2, 1}, {2, 4}}}};
  const Board position = *Puzzle::apply(game, {}, game.board, {{1, 2}, {1, 3}}).position;
  for (const Query& asked : {Query{{1, 1}, {1, 4}}, Query{{2, 1}, {2, 4}}, Query{{3, 2}, {3, 3}}}) {
    const auto from_here = Puzzle::restate(game, game.queries.front(), {}, position, 1);
    EXPECT_EQ(from_here.game.board, position);
    EXPECT_EQ(from_here.game.queries, std::vector<Query>{game.queries.front()});
    const auto again = Puzzle::restate(game, asked, Rules{true}, position, 1);
    EXPECT_EQ(again.query, asked);
    EXPECT_TRUE(again.rules.outside);
    const Answer answer = Puzzle::run(kMiddleSegment, again.game, again.query, again.rules, nullptr);
    EXPECT_EQ(answer.linked, oracle_turns(position, asked, true) >= 0);
  }
  // (1, 1) and (1, 4) link only once the tiles between them have left.
  EXPECT_FALSE(Puzzle::run(kMiddleSegment, game, game.queries.front(), {}, nullptr).linked);
  EXPECT_TRUE(Puzzle::run(kMiddleSegment, Puzzle::restate(game, game.queries.front(), {}, position, 1).game,
                          game.queries.front(), {}, nullptr).linked);
}

TEST(Contract, GenerateIsTheOldGenerator) {
  for (const std::uint64_t seed : {1ull, 2ull, 42ull, 123456789ull, 18446744073709551615ull}) {
    GeneratorOptions old;
    old.seed = seed;
    EXPECT_EQ(Puzzle::write(Puzzle::generate(seed, {})), Puzzle::write(generate_judge_file(old))) << seed;
    old.rows = 7;
    old.cols = 3;
    old.queries = 25;
    old.density = 0.8;
    old.cases = 2;
    old.tiles = 9;
    EXPECT_EQ(Puzzle::write(Puzzle::generate(seed, {{"rows", 7},
                                                       {"cols", 3},
                                                       {"queries", 25},
                                                       {"density", 0.8},
                                                       {"cases", 2},
                                                       {"tiles", 9}})),
              Puzzle::write(generate_judge_file(old)))
        << seed;
  }
}

TEST(Contract, GenerateParametersAreTheCommandLines) {
  const auto parameters = Puzzle::generate_parameters();
  std::vector<std::tuple<std::string, double, double, double, bool>> got;
  for (const GenerateParameter& p : parameters) {
    got.emplace_back(std::string(p.id), p.default_value, p.minimum, p.maximum, p.real);
  }
  const std::vector<std::tuple<std::string, double, double, double, bool>> expected = {
      {"rows", 10, 1, 1000, false},          {"cols", 10, 1, 1000, false},
      {"queries", 10, 0, 100000, false},     {"density", 0.5, 0, 1, true},
      {"cases", 1, 1, 1000000, false},       {"tiles", 5, 1, 2147483647, false},
  };
  EXPECT_EQ(got, expected);
  try {
    Puzzle::generate(1, {{"rows", 1000}, {"cols", 1000}, {"cases", 200}});
    ADD_FAILURE() << "a file of 200 boards of 1000 x 1000 was generated";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(),
                 "the file would be larger than the 256 MiB a judge file may hold; ask for fewer cases");
  }
}

}  // namespace
}  // namespace frontier::lianliankan
