#pragma once
// What links two tiles, and what every algorithm answers.
//
// Two clicks are linked when they are different cells holding the same non-zero tile and
// a line of horizontal and vertical segments with at most two turns joins them, passing
// only through blank cells. The judge forbids the line to leave the board; the real game
// (Rules::outside) lets it run through the one ring of cells around the board, which is
// always enough.

#include <cstdint>
#include <string_view>
#include <vector>

#include "frontier/common/cell.hpp"
#include "frontier/lianliankan/model.hpp"

namespace frontier::lianliankan {

struct Rules {
  bool outside = false;  // the line may use the ring around the board (rows 0 / rows+1, cols 0 / cols+1)
  friend bool operator==(const Rules&, const Rules&) = default;
};

struct Answer {
  bool linked = false;    // the judge's YES
  bool stopped = false;   // the observer stopped the search before it could decide
  int turns = -1;         // turns of the witness; -1 when not linked
  // The witness: the query's first cell, every turn, the query's second cell. Points on
  // the outer ring appear only under Rules::outside.
  std::vector<Cell> corners;
  friend bool operator==(const Answer&, const Answer&) = default;
};

inline std::string_view answer_word(const Answer& answer) { return answer.linked ? "YES" : "NO"; }

// Why two clicks cannot pair (pseudo-code line 1 of every search, which answers NO
// without searching), or `none` when there is a line to look for. A click off the board
// comes first, then the same cell twice, then a blank, then two different tiles.
enum class PairFault { none, off_board, same_cell, blank, different_tiles };
PairFault pair_fault(const Board& board, const Query& query);

// Both clicks inside the board, on two different cells holding the same non-zero tile:
// only then is there anything to search.
bool tiles_can_pair(const Board& board, const Query& query);

// The board with its outer ring, the grid every search walks on: rows 0..rows+1 and
// cols 0..cols+1, numbered row-major. A cell is open when a line may pass through it: a
// blank inside the board, or a ring cell under Rules::outside.
class PaddedBoard {
 public:
  PaddedBoard(const Board& board, const Rules& rules);

  int height() const { return height_; }  // rows + 2
  int width() const { return width_; }    // cols + 2
  std::size_t size() const { return open_.size(); }
  bool contains(Cell cell) const {
    return cell.row >= 0 && cell.row < height_ && cell.col >= 0 && cell.col < width_;
  }
  std::uint32_t index(Cell cell) const {
    return static_cast<std::uint32_t>(cell.row) * static_cast<std::uint32_t>(width_) +
           static_cast<std::uint32_t>(cell.col);
  }
  Cell cell(std::uint32_t index) const {
    return {static_cast<int>(index / static_cast<std::uint32_t>(width_)),
            static_cast<int>(index % static_cast<std::uint32_t>(width_))};
  }
  bool open(Cell cell) const { return contains(cell) && open_[index(cell)] != 0; }

 private:
  int height_;
  int width_;
  std::vector<std::uint8_t> open_;
};

// The corners of a line given as consecutive points (cells or corners): repeats and
// points where the line goes straight on are dropped, so the result is first point,
// every real turn, last point.
std::vector<Cell> corners_of(const std::vector<Cell>& points);

// Turns of a corner list as corners_of returns it.
inline int turns_of(const std::vector<Cell>& corners) {
  return corners.size() < 2 ? 0 : static_cast<int>(corners.size()) - 2;
}

}  // namespace frontier::lianliankan
