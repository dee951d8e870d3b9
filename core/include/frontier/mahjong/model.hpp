#pragma once
// The Mahjong path game (the POJ 1101 "The Game" family): a board of cards and blanks, and
// pairs of cards to connect by a path of straight horizontal and vertical segments that
// crosses no other card and may run through the ring just outside the board.

#include <cstddef>
#include <vector>

#include "frontier/common/cell.hpp"

namespace frontier::mahjong {

// The judge's limits. A file may hold several boards, each closed by "0 0 0 0"; the
// limits on pairs and boards keep an absurd file from exhausting memory.
inline constexpr int kMaxWidth = 75;
inline constexpr int kMaxHeight = 75;
inline constexpr int kMaxPairsPerBoard = 100'000;
inline constexpr int kMaxBoards = 10'000;

struct Board {
  int width = 0;   // columns, 1..kMaxWidth
  int height = 0;  // rows, 1..kMaxHeight
  // Row-major, row 1 first: cards[(row - 1) * width + (col - 1)] is true where a card lies.
  std::vector<bool> cards;

  Board() = default;
  Board(int width_, int height_)
      : width(width_), height(height_), cards(static_cast<std::size_t>(width_) * height_, false) {}

  bool on_board(Cell c) const { return c.row >= 1 && c.row <= height && c.col >= 1 && c.col <= width; }
  // The board plus the ring of blanks around it (row 0 / height+1, col 0 / width+1).
  bool within_ring(Cell c) const {
    return c.row >= 0 && c.row <= height + 1 && c.col >= 0 && c.col <= width + 1;
  }
  // False off the board: the ring holds no cards.
  bool has_card(Cell c) const {
    return on_board(c) && cards[static_cast<std::size_t>(c.row - 1) * width + (c.col - 1)];
  }
  void set_card(Cell c, bool card) { cards[static_cast<std::size_t>(c.row - 1) * width + (c.col - 1)] = card; }

  friend bool operator==(const Board&, const Board&) = default;
};

// Two cards to connect. The judge writes "x1 y1 x2 y2" with x the column and y the row.
using Pair = CellPair;

// One board with its pairs: the case a query belongs to.
struct Game {
  Board board;
  std::vector<Pair> pairs;
  friend bool operator==(const Game&, const Game&) = default;
};

struct JudgeFile {
  std::vector<Game> games;
  friend bool operator==(const JudgeFile&, const JudgeFile&) = default;
};

}  // namespace frontier::mahjong
