#include "exercise/exercise_words.hpp"

#include <QCoreApplication>

namespace frontier::gui::exercise_words {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(Exercise)
};
}  // namespace

QString prompt(trace::ExerciseActionKind next, const QString& algorithm, const QString& expanding) {
  if (next == trace::ExerciseActionKind::expand) {
    return Words::tr("Click the state %1 takes next: the front of its queue.").arg(algorithm);
  }
  return Words::tr("%1 expands %2. Click the state it pushes next.").arg(algorithm, expanding);
}

QString fault(trace::ExerciseFault fault, const Named& n) {
  using enum trace::ExerciseFault;
  switch (fault) {
    case none: return {};
    case finished: return Words::tr("The search is over: nothing is left to take.");
    case not_reached: return Words::tr("%1 has not been reached yet: only a state in the queue can be taken.").arg(n.proposed);
    case already_expanded: return Words::tr("%1 was already expanded, with %2.").arg(n.proposed, n.cost);
    case not_front: return Words::tr("%1 is not the front of the queue: %2 is.").arg(n.proposed, n.expected);
    case already_reached: return Words::tr("%1 was already reached with %2.").arg(n.proposed, n.cost);
    case pushed_later: return Words::tr("%1 is pushed later: %2 comes first.").arg(n.proposed, n.expected);
    case refused: return Words::tr("%1 is closed by the rules: %2 cannot be passed.").arg(n.proposed, n.cell);
    case not_a_neighbour: return Words::tr("%1 is not one step from %2, the state being expanded.").arg(n.proposed, n.expanding);
  }
  return {};
}

QString fault_kind(trace::ExerciseFault fault) {
  using enum trace::ExerciseFault;
  switch (fault) {
    case none: return {};
    case finished: return Words::tr("after the search was over");
    case not_reached: return Words::tr("taken before it was reached");
    case already_expanded: return Words::tr("expanded a second time");
    case not_front: return Words::tr("not the front of the queue");
    case already_reached: return Words::tr("pushed though already reached");
    case pushed_later: return Words::tr("pushed out of order");
    case refused: return Words::tr("closed by the rules");
    case not_a_neighbour: return Words::tr("not one step away");
  }
  return {};
}

QString right(trace::ExerciseActionKind kind, const QString& algorithm, const QString& state, const QString& cost) {
  if (kind == trace::ExerciseActionKind::expand) return Words::tr("Right: %1 takes %2 (%3).").arg(algorithm, state, cost);
  return Words::tr("Right: %1 pushes %2 with %3.").arg(algorithm, state, cost);
}

QString answer(trace::ExerciseActionKind kind, const QString& algorithm, const QString& state) {
  if (kind == trace::ExerciseActionKind::expand) return Words::tr("The answer: %1 takes %2 next.").arg(algorithm, state);
  return Words::tr("The answer: %1 pushes %2 next.").arg(algorithm, state);
}

QString steps_grade(int right, int tried) { return Words::tr("%1 of %n steps right", nullptr, tried).arg(right); }

QString finished(const QString& algorithm, const QString& answer, const QString& grade) {
  return Words::tr("Done: %1 answers %2. %3.").arg(algorithm, answer, grade);
}

QString no_state_on(const QString& algorithm, const QString& cell) {
  return Words::tr("No state of %1 stands on %2.").arg(algorithm, cell);
}

QString pick_one(const QString& cell) { return Words::tr("Which state on %1? Choose one below.").arg(cell); }

QString search_keys() {
  return Words::tr("Click the cell of the state to propose (or go to it with the arrows and press Space); where a cell holds several states, choose one below.");
}

QString moves_keys() {
  return Words::tr("Click a piece, then the square it jumps or slides to (or go to each with the arrows and press Space).");
}

QString moves_prompt(int found, int legal) {
  return Words::tr("Find every legal move of this configuration: click a piece, then where it goes (%1 of %2 found).")
      .arg(found)
      .arg(legal);
}
QString move_right(const QString& move) { return Words::tr("Right: %1 is legal.").arg(move); }
QString move_refused(const QString& move, const QString& reason) {
  return Words::tr("%1 is refused: %2.").arg(move, reason);
}
QString move_repeated(const QString& move) { return Words::tr("%1 was found already.").arg(move); }
QString move_answer(const QString& move) { return Words::tr("The answer: %1 is a legal move not found yet.").arg(move); }
QString move_fault_kind(bool repeated) {
  return repeated ? Words::tr("a move found already") : Words::tr("a move the rules refuse");
}
QString moves_grade(int right, int tried) { return Words::tr("%1 of %n proposals right", nullptr, tried).arg(right); }
QString moves_finished(int legal, const QString& grade) {
  return Words::tr("Done: all %n legal moves found. %1.", nullptr, legal).arg(grade);
}

}  // namespace frontier::gui::exercise_words
