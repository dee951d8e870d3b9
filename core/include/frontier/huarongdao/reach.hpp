#pragma once
// What can reach what on a board, known for every query at once from one depth-first
// search of the movable cells (linear in the cells), so that no search has to run to its
// end to learn that it cannot succeed. On the official data's corridor mazes most queries
// are impossible, and a search that learns it by running explores a whole part of the
// board for nothing.
//
//  - blank_reaches(p, x, y): whether the blank can walk from cell x to cell y while the
//    marked piece rests on p, never passing p. Taking p out splits its part of the board
//    only when p is a cut cell; the depth-first tree's low links (Tarjan's) tell which of
//    p's subtrees are then cut off from the rest.
//  - part(p, side): the connected part of the piece graph (piece_graph.hpp) that holds
//    the state (marked piece on p, blank beside it on `side`). That graph is undirected
//    (a swap and a walk around p can each be undone at the same cost), so the marked
//    piece can go from one state to another iff the two share a part. Its edges are the
//    swaps and the walks around a cell, and a walk from side a of p to side b exists iff
//    blank_reaches(p, a's cell, b's cell): the parts need no walk's length.

#include <cstdint>
#include <vector>

namespace frontier::huarongdao {

class BoardGraph;

class Reach {
 public:
  static constexpr std::int32_t kNoPart = -1;

  explicit Reach(const BoardGraph& graph);

  // Requires x and y movable and neither of them p.
  bool blank_reaches(int p, int x, int y) const;
  // kNoPart when p is fixed or the cell on that side is off the board or fixed.
  std::int32_t part(int p, int side) const { return parts_[static_cast<std::size_t>(p) * 4 + side]; }

 private:
  static constexpr std::int32_t kRest = -1;
  // Which piece of the board x is in once p is taken out: the child of p in the
  // depth-first tree whose subtree, cut off, holds x, or kRest for everything still joined
  // to p's parent. Requires x in p's part of the board, x != p.
  std::int32_t region_without(int p, int x) const;
  void find_parts(const BoardGraph& graph);

  std::vector<std::int32_t> component_;  // the part of the board each movable cell is in, -1 when fixed
  std::vector<std::int32_t> order_;      // the depth-first search's preorder number
  std::vector<std::int32_t> low_;        // the least preorder number the subtree reaches by one back edge
  std::vector<std::int32_t> last_;       // the largest preorder number in the subtree
  std::vector<std::int32_t> children_;   // four a cell: its children in the depth-first tree, -1 after the last
  std::vector<std::int32_t> parts_;      // four a cell: part(p, side)
};

}  // namespace frontier::huarongdao
