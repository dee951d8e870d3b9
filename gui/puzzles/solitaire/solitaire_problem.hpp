#pragma once
// Solitaire in the GUI: one case (start and goal) of a judge file. A state is a whole
// configuration of four pieces, so the picture is the 8 × 8 board showing the
// configuration being expanded, and beside it a chart of the layers' sizes (both sides
// of a bidirectional search). Grid: columns 0..7 are the board, 8 a gap, 9..16 the chart.

#include <QCoreApplication>
#include <array>
#include <memory>
#include <vector>

#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "model/puzzle.hpp"

namespace frontier::gui {

// When each configuration of each layer was discovered and expanded, sorted, so that the
// chart at step t is a binary search per bar.
struct LayerSteps {
  std::vector<trace::Step> discovered;
  std::vector<trace::Step> expanded;
};

class SolitaireResult : public SearchResult {
 public:
  solitaire::Answer found;
  bool bidirectional = false;
  std::array<std::vector<LayerSteps>, 2> layers;  // [side][depth]
};

class SolitaireProblem : public Problem {
  Q_DECLARE_TR_FUNCTIONS(Solitaire)

 public:
  static constexpr int kBoardColumns = solitaire::kBoardSize;
  static constexpr int kChartColumn = kBoardColumns + 1;
  static constexpr int kGridColumns = kChartColumn + 8;

  SolitaireProblem(std::shared_ptr<const solitaire::JudgeFile> file, int case_index, solitaire::Rules rules);

  const PuzzleAdapter& puzzle() const override;
  std::span<const trace::AlgorithmInfo> algorithms() const override;
  std::size_t state_count(std::string_view algorithm) const override;
  QString describe_state(std::string_view algorithm, trace::StateId state) const override;
  std::unique_ptr<BoardPainter> painter(std::shared_ptr<const SearchResult> result) const override;

  const solitaire::Case& question() const { return file_->cases[static_cast<std::size_t>(case_index_)]; }
  const solitaire::Rules& rules() const { return rules_; }

 protected:
  std::unique_ptr<SearchResult> run(std::string_view algorithm, trace::Recorder* recorder) const override;
  void prepare(SearchResult& result) const override;

 private:
  std::shared_ptr<const solitaire::JudgeFile> file_;
  int case_index_;
  solitaire::Rules rules_;
};

std::unique_ptr<BoardPainter> make_solitaire_painter(std::shared_ptr<const SolitaireProblem> problem,
                                                     std::shared_ptr<const SolitaireResult> result);

QString solitaire_pieces_text(const solitaire::Configuration& configuration);
QString solitaire_move_text(const solitaire::Move& move);

}  // namespace frontier::gui
