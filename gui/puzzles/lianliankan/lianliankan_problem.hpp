#pragma once
// Lianliankan in the GUI: one query of one case of a judge file, its search results, and
// its picture. The picture is the board with its outer ring (rows 0..rows+1, cols
// 0..cols+1, as the searches number cells), so that grid cell (x, y) is judge cell
// (row y, col x).

#include <QCoreApplication>
#include <memory>

#include "frontier/lianliankan/algorithms.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "model/puzzle.hpp"
#include "render/cell_marks.hpp"
#include "render/cell_states.hpp"

namespace frontier::gui {

class LianliankanResult : public SearchResult {
 public:
  lianliankan::Answer found;
  CellSummary cells;  // empty for middle-segment, whose states are lines, not cells
  StatesOnCells on_cells;  // likewise
};

class LianliankanProblem : public Problem {
  Q_DECLARE_TR_FUNCTIONS(Lianliankan)

 public:
  LianliankanProblem(std::shared_ptr<const lianliankan::JudgeFile> file, int case_index, int query_index,
                     lianliankan::Rules rules);

  const PuzzleAdapter& puzzle() const override;
  std::span<const trace::AlgorithmInfo> algorithms() const override { return lianliankan::algorithms(); }
  std::size_t state_count(std::string_view algorithm) const override;
  QString describe_state(std::string_view algorithm, trace::StateId state) const override;
  std::unique_ptr<BoardPainter> painter(std::shared_ptr<const SearchResult> result) const override;

  const lianliankan::Board& board() const { return file_->cases[case_index_].board; }
  const lianliankan::Query& query() const { return file_->cases[case_index_].queries[query_index_]; }
  const lianliankan::Rules& rules() const { return rules_; }
  int padded_width() const { return board().cols + 2; }

 protected:
  std::unique_ptr<SearchResult> run(std::string_view algorithm, trace::Recorder* recorder) const override;
  void prepare(SearchResult& result) const override;

 private:
  std::shared_ptr<const lianliankan::JudgeFile> file_;
  int case_index_;
  int query_index_;
  lianliankan::Rules rules_;
};

std::unique_ptr<BoardPainter> make_lianliankan_painter(std::shared_ptr<const LianliankanProblem> problem,
                                                       std::shared_ptr<const LianliankanResult> result);

}  // namespace frontier::gui
