#include "frontier/huarongdao/generator.hpp"

#include <array>
#include <stdexcept>
#include <utility>
#include <vector>

#include "frontier/common/random.hpp"

namespace frontier::huarongdao {

namespace {

constexpr std::string_view kCorridorsParameter = "corridors";

constexpr GenerateParameter kGenerateParameters[] = {
    {kRowsParameter, "Rows", "rows of the board", 8, 1, kMaxRows},
    {kColsParameter, "Columns", "columns of the board", 8, 1, kMaxCols},
    {kQueriesParameter, "Queries", "queries on the board", 10, 0, kMaxQueries},
    {kDensityParameter, "Density", "the chance that a cell is movable", 0.8, 0.0, 1.0, true},
    {kCorridorsParameter,
     "Corridors",
     "1: a maze of one-cell corridors inside a movable border, as the official data's large tests (density unused); "
     "0: each cell movable by chance",
     0, 0, 1},
};

void random_cells(Board& board, SplitMix64& random, double density) {
  for (auto& cell : board.cells) cell = random.chance(density) ? 1 : 0;
}

// The official data's large boards: a ring of movable cells along the edge, a ring of
// fixed cells inside it, and within that a perfect maze (every two of its cells joined by
// one way) of one-cell corridors between walls of fixed cells, dug by a random depth-first
// walk, which leaves long winding corridors. The maze opens onto the outer ring once on
// each side. About half the cells end fixed; a piece inside the maze can pass the blank
// only on the outer ring, so many queries are impossible or stay in a small stretch.
void corridor_cells(Board& board, SplitMix64& random) {
  const int rows = board.rows, cols = board.cols;
  auto at = [&](int r, int c) -> std::uint8_t& { return board.cells[static_cast<std::size_t>(r * cols + c)]; };
  for (auto& cell : board.cells) cell = 0;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1) at(r, c) = 1;
    }
  }
  // The maze's rooms are the cells (2 + 2i, 2 + 2j) inside the fixed ring (rows 1 and
  // rows - 2, columns 1 and cols - 2); a corridor joins two rooms through the cell between.
  const int room_rows = rows >= 5 ? (rows - 3) / 2 : 0, room_cols = cols >= 5 ? (cols - 3) / 2 : 0;
  if (room_rows == 0 || room_cols == 0) return;
  auto room_row = [](int i) { return 2 + 2 * i; };
  auto any_of = [&](int count) { return static_cast<int>(random.uniform(0, count - 1)); };
  std::vector<std::uint8_t> dug(static_cast<std::size_t>(room_rows * room_cols), 0);
  std::vector<std::pair<int, int>> path{{any_of(room_rows), any_of(room_cols)}};
  dug[static_cast<std::size_t>(path.front().first * room_cols + path.front().second)] = 1;
  at(room_row(path.front().first), room_row(path.front().second)) = 1;
  constexpr std::array<std::pair<int, int>, 4> kSteps{{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}};
  while (!path.empty()) {
    const auto [i, j] = path.back();
    std::array<std::pair<int, int>, 4> open{};
    int count = 0;
    for (const auto& [di, dj] : kSteps) {
      const int ni = i + di, nj = j + dj;
      if (ni < 0 || nj < 0 || ni >= room_rows || nj >= room_cols) continue;
      if (!dug[static_cast<std::size_t>(ni * room_cols + nj)]) open[static_cast<std::size_t>(count++)] = {ni, nj};
    }
    if (count == 0) {
      path.pop_back();
      continue;
    }
    const auto [ni, nj] = open[static_cast<std::size_t>(any_of(count))];
    dug[static_cast<std::size_t>(ni * room_cols + nj)] = 1;
    at(room_row(ni), room_row(nj)) = 1;
    at(room_row(i) + (ni - i), room_row(j) + (nj - j)) = 1;
    path.emplace_back(ni, nj);
  }
  // One opening on each side: from a room on the maze's edge straight out to the ring.
  const int top = any_of(room_cols), bottom = any_of(room_cols), left = any_of(room_rows), right = any_of(room_rows);
  for (int r = 1; r < room_row(0); ++r) at(r, room_row(top)) = 1;
  for (int r = room_row(room_rows - 1) + 1; r < rows - 1; ++r) at(r, room_row(bottom)) = 1;
  for (int c = 1; c < room_row(0); ++c) at(room_row(left), c) = 1;
  for (int c = room_row(room_cols - 1) + 1; c < cols - 1; ++c) at(room_row(right), c) = 1;
}

}  // namespace

std::span<const GenerateParameter> generate_parameters() { return kGenerateParameters; }

JudgeFile generate(std::uint64_t seed, const GenerateValues& values) {
  const auto [rows, cols, queries, density] = board_request(values, kGenerateParameters);
  const bool corridors = whole_generate_value(values, kGenerateParameters[4]) == 1;
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
  if (corridors) {
    corridor_cells(board, random);
  } else {
    random_cells(board, random, density);
  }

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
