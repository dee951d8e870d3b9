// Solitaire in the GUI's words: its title, the cases, a configuration and a move sequence
// in a sentence. The texts (context Solitaire) are the translations' keys.

#include "puzzles/solitaire/solitaire_view.hpp"

namespace frontier::gui {

QString solitaire_pieces_text(const solitaire::Configuration& configuration) {
  QStringList pieces;
  for (const Cell& piece : configuration.pieces) pieces << cell_words(piece);
  return pieces.join(QLatin1Char(' '));
}

namespace {

class SolitaireWords final : public PuzzleWords<solitaire::Puzzle> {
  // The words' translation context: lupdate files the tr calls of this class under it.
  Q_DECLARE_TR_FUNCTIONS(Solitaire)
  using P = solitaire::Puzzle;

  static QString move_text(const WitnessMove& move) {
    const QString text = cell_words(move.from) + QStringLiteral(" → ") + cell_words(move.to);
    return move.jump ? tr("%1 jump").arg(text) : text;
  }

 public:
  QString title() const override { return tr("Solitaire (HDU 1401)"); }

  QString case_label(const P::File& file, std::size_t case_index) const override {
    return tr("Case %1: %2").arg(case_index + 1).arg(solitaire_pieces_text(P::case_at(file, case_index).start));
  }

  QString query_label(const P::File& file, std::size_t case_index, std::size_t query_index) const override {
    return tr("to %1").arg(solitaire_pieces_text(P::query_at(file, case_index, query_index).goal));
  }

  QString state_text(const DecodedState& state) const override {
    QStringList pieces;
    for (const StatePart& piece : state.view()) pieces << cell_words(piece.cell);
    return (state.side == 0 ? tr("from the start: %1") : tr("from the goal: %1")).arg(pieces.join(QLatin1Char(' ')));
  }

  QString witness_text(const PuzzleProblem<P>& problem, const P::Answer& answer, const Witness& witness) const override {
    if (!answer.reachable) return tr("the goal is more than %n moves away", nullptr, problem.rules().max_moves);
    const int fewest = answer.fewest_moves.value_or(0);
    if (fewest == 0) return tr("the start is the goal");
    QStringList moves;
    for (const WitnessMove& move : witness.moves) moves << move_text(move);
    return tr("%n moves: %1", nullptr, fewest).arg(moves.join(QStringLiteral(", ")));
  }
};

}  // namespace

const PuzzleWords<solitaire::Puzzle>& PuzzleView<solitaire::Puzzle>::words() {
  static const SolitaireWords words{};
  return words;
}

}  // namespace frontier::gui
