#include "frontier/huarongdao/board_graph.hpp"

#include <algorithm>

namespace frontier::huarongdao {

BoardGraph::BoardGraph(const Board& board) : rows_(board.rows), cols_(board.cols) {
  const auto n = static_cast<std::size_t>(cell_count());
  movable_.assign(board.cells.begin(), board.cells.end());
  next_.assign(n * 4, kNone);
  for (int i = 0; i < cell_count(); ++i) {
    const Cell c = cell(i);
    for (int d = 0; d < kDirections; ++d) {
      const Cell b = step(c, d);
      if (board.movable(b)) next_[static_cast<std::size_t>(i) * 4 + d] = index(b);
    }
  }
  walks_.assign(n * 16, kNoShortWalk);
  prepared_.assign(n, 0);
  seen_.assign(n, 0);
  distance_.assign(n, 0);
  from_.assign(n, kNone);
  queue_.reserve(n);
}

int BoardGraph::side_of(int piece, int cell) const {
  // By index arithmetic: this runs for every lone step of the blank.
  const int difference = cell - piece;
  if (difference == -cols_) return 0;
  if (difference == cols_) return 2;
  if (difference == 1 && cell % cols_ != 0) return 1;
  if (difference == -1 && piece % cols_ != 0) return 3;
  return kNone;
}

void BoardGraph::blank_search(int start, int avoid, const int* goals, int goal_count, int* found) {
  if (++stamp_ == 0) {  // after 2^32 searches the stamps wrap: start the marks afresh
    std::fill(seen_.begin(), seen_.end(), 0);
    stamp_ = 1;
  }
  int missing = 0;
  for (int g = 0; g < goal_count; ++g) {
    found[g] = kNoWalk;
    ++missing;
  }
  queue_.clear();
  queue_.push_back(start);
  seen_[static_cast<std::size_t>(start)] = stamp_;
  distance_[static_cast<std::size_t>(start)] = 0;
  from_[static_cast<std::size_t>(start)] = kNone;
  for (std::size_t head = 0; head < queue_.size() && missing > 0; ++head) {
    const int b = queue_[head];
    const int d = distance_[static_cast<std::size_t>(b)];
    for (int g = 0; g < goal_count; ++g) {
      if (goals[g] == b && found[g] == kNoWalk) {
        found[g] = d;
        --missing;
      }
    }
    for (int dir = 0; dir < kDirections; ++dir) {
      const int c = next(b, dir);
      if (c == kNone || c == avoid || seen_[static_cast<std::size_t>(c)] == stamp_) continue;
      seen_[static_cast<std::size_t>(c)] = stamp_;
      distance_[static_cast<std::size_t>(c)] = d + 1;
      from_[static_cast<std::size_t>(c)] = b;
      queue_.push_back(c);
    }
  }
}

void BoardGraph::prepare(int p) {
  prepared_[static_cast<std::size_t>(p)] = 1;
  if (!movable(p)) return;
  std::uint16_t* table = &walks_[static_cast<std::size_t>(p) * 16];
  for (int a = 0; a < kDirections; ++a) {
    if (next(p, a) != kNone) table[a * 4 + a] = 0;
  }
  // Walks are symmetric, so side a searches only for the sides after it, and only for
  // those the reach says it gets to: a search for a side cut off by p would run through
  // the whole of its own side of the board (most cells of a corridor maze are cut cells).
  const Reach& paths = reach();
  for (int a = 0; a < kDirections; ++a) {
    const int from = next(p, a);
    if (from == kNone) continue;
    int goals[kDirections], sides[kDirections], found[kDirections];
    int count = 0;
    for (int b = a + 1; b < kDirections; ++b) {
      if (next(p, b) == kNone || !paths.blank_reaches(p, from, next(p, b))) continue;
      goals[count] = next(p, b);
      sides[count++] = b;
    }
    if (count == 0) continue;
    blank_search(from, p, goals, count, found);
    for (int g = 0; g < count; ++g) {
      const auto walk = found[g] == kNoWalk ? kNoShortWalk : static_cast<std::uint16_t>(found[g]);
      table[a * 4 + sides[g]] = walk;
      table[sides[g] * 4 + a] = walk;
    }
  }
}

std::vector<int> BoardGraph::walk_path(int p, int a, int b) {
  const int start = next(p, a), goal = next(p, b);
  int found = kNoWalk;
  blank_search(start, p, &goal, 1, &found);
  std::vector<int> path;
  if (found == kNoWalk) return path;
  for (int c = goal; c != start; c = from_[static_cast<std::size_t>(c)]) path.push_back(c);
  std::reverse(path.begin(), path.end());
  return path;
}

void BoardGraph::prepare_all() {
  reach();
  for (int p = 0; p < cell_count(); ++p) {
    if (!prepared_[static_cast<std::size_t>(p)]) prepare(p);
  }
}

int BoardGraph::prepared_cells() const {
  return static_cast<int>(std::count(prepared_.begin(), prepared_.end(), std::uint8_t{1}));
}

}  // namespace frontier::huarongdao
