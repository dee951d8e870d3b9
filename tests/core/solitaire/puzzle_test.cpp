// Solitaire through its contract type, Puzzle: the judge format, legality, rules, answers,
// decoded states, witnesses, the rules of one move, and generated files.

#include <gtest/gtest.h>

#include "data_files.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>
#include <string>
#include <vector>

#include "frontier/common/parse_error.hpp"
#include "frontier/common/random.hpp"
#include "frontier/solitaire/format.hpp"
#include "frontier/solitaire/generator.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "frontier/trace/trace.hpp"
#include "oracle.hpp"

namespace frontier::solitaire {
namespace {

namespace fs = std::filesystem;

fs::path samples() { return test_data::source_dir() / "sample_inputs" / "solitaire"; }

// The sample's .args ("--algorithm bfs --max-moves 9") as an algorithm and rule values.
struct SampleArgs {
  std::string algorithm{Puzzle::algorithms()[0].name};
  RuleValues rules;
};
SampleArgs args_of(const fs::path& input) {
  SampleArgs args;
  std::istringstream words(test_data::slurp(fs::path(input).replace_extension(".args")));
  std::string word;
  while (words >> word) {
    std::string value;
    words >> value;
    if (word == "--algorithm") {
      args.algorithm = value;
    } else {
      args.rules[word.substr(2)] = std::stoi(value);
    }
  }
  return args;
}

// "LINE:COL: message" without the "LINE:COL: ".
std::string reader_reason(std::string_view text) {
  try {
    Puzzle::read(text);
  } catch (const ParseError& error) {
    const std::string what = error.what();
    return what.substr(what.find(": ") + 2);
  }
  return "no error";
}

Case case_of(std::array<Cell, 4> start, std::array<Cell, 4> goal) { return {{start}, {goal}}; }

// Illegal cases, one fault each kind and place, with the words a reader of the judge's file
// uses for that fault.
struct IllegalCase {
  Case game;
  std::string reason;
};
std::vector<IllegalCase> illegal_cases() {
  const std::array<Cell, 4> good{{{4, 4}, {4, 5}, {5, 4}, {6, 5}}};
  return {
      {case_of({{{9, 4}, {4, 5}, {5, 4}, {6, 5}}}, good), "start piece 1 row 9 is outside the board (8 rows)"},
      {case_of({{{4, 4}, {4, 0}, {5, 4}, {6, 5}}}, good), "start piece 2 column 0 is outside the board (8 columns)"},
      {case_of(good, {{{4, 4}, {4, 5}, {-3, 4}, {6, 5}}}), "goal piece 3 row -3 is outside the board (8 rows)"},
      {case_of({{{4, 4}, {4, 5}, {4, 4}, {6, 5}}}, good), "two pieces on square (4, 4)"},
      {case_of(good, {{{4, 4}, {4, 5}, {5, 4}, {4, 5}}}), "two pieces on square (4, 5)"},
      // The first fault in the judge's order wins: row 9 of piece 3 before the repeated square of piece 2.
      {case_of({{{4, 4}, {4, 4}, {9, 4}, {6, 5}}}, good), "two pieces on square (4, 4)"},
      {case_of({{{4, 4}, {4, 5}, {9, 4}, {4, 4}}}, good), "start piece 3 row 9 is outside the board (8 rows)"},
  };
}

TEST(SolitairePuzzle, NamesItself) {
  EXPECT_EQ(Puzzle::kId, "solitaire");
  EXPECT_EQ(Puzzle::kTitle, "Solitaire (HDU 1401 / POJ 1198)");
  ASSERT_EQ(Puzzle::algorithms().size(), 3u);
  EXPECT_EQ(Puzzle::algorithms()[0].name, kBidirectionalBfsName);
  EXPECT_EQ(Puzzle::algorithms()[1].name, kBfsName);
  EXPECT_EQ(Puzzle::algorithms()[2].name, kIddfsName);
  ASSERT_EQ(Puzzle::answer_formats().size(), 1u);
  EXPECT_EQ(Puzzle::answer_formats()[0], "judge");
}

TEST(SolitairePuzzle, ReadWriteRoundTripsEverySample) {
  const auto inputs = test_data::judge_inputs(samples(), ".out");
  ASSERT_FALSE(inputs.empty());
  for (const fs::path& input : inputs) {
    SCOPED_TRACE(input.filename().string());
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    EXPECT_EQ(Puzzle::read(Puzzle::write(file)), file);
    ASSERT_EQ(Puzzle::case_count(file), file.cases.size());
    for (std::size_t k = 0; k < Puzzle::case_count(file); ++k) {
      ASSERT_EQ(Puzzle::query_count(file, k), 1u);
      EXPECT_EQ(&Puzzle::query_at(file, k, 0), &file.cases[k]);
      EXPECT_EQ(&Puzzle::case_at(file, k), &file.cases[k]);
    }
    EXPECT_THROW(Puzzle::query_at(file, 0, 1), std::out_of_range);
    EXPECT_THROW(Puzzle::case_at(file, file.cases.size()), std::out_of_range);
  }
}

TEST(SolitairePuzzle, SolveAnswersEverySampleAsTheJudgeExpects) {
  for (const fs::path& input : test_data::judge_inputs(samples(), ".out")) {
    SCOPED_TRACE(input.filename().string());
    const SampleArgs args = args_of(input);
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    EXPECT_EQ(Puzzle::solve(file, args.algorithm, Puzzle::rules_from(args.rules), "judge"),
              test_data::slurp(fs::path(input).replace_extension(".out")));
  }
}

TEST(SolitairePuzzle, SolveRefusesAnUnknownAlgorithmOrFormat) {
  const Puzzle::File file = Puzzle::read("4 4 4 5 5 4 6 5\n2 4 3 3 3 6 4 6\n");
  EXPECT_THROW(Puzzle::solve(file, "dfs", Rules{}, "judge"), std::invalid_argument);
  EXPECT_THROW(Puzzle::solve(file, kBfsName, Rules{}, "poj1101"), std::invalid_argument);
  EXPECT_THROW(Puzzle::solve(Puzzle::File{}, "dfs", Rules{}, "judge"), std::invalid_argument);
}

TEST(SolitairePuzzle, TheMoveLimitIsTheOneRule) {
  ASSERT_EQ(Puzzle::rule_specs().size(), 1u);
  const RuleSpec& spec = Puzzle::rule_specs()[0];
  EXPECT_EQ(spec.id, "max-moves");
  EXPECT_EQ(spec.judge_value, 8);
  EXPECT_EQ(spec.minimum, 0);
  EXPECT_EQ(spec.maximum, 16);
  EXPECT_FALSE(spec.is_switch());
  EXPECT_EQ(Puzzle::rules_from({}).max_moves, 8);
  EXPECT_EQ(Puzzle::rules_from({{"max-moves", 3}}).max_moves, 3);
  EXPECT_EQ(Puzzle::rules_from({{"max-moves", 99}}).max_moves, 16);
}

TEST(SolitairePuzzle, ValidateAcceptsEverySampleQuery) {
  for (const fs::path& input : test_data::judge_inputs(samples(), ".out")) {
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    for (std::size_t k = 0; k < Puzzle::case_count(file); ++k) {
      EXPECT_EQ(Puzzle::validate(Puzzle::case_at(file, k), Puzzle::query_at(file, k, 0)), std::nullopt)
          << input.filename().string() << " case " << k + 1;
    }
  }
}

TEST(SolitairePuzzle, ValidateRefusesIllegalCasesWithTheReadersReasonAndRunThrowsIt) {
  for (const auto& [game, reason] : illegal_cases()) {
    SCOPED_TRACE(reason);
    EXPECT_EQ(Puzzle::validate(game, game), reason);
    // The same case as a judge file: the reader refuses it with the same words.
    EXPECT_EQ(reader_reason(Puzzle::write(JudgeFile{{game}})), reason);
    for (const auto& algorithm : Puzzle::algorithms()) {
      try {
        Puzzle::run(algorithm.name, game, game, Rules{}, nullptr);
        ADD_FAILURE() << algorithm.name << " ran an illegal case";
      } catch (const std::invalid_argument& error) {
        EXPECT_EQ(error.what(), reason);
      }
    }
  }
  EXPECT_THROW(Puzzle::run("dfs", {}, case_of({{{1, 1}, {1, 2}, {1, 3}, {1, 4}}}, {{{1, 1}, {1, 2}, {1, 3}, {1, 4}}}),
                           Rules{}, nullptr),
               std::invalid_argument);
}

// Recorded runs of both algorithms on cases near and far.
struct RecordedRun {
  std::string algorithm;
  Case game;
  Rules rules;
  trace::Trace trace;
  Answer answer;
};
std::vector<RecordedRun> recorded_runs() {
  SplitMix64 random(2718);
  std::vector<RecordedRun> runs;
  for (const auto& algorithm : Puzzle::algorithms()) {
    for (int i = 0; i < 3; ++i) {
      const Configuration start = random_configuration(random);
      const Case game{start, i == 2 ? random_configuration(random) : random_walk(start, 2 + 2 * i, random)};
      Rules rules;
      rules.max_moves = 6;
      RecordedRun run{std::string(algorithm.name), game, rules,
                      trace::Trace(Puzzle::state_count(algorithm.name, game, rules)), {}};
      trace::Recorder recorder({.trace = &run.trace});
      run.answer = Puzzle::run(algorithm.name, game, game, rules, &recorder);
      run.trace.finish(true);
      runs.push_back(std::move(run));
    }
  }
  return runs;
}

TEST(SolitairePuzzle, EveryDiscoveredStateDecodesToFourPiecesOnTheBoardAndDistinctly) {
  for (const RecordedRun& run : recorded_runs()) {
    SCOPED_TRACE(run.algorithm);
    const bool bidirectional = run.algorithm == kBidirectionalBfsName;
    EXPECT_EQ(Puzzle::state_count(run.algorithm, run.game, run.rules),
              bidirectional ? 2u * 635'376u : 635'376u);
    std::set<std::array<int, 9>> seen;
    std::size_t discovered = 0;
    for (trace::StateId s = 0; s < run.trace.state_count(); ++s) {
      if (run.trace.discovered_at(s) == trace::kNever) continue;
      ++discovered;
      const DecodedState decoded = Puzzle::decode(run.algorithm, run.game, s);
      ASSERT_EQ(decoded.count, 4);
      EXPECT_EQ(decoded.side, bidirectional && s >= 635'376u ? 1 : 0);
      std::array<int, 9> key{decoded.side};
      for (int i = 0; i < 4; ++i) {
        const StatePart& part = decoded.part(static_cast<std::size_t>(i));
        ASSERT_EQ(part.role, StateRole::piece);
        ASSERT_EQ(part.direction, -1);
        ASSERT_TRUE(part.cell.row >= 1 && part.cell.row <= 8 && part.cell.col >= 1 && part.cell.col <= 8);
        key[static_cast<std::size_t>(1 + 2 * i)] = part.cell.row;
        key[static_cast<std::size_t>(2 + 2 * i)] = part.cell.col;
      }
      Configuration pieces;
      for (int i = 0; i < 4; ++i) pieces.pieces[static_cast<std::size_t>(i)] = decoded.part(static_cast<std::size_t>(i)).cell;
      ASSERT_EQ(std::set<int>({key[1] * 8 + key[2], key[3] * 8 + key[4], key[5] * 8 + key[6], key[7] * 8 + key[8]}).size(),
                4u);
      // The roots of the search are the case's own ends.
      if (run.trace.parent(s) == trace::kNoState) {
        EXPECT_EQ(oracle::position_of(pieces), oracle::position_of(decoded.side == 0 ? run.game.start : run.game.goal));
      }
      ASSERT_TRUE(seen.insert(key).second) << "state " << s << " decodes like another";
    }
    EXPECT_GT(discovered, 1u);
  }
  EXPECT_THROW(Puzzle::decode("dfs", {}, 0), std::invalid_argument);
  EXPECT_THROW(Puzzle::decode(kBfsName, {}, 635'376u), std::out_of_range);
  EXPECT_THROW(Puzzle::decode(kBidirectionalBfsName, {}, 2 * 635'376u), std::out_of_range);
}

TEST(SolitairePuzzle, TheWitnessIsTheAnswersMovesAndReplaysToTheGoal) {
  int replayed = 0;
  for (const RecordedRun& run : recorded_runs()) {
    SCOPED_TRACE(run.algorithm);
    const Witness witness = Puzzle::witness(run.answer);
    EXPECT_TRUE(witness.corners.empty());
    ASSERT_EQ(witness.moves.size(), run.answer.moves.size());
    for (std::size_t m = 0; m < witness.moves.size(); ++m) {
      EXPECT_EQ(witness.moves[m], (WitnessMove{run.answer.moves[m].from, run.answer.moves[m].to,
                                               run.answer.moves[m].jump, false}));
    }
    if (!run.answer.reachable) continue;
    Configuration at = Puzzle::start(run.game, run.game);
    EXPECT_EQ(at, run.game.start);
    for (const WitnessMove& move : witness.moves) {
      const auto outcome = Puzzle::apply(run.game, run.rules, at, {move.from, move.to, move.jump});
      ASSERT_TRUE(outcome) << outcome.refusal;
      at = *outcome.position;
    }
    EXPECT_TRUE(Puzzle::solved(run.game, run.game, at));
    EXPECT_TRUE(oracle::replays_to_goal(run.game, run.answer));
    ++replayed;
  }
  EXPECT_GT(replayed, 0);
  EXPECT_EQ(Puzzle::witness(no_answer()), Witness{});
}

TEST(SolitairePuzzle, RestateStartsFromThePositionWithTheMovesLeft) {
  int restated = 0;
  for (const RecordedRun& run : recorded_runs()) {
    if (!run.answer.reachable || run.answer.moves.empty()) continue;
    // One move of a shortest sequence played: the rest still fits in the limit less one.
    const Move first = run.answer.moves.front();
    const Configuration after = *Puzzle::apply(run.game, run.rules, run.game.start, first).position;
    const auto from_here = Puzzle::restate(run.game, run.game, run.rules, after, 1);
    EXPECT_EQ(from_here.game.start, after);
    EXPECT_EQ(from_here.game.goal, run.game.goal);
    EXPECT_EQ(from_here.query, from_here.game);
    EXPECT_EQ(from_here.rules.max_moves, run.rules.max_moves - 1);
    const Answer left = Puzzle::run(run.algorithm, from_here.game, from_here.query, from_here.rules, nullptr);
    EXPECT_TRUE(left.reachable);
    EXPECT_EQ(left.fewest_moves, *run.answer.fewest_moves - 1);
    // With the limit used up, only the goal itself is reached; the limit never goes below 0.
    const auto spent = Puzzle::restate(run.game, run.game, run.rules, after, run.rules.max_moves + 3);
    EXPECT_EQ(spent.rules.max_moves, 0);
    EXPECT_EQ(Puzzle::run(run.algorithm, spent.game, spent.query, spent.rules, nullptr).reachable,
              oracle::position_of(after) == oracle::position_of(run.game.goal));
    ++restated;
  }
  EXPECT_GT(restated, 0);
}

TEST(SolitairePuzzle, ApplySaysWhyAMoveIsRefused) {
  const Case game = case_of({{{4, 4}, {4, 5}, {5, 4}, {6, 5}}}, {{{2, 4}, {3, 3}, {3, 6}, {4, 6}}});
  const Configuration at = game.start;
  auto refusal = [&](Move move) { return Puzzle::apply(game, Rules{}, at, move).refusal; };
  EXPECT_EQ(refusal({{3, 3}, {3, 4}, false}), "(3, 3) has no piece");
  EXPECT_EQ(refusal({{4, 4}, {4, 5}, false}), "(4, 5) is taken by a piece");
  EXPECT_EQ(refusal({{4, 4}, {3, 5}, false}),
            "a piece moves along its row or its column, and (4, 4) to (3, 5) is neither");
  EXPECT_EQ(refusal({{4, 4}, {4, 6}, false}), "a step moves one square, and (4, 4) to (4, 6) is 2");
  EXPECT_EQ(refusal({{4, 4}, {3, 4}, true}), "a jump moves two squares, over one piece, and (4, 4) to (3, 4) is 1");
  EXPECT_EQ(refusal({{4, 4}, {2, 4}, true}), "a jump passes over a piece, and (3, 4) is empty");
  const Configuration corner{{{{1, 1}, {2, 2}, {3, 3}, {4, 4}}}};
  EXPECT_EQ(Puzzle::apply(game, Rules{}, corner, {{1, 1}, {0, 1}, false}).refusal, "(0, 1) is off the board");
  const Configuration doubled{{{{1, 1}, {1, 1}, {3, 3}, {4, 4}}}};
  EXPECT_FALSE(Puzzle::apply(game, Rules{}, doubled, {{3, 3}, {3, 4}, false}));
  EXPECT_TRUE(Puzzle::moves(game, Rules{}, doubled).empty());
  // The moved piece keeps its place in the list; the goal is the same position in any order.
  EXPECT_EQ(*Puzzle::apply(game, Rules{}, at, {{4, 4}, {4, 6}, true}).position,
            (Configuration{{{{4, 6}, {4, 5}, {5, 4}, {6, 5}}}}));
  EXPECT_TRUE(Puzzle::solved(game, game, {{{{4, 6}, {3, 6}, {3, 3}, {2, 4}}}}));
  EXPECT_FALSE(Puzzle::solved(game, game, at));
}

// Every candidate move (from and to anywhere on the board or its ring, step or jump):
// `moves` lists exactly those `apply` accepts, and they lead where the oracle's moves lead.
TEST(SolitairePuzzle, MovesAreExactlyTheMovesApplyAccepts) {
  SplitMix64 random(99);
  for (int i = 0; i < 12; ++i) {
    Configuration at = random_configuration(random);
    // Crowd the pieces sometimes, so that jumps and blocked jumps occur.
    if (i % 2 == 1) at = Configuration{{{{4, 4}, {4, 5}, {4, 6}, {5, 5}}}};
    if (i == 3) at = Configuration{{{{1, 1}, {1, 2}, {2, 1}, {8, 8}}}};
    const Case game{at, at};
    std::vector<Move> accepted;
    std::vector<oracle::Position> reached;
    for (int from = 0; from < 100; ++from) {
      for (int to = 0; to < 100; ++to) {
        for (const bool jump : {false, true}) {
          const Move move{{from / 10, from % 10}, {to / 10, to % 10}, jump};
          const auto outcome = Puzzle::apply(game, Rules{}, at, move);
          EXPECT_EQ(outcome.position.has_value(), outcome.refusal.empty());
          if (outcome) {
            accepted.push_back(move);
            reached.push_back(oracle::position_of(*outcome.position));
          }
        }
      }
    }
    std::vector<Move> listed = Puzzle::moves(game, Rules{}, at);
    auto by_cells = [](const Move& a, const Move& b) {
      return std::tie(a.from, a.to, a.jump) < std::tie(b.from, b.to, b.jump);
    };
    std::sort(listed.begin(), listed.end(), by_cells);
    std::sort(accepted.begin(), accepted.end(), by_cells);
    EXPECT_EQ(listed, accepted);
    std::vector<oracle::Position> theirs = oracle::neighbours(oracle::position_of(at));
    std::sort(reached.begin(), reached.end());
    std::sort(theirs.begin(), theirs.end());
    EXPECT_EQ(reached, theirs);
  }
}

TEST(SolitairePuzzle, GenerateGivesTheOldGeneratorsFiles) {
  ASSERT_EQ(Puzzle::generate_parameters().size(), 1u);
  const GenerateParameter& cases = Puzzle::generate_parameters()[0];
  EXPECT_EQ(cases.id, "cases");
  EXPECT_EQ(cases.default_value, 10);
  EXPECT_EQ(cases.minimum, 1);
  EXPECT_EQ(cases.maximum, 100'000);
  EXPECT_FALSE(cases.real);
  for (const std::uint64_t seed : {0ull, 1ull, 2024ull, 18'446'744'073'709'551'615ull}) {
    EXPECT_EQ(Puzzle::write(Puzzle::generate(seed, {})), Puzzle::write(generate_judge_file(seed, 10)));
    EXPECT_EQ(Puzzle::write(Puzzle::generate(seed, {{"cases", 37}})), Puzzle::write(generate_judge_file(seed, 37)));
  }
  EXPECT_THROW(Puzzle::generate(1, {{"cases", 2.5}}), std::invalid_argument);
}


TEST(SolitairePuzzle, CandidateMovesAreEveryStepOrJumpAndTheLegalOnesAreTheMoves) {
  SplitMix64 random(1401);
  const Case game{};
  const Rules rules{};
  for (int round = 0; round < 500; ++round) {
    const Configuration at = random_configuration(random);
    const std::vector<Move> candidates = Puzzle::candidate_moves(at);
    ASSERT_EQ(candidates.size(), 16u);
    std::vector<Move> legal;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      const Move& move = candidates[i];
      // Piece i / 4 in direction i % 4 (up, right, down, left): a step to the next square,
      // or two squares when a piece stands on the next one.
      const Cell piece = at.pieces[i / 4];
      const int direction = static_cast<int>(i % 4);
      EXPECT_EQ(move.from, piece);
      const Cell next{piece.row + kRowStep[direction], piece.col + kColStep[direction]};
      const bool blocked = std::find(at.pieces.begin(), at.pieces.end(), next) != at.pieces.end();
      EXPECT_EQ(move.jump, blocked);
      const Cell beyond{next.row + kRowStep[direction], next.col + kColStep[direction]};
      EXPECT_EQ(move.to, blocked ? beyond : next);
      const auto outcome = Puzzle::apply(game, rules, at, move);
      EXPECT_EQ(outcome.refusal.empty(), outcome.position.has_value());
      if (outcome) legal.push_back(move);
    }
    std::vector<Move> moves = Puzzle::moves(game, rules, at);
    const auto order = [](const Move& a, const Move& b) {
      return std::tie(a.from, a.to, a.jump) < std::tie(b.from, b.to, b.jump);
    };
    std::sort(legal.begin(), legal.end(), order);
    std::sort(moves.begin(), moves.end(), order);
    EXPECT_EQ(legal, moves);
  }
}

TEST(SolitairePuzzle, PositionOfAStateIsTheConfigurationItDecodesTo) {
  const Case game{};
  for (const std::string_view algorithm : {kBfsName, kBidirectionalBfsName}) {
    for (const trace::StateId state : {0u, 1234u, kConfigurationCount - 1}) {
      const Configuration at = Puzzle::position_of(algorithm, game, state);
      const DecodedState decoded = Puzzle::decode(algorithm, game, state);
      ASSERT_EQ(decoded.count, 4);
      for (int i = 0; i < 4; ++i) EXPECT_EQ(at.pieces[static_cast<std::size_t>(i)], decoded.part(static_cast<std::size_t>(i)).cell);
    }
  }
  EXPECT_THROW(Puzzle::position_of(kBfsName, game, kConfigurationCount), std::out_of_range);
}

}  // namespace
}  // namespace frontier::solitaire
