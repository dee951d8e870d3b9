#pragma once
// Huarongdao in the GUI: one game (blank, marked piece, target) on the file's board.
// The picture is the board itself: grid cell (x, y) is the judge's row y + 1, col x + 1.
// dijkstra and spfa search (piece cell, side of the blank) states, drawn as four wedges a
// cell, plus the first phase's "blank alone" states, drawn as a square in the cell's
// middle; bfs searches whole positions, drawn on the marked piece's cell.

#include <QCoreApplication>
#include <memory>

#include "frontier/huarongdao/model.hpp"
#include "model/puzzle.hpp"
#include "render/cell_marks.hpp"

namespace frontier::gui {

class HuarongdaoResult : public SearchResult {
 public:
  huarongdao::Answer found;
  bool positions = false;  // bfs: states are (blank, piece) positions, not piece states
  CellSummary cells;       // bfs: by the marked piece's cell
  std::int64_t deepest = 0;  // the largest cost of an expanded state, for the depth shades
};

class HuarongdaoProblem : public Problem {
  Q_DECLARE_TR_FUNCTIONS(Huarongdao)

 public:
  HuarongdaoProblem(std::shared_ptr<const huarongdao::JudgeFile> file, int query_index);

  const PuzzleAdapter& puzzle() const override;
  std::span<const trace::AlgorithmInfo> algorithms() const override;
  std::size_t state_count(std::string_view algorithm) const override;
  QString describe_state(std::string_view algorithm, trace::StateId state) const override;
  std::unique_ptr<BoardPainter> painter(std::shared_ptr<const SearchResult> result) const override;

  const huarongdao::Board& board() const { return file_->board; }
  const huarongdao::Query& query() const { return file_->queries[static_cast<std::size_t>(query_index_)]; }
  static bool searches_positions(std::string_view algorithm) { return algorithm == "bfs"; }

 protected:
  std::unique_ptr<SearchResult> run(std::string_view algorithm, trace::Recorder* recorder) const override;
  void prepare(SearchResult& result) const override;

 private:
  std::shared_ptr<const huarongdao::JudgeFile> file_;
  int query_index_;
};

std::unique_ptr<BoardPainter> make_huarongdao_painter(std::shared_ptr<const HuarongdaoProblem> problem,
                                                      std::shared_ptr<const HuarongdaoResult> result);

}  // namespace frontier::gui
