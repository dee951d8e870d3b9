#include "frontier/huarongdao/generator.hpp"

#include <stdexcept>
#include <vector>

#include "frontier/common/random.hpp"

namespace frontier::huarongdao {

JudgeFile generate(const GenerateOptions& options) {
  if (options.rows < 1 || options.rows > kMaxRows || options.cols < 1 || options.cols > kMaxCols ||
      options.queries < 0 || options.queries > kMaxQueries) {
    throw std::invalid_argument("board size or query count out of range");
  }
  if (options.queries > 0 && options.rows * options.cols < 2) {
    throw std::invalid_argument("a query needs a board of at least two cells");
  }
  SplitMix64 random(options.seed);
  JudgeFile file;
  Board& board = file.board;
  board.rows = options.rows;
  board.cols = options.cols;
  const int n = board.cell_count();
  board.cells.resize(static_cast<std::size_t>(n));
  for (auto& cell : board.cells) cell = random.chance(options.density) ? 1 : 0;

  std::vector<int> movable;
  auto collect = [&] {
    movable.clear();
    for (int i = 0; i < n; ++i) {
      if (board.cells[static_cast<std::size_t>(i)]) movable.push_back(i);
    }
  };
  collect();
  while (options.queries > 0 && movable.size() < 2) {
    board.cells[static_cast<std::size_t>(random.uniform(0, n - 1))] = 1;
    collect();
  }

  auto pick = [&](const std::vector<int>& from) {
    return from[static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(from.size()) - 1))];
  };
  for (int q = 0; q < options.queries; ++q) {
    const int blank = pick(movable);
    int piece = pick(movable);
    while (piece == blank) piece = pick(movable);
    const int target = random.uniform(0, 9) == 0 ? static_cast<int>(random.uniform(0, n - 1)) : pick(movable);
    file.queries.push_back({board.cell_at(blank), board.cell_at(piece), board.cell_at(target)});
  }
  return file;
}

}  // namespace frontier::huarongdao
