// Mahjong's adapter: reading judge files, listing boards and pairs, running the core's
// algorithms.

#include "frontier/mahjong/format.hpp"
#include "puzzles/adapters.hpp"
#include "puzzles/mahjong/mahjong_problem.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

QString mahjong_cell_text(Cell cell) { return QStringLiteral("(x %1, y %2)").arg(cell.col).arg(cell.row); }

namespace {

class MahjongAdapter : public PuzzleAdapter {
  Q_DECLARE_TR_FUNCTIONS(Mahjong)

 public:
  std::string_view id() const override { return "mahjong"; }
  QString title() const override { return tr("Mahjong (POJ 1101 The Game)"); }
  std::span<const trace::AlgorithmInfo> algorithms() const override { return mahjong::algorithms(); }
  std::vector<RuleOption> rules() const override { return {closed_ring_rule()}; }
  std::shared_ptr<const PuzzleFile> read(std::string_view text) const override;
  static RuleOption closed_ring_rule() {
    return {"closed-ring", tr("Paths may not leave the board (the judge lets them)"), 0, 0, 1};
  }
};

class MahjongFile : public PuzzleFile {
  Q_DECLARE_TR_FUNCTIONS(Mahjong)

 public:
  explicit MahjongFile(std::shared_ptr<const mahjong::JudgeFile> file) : file_(std::move(file)) {}

  const PuzzleAdapter& puzzle() const override { return mahjong_puzzle(); }
  int case_count() const override { return static_cast<int>(file_->games.size()); }
  QString case_label(int k) const override {
    const mahjong::Game& game = file_->games[static_cast<std::size_t>(k)];
    return tr("Board %1: %2 wide, %3 high, %n pairs", nullptr, static_cast<int>(game.pairs.size()))
        .arg(k + 1)
        .arg(game.board.width)
        .arg(game.board.height);
  }
  int query_count(int k) const override { return static_cast<int>(file_->games[static_cast<std::size_t>(k)].pairs.size()); }
  QString query_label(int k, int j) const override {
    const mahjong::Pair& pair = file_->games[static_cast<std::size_t>(k)].pairs[static_cast<std::size_t>(j)];
    return tr("%1 to %2").arg(mahjong_cell_text(pair.from), mahjong_cell_text(pair.to));
  }
  std::shared_ptr<const Problem> problem(int k, int j, const RuleValues& rules) const override {
    mahjong::Rules chosen;
    chosen.may_leave_board = rule_value(rules, MahjongAdapter::closed_ring_rule()) == 0;
    return std::make_shared<MahjongProblem>(file_, k, j, chosen);
  }

 private:
  std::shared_ptr<const mahjong::JudgeFile> file_;
};

std::shared_ptr<const PuzzleFile> MahjongAdapter::read(std::string_view text) const {
  return std::make_shared<MahjongFile>(std::make_shared<const mahjong::JudgeFile>(mahjong::read_judge_file(text)));
}

}  // namespace

const PuzzleAdapter& mahjong_puzzle() {
  static const MahjongAdapter adapter;
  return adapter;
}

MahjongProblem::MahjongProblem(std::shared_ptr<const mahjong::JudgeFile> file, int game_index, int pair_index,
                               mahjong::Rules rules)
    : file_(std::move(file)), game_index_(game_index), pair_index_(pair_index), rules_(rules) {}

const PuzzleAdapter& MahjongProblem::puzzle() const { return mahjong_puzzle(); }

std::size_t MahjongProblem::state_count(std::string_view algorithm) const {
  return mahjong::state_count(algorithm, board());
}

QString MahjongProblem::describe_state(std::string_view algorithm, trace::StateId state) const {
  if (state == trace::kNoState) return {};
  const mahjong::StateView view = mahjong::decode_state(algorithm, board(), state);
  if (view.direction < 0) return mahjong_cell_text(view.cell);
  static const char* const kHeadings[] = {QT_TR_NOOP("heading up"), QT_TR_NOOP("heading right"),
                                          QT_TR_NOOP("heading down"), QT_TR_NOOP("heading left")};
  return tr("%1 %2").arg(mahjong_cell_text(view.cell), tr(kHeadings[view.direction]));
}

std::unique_ptr<SearchResult> MahjongProblem::run(std::string_view algorithm, trace::Recorder* recorder) const {
  auto result = std::make_unique<MahjongResult>();
  result->found = mahjong::run(algorithm, board(), pair(), rules_, recorder);
  result->stopped = result->found.stopped;
  result->answer = QString::number(result->found.segments);  // the judge prints 0 when there is no path
  if (result->found.found()) {
    QStringList corners;
    for (const Cell& corner : result->found.corners) corners << mahjong_cell_text(corner);
    result->witness = tr("%n segments: %1", nullptr, result->found.segments).arg(corners.join(QStringLiteral(" → ")));
  } else {
    result->witness = pair().from == pair().to ? tr("the two ends are the same card") : tr("no path joins the two cards");
  }
  return result;
}

void MahjongProblem::prepare(SearchResult& result) const {
  auto& mine = static_cast<MahjongResult&>(result);
  const mahjong::RingGrid ring(board());
  // zero-one-bfs numbers (ring cell, direction) as cell * 4 + direction; line-bfs's states
  // are the cells alone, and say so with direction -1.
  mine.states_per_cell = mahjong::decode_state(result.algorithm, board(), 0).direction >= 0 ? kDirections : 1;
  const int per_cell = mine.states_per_cell;
  mine.cells = CellSummary(result.trace, ring.cell_count(),
                           [per_cell](trace::StateId s) { return static_cast<int>(s / static_cast<trace::StateId>(per_cell)); });
}

std::unique_ptr<BoardPainter> MahjongProblem::painter(std::shared_ptr<const SearchResult> result) const {
  return make_mahjong_painter(std::static_pointer_cast<const MahjongProblem>(shared_from_this()),
                              std::static_pointer_cast<const MahjongResult>(result));
}

}  // namespace frontier::gui
