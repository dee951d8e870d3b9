// Huarongdao's adapter: reading judge files, listing the games, running the core's
// algorithms.

#include <algorithm>

#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/format.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/solver.hpp"
#include "puzzles/adapters.hpp"
#include "puzzles/huarongdao/huarongdao_problem.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

namespace {

QString cell_text(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.row).arg(cell.col); }

// The longest witness spelled out move by move; longer ones are shortened in the middle.
constexpr int kMovesSpelledOut = 40;

class HuarongdaoAdapter : public PuzzleAdapter {
  Q_DECLARE_TR_FUNCTIONS(Huarongdao)

 public:
  std::string_view id() const override { return "huarongdao"; }
  QString title() const override { return tr("Huarongdao (NOIP 2013)"); }
  std::span<const trace::AlgorithmInfo> algorithms() const override { return huarongdao::algorithms(); }
  std::shared_ptr<const PuzzleFile> read(std::string_view text) const override;
};

class HuarongdaoFile : public PuzzleFile {
  Q_DECLARE_TR_FUNCTIONS(Huarongdao)

 public:
  explicit HuarongdaoFile(std::shared_ptr<const huarongdao::JudgeFile> file) : file_(std::move(file)) {}

  const PuzzleAdapter& puzzle() const override { return huarongdao_puzzle(); }
  int case_count() const override { return 1; }  // a judge file holds one board
  QString case_label(int) const override {
    return tr("Board: %1 × %2, %n games", nullptr, static_cast<int>(file_->queries.size()))
        .arg(file_->board.rows)
        .arg(file_->board.cols);
  }
  int query_count(int) const override { return static_cast<int>(file_->queries.size()); }
  QString query_label(int, int j) const override {
    const huarongdao::Query& q = file_->queries[static_cast<std::size_t>(j)];
    return tr("blank %1, piece %2 to %3").arg(cell_text(q.blank), cell_text(q.piece), cell_text(q.target));
  }
  std::shared_ptr<const Problem> problem(int, int j, const RuleValues&) const override {
    return std::make_shared<HuarongdaoProblem>(file_, j);
  }

 private:
  std::shared_ptr<const huarongdao::JudgeFile> file_;
};

std::shared_ptr<const PuzzleFile> HuarongdaoAdapter::read(std::string_view text) const {
  return std::make_shared<HuarongdaoFile>(std::make_shared<const huarongdao::JudgeFile>(huarongdao::read_judge_file(text)));
}

}  // namespace

const PuzzleAdapter& huarongdao_puzzle() {
  static const HuarongdaoAdapter adapter;
  return adapter;
}

HuarongdaoProblem::HuarongdaoProblem(std::shared_ptr<const huarongdao::JudgeFile> file, int query_index)
    : file_(std::move(file)), query_index_(query_index) {}

const PuzzleAdapter& HuarongdaoProblem::puzzle() const { return huarongdao_puzzle(); }

std::span<const trace::AlgorithmInfo> HuarongdaoProblem::algorithms() const { return huarongdao::algorithms(); }

std::size_t HuarongdaoProblem::state_count(std::string_view algorithm) const {
  return huarongdao::state_count(algorithm, board());
}

QString HuarongdaoProblem::describe_state(std::string_view algorithm, trace::StateId state) const {
  if (state == trace::kNoState) return {};
  if (searches_positions(algorithm)) {
    const huarongdao::Position position = huarongdao::decode_position(board(), state);
    return tr("blank on %1, marked piece on %2").arg(cell_text(position.blank), cell_text(position.piece));
  }
  const huarongdao::PieceState piece = huarongdao::decode_piece_state(board(), state);
  if (piece.blank_alone) return tr("blank alone on %1, not yet beside the marked piece").arg(cell_text(piece.cell));
  static const char* const kSides[] = {QT_TR_NOOP("above"), QT_TR_NOOP("right of"), QT_TR_NOOP("below"),
                                       QT_TR_NOOP("left of")};
  return tr("marked piece on %1, blank %2 it").arg(cell_text(piece.cell), tr(kSides[piece.side]));
}

std::unique_ptr<SearchResult> HuarongdaoProblem::run(std::string_view algorithm, trace::Recorder* recorder) const {
  auto result = std::make_unique<HuarongdaoResult>();
  result->found = huarongdao::run(algorithm, board(), query(), recorder);
  result->stopped = result->found.status == huarongdao::Status::stopped;
  result->answer = QString::fromStdString(huarongdao::answer_text(result->found));
  if (result->found.status == huarongdao::Status::solved) {
    const auto& moves = result->found.witness;
    QStringList spelled;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (moves.size() > kMovesSpelledOut && i == kMovesSpelledOut / 2) {
        spelled << QStringLiteral("…");
        i = moves.size() - kMovesSpelledOut / 2;
      }
      const huarongdao::Move& move = moves[i];
      spelled << cell_text(move.from) + QStringLiteral("→") + cell_text(move.to) + (move.marked ? QStringLiteral("★") : QString());
    }
    result->witness = result->found.moves == 0
                          ? tr("the marked piece is already on the target")
                          : tr("%n moves (★ the marked piece): %1", nullptr, static_cast<int>(result->found.moves))
                                .arg(spelled.join(QStringLiteral(", ")));
    result->moves = static_cast<int>(moves.size());
  } else {
    result->witness = tr("the marked piece can never reach the target");
  }
  return result;
}

void HuarongdaoProblem::prepare(SearchResult& result) const {
  auto& mine = static_cast<HuarongdaoResult&>(result);
  mine.positions = searches_positions(result.algorithm);
  const trace::Trace& trace = result.trace;
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<trace::StateId>(s);
    if (trace.expanded_at(state) != trace::kNever) mine.deepest = std::max(mine.deepest, trace.cost(state));
  }
  if (!mine.positions) return;  // piece states are drawn wedge by wedge, straight from the trace
  const int n = board().cell_count();
  // Positions are blank * N + piece (bfs.hpp): a position is shown on its piece's cell.
  mine.cells = CellSummary(result.trace, n, [n](trace::StateId s) { return static_cast<int>(s % static_cast<trace::StateId>(n)); });
}

std::unique_ptr<BoardPainter> HuarongdaoProblem::painter(std::shared_ptr<const SearchResult> result) const {
  return make_huarongdao_painter(std::static_pointer_cast<const HuarongdaoProblem>(shared_from_this()),
                                 std::static_pointer_cast<const HuarongdaoResult>(result));
}

}  // namespace frontier::gui
