// Mahjong in the GUI's words: its title, the boards and their pairs, a state and a path in
// a sentence. The texts (context Mahjong) are the translations' keys.

#include "puzzles/mahjong/mahjong_view.hpp"

namespace frontier::gui {

QString mahjong_cell_text(Cell cell) { return QStringLiteral("(x %1, y %2)").arg(cell.col).arg(cell.row); }

namespace {

class MahjongWords final : public PuzzleWords<mahjong::Puzzle> {
  // The words' translation context: lupdate files the tr calls of this class under it.
  Q_DECLARE_TR_FUNCTIONS(Mahjong)
  using P = mahjong::Puzzle;

 public:
  QString title() const override { return tr("Mahjong (POJ 1101 The Game)"); }

  QString case_label(const P::File& file, std::size_t case_index) const override {
    const mahjong::Game& game = P::case_at(file, case_index);
    return tr("Board %1: %2 wide, %3 high, %n pairs", nullptr, static_cast<int>(P::query_count(file, case_index)))
        .arg(case_index + 1)
        .arg(game.board.width)
        .arg(game.board.height);
  }

  QString query_label(const P::File& file, std::size_t case_index, std::size_t query_index) const override {
    const mahjong::Pair& pair = P::query_at(file, case_index, query_index);
    return tr("%1 to %2").arg(mahjong_cell_text(pair.from), mahjong_cell_text(pair.to));
  }

  QString state_text(const DecodedState& state) const override {
    const StatePart& part = state.first();
    // run-bfs's runs are their first and last cell.
    if (state.count == 2) return tr("%1 to %2").arg(mahjong_cell_text(part.cell), mahjong_cell_text(state.part(1).cell));
    if (part.role != StateRole::heading) return mahjong_cell_text(part.cell);
    static const char* const kHeadings[] = {QT_TRANSLATE_NOOP("Mahjong", "heading up"), QT_TRANSLATE_NOOP("Mahjong", "heading right"),
                                            QT_TRANSLATE_NOOP("Mahjong", "heading down"), QT_TRANSLATE_NOOP("Mahjong", "heading left")};
    return tr("%1 %2").arg(mahjong_cell_text(part.cell), tr(kHeadings[part.direction]));
  }

  QString witness_text(const PuzzleProblem<P>& problem, const P::Answer& answer, const Witness& witness) const override {
    if (witness.corners.empty()) {
      return problem.query().from == problem.query().to ? tr("the two ends are the same card") : tr("no path joins the two cards");
    }
    QStringList corners;
    for (const Cell& corner : witness.corners) corners << mahjong_cell_text(corner);
    return tr("%n segments: %1", nullptr, answer.segments).arg(corners.join(QStringLiteral(" → ")));
  }
};

}  // namespace

const PuzzleWords<mahjong::Puzzle>& PuzzleView<mahjong::Puzzle>::words() {
  static const MahjongWords words{};
  return words;
}

}  // namespace frontier::gui
