// Exercise mode's core: on every sample of the searches a student runs by hand, the
// expected actions are the recorded run's (checked against the Trace, which the exercise
// does not read), a student who takes them all scores every step, and each wrong action
// is refused with the reason a trace-based restatement predicts.

#include "frontier/trace/exercise.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "data_files.hpp"
#include "frontier/common/puzzle_exercise.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "walled_board.hpp"

namespace frontier {
namespace {

using trace::Exercise;
using trace::ExerciseActionKind;
using trace::ExerciseFault;
using trace::FineStep;
using trace::kNever;
using trace::StateId;
using trace::Step;

// A query's run, recorded twice: the per-state trace and every fine step.
struct Recorded {
  trace::Trace trace;
  std::vector<FineStep> fine;
};

template <PuzzleContract P>
Recorded record(std::string_view algorithm, const typename P::Case& game, const typename P::Query& query,
                const typename P::Rules& rules) {
  Recorded recorded{trace::Trace(P::state_count(algorithm, game, rules)), {}};
  trace::Recorder by_state({.trace = &recorded.trace});
  P::run(algorithm, game, query, rules, &by_state);
  recorded.trace.finish(true);
  trace::Recorder fine({.fine = &recorded.fine, .fine_first = 0, .fine_last = kNever});
  P::run(algorithm, game, query, rules, &fine);
  return recorded;
}

// Whether the rules close the cell of a state (a tile, a card, a fixed cell): what a
// "refused" verdict must mean for that puzzle.
template <PuzzleContract P>
using Closed = std::function<bool(const typename P::Case&, Cell)>;

struct Counts {
  int queries = 0;
  int actions = 0;
  std::map<ExerciseFault, int> faults;
};

template <PuzzleContract P>
void check_query(std::string_view algorithm, const typename P::Case& game, const typename P::Query& query,
                 const Closed<P>& closed, Counts& counts) {
  const typename P::Rules rules = P::rules_from({});
  if (too_large_for_exercise<P>(algorithm, game, query, rules)) return;
  const Recorded run = record<P>(algorithm, game, query, rules);
  const trace::Trace& trace = run.trace;
  Exercise exercise(trace.state_count(), run.fine);
  ++counts.queries;

  // The expansions are the trace's, in its order; each push of expansion k is a state the
  // trace says was discovered (or improved) at k, and every discovery at k is pushed.
  std::vector<StateId> expansions;
  std::map<Step, std::vector<StateId>> pushed;
  for (const auto& action : exercise.expected()) {
    if (action.kind == ExerciseActionKind::expand) {
      expansions.push_back(action.state);
      EXPECT_EQ(action.cost, trace.cost_at(action.state, action.expansion - 1));
    } else {
      pushed[action.expansion].push_back(action.state);
      EXPECT_LE(trace.discovered_at(action.state), action.expansion);
    }
  }
  ASSERT_EQ(expansions.size(), trace.steps());
  for (Step k = 1; k <= trace.steps(); ++k) EXPECT_EQ(expansions[k - 1], trace.expanded_by(k));
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<StateId>(s);
    const Step at = trace.discovered_at(state);
    if (at == kNever || at == 0) continue;
    const auto& list = pushed[at];
    EXPECT_NE(std::find(list.begin(), list.end(), state), list.end()) << "discovered at " << at;
  }

  // Every wrong kind, at every action, against what the trace says.
  for (std::size_t i = 0; i < exercise.expected().size(); ++i) {
    const auto expected = *exercise.next();
    const Step k = expected.expansion;
    const auto& this_expansion = pushed[k];
    const auto later_in_this_expansion = [&](StateId s) {
      for (std::size_t j = i + 1; j < exercise.expected().size() && exercise.expected()[j].expansion == k; ++j) {
        if (exercise.expected()[j].state == s && exercise.expected()[j].kind == ExerciseActionKind::push) return true;
      }
      return false;
    };
    for (std::size_t s = 0; s < trace.state_count(); ++s) {
      const auto state = static_cast<StateId>(s);
      if (state == expected.state) continue;
      const trace::ExerciseVerdict verdict = exercise.judge(state);
      ASSERT_FALSE(verdict.right());
      EXPECT_EQ(verdict.expected, expected.state);
      const bool reached_before = trace.discovered_at(state) <= k - 1;
      if (expected.kind == ExerciseActionKind::expand) {
        if (!reached_before) {
          EXPECT_EQ(verdict.fault, ExerciseFault::not_reached);
        } else if (trace.expanded_at(state) <= k - 1) {
          EXPECT_EQ(verdict.fault, ExerciseFault::already_expanded);
          EXPECT_EQ(verdict.cost, trace.cost_at(state, k - 1));
        } else {
          EXPECT_EQ(verdict.fault, ExerciseFault::not_front);
        }
      } else {
        EXPECT_EQ(verdict.expanding, trace.expanded_by(k));
        const bool pushed_here = std::find(this_expansion.begin(), this_expansion.end(), state) != this_expansion.end();
        if (later_in_this_expansion(state)) {
          EXPECT_EQ(verdict.fault, ExerciseFault::pushed_later);
        } else if (reached_before || pushed_here) {
          EXPECT_EQ(verdict.fault, ExerciseFault::already_reached);
          if (!pushed_here) {
            EXPECT_EQ(verdict.cost, trace.cost_at(state, k - 1));
          }
        } else if (verdict.fault == ExerciseFault::refused) {
          // The search looked at it and did not push it though nothing had reached it:
          // the rules closed its cell.
          EXPECT_TRUE(closed(game, P::decode(algorithm, game, state).first().cell))
              << "state " << state << " at expansion " << k;
        } else {
          EXPECT_EQ(verdict.fault, ExerciseFault::not_a_neighbour);
        }
      }
      ++counts.faults[verdict.fault];
    }
    const int right = exercise.right();
    // A wrong proposal counts, and is not taken.
    if (trace.state_count() > 1) {
      const StateId wrong = expected.state == 0 ? 1 : 0;
      EXPECT_FALSE(exercise.propose(wrong).right());
      EXPECT_EQ(exercise.done(), i);
      EXPECT_EQ(exercise.right(), right);
      // Undo takes back the last right action, not the wrong proposal.
      if (i > 0) {
        ASSERT_TRUE(exercise.undo());
        EXPECT_EQ(exercise.done(), i - 1);
        EXPECT_TRUE(exercise.propose(exercise.expected()[i - 1].state).right());
      }
    }
    EXPECT_TRUE(exercise.propose(expected.state).right());
    ++counts.actions;
  }
  EXPECT_TRUE(exercise.finished());
  EXPECT_EQ(exercise.propose(0).fault, ExerciseFault::finished);
  // Nothing proposed after the end counts.
  const int tried = exercise.tried();
  exercise.propose(0);
  EXPECT_EQ(exercise.tried(), tried);
}

template <PuzzleContract P>
Counts check_samples(const char* folder, std::string_view algorithm, const Closed<P>& closed) {
  Counts counts;
  for (const auto& input : test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / folder, ".out")) {
    SCOPED_TRACE(input.string());
    const typename P::File file = P::read(test_data::slurp(input));
    for (std::size_t c = 0; c < P::case_count(file); ++c) {
      for (std::size_t q = 0; q < P::query_count(file, c); ++q) {
        check_query<P>(algorithm, P::case_at(file, c), P::query_at(file, c, q), closed, counts);
      }
    }
  }
  return counts;
}

TEST(Exercise, LianliankanBfsTurnsOnEverySample) {
  using P = lianliankan::Puzzle;
  const Counts counts = check_samples<P>("lianliankan", lianliankan::kBfsTurns, [](const P::Case& game, Cell cell) {
    // A tile, or the ring, which the judge's rules close.
    return !game.board.inside(cell) || game.board.tile(cell) != 0;
  });
  EXPECT_GT(counts.queries, 10);
  EXPECT_GT(counts.actions, 100);
  // Every reason is met on the samples.
  for (const ExerciseFault fault : {ExerciseFault::not_reached, ExerciseFault::already_expanded, ExerciseFault::not_front,
                                    ExerciseFault::already_reached, ExerciseFault::pushed_later, ExerciseFault::refused,
                                    ExerciseFault::not_a_neighbour}) {
    EXPECT_GT(counts.faults.count(fault), 0u) << static_cast<int>(fault);
  }
}

TEST(Exercise, MahjongZeroOneBfsOnEverySample) {
  using P = mahjong::Puzzle;
  const Counts counts = check_samples<P>("mahjong", mahjong::kZeroOneBfsName, [](const P::Case& game, Cell cell) {
    return game.board.has_card(cell);
  });
  EXPECT_GT(counts.queries, 3);
  for (const ExerciseFault fault : {ExerciseFault::not_reached, ExerciseFault::already_expanded, ExerciseFault::not_front,
                                    ExerciseFault::already_reached, ExerciseFault::refused,
                                    ExerciseFault::not_a_neighbour}) {
    EXPECT_GT(counts.faults.count(fault), 0u) << static_cast<int>(fault);
  }
}

TEST(Exercise, HuarongdaoBfsOnEverySample) {
  using P = huarongdao::Puzzle;
  // bfs's state is (blank, piece); it is refused a move onto a fixed cell.
  const Counts counts = check_samples<P>("huarongdao", huarongdao::kBfsName, [](const P::Case& board, Cell cell) {
    return !board.movable(cell);
  });
  EXPECT_GT(counts.queries, 0);
  for (const ExerciseFault fault : {ExerciseFault::not_reached, ExerciseFault::already_expanded, ExerciseFault::not_front,
                                    ExerciseFault::already_reached, ExerciseFault::not_a_neighbour}) {
    EXPECT_GT(counts.faults.count(fault), 0u) << static_cast<int>(fault);
  }
}

TEST(Exercise, TheFirstLianliankanSampleStepByStep) {
  using P = lianliankan::Puzzle;
  const P::File file = P::read(test_data::slurp(test_data::source_dir() / "sample_inputs/lianliankan/hdu1175_sample.in"));
  const P::Case& game = P::case_at(file, 0);
  const P::Query& query = P::query_at(file, 0, 0);  // (1, 1) to (3, 4)
  const P::Rules rules = P::rules_from({});
  const Recorded run = record<P>(lianliankan::kBfsTurns, game, query, rules);
  Exercise exercise(run.trace.state_count(), run.fine);
  // The four headings of the first click are the start, at 0 turns.
  ASSERT_EQ(exercise.starts().size(), 4u);
  for (const StateId start : exercise.starts()) {
    EXPECT_EQ(P::decode(lianliankan::kBfsTurns, game, start).first().cell, (Cell{1, 1}));
    EXPECT_EQ(exercise.cost_now(start), 0);
  }
  const auto first = *exercise.next();
  EXPECT_EQ(first.kind, ExerciseActionKind::expand);
  EXPECT_EQ(first.state, exercise.starts().front());  // the queue's front: the first pushed
  // The second start waits behind it.
  const auto waiting = exercise.judge(exercise.starts()[1]);
  EXPECT_EQ(waiting.fault, ExerciseFault::not_front);
  EXPECT_EQ(waiting.expected, first.state);
}

TEST(Exercise, AStepShownFirstIsTriedButNotRight) {
  using P = lianliankan::Puzzle;
  const P::File file = P::read(test_data::slurp(test_data::source_dir() / "sample_inputs/lianliankan/hdu1175_sample.in"));
  const Recorded run = record<P>(lianliankan::kBfsTurns, P::case_at(file, 0), P::query_at(file, 0, 0), P::rules_from({}));
  Exercise exercise(run.trace.state_count(), run.fine);
  ASSERT_TRUE(exercise.propose(exercise.next()->state).right());
  exercise.show();
  ASSERT_TRUE(exercise.propose(exercise.next()->state).right());  // taken, as shown
  ASSERT_TRUE(exercise.propose(exercise.next()->state).right());  // the next, not shown
  EXPECT_EQ(exercise.done(), 3u);
  EXPECT_EQ(exercise.tried(), 3);
  EXPECT_EQ(exercise.right(), 2);
}

TEST(Exercise, StatesAtACellAreItsFourHeadings) {
  using P = lianliankan::Puzzle;
  const P::File file = P::read(test_data::slurp(test_data::source_dir() / "sample_inputs/lianliankan/hdu1175_sample.in"));
  const P::Case& game = P::case_at(file, 0);
  const auto states = states_at<P>(lianliankan::kBfsTurns, game, P::rules_from({}), Cell{2, 3});
  ASSERT_EQ(states.size(), 4u);
  for (std::size_t d = 0; d < 4; ++d) {
    const DecodedState decoded = P::decode(lianliankan::kBfsTurns, game, states[d]);
    EXPECT_EQ(decoded.first().cell, (Cell{2, 3}));
    EXPECT_EQ(decoded.first().direction, static_cast<int>(d));
  }
}

TEST(Exercise, ALargeBoardIsRefusedWithItsFigures) {
  using P = lianliankan::Puzzle;
  const P::File file = P::read(testing::walled_lianliankan_board(20, 20));
  const auto refusal = too_large_for_exercise<P>(lianliankan::kBfsTurns, P::case_at(file, 0), P::query_at(file, 0, 0), P::rules_from({}));
  ASSERT_TRUE(refusal.has_value());
  EXPECT_EQ(refusal->states, 22u * 22u * 4u);
  EXPECT_EQ(refusal->limit, trace::kMaxExerciseStates);
  const P::File small = P::read(testing::walled_lianliankan_board(5, 5));
  EXPECT_FALSE(too_large_for_exercise<P>(lianliankan::kBfsTurns, P::case_at(small, 0), P::query_at(small, 0, 0), P::rules_from({})));
}

TEST(Exercise, SolitaireLegalMovesOfEverySampleStart) {
  using P = solitaire::Puzzle;
  int starts = 0;
  for (const auto& input : test_data::judge_inputs(test_data::source_dir() / "sample_inputs/solitaire", ".out")) {
    const P::File file = P::read(test_data::slurp(input));
    for (std::size_t c = 0; c < P::case_count(file); ++c) {
      const P::Case& game = P::case_at(file, c);
      const P::Rules rules = P::rules_from({});
      LegalMovesExercise<P> exercise(game, rules, P::start(game, P::query_at(file, c, 0)));
      ASSERT_FALSE(exercise.legal().empty());
      // Every square to every square: right exactly for the legal moves, each once;
      // refused with P::apply's reason otherwise.
      int right = 0;
      for (int r1 = 1; r1 <= 8; ++r1) {
        for (int c1 = 1; c1 <= 8; ++c1) {
          for (int r2 = 1; r2 <= 8; ++r2) {
            for (int c2 = 1; c2 <= 8; ++c2) {
              const Cell from{r1, c1};
              const Cell to{r2, c2};
              const bool jump = std::abs(r2 - r1) + std::abs(c2 - c1) == 2;
              const P::Move move{from, to, jump};
              const auto outcome = P::apply(game, rules, exercise.position(), move);
              const auto verdict = exercise.propose(move);
              EXPECT_EQ(verdict.right, outcome.position.has_value());
              if (!outcome) {
                EXPECT_EQ(verdict.refusal, outcome.refusal);
              }
              if (verdict.right) ++right;
            }
          }
        }
      }
      EXPECT_EQ(right, static_cast<int>(exercise.legal().size()));
      EXPECT_TRUE(exercise.finished());
      EXPECT_EQ(exercise.right(), right);
      EXPECT_EQ(exercise.tried(), 64 * 64);
      // A legal move again is found already: wrong, and said so.
      const auto again = exercise.propose(exercise.legal().front());
      EXPECT_FALSE(again.right);
      EXPECT_TRUE(again.repeated);
      EXPECT_TRUE(exercise.undo());
      EXPECT_FALSE(exercise.finished());
      const auto model = exercise.next_unfound();
      ASSERT_TRUE(model.has_value());
      EXPECT_TRUE(P::apply(game, rules, exercise.position(), *model).position.has_value());
      EXPECT_EQ(std::count(exercise.found().begin(), exercise.found().end(), *model), 0);
      ++starts;
    }
  }
  EXPECT_GT(starts, 3);
}

}  // namespace
}  // namespace frontier
