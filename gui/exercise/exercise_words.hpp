#pragma once
// Exercise mode's sentences, made from core's verdicts: each a tr() template in context
// "Exercise" whose arguments are states and cells in the puzzle's own words
// (Problem::describe_state, the painter's describe_cell) and costs in its units.

#include <QString>

#include "frontier/trace/exercise.hpp"

namespace frontier::gui::exercise_words {

// What a verdict names, already in words.
struct Named {
  QString proposed;
  QString expected;
  QString expanding;
  QString cost;       // the cost the verdict names, in the puzzle's units ("1 turn")
  QString cell;       // the proposed state's cell as the painter describes it ("(3, 3) tile 2")
};

QString prompt(trace::ExerciseActionKind next, const QString& algorithm, const QString& expanding);
QString fault(trace::ExerciseFault fault, const Named& named);
// The kind of a mistake, short, for the class view's count of mistakes by kind ("not the
// front of the queue").
QString fault_kind(trace::ExerciseFault fault);
QString right(trace::ExerciseActionKind kind, const QString& algorithm, const QString& state, const QString& cost);
QString answer(trace::ExerciseActionKind kind, const QString& algorithm, const QString& state);
QString steps_grade(int right, int tried);
QString finished(const QString& algorithm, const QString& answer, const QString& grade);
QString no_state_on(const QString& algorithm, const QString& cell);
QString pick_one(const QString& cell);
// How the board takes a proposal, for the panel: a search's state by its cell.
QString search_keys();

// Solitaire's legal moves.
QString moves_prompt(int found, int legal);
QString move_right(const QString& move);
QString move_refused(const QString& move, const QString& reason);
QString move_repeated(const QString& move);
QString move_answer(const QString& move);
// The kind of a wrong move, short: refused by the rules, or found already.
QString move_fault_kind(bool repeated);
QString moves_grade(int right, int tried);
QString moves_finished(int legal, const QString& grade);
QString moves_keys();  // a move by its piece, then its square

}  // namespace frontier::gui::exercise_words
