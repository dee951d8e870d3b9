#include "frontier/lianliankan/rules.hpp"

namespace frontier::lianliankan {

PairFault pair_fault(const Board& board, const Query& query) {
  if (!board.inside(query.from) || !board.inside(query.to)) return PairFault::off_board;
  if (query.from == query.to) return PairFault::same_cell;
  const std::int32_t tile = board.tile(query.from);
  if (tile == kBlank || board.tile(query.to) == kBlank) return PairFault::blank;
  return tile == board.tile(query.to) ? PairFault::none : PairFault::different_tiles;
}

bool tiles_can_pair(const Board& board, const Query& query) { return pair_fault(board, query) == PairFault::none; }

PaddedBoard::PaddedBoard(const Board& board, const Rules& rules)
    : height_(board.rows + 2), width_(board.cols + 2) {
  open_.assign(static_cast<std::size_t>(height_) * static_cast<std::size_t>(width_), rules.outside ? 1 : 0);
  for (int row = 1; row <= board.rows; ++row) {
    const std::int32_t* tiles = board.tiles.data() + static_cast<std::size_t>(row - 1) * board.cols;
    std::uint8_t* open = open_.data() + index({row, 1});
    for (int col = 0; col < board.cols; ++col) open[col] = tiles[col] == kBlank ? 1 : 0;
  }
}

namespace {
int sign(int x) { return (x > 0) - (x < 0); }
}  // namespace

std::vector<Cell> corners_of(const std::vector<Cell>& points) {
  std::vector<Cell> corners;
  for (const Cell& point : points) {
    if (!corners.empty() && corners.back() == point) continue;
    if (corners.size() >= 2) {
      const Cell& a = corners[corners.size() - 2];
      const Cell& b = corners.back();
      // b lies on the straight way from a to point: it is no turn.
      if (sign(b.row - a.row) == sign(point.row - b.row) && sign(b.col - a.col) == sign(point.col - b.col)) {
        corners.back() = point;
        continue;
      }
    }
    corners.push_back(point);
  }
  return corners;
}

}  // namespace frontier::lianliankan
