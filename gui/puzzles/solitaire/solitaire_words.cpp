// Solitaire in the GUI's words: its title, the cases, a configuration and a move sequence
// in a sentence. The texts (context Solitaire) are the translations' keys.

#include "puzzles/solitaire/solitaire_view.hpp"

namespace frontier::gui {

namespace {

// The words' translation context, named so that lupdate files Solitaire::tr calls under it
// (a plain helper function hides them from lupdate).
struct Solitaire {
  Q_DECLARE_TR_FUNCTIONS(Solitaire)
};

QString cell_text(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.row).arg(cell.col); }

QString move_text(const WitnessMove& move) {
  const QString text = cell_text(move.from) + QStringLiteral(" → ") + cell_text(move.to);
  return move.jump ? Solitaire::tr("%1 jump").arg(text) : text;
}

}  // namespace

using View = PuzzleView<solitaire::Puzzle>;

QString solitaire_pieces_text(const solitaire::Configuration& configuration) {
  QStringList pieces;
  for (const Cell& piece : configuration.pieces) pieces << cell_text(piece);
  return pieces.join(QLatin1Char(' '));
}

QString View::title() { return Solitaire::tr("Solitaire (HDU 1401)"); }

QString View::case_label(const P::File& file, std::size_t case_index) {
  return Solitaire::tr("Case %1: %2").arg(case_index + 1).arg(solitaire_pieces_text(P::case_at(file, case_index).start));
}

QString View::query_label(const P::File& file, std::size_t case_index, std::size_t query_index) {
  return Solitaire::tr("to %1").arg(solitaire_pieces_text(P::query_at(file, case_index, query_index).goal));
}

QString View::state_text(const DecodedState& state) {
  QStringList pieces;
  for (const StatePart& piece : state.view()) pieces << cell_text(piece.cell);
  return (state.side == 0 ? Solitaire::tr("from the start: %1") : Solitaire::tr("from the goal: %1")).arg(pieces.join(QLatin1Char(' ')));
}

QString View::witness_text(const PuzzleProblem<P>& problem, const P::Answer& answer, const Witness& witness) {
  if (!answer.reachable) return Solitaire::tr("the goal is more than %n moves away", nullptr, problem.rules().max_moves);
  const int fewest = answer.fewest_moves.value_or(0);
  if (fewest == 0) return Solitaire::tr("the start is the goal");
  QStringList moves;
  for (const WitnessMove& move : witness.moves) moves << move_text(move);
  return Solitaire::tr("%n moves: %1", nullptr, fewest).arg(moves.join(QStringLiteral(", ")));
}

}  // namespace frontier::gui
