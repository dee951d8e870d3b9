#include "frontier/huarongdao/generator.hpp"

#include <stdexcept>
#include <vector>

#include "frontier/common/random.hpp"

namespace frontier::huarongdao {

namespace {

constexpr GenerateParameter kGenerateParameters[] = {
    {kRowsParameter, "rows of the board", 8, 1, kMaxRows},
    {kColsParameter, "columns of the board", 8, 1, kMaxCols},
    {kQueriesParameter, "queries on the board", 10, 0, kMaxQueries},
    {kDensityParameter, "the chance that a cell is movable", 0.8, 0.0, 1.0, true},
};

}  // namespace

std::span<const GenerateParameter> generate_parameters() { return kGenerateParameters; }

JudgeFile generate(std::uint64_t seed, const GenerateValues& values) {
  const auto [rows, cols, queries, density] = board_request(values, kGenerateParameters);
  if (queries > 0 && rows * cols < 2) {
    throw std::invalid_argument("a query needs a blank and a marked piece: the board must have at least two cells");
  }
  SplitMix64 random(seed);
  JudgeFile file;
  Board& board = file.board;
  board.rows = rows;
  board.cols = cols;
  const int n = board.cell_count();
  board.cells.resize(static_cast<std::size_t>(n));
  for (auto& cell : board.cells) cell = random.chance(density) ? 1 : 0;

  std::vector<int> movable;
  auto collect = [&] {
    movable.clear();
    for (int i = 0; i < n; ++i) {
      if (board.cells[static_cast<std::size_t>(i)]) movable.push_back(i);
    }
  };
  collect();
  while (queries > 0 && movable.size() < 2) {
    board.cells[static_cast<std::size_t>(random.uniform(0, n - 1))] = 1;
    collect();
  }

  auto pick = [&](const std::vector<int>& from) {
    return from[static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(from.size()) - 1))];
  };
  for (int q = 0; q < queries; ++q) {
    const int blank = pick(movable);
    int piece = pick(movable);
    while (piece == blank) piece = pick(movable);
    const int target = random.uniform(0, 9) == 0 ? static_cast<int>(random.uniform(0, n - 1)) : pick(movable);
    file.queries.push_back({board.cell_at(blank), board.cell_at(piece), board.cell_at(target)});
  }
  return file;
}

}  // namespace frontier::huarongdao
