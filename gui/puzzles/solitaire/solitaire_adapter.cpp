// Solitaire's adapter: reading judge files, listing cases, running the core's algorithms.

#include <algorithm>

#include "frontier/solitaire/bidirectional_bfs.hpp"
#include "frontier/solitaire/format.hpp"
#include "frontier/solitaire/solver.hpp"
#include "puzzles/adapters.hpp"
#include "puzzles/solitaire/solitaire_problem.hpp"
#include "render/board_painter.hpp"

namespace frontier::gui {

QString solitaire_pieces_text(const solitaire::Configuration& configuration) {
  QStringList pieces;
  for (const Cell& piece : configuration.pieces) pieces << QStringLiteral("(%1, %2)").arg(piece.row).arg(piece.col);
  return pieces.join(QLatin1Char(' '));
}

QString solitaire_move_text(const solitaire::Move& move) {
  const QString text = QStringLiteral("(%1, %2) → (%3, %4)").arg(move.from.row).arg(move.from.col).arg(move.to.row).arg(move.to.col);
  return move.jump ? QCoreApplication::translate("Solitaire", "%1 jump").arg(text) : text;
}

namespace {

class SolitaireAdapter : public PuzzleAdapter {
  Q_DECLARE_TR_FUNCTIONS(Solitaire)

 public:
  std::string_view id() const override { return "solitaire"; }
  QString title() const override { return tr("Solitaire (HDU 1401)"); }
  std::span<const trace::AlgorithmInfo> algorithms() const override { return solitaire::algorithms(); }
  std::vector<RuleOption> rules() const override { return {max_moves_rule()}; }
  std::shared_ptr<const PuzzleFile> read(std::string_view text) const override;
  static RuleOption max_moves_rule() {
    return {"max-moves", tr("Moves allowed (the judge's K is 8)"), solitaire::kDefaultMaxMoves, 0, solitaire::kMaxMaxMoves};
  }
};

class SolitaireFile : public PuzzleFile {
  Q_DECLARE_TR_FUNCTIONS(Solitaire)

 public:
  explicit SolitaireFile(std::shared_ptr<const solitaire::JudgeFile> file) : file_(std::move(file)) {}

  const PuzzleAdapter& puzzle() const override { return solitaire_puzzle(); }
  int case_count() const override { return static_cast<int>(file_->cases.size()); }
  QString case_label(int k) const override {
    return tr("Case %1: %2").arg(k + 1).arg(solitaire_pieces_text(file_->cases[static_cast<std::size_t>(k)].start));
  }
  int query_count(int) const override { return 1; }
  QString query_label(int k, int) const override {
    const solitaire::Case& question = file_->cases[static_cast<std::size_t>(k)];
    return tr("to %1").arg(solitaire_pieces_text(question.goal));
  }
  std::shared_ptr<const Problem> problem(int k, int, const RuleValues& rules) const override {
    solitaire::Rules chosen;
    chosen.max_moves = rule_value(rules, SolitaireAdapter::max_moves_rule());
    return std::make_shared<SolitaireProblem>(file_, k, chosen);
  }

 private:
  std::shared_ptr<const solitaire::JudgeFile> file_;
};

std::shared_ptr<const PuzzleFile> SolitaireAdapter::read(std::string_view text) const {
  return std::make_shared<SolitaireFile>(std::make_shared<const solitaire::JudgeFile>(solitaire::read_judge_file(text)));
}

}  // namespace

const PuzzleAdapter& solitaire_puzzle() {
  static const SolitaireAdapter adapter;
  return adapter;
}

SolitaireProblem::SolitaireProblem(std::shared_ptr<const solitaire::JudgeFile> file, int case_index, solitaire::Rules rules)
    : file_(std::move(file)), case_index_(case_index), rules_(rules) {}

const PuzzleAdapter& SolitaireProblem::puzzle() const { return solitaire_puzzle(); }

std::span<const trace::AlgorithmInfo> SolitaireProblem::algorithms() const { return solitaire::algorithms(); }

std::size_t SolitaireProblem::state_count(std::string_view algorithm) const { return solitaire::state_count(algorithm); }

QString SolitaireProblem::describe_state(std::string_view, trace::StateId state) const {
  if (state == trace::kNoState) return {};
  const solitaire::StateView view = solitaire::decode_state(state);
  return (view.side == 0 ? tr("from the start: %1") : tr("from the goal: %1")).arg(solitaire_pieces_text(view.configuration));
}

std::unique_ptr<SearchResult> SolitaireProblem::run(std::string_view algorithm, trace::Recorder* recorder) const {
  auto result = std::make_unique<SolitaireResult>();
  result->found = solitaire::run(algorithm, question(), rules_, recorder);
  result->stopped = result->found.stopped;
  result->answer = QString::fromUtf8(solitaire::judge_words(result->found));
  if (result->found.reachable) {
    QStringList moves;
    for (const solitaire::Move& move : result->found.moves) moves << solitaire_move_text(move);
    const int fewest = result->found.fewest_moves.value_or(0);
    result->witness = fewest == 0 ? tr("the start is the goal")
                                  : tr("%n moves: %1", nullptr, fewest).arg(moves.join(QStringLiteral(", ")));
    result->moves = static_cast<int>(result->found.moves.size());
  } else {
    result->witness = tr("the goal is more than %n moves away", nullptr, rules_.max_moves);
  }
  return result;
}

void SolitaireProblem::prepare(SearchResult& result) const {
  auto& mine = static_cast<SolitaireResult&>(result);
  mine.bidirectional = result.algorithm == solitaire::kBidirectionalBfsName;
  const trace::Trace& trace = result.trace;
  for (std::size_t s = 0; s < trace.state_count(); ++s) {
    const auto state = static_cast<trace::StateId>(s);
    const trace::Step found = trace.discovered_at(state);
    if (found == trace::kNever) continue;
    const int side = state >= solitaire::kConfigurationCount ? 1 : 0;
    const auto depth = static_cast<std::size_t>(std::max<std::int64_t>(trace.cost(state), 0));
    auto& layers = mine.layers[static_cast<std::size_t>(side)];
    if (layers.size() <= depth) layers.resize(depth + 1);
    layers[depth].discovered.push_back(found);
    if (trace.expanded_at(state) != trace::kNever) layers[depth].expanded.push_back(trace.expanded_at(state));
  }
  for (auto& side : mine.layers) {
    for (LayerSteps& layer : side) {
      std::sort(layer.discovered.begin(), layer.discovered.end());
      std::sort(layer.expanded.begin(), layer.expanded.end());
    }
  }
}

std::unique_ptr<BoardPainter> SolitaireProblem::painter(std::shared_ptr<const SearchResult> result) const {
  return make_solitaire_painter(std::static_pointer_cast<const SolitaireProblem>(shared_from_this()),
                                std::static_pointer_cast<const SolitaireResult>(result));
}

}  // namespace frontier::gui
