#pragma once
// The board as the searches see it: cells by dense index, each cell's four neighbours
// (kNone where the board ends or the cell is fixed), and the table the fast solvers are
// built on: walk(p, a, b), the fewest moves that take the blank from side a of cell p to
// side b without passing p, i.e. while the marked piece rests on p.
//
// The walk table is filled per cell on first use and kept for every later query on the
// same board (a 100 x 100 board asks for at most 3 short searches per cell). It is mutable
// state: one BoardGraph serves one thread.

#include <cstdint>
#include <optional>
#include <vector>

#include "frontier/huarongdao/model.hpp"
#include "frontier/huarongdao/reach.hpp"

namespace frontier::huarongdao {

class BoardGraph {
 public:
  static constexpr int kNone = -1;
  static constexpr int kNoWalk = -1;

  explicit BoardGraph(const Board& board);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int cell_count() const { return rows_ * cols_; }
  int index(Cell c) const { return (c.row - 1) * cols_ + (c.col - 1); }
  Cell cell(int index) const { return {index / cols_ + 1, index % cols_ + 1}; }
  bool movable(int index) const { return movable_[static_cast<std::size_t>(index)] != 0; }
  // The movable cell beside `index` in `direction`, or kNone.
  int next(int index, int direction) const { return next_[static_cast<std::size_t>(index) * 4 + direction]; }
  // The side of `piece` on which `cell` lies, or kNone when the two are not neighbours.
  int side_of(int piece, int cell) const;

  // Fewest moves of the blank from side a of p to side b of p that never pass p; kNoWalk
  // when there is no such walk (or p, or one of the sides, is not movable). walk(p, a, a) = 0.
  int walk(int p, int a, int b) {
    const std::uint16_t w = walks_from(p, a)[b];
    return w == kNoShortWalk ? kNoWalk : w;
  }
  // walk(p, a, b) for the four b at once, kNoShortWalk where there is none: two bytes a
  // walk, so that a search reads a cell's walks from one cache line.
  static constexpr std::uint16_t kNoShortWalk = 0xFFFF;
  const std::uint16_t* walks_from(int p, int a) {
    if (!prepared_[static_cast<std::size_t>(p)]) prepare(p);
    return &walks_[static_cast<std::size_t>(p) * 16 + static_cast<std::size_t>(a * 4)];
  }
  // The cells the blank visits on one shortest such walk, after leaving side a, ending on
  // side b (walk(p, a, b) cells). Requires walk(p, a, b) != kNoWalk.
  std::vector<int> walk_path(int p, int a, int b);

  // What can reach what on the board (reach.hpp), found on first use and kept.
  const Reach& reach() {
    if (!reach_) reach_.emplace(*this);
    return *reach_;
  }

  // Fills the whole table and finds the reach now (before the graph is copied to other
  // threads, so that each is computed once; and the eager variant, for the benchmarks).
  void prepare_all();
  // How many cells have their walks computed (for the benchmarks).
  int prepared_cells() const;

  // Whether dijkstra and spfa spell out each answer's moves (on unless switched off).
  // Puzzle::solve prints only the number: a witness costs a search of the blank for every
  // walk around the piece on the way, a fifth of a 30 x 30 judge test's time.
  bool witnesses() const { return witnesses_; }
  void set_witnesses(bool on) { witnesses_ = on; }

  // What one search of the piece graph (dijkstra, spfa, dijkstra-from-target) labels,
  // kept from query to query: a 100 x 100 board has 50000 states, and clearing them for
  // each of 100000 queries would cost more than most searches. A search clears only what
  // the one before it labelled (search_steps.hpp); `buckets` is the queue of dijkstra and
  // dijkstra-from-target, one list of states per dist.
  struct SearchLabels {
    std::vector<std::int32_t> dist;
    std::vector<std::uint32_t> parent;
    std::vector<std::uint32_t> labelled;  // the states whose dist is not infinite
    std::vector<std::vector<std::uint32_t>> buckets;
    // dijkstra-from-target's: the two lists of the blank's A* queue.
    std::vector<std::uint32_t> blank_queue;
    std::vector<std::uint32_t> blank_later;
    // dijkstra-from-target's search from the target keeps what a pop of (p, side) reads in
    // one cache line per cell p: the dists of p's four states, p's walks (copied from the
    // walk table when first popped) and the first query of the group under way whose
    // piece stands on p (-1 when none). A pop then reads that line and the swap one more,
    // where separate tables cost three (about 6% of the 100 x 100 time, measured).
    // Every search leaves each dist infinite and each first_waiting -1.
    struct alignas(64) TargetCell {
      std::int32_t dist[4];
      std::uint16_t walks[16];  // as walks_from(p, a)[b] at a * 4 + b, but none where a == b
      std::int32_t first_waiting;
      bool walks_copied;
    };
    std::vector<TargetCell> target_cells;
    std::vector<std::uint32_t> target_labelled;  // the states of target_cells whose dist is not infinite
  };
  SearchLabels& search_labels() { return search_labels_; }

 private:
  void prepare(int p);
  // Breadth-first search of the blank from `start`, never entering `avoid`, until every
  // cell in goals[0..goal_count) is reached or nothing is left; writes each goal's
  // distance (kNoWalk when unreached) to found[]. Parents are kept in from_.
  void blank_search(int start, int avoid, const int* goals, int goal_count, int* found);

  int rows_ = 0;
  int cols_ = 0;
  std::vector<std::uint8_t> movable_;
  std::vector<int> next_;
  std::vector<std::uint16_t> walks_;  // 16 per cell: walks_[p * 16 + a * 4 + b]
  static_assert(kMaxRows * kMaxCols < kNoShortWalk, "a walk visits each cell at most once");
  std::vector<std::uint8_t> prepared_;
  std::optional<Reach> reach_;
  // Scratch for blank_search, reused so that a search costs only the cells it reaches.
  std::vector<std::uint32_t> seen_;
  std::uint32_t stamp_ = 0;
  std::vector<int> distance_;
  std::vector<int> from_;
  std::vector<int> queue_;
  SearchLabels search_labels_;
  bool witnesses_ = true;
};

}  // namespace frontier::huarongdao
