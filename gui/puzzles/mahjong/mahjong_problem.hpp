#pragma once
// Mahjong in the GUI: one pair of one board of a judge file. The picture is the board
// with the ring around it (rows 0..height+1, cols 0..width+1, the searches' RingGrid),
// so grid cell (x, y) is the judge's column x, row y.

#include <QCoreApplication>
#include <memory>

#include "frontier/mahjong/algorithms.hpp"
#include "frontier/mahjong/model.hpp"
#include "frontier/mahjong/rules.hpp"
#include "model/puzzle.hpp"
#include "render/cell_marks.hpp"

namespace frontier::gui {

class MahjongResult : public SearchResult {
 public:
  mahjong::Answer found;
  CellSummary cells;
  int states_per_cell = 1;  // 4 for zero-one-bfs (cell, direction), 1 for line-bfs (cell)
};

class MahjongProblem : public Problem {
  Q_DECLARE_TR_FUNCTIONS(Mahjong)

 public:
  MahjongProblem(std::shared_ptr<const mahjong::JudgeFile> file, int game_index, int pair_index, mahjong::Rules rules);

  const PuzzleAdapter& puzzle() const override;
  std::span<const trace::AlgorithmInfo> algorithms() const override { return mahjong::algorithms(); }
  std::size_t state_count(std::string_view algorithm) const override;
  QString describe_state(std::string_view algorithm, trace::StateId state) const override;
  std::unique_ptr<BoardPainter> painter(std::shared_ptr<const SearchResult> result) const override;

  const mahjong::Board& board() const { return file_->games[static_cast<std::size_t>(game_index_)].board; }
  const mahjong::Pair& pair() const {
    return file_->games[static_cast<std::size_t>(game_index_)].pairs[static_cast<std::size_t>(pair_index_)];
  }
  const mahjong::Rules& rules() const { return rules_; }

 protected:
  std::unique_ptr<SearchResult> run(std::string_view algorithm, trace::Recorder* recorder) const override;
  void prepare(SearchResult& result) const override;

 private:
  std::shared_ptr<const mahjong::JudgeFile> file_;
  int game_index_;
  int pair_index_;
  mahjong::Rules rules_;
};

std::unique_ptr<BoardPainter> make_mahjong_painter(std::shared_ptr<const MahjongProblem> problem,
                                                   std::shared_ptr<const MahjongResult> result);

// "(x 3, y 2)": the judge names a card by its column x and row y.
QString mahjong_cell_text(Cell cell);

}  // namespace frontier::gui
