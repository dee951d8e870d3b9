#include "frontier/lianliankan/generator.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "frontier/common/random.hpp"

namespace frontier::lianliankan {

namespace {

Cell random_cell(SplitMix64& random, const Board& board) {
  const int row = static_cast<int>(random.uniform(1, board.rows));
  const int col = static_cast<int>(random.uniform(1, board.cols));
  return {row, col};
}

Cell cell_at(const Board& board, std::int32_t index) { return {index / board.cols + 1, index % board.cols + 1}; }

// Other cells holding the same tile as `cell`, at most kNear rows and columns away.
std::vector<Cell> equal_tiles_near(const Board& board, Cell cell) {
  constexpr int kNear = 3;
  std::vector<Cell> near;
  for (int row = std::max(1, cell.row - kNear); row <= std::min(board.rows, cell.row + kNear); ++row) {
    for (int col = std::max(1, cell.col - kNear); col <= std::min(board.cols, cell.col + kNear); ++col) {
      if (Cell{row, col} != cell && board.tile({row, col}) == board.tile(cell)) near.push_back({row, col});
    }
  }
  return near;
}

}  // namespace

JudgeFile generate_judge_file(const GeneratorOptions& options) {
  SplitMix64 random(options.seed);
  JudgeFile file;
  file.cases.reserve(static_cast<std::size_t>(options.cases));
  for (int k = 0; k < options.cases; ++k) {
    Case& game = file.cases.emplace_back();
    Board& board = game.board;
    board.rows = options.rows;
    board.cols = options.cols;
    board.tiles.resize(static_cast<std::size_t>(options.rows) * static_cast<std::size_t>(options.cols));
    // (tile, cell index) for every tile, sorted, so that equal tiles form one run.
    std::vector<std::pair<std::int32_t, std::int32_t>> by_tile;
    for (std::size_t i = 0; i < board.tiles.size(); ++i) {
      board.tiles[i] = random.chance(options.density) ? static_cast<std::int32_t>(random.uniform(1, options.tiles)) : kBlank;
      if (board.tiles[i] != kBlank) by_tile.emplace_back(board.tiles[i], static_cast<std::int32_t>(i));
    }
    std::sort(by_tile.begin(), by_tile.end());

    game.queries.reserve(static_cast<std::size_t>(options.queries));
    for (int q = 0; q < options.queries; ++q) {
      Query query;
      if (!by_tile.empty() && random.uniform(0, 3) != 0) {
        const auto first = by_tile[static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(by_tile.size()) - 1))];
        query.from = cell_at(board, first.second);
        // Half of the pairs are close together: on a large board two equal tiles far
        // apart are almost never linked, and a file of NO only is dull.
        const std::vector<Cell> near = random.uniform(0, 1) == 0 ? equal_tiles_near(board, query.from) : std::vector<Cell>{};
        if (!near.empty()) {
          query.to = near[static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(near.size()) - 1))];
        } else {
          const auto run = std::equal_range(by_tile.begin(), by_tile.end(), first,
                                            [](const auto& a, const auto& b) { return a.first < b.first; });
          query.to = cell_at(board, run.first[random.uniform(0, run.second - run.first - 1)].second);
        }
      } else {
        query.from = random_cell(random, board);
        query.to = random_cell(random, board);
      }
      game.queries.push_back(query);
    }
  }
  return file;
}

}  // namespace frontier::lianliankan
