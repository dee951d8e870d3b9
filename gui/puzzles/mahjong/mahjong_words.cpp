// Mahjong in the GUI's words: its title, the boards and their pairs, a state and a path in
// a sentence. The texts (context Mahjong) are the translations' keys.

#include "puzzles/mahjong/mahjong_view.hpp"

namespace frontier::gui {

namespace {

// The words' translation context, named so that lupdate files Mahjong::tr calls under it
// (a plain helper function hides them from lupdate).
struct Mahjong {
  Q_DECLARE_TR_FUNCTIONS(Mahjong)
};

}  // namespace

using View = PuzzleView<mahjong::Puzzle>;

QString mahjong_cell_text(Cell cell) { return QStringLiteral("(x %1, y %2)").arg(cell.col).arg(cell.row); }

QString View::title() { return Mahjong::tr("Mahjong (POJ 1101 The Game)"); }

QString View::case_label(const P::File& file, std::size_t case_index) {
  const mahjong::Game& game = P::case_at(file, case_index);
  return Mahjong::tr("Board %1: %2 wide, %3 high, %n pairs", nullptr, static_cast<int>(P::query_count(file, case_index)))
      .arg(case_index + 1)
      .arg(game.board.width)
      .arg(game.board.height);
}

QString View::query_label(const P::File& file, std::size_t case_index, std::size_t query_index) {
  const mahjong::Pair& pair = P::query_at(file, case_index, query_index);
  return Mahjong::tr("%1 to %2").arg(mahjong_cell_text(pair.from), mahjong_cell_text(pair.to));
}

QString View::state_text(const DecodedState& state) {
  const StatePart& part = state.first();
  if (part.role != StateRole::heading) return mahjong_cell_text(part.cell);
  static const char* const kHeadings[] = {QT_TRANSLATE_NOOP("Mahjong", "heading up"), QT_TRANSLATE_NOOP("Mahjong", "heading right"),
                                          QT_TRANSLATE_NOOP("Mahjong", "heading down"), QT_TRANSLATE_NOOP("Mahjong", "heading left")};
  return Mahjong::tr("%1 %2").arg(mahjong_cell_text(part.cell), Mahjong::tr(kHeadings[part.direction]));
}

QString View::witness_text(const PuzzleProblem<P>& problem, const P::Answer& answer, const Witness& witness) {
  if (witness.corners.empty()) {
    return problem.query().from == problem.query().to ? Mahjong::tr("the two ends are the same card")
                                                      : Mahjong::tr("no path joins the two cards");
  }
  QStringList corners;
  for (const Cell& corner : witness.corners) corners << mahjong_cell_text(corner);
  return Mahjong::tr("%n segments: %1", nullptr, answer.segments).arg(corners.join(QStringLiteral(" → ")));
}

}  // namespace frontier::gui
