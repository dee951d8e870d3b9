#pragma once
// The accepted contest solution of NOIP 2013 "puzzle" (Huarongdao), written from the
// published approach and sharing no code with core: for every movable cell and every pair
// of its sides, a BFS of the blank around the cell (the side-to-side table), then per
// query a BFS of the blank to the piece's sides and Dijkstra with a binary heap over
// (piece cell, side of the blank) from the start. The yardstick of bench_huarongdao and,
// as its own process (yardstick_huarongdao), of the whole-process ratios (bench/whole_process.sh).

#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <queue>
#include <string>
#include <utility>
#include <vector>

namespace yardstick {

// The contest solution, as one self-contained function of the judge text.
class ContestSolution {
 public:
  std::string solve(const std::string& text) {
    const char* p = text.c_str();
    auto next = [&p] {
      char* end = nullptr;
      const long v = std::strtol(p, &end, 10);
      p = end;
      return static_cast<int>(v);
    };
    rows_ = next();
    cols_ = next();
    const int queries = next();
    movable_.assign(static_cast<std::size_t>(rows_ * cols_), false);
    for (int i = 0; i < rows_ * cols_; ++i) movable_[static_cast<std::size_t>(i)] = next() == 1;
    build_side_table();
    std::string out;
    for (int q = 0; q < queries; ++q) {
      const int ex = next() - 1, ey = next() - 1, sx = next() - 1, sy = next() - 1, tx = next() - 1, ty = next() - 1;
      out += std::to_string(answer(ex * cols_ + ey, sx * cols_ + sy, tx * cols_ + ty));
      out += '\n';
    }
    return out;
  }

 private:
  static constexpr int kInf = 1 << 29;
  static constexpr int kDr[4] = {-1, 1, 0, 0};
  static constexpr int kDc[4] = {0, 0, -1, 1};
  static constexpr int kOpposite[4] = {1, 0, 3, 2};

  int neighbour(int cell, int side) const {
    const int r = cell / cols_ + kDr[side], c = cell % cols_ + kDc[side];
    if (r < 0 || r >= rows_ || c < 0 || c >= cols_) return -1;
    const int n = r * cols_ + c;
    return movable_[static_cast<std::size_t>(n)] ? n : -1;
  }

  // Distances of the blank from `from` to every cell, never entering `wall`.
  void blank_bfs(int from, int wall) {
    distance_.assign(movable_.size(), kInf);
    if (from < 0) return;
    std::vector<int>& queue = queue_;
    queue.clear();
    distance_[static_cast<std::size_t>(from)] = 0;
    queue.push_back(from);
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int cell = queue[head];
      for (int side = 0; side < 4; ++side) {
        const int n = neighbour(cell, side);
        if (n < 0 || n == wall || distance_[static_cast<std::size_t>(n)] != kInf) continue;
        distance_[static_cast<std::size_t>(n)] = distance_[static_cast<std::size_t>(cell)] + 1;
        queue.push_back(n);
      }
    }
  }

  // side_[cell][k][j]: moves of the blank from side k of the piece on `cell` to side j.
  void build_side_table() {
    side_.assign(movable_.size(), {});
    for (int cell = 0; cell < rows_ * cols_; ++cell) {
      for (auto& row : side_[static_cast<std::size_t>(cell)]) row.fill(kInf);
      if (!movable_[static_cast<std::size_t>(cell)]) continue;
      for (int k = 0; k < 4; ++k) {
        const int from = neighbour(cell, k);
        if (from < 0) continue;
        blank_bfs(from, cell);
        for (int j = 0; j < 4; ++j) {
          const int to = neighbour(cell, j);
          if (to >= 0) side_[static_cast<std::size_t>(cell)][k][j] = distance_[static_cast<std::size_t>(to)];
        }
      }
    }
  }

  int answer(int blank, int piece, int target) {
    if (piece == target) return 0;
    blank_bfs(blank, piece);
    std::vector<int> best(movable_.size() * 4, kInf);
    using Entry = std::pair<int, int>;  // (cost, state = cell * 4 + side)
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap;
    for (int k = 0; k < 4; ++k) {
      const int n = neighbour(piece, k);
      if (n < 0 || distance_[static_cast<std::size_t>(n)] == kInf) continue;
      best[static_cast<std::size_t>(piece * 4 + k)] = distance_[static_cast<std::size_t>(n)];
      heap.emplace(distance_[static_cast<std::size_t>(n)], piece * 4 + k);
    }
    while (!heap.empty()) {
      const auto [cost, state] = heap.top();
      heap.pop();
      if (cost != best[static_cast<std::size_t>(state)]) continue;
      const int cell = state / 4, k = state % 4;
      if (cell == target) return cost;
      auto relax = [&](int to, int c) {
        if (c < best[static_cast<std::size_t>(to)]) {
          best[static_cast<std::size_t>(to)] = c;
          heap.emplace(c, to);
        }
      };
      for (int j = 0; j < 4; ++j) {
        const int walk = side_[static_cast<std::size_t>(cell)][k][j];
        if (j != k && walk != kInf) relax(cell * 4 + j, cost + walk);
      }
      // The piece steps into the blank on side k; the blank is then on its opposite side.
      relax(neighbour(cell, k) * 4 + kOpposite[k], cost + 1);
    }
    return -1;
  }

  int rows_ = 0, cols_ = 0;
  std::vector<bool> movable_;
  std::vector<std::array<std::array<int, 4>, 4>> side_;
  std::vector<int> distance_;
  std::vector<int> queue_;
};

}  // namespace yardstick
