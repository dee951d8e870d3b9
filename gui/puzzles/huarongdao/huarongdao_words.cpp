// Huarongdao in the GUI's words: its title, the board and its games, a state and a
// witness in a sentence. The texts (context Huarongdao) are the translations' keys.

#include "puzzles/huarongdao/huarongdao_view.hpp"

namespace frontier::gui {

namespace {

// The longest witness spelled out move by move; longer ones are shortened in the middle.
constexpr std::size_t kMovesSpelledOut = 40;

class HuarongdaoWords final : public PuzzleWords<huarongdao::Puzzle> {
  // The words' translation context: lupdate files the tr calls of this class under it.
  Q_DECLARE_TR_FUNCTIONS(Huarongdao)
  using P = huarongdao::Puzzle;

 public:
  QString title() const override { return tr("Huarongdao (NOIP 2013)"); }

  QString case_label(const P::File& file, std::size_t case_index) const override {
    const huarongdao::Board& board = P::case_at(file, case_index);
    return tr("Board: %1 × %2, %n games", nullptr, static_cast<int>(P::query_count(file, case_index)))
        .arg(board.rows)
        .arg(board.cols);
  }

  QString query_label(const P::File& file, std::size_t case_index, std::size_t query_index) const override {
    const huarongdao::Query& q = P::query_at(file, case_index, query_index);
    return tr("blank %1, piece %2 to %3").arg(cell_words(q.blank), cell_words(q.piece), cell_words(q.target));
  }

  QString state_text(const DecodedState& state) const override {
    const StatePart& first = state.first();
    if (state.count == 1) {
      return tr("blank alone on %1, not yet beside the marked piece").arg(cell_words(first.cell));
    }
    const StatePart& second = state.part(1);
    if (second.role == StateRole::side) {
      static const char* const kSides[] = {QT_TRANSLATE_NOOP("Huarongdao", "above"), QT_TRANSLATE_NOOP("Huarongdao", "right of"),
                                           QT_TRANSLATE_NOOP("Huarongdao", "below"), QT_TRANSLATE_NOOP("Huarongdao", "left of")};
      return tr("marked piece on %1, blank %2 it").arg(cell_words(first.cell), tr(kSides[second.direction]));
    }
    return tr("blank on %1, marked piece on %2").arg(cell_words(first.cell), cell_words(second.cell));
  }

  QString witness_text(const PuzzleProblem<P>&, const P::Answer& answer, const Witness& witness) const override {
    if (answer.status != huarongdao::Status::solved) return tr("the marked piece can never reach the target");
    if (answer.moves == 0) return tr("the marked piece is already on the target");
    const auto& moves = witness.moves;
    QStringList spelled;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (moves.size() > kMovesSpelledOut && i == kMovesSpelledOut / 2) {
        spelled << QStringLiteral("…");
        i = moves.size() - kMovesSpelledOut / 2;
      }
      const WitnessMove& move = moves[i];
      spelled << cell_words(move.from) + QStringLiteral("→") + cell_words(move.to) + (move.marked ? QStringLiteral("★") : QString());
    }
    return tr("%n moves (★ the marked piece): %1", nullptr, static_cast<int>(answer.moves)).arg(spelled.join(QStringLiteral(", ")));
  }
};

}  // namespace

const PuzzleWords<huarongdao::Puzzle>& PuzzleView<huarongdao::Puzzle>::words() {
  static const HuarongdaoWords words{};
  return words;
}

}  // namespace frontier::gui
