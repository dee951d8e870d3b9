// Lianliankan's adapter: reading judge files, listing cases and queries, running the
// core's algorithms.

#include "frontier/lianliankan/format.hpp"
#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "puzzles/adapters.hpp"
#include "puzzles/lianliankan/lianliankan_problem.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

namespace {

QString cell_text(Cell cell) { return QStringLiteral("(%1, %2)").arg(cell.row).arg(cell.col); }

QString direction_text(int direction) {
  switch (direction) {
    case 0: return QCoreApplication::translate("Directions", "up");
    case 1: return QCoreApplication::translate("Directions", "right");
    case 2: return QCoreApplication::translate("Directions", "down");
    default: return QCoreApplication::translate("Directions", "left");
  }
}

class LianliankanAdapter : public PuzzleAdapter {
  Q_DECLARE_TR_FUNCTIONS(Lianliankan)

 public:
  std::string_view id() const override { return "lianliankan"; }
  QString title() const override { return tr("Lianliankan (HDU 1175)"); }
  std::span<const trace::AlgorithmInfo> algorithms() const override { return lianliankan::algorithms(); }
  std::vector<RuleOption> rules() const override { return {outside_rule()}; }
  std::shared_ptr<const PuzzleFile> read(std::string_view text) const override;
  static RuleOption outside_rule() {
    return {"outside", tr("Lines may run around the board (the real game; the judge forbids it)"), 0, 0, 1};
  }
};

class LianliankanFile : public PuzzleFile {
  Q_DECLARE_TR_FUNCTIONS(Lianliankan)

 public:
  explicit LianliankanFile(std::shared_ptr<const lianliankan::JudgeFile> file) : file_(std::move(file)) {}

  const PuzzleAdapter& puzzle() const override { return lianliankan_puzzle(); }
  int case_count() const override { return static_cast<int>(file_->cases.size()); }
  QString case_label(int k) const override {
    const lianliankan::Case& game = file_->cases[static_cast<std::size_t>(k)];
    return tr("Case %1: %2 × %3 board, %n queries", nullptr, static_cast<int>(game.queries.size()))
        .arg(k + 1)
        .arg(game.board.rows)
        .arg(game.board.cols);
  }
  int query_count(int k) const override { return static_cast<int>(file_->cases[static_cast<std::size_t>(k)].queries.size()); }
  QString query_label(int k, int j) const override {
    const lianliankan::Case& game = file_->cases[static_cast<std::size_t>(k)];
    const lianliankan::Query& query = game.queries[static_cast<std::size_t>(j)];
    const auto tile = [&](Cell cell) {
      return game.board.inside(cell) ? QString::number(game.board.tile(cell)) : QStringLiteral("?");
    };
    return tr("%1 tile %2 with %3 tile %4")
        .arg(cell_text(query.from), tile(query.from), cell_text(query.to), tile(query.to));
  }
  std::shared_ptr<const Problem> problem(int k, int j, const RuleValues& rules) const override {
    lianliankan::Rules chosen;
    chosen.outside = rule_value(rules, LianliankanAdapter::outside_rule()) != 0;
    return std::make_shared<LianliankanProblem>(file_, k, j, chosen);
  }

  std::string write() const override { return lianliankan::write_judge_file(*file_); }

 private:
  std::shared_ptr<const lianliankan::JudgeFile> file_;
};

std::shared_ptr<const PuzzleFile> LianliankanAdapter::read(std::string_view text) const {
  return std::make_shared<LianliankanFile>(
      std::make_shared<const lianliankan::JudgeFile>(lianliankan::read_judge_file(text)));
}

}  // namespace

const PuzzleAdapter& lianliankan_puzzle() {
  static const LianliankanAdapter adapter;
  return adapter;
}

LianliankanProblem::LianliankanProblem(std::shared_ptr<const lianliankan::JudgeFile> file, int case_index,
                                       int query_index, lianliankan::Rules rules)
    : file_(std::move(file)), case_index_(case_index), query_index_(query_index), rules_(rules) {}

const PuzzleAdapter& LianliankanProblem::puzzle() const { return lianliankan_puzzle(); }

std::size_t LianliankanProblem::state_count(std::string_view algorithm) const {
  return lianliankan::state_count(algorithm, board());
}

QString LianliankanProblem::describe_state(std::string_view algorithm, trace::StateId state) const {
  if (state == trace::kNoState) return {};
  if (algorithm == lianliankan::kMiddleSegment) {
    const lianliankan::CandidateLine line = lianliankan::decode_candidate(board(), state);
    return line.is_column ? tr("column %1 as the middle segment").arg(line.index)
                          : tr("row %1 as the middle segment").arg(line.index);
  }
  const lianliankan::Heading heading = lianliankan::decode_heading(board(), state);
  return tr("%1 heading %2").arg(cell_text(heading.cell), direction_text(heading.direction));
}

std::unique_ptr<SearchResult> LianliankanProblem::run(std::string_view algorithm, trace::Recorder* recorder) const {
  auto result = std::make_unique<LianliankanResult>();
  result->found = lianliankan::run(algorithm, file_->cases[static_cast<std::size_t>(case_index_)], query(), rules_, recorder);
  result->stopped = result->found.stopped;
  result->answer = QString::fromUtf8(lianliankan::answer_word(result->found));
  QStringList corners;
  for (const Cell& corner : result->found.corners) corners << cell_text(corner);
  if (result->found.linked) {
    result->witness = tr("%n turns: %1", nullptr, result->found.turns).arg(corners.join(QStringLiteral(" → ")));
  } else {
    result->witness = tr("no line of at most %n turns", nullptr, lianliankan::kMaxTurns);
  }
  return result;
}

void LianliankanProblem::prepare(SearchResult& result) const {
  auto& mine = static_cast<LianliankanResult&>(result);
  if (result.algorithm == lianliankan::kMiddleSegment) return;
  const lianliankan::Board& b = board();
  const int cells = (b.rows + 2) * (b.cols + 2);
  // Heading states are padded cell * 4 + direction (heading.hpp).
  const auto cell_of = [](trace::StateId s) { return static_cast<int>(s / kDirections); };
  mine.cells = CellSummary(result.trace, cells, cell_of);
  mine.on_cells = StatesOnCells(result.trace, cells, cell_of);
}

std::unique_ptr<BoardPainter> LianliankanProblem::painter(std::shared_ptr<const SearchResult> result) const {
  return make_lianliankan_painter(std::static_pointer_cast<const LianliankanProblem>(shared_from_this()),
                                  std::static_pointer_cast<const LianliankanResult>(result));
}

}  // namespace frontier::gui
