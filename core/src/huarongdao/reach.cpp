#include "frontier/huarongdao/reach.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

#include "frontier/huarongdao/board_graph.hpp"

namespace frontier::huarongdao {

namespace {

constexpr std::int32_t kUnvisited = -1;

// Union-find over the piece graph's states, halving paths as it goes.
struct Unions {
  explicit Unions(std::size_t size) : leader(size) { std::iota(leader.begin(), leader.end(), 0u); }
  std::uint32_t find(std::uint32_t s) {
    while (leader[s] != s) s = leader[s] = leader[leader[s]];
    return s;
  }
  void join(std::uint32_t a, std::uint32_t b) { leader[find(a)] = find(b); }
  std::vector<std::uint32_t> leader;
};

}  // namespace

Reach::Reach(const BoardGraph& graph) {
  const auto n = static_cast<std::size_t>(graph.cell_count());
  component_.assign(n, -1);
  order_.assign(n, kUnvisited);
  low_.assign(n, 0);
  last_.assign(n, 0);
  children_.assign(n * 4, -1);
  // Depth-first by hand (a 100 x 100 board's corridors go 5000 cells deep): each frame is
  // a cell and the next of its four sides to look at.
  std::vector<std::pair<int, int>> stack;
  std::vector<int> parent(n, BoardGraph::kNone);
  std::int32_t counter = 0;
  for (int root = 0; root < graph.cell_count(); ++root) {
    if (!graph.movable(root) || order_[static_cast<std::size_t>(root)] != kUnvisited) continue;
    const std::int32_t component = root;
    auto enter = [&](int cell) {
      order_[static_cast<std::size_t>(cell)] = low_[static_cast<std::size_t>(cell)] = counter++;
      component_[static_cast<std::size_t>(cell)] = component;
      stack.emplace_back(cell, 0);
    };
    enter(root);
    while (!stack.empty()) {
      const int u = stack.back().first;
      const int side = stack.back().second;
      const auto ui = static_cast<std::size_t>(u);
      if (side < kDirections) {
        ++stack.back().second;
        const int c = graph.next(u, side);
        if (c == BoardGraph::kNone) continue;
        const auto ci = static_cast<std::size_t>(c);
        if (order_[ci] == kUnvisited) {
          parent[ci] = u;
          *std::find(&children_[ui * 4], &children_[ui * 4] + 4, -1) = c;
          enter(c);
        } else if (c != parent[ui]) {
          low_[ui] = std::min(low_[ui], order_[ci]);
        }
        continue;
      }
      last_[ui] = counter - 1;
      stack.pop_back();
      if (parent[ui] != BoardGraph::kNone) {
        const auto pi = static_cast<std::size_t>(parent[ui]);
        low_[pi] = std::min(low_[pi], low_[ui]);
      }
    }
  }
  find_parts(graph);
}

std::int32_t Reach::region_without(int p, int x) const {
  const auto pi = static_cast<std::size_t>(p);
  const std::int32_t at = order_[static_cast<std::size_t>(x)];
  if (at < order_[pi] || at > last_[pi]) return kRest;  // not below p: joined to p's parent
  for (int k = 0; k < kDirections; ++k) {
    const std::int32_t child = children_[pi * 4 + static_cast<std::size_t>(k)];
    if (child == -1) break;
    const auto ci = static_cast<std::size_t>(child);
    if (at < order_[ci] || at > last_[ci]) continue;
    // The child's subtree reaches above p only if a back edge from it does.
    return low_[ci] >= order_[pi] ? child : kRest;
  }
  return kRest;  // not reached: x is below p, so below one of its children
}

bool Reach::blank_reaches(int p, int x, int y) const {
  const std::int32_t part = component_[static_cast<std::size_t>(x)];
  if (part != component_[static_cast<std::size_t>(y)]) return false;
  if (part != component_[static_cast<std::size_t>(p)]) return true;  // p stands in another part of the board
  return region_without(p, x) == region_without(p, y);
}

void Reach::find_parts(const BoardGraph& graph) {
  const int n = graph.cell_count();
  Unions unions(static_cast<std::size_t>(n) * 4);
  for (int p = 0; p < n; ++p) {
    if (!graph.movable(p)) continue;
    for (int a = 0; a < kDirections; ++a) {
      const int from = graph.next(p, a);
      if (from == BoardGraph::kNone) continue;
      // The swap: the piece steps onto the blank's cell, the blank ends on the far side.
      unions.join(static_cast<std::uint32_t>(p * 4 + a), static_cast<std::uint32_t>(from * 4 + opposite(a)));
      for (int b = a + 1; b < kDirections; ++b) {
        const int to = graph.next(p, b);
        if (to != BoardGraph::kNone && blank_reaches(p, from, to)) {
          unions.join(static_cast<std::uint32_t>(p * 4 + a), static_cast<std::uint32_t>(p * 4 + b));
        }
      }
    }
  }
  parts_.assign(static_cast<std::size_t>(n) * 4, kNoPart);
  for (int p = 0; p < n; ++p) {
    for (int a = 0; a < kDirections; ++a) {
      if (graph.next(p, a) != BoardGraph::kNone && graph.movable(p)) {
        parts_[static_cast<std::size_t>(p) * 4 + a] = static_cast<std::int32_t>(unions.find(static_cast<std::uint32_t>(p * 4 + a)));
      }
    }
  }
}

}  // namespace frontier::huarongdao
