// Lianliankan in the GUI's words: its title, the cases and their queries, a state and a
// line in a sentence. The texts (context Lianliankan) are the translations' keys.

#include "puzzles/lianliankan/lianliankan_view.hpp"

namespace frontier::gui {

namespace {

class LianliankanWords final : public PuzzleWords<lianliankan::Puzzle> {
  // The words' translation context: lupdate files the tr calls of this class under it.
  Q_DECLARE_TR_FUNCTIONS(Lianliankan)
  using P = lianliankan::Puzzle;

  static QString direction_text(int direction) {
    switch (direction) {
      case 0: return QCoreApplication::translate("Directions", "up");
      case 1: return QCoreApplication::translate("Directions", "right");
      case 2: return QCoreApplication::translate("Directions", "down");
      default: return QCoreApplication::translate("Directions", "left");
    }
  }

 public:
  QString title() const override { return tr("Lianliankan (HDU 1175)"); }

  QString case_label(const P::File& file, std::size_t case_index) const override {
    const lianliankan::Case& game = P::case_at(file, case_index);
    return tr("Case %1: %2 × %3 board, %n queries", nullptr, static_cast<int>(P::query_count(file, case_index)))
        .arg(case_index + 1)
        .arg(game.board.rows)
        .arg(game.board.cols);
  }

  QString query_label(const P::File& file, std::size_t case_index, std::size_t query_index) const override {
    const lianliankan::Board& board = P::case_at(file, case_index).board;
    const lianliankan::Query& query = P::query_at(file, case_index, query_index);
    const auto tile = [&](Cell cell) {
      return board.inside(cell) ? QString::number(board.tile(cell)) : QStringLiteral("?");
    };
    return tr("%1 tile %2 with %3 tile %4").arg(cell_words(query.from), tile(query.from), cell_words(query.to), tile(query.to));
  }

  QString state_text(const DecodedState& state) const override {
    const StatePart& part = state.first();
    switch (part.role) {
      case StateRole::column: return tr("column %1 as the middle segment").arg(part.cell.col);
      case StateRole::row: return tr("row %1 as the middle segment").arg(part.cell.row);
      default: return tr("%1 heading %2").arg(cell_words(part.cell), direction_text(part.direction));
    }
  }

  QString witness_text(const PuzzleProblem<P>& problem, const P::Answer& answer, const Witness& witness) const override {
    if (!answer.linked) {
      // A pair line 1 refuses was never searched: its reason is that line's, not a search's.
      switch (lianliankan::pair_fault(problem.game().board, problem.query())) {
        case lianliankan::PairFault::off_board: return tr("a click is off the board");
        case lianliankan::PairFault::same_cell: return tr("both clicks are the same cell");
        case lianliankan::PairFault::blank: return tr("a clicked cell is blank");
        case lianliankan::PairFault::different_tiles: return tr("the two tiles differ");
        case lianliankan::PairFault::none: break;
      }
      // A lesson's NO may come with the line it judged (bfs-shortest-line's shortest one).
      if (witness.corners.empty()) return tr("no line of at most %n turns", nullptr, lianliankan::kMaxTurns);
    }
    QStringList corners;
    for (const Cell& corner : witness.corners) corners << cell_words(corner);
    const QString line = corners.join(QStringLiteral(" → "));
    if (!answer.linked) return tr("its shortest line turns %n times: %1", nullptr, answer.turns).arg(line);
    return tr("%n turns: %1", nullptr, answer.turns).arg(line);
  }
};

}  // namespace

const PuzzleWords<lianliankan::Puzzle>& PuzzleView<lianliankan::Puzzle>::words() {
  static const LianliankanWords words{};
  return words;
}

}  // namespace frontier::gui
