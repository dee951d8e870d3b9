// An exercise's grade is one count of its marks (trace::ExerciseScore): a step shown and
// then taken is tried, not right, in a search run by hand and in Solitaire's legal moves
// alike, and what each exercise says it scored is the count of the marks its verdicts give.

#include <gtest/gtest.h>

#include <vector>

#include "data_files.hpp"
#include "frontier/common/puzzle_exercise.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "frontier/trace/exercise.hpp"

namespace frontier {
namespace {

using trace::ExerciseMark;
using trace::ExerciseScore;

TEST(ExerciseScore, EachMarkCountsOnce) {
  using enum ExerciseMark;
  const std::vector<ExerciseMark> record{right, wrong, shown, wrong, shown_taken, undone, right};
  const ExerciseScore score = trace::score_of(record);
  EXPECT_EQ(score.right, 2);
  EXPECT_EQ(score.tried, 5);
  EXPECT_EQ(score.shown, 1);
  // Counted one mark at a time, the same.
  ExerciseScore running;
  for (const ExerciseMark mark : record) running.count(mark);
  EXPECT_EQ(running, score);
  EXPECT_EQ(trace::score_of({}), ExerciseScore{});
}

// The trial's student: two steps right, one wrong proposal, H, then the step shown.
TEST(ExerciseScore, AWrongTryThenTheStepShownAndTakenIsTriedNotRight) {
  using P = lianliankan::Puzzle;
  const P::File file = P::read(test_data::slurp(test_data::source_dir() / "sample_inputs/lianliankan/hdu1175_sample.in"));
  const P::Case& game = P::case_at(file, 0);
  const P::Rules rules = P::rules_from({});
  std::vector<trace::FineStep> fine;
  trace::Recorder recorder({.fine = &fine, .fine_first = 0, .fine_last = trace::kNever});
  P::run(lianliankan::kBfsTurns, game, P::query_at(file, 0, 0), rules, &recorder);
  trace::Exercise exercise(P::state_count(lianliankan::kBfsTurns, game, rules), fine);
  std::vector<ExerciseMark> marks;
  const auto propose = [&](trace::StateId state) {
    const trace::ExerciseVerdict verdict = exercise.propose(state);
    marks.push_back(verdict.mark());
    return verdict;
  };
  ASSERT_TRUE(propose(exercise.next()->state).right());
  ASSERT_TRUE(propose(exercise.next()->state).right());
  // The state expanded first, proposed again: already expanded, wrong.
  const trace::ExerciseVerdict wrong = propose(exercise.expected().front().state);
  EXPECT_FALSE(wrong.right());
  EXPECT_EQ(wrong.mark(), ExerciseMark::wrong);
  ASSERT_TRUE(exercise.show());
  marks.push_back(ExerciseMark::shown);
  EXPECT_FALSE(exercise.show()) << "the same step shown twice counts once";
  const trace::ExerciseVerdict taken = propose(exercise.next()->state);
  EXPECT_TRUE(taken.right());
  EXPECT_TRUE(taken.shown);
  EXPECT_EQ(taken.mark(), ExerciseMark::shown_taken);
  // The next step, not shown: right again.
  EXPECT_EQ(propose(exercise.next()->state).mark(), ExerciseMark::right);
  EXPECT_EQ(exercise.right(), 3);
  EXPECT_EQ(exercise.tried(), 5);
  EXPECT_EQ(exercise.score().shown, 1);
  EXPECT_EQ(trace::score_of(marks), exercise.score());
}

TEST(ExerciseScore, AMoveShownStaysShownWhileAnotherIsFound) {
  using P = solitaire::Puzzle;
  const auto inputs = test_data::judge_inputs(test_data::source_dir() / "sample_inputs/solitaire", ".out");
  ASSERT_FALSE(inputs.empty());
  const P::File file = P::read(test_data::slurp(inputs.front()));
  const P::Case& game = P::case_at(file, 0);
  LegalMovesExercise<P> exercise(game, P::rules_from({}), P::start(game, P::query_at(file, 0, 0)));
  ASSERT_GE(exercise.legal().size(), 2u);
  ASSERT_TRUE(exercise.show());
  const P::Move shown = *exercise.next_unfound();
  const P::Move other = exercise.legal().back();
  ASSERT_FALSE(shown == other);
  std::vector<ExerciseMark> marks{ExerciseMark::shown};
  // Another legal move first: right, and the one shown still costs its mark when found.
  const auto first = exercise.propose(other);
  EXPECT_EQ(first.mark(), ExerciseMark::right);
  marks.push_back(first.mark());
  const auto then = exercise.propose(shown);
  EXPECT_TRUE(then.right);
  EXPECT_EQ(then.mark(), ExerciseMark::shown_taken);
  marks.push_back(then.mark());
  EXPECT_EQ(exercise.right(), 1);
  EXPECT_EQ(exercise.tried(), 2);
  EXPECT_EQ(trace::score_of(marks), exercise.score());
}

}  // namespace
}  // namespace frontier
