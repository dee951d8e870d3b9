// Frontier's Mahjong solver against the approach published with the statement, on a
// judge-size board (75x75, 40 % cards, 3,000 pairs), in one benchmark run:
//   StatementBfs   for every pair a fresh BFS over the cells of the board and its ring:
//                  from each cell taken off the queue, walk straight in the four directions
//                  over blanks, and every cell first reached so is one segment further
//   FrontierSolve  Puzzle::read and Puzzle::solve with the judge's default algorithm, what
//                  `frontier-cli solve mahjong` does
// Both read the same judge text and print one segment count a line (0: no path); before
// timing, the two outputs are compared. The yardstick shares no code with core.

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/mahjong/puzzle.hpp"

namespace {

namespace mj = frontier::mahjong;

class StatementBfs {
 public:
  std::string solve(std::string_view text) {
    std::string out;
    std::size_t at = 0;
    auto line = [&] {
      const std::size_t end = text.find('\n', at);
      const std::string_view l = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
      at = end == std::string_view::npos ? text.size() : end + 1;
      return l;
    };
    for (;;) {
      const std::string size_line(line());
      char* p = nullptr;
      width_ = static_cast<int>(std::strtol(size_line.c_str(), &p, 10));
      height_ = static_cast<int>(std::strtol(p, nullptr, 10));
      if (width_ == 0) break;
      // The ring of blanks around the board is part of the grid: (height + 2) x (width + 2).
      stride_ = width_ + 2;
      card_.assign(static_cast<std::size_t>(stride_ * (height_ + 2)), 0);
      for (int row = 1; row <= height_; ++row) {
        const std::string_view cells = line();
        for (std::size_t i = 0; i < cells.size() && static_cast<int>(i) < width_; ++i) {
          card_[static_cast<std::size_t>(row * stride_ + static_cast<int>(i) + 1)] = cells[i] == 'X' ? 1 : 0;
        }
      }
      for (;;) {
        const std::string pair_line(line());
        const char* q = pair_line.c_str();
        int v[4];
        for (int& x : v) {
          char* end = nullptr;
          x = static_cast<int>(std::strtol(q, &end, 10));
          q = end;
        }
        if (v[0] == 0 && v[1] == 0 && v[2] == 0 && v[3] == 0) break;
        // x is the column, y the row.
        out += std::to_string(segments(v[1] * stride_ + v[0], v[3] * stride_ + v[2]));
        out += '\n';
      }
      if (at >= text.size()) break;
    }
    return out;
  }

 private:
  int segments(int from, int to) {
    if (from == to) return 0;
    const int cells = stride_ * (height_ + 2);
    depth_.assign(static_cast<std::size_t>(cells), -1);
    queue_.clear();
    depth_[static_cast<std::size_t>(from)] = 0;
    queue_.push_back(from);
    const int step[4] = {-stride_, stride_, -1, 1};
    for (std::size_t head = 0; head < queue_.size(); ++head) {
      const int cell = queue_[head];
      const int next = depth_[static_cast<std::size_t>(cell)] + 1;
      // How many steps each direction has before it leaves the grid, as a solution with
      // (row, column) coordinates checks its bounds: up, down, left, right.
      const int row = cell / stride_;
      const int col = cell % stride_;
      const int room[4] = {row, height_ + 1 - row, col, stride_ - 1 - col};
      for (int k = 0; k < 4; ++k) {
        const int d = step[k];
        int n = cell;
        for (int left = room[k]; left > 0; --left) {
          n += d;
          if (n == to) return next;
          if (card_[static_cast<std::size_t>(n)]) break;
          if (depth_[static_cast<std::size_t>(n)] == -1) {
            depth_[static_cast<std::size_t>(n)] = next;
            queue_.push_back(n);
          }
        }
      }
    }
    return 0;
  }

  int width_ = 0, height_ = 0, stride_ = 0;
  std::vector<unsigned char> card_;
  std::vector<int> depth_;
  std::vector<int> queue_;
};

const std::string& test_text() {
  static const std::string text = mj::Puzzle::write(mj::Puzzle::generate(
      1101, {{"cols", mj::kMaxWidth}, {"rows", mj::kMaxHeight}, {"queries", 3000}, {"density", 0.4}, {"cases", 1}}));
  return text;
}

std::string frontier_solve(const std::string& text) {
  return mj::Puzzle::solve(mj::Puzzle::read(text), mj::Puzzle::algorithms().front().name, mj::Puzzle::rules_from({}),
                           mj::Puzzle::answer_formats().front());
}

bool answers_agree() {
  static const bool agree = StatementBfs().solve(test_text()) == frontier_solve(test_text());
  return agree;
}

void BM_StatementBfs75x75(benchmark::State& state) {
  if (!answers_agree()) state.SkipWithError("the statement's approach and frontier disagree");
  for (auto _ : state) {
    StatementBfs solution;
    benchmark::DoNotOptimize(solution.solve(test_text()));
  }
}
BENCHMARK(BM_StatementBfs75x75)->Unit(benchmark::kMillisecond);

void BM_FrontierSolve75x75(benchmark::State& state) {
  if (!answers_agree()) state.SkipWithError("the statement's approach and frontier disagree");
  for (auto _ : state) benchmark::DoNotOptimize(frontier_solve(test_text()));
}
BENCHMARK(BM_FrontierSolve75x75)->Unit(benchmark::kMillisecond);

}  // namespace
