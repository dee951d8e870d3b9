// The 8-puzzle in the GUI's words: its title, the cases, a frame and a move string in a
// sentence. The texts (context Eight) are the translations' keys.

#include "puzzles/eight/eight_view.hpp"

namespace frontier::gui {

QString eight_frame_text(const eight::Frame& frame) { return QString::fromStdString(eight::frame_text(frame)); }

namespace {

class EightWords final : public PuzzleWords<eight::Puzzle> {
  // The words' translation context: lupdate files the tr calls of this class under it.
  Q_DECLARE_TR_FUNCTIONS(Eight)
  using P = eight::Puzzle;

 public:
  QString title() const override { return tr("8-puzzle (HDU 1043)"); }

  QString case_label(const P::File& file, std::size_t case_index) const override {
    return tr("Case %1: %2").arg(case_index + 1).arg(eight_frame_text(P::case_at(file, case_index)));
  }

  QString query_label(const P::File&, std::size_t, std::size_t) const override {
    return tr("to 1 2 3 / 4 5 6 / 7 8 x");
  }

  QString state_text(const DecodedState& state) const override {
    eight::Frame frame;
    for (const StatePart& part : state.view()) {
      frame.cells[static_cast<std::size_t>(eight::index_of(part.cell))] =
          static_cast<std::uint8_t>(part.role == StateRole::tile ? part.label : eight::kBlank);
    }
    const QString text = eight_frame_text(frame);
    if (state.side == 1) return tr("from the goal: %1").arg(text);
    return text;
  }

  QString witness_text(const PuzzleProblem<P>&, const P::Answer& answer, const Witness&) const override {
    if (!answer.solvable) return tr("unsolvable: the tiles have an odd number of inversions");
    const int fewest = answer.fewest_moves.value_or(0);
    if (fewest == 0) return tr("the start is the goal");
    return tr("%n moves: %1", nullptr, fewest).arg(QString::fromStdString(P::answer_text(answer)));
  }
};

}  // namespace

const PuzzleWords<eight::Puzzle>& PuzzleView<eight::Puzzle>::words() {
  static const EightWords words{};
  return words;
}

}  // namespace frontier::gui
