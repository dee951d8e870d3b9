#pragma once
// Test helpers for Huarongdao: a brute-force oracle written for clarity (breadth-first
// search over whole positions kept in std::map, sharing no code with the solvers), a
// replay of a witness move by move against the rules, and random boards.

#include <map>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "frontier/common/random.hpp"
#include "frontier/huarongdao/model.hpp"

namespace frontier::huarongdao::testing {

inline bool open_cell(const Board& board, Cell c) {
  if (c.row < 1 || c.row > board.rows || c.col < 1 || c.col > board.cols) return false;
  return board.cells[static_cast<std::size_t>((c.row - 1) * board.cols + (c.col - 1))] == 1;
}

inline bool neighbours(Cell a, Cell b) {
  const int dr = a.row > b.row ? a.row - b.row : b.row - a.row;
  const int dc = a.col > b.col ? a.col - b.col : b.col - a.col;
  return dr + dc == 1;
}

// Fewest moves, or -1: every position (blank, piece) reached one move at a time.
inline int oracle_moves(const Board& board, const Query& query) {
  if (query.piece == query.target) return 0;
  using Position = std::pair<Cell, Cell>;  // (blank, marked piece)
  std::map<Position, int> moves;
  std::queue<Position> todo;
  moves[{query.blank, query.piece}] = 0;
  todo.push({query.blank, query.piece});
  const Cell offsets[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  while (!todo.empty()) {
    const auto [blank, piece] = todo.front();
    todo.pop();
    const int so_far = moves[{blank, piece}];
    for (const Cell offset : offsets) {
      const Cell slider{blank.row + offset.row, blank.col + offset.col};
      if (!open_cell(board, slider)) continue;
      // The piece on `slider` slides into the blank; the blank takes its place.
      const Cell new_piece = slider == piece ? blank : piece;
      const Position next{slider, new_piece};
      if (moves.count(next)) continue;
      moves[next] = so_far + 1;
      if (new_piece == query.target) return so_far + 1;
      todo.push(next);
    }
  }
  return -1;
}

// "" when `answer` is a legal shortest-length claim: every move slides a piece from a
// movable cell beside the blank into it, `marked` is true exactly when it is the marked
// piece, the marked piece ends on the target, and there are `moves` moves. Otherwise what
// went wrong.
inline std::string replay(const Board& board, const Query& query, const Answer& answer) {
  if (answer.status != Status::solved) {
    return answer.witness.empty() && answer.moves == -1 ? "" : "an unsolved answer carries moves";
  }
  if (answer.moves != static_cast<std::int64_t>(answer.witness.size())) {
    return "answer " + std::to_string(answer.moves) + " but " + std::to_string(answer.witness.size()) + " moves";
  }
  Cell blank = query.blank, piece = query.piece;
  for (std::size_t k = 0; k < answer.witness.size(); ++k) {
    const Move& move = answer.witness[k];
    const std::string where = "move " + std::to_string(k + 1) + ": ";
    if (!(move.to == blank)) return where + "does not slide into the blank";
    if (!neighbours(move.from, blank)) return where + "slides from a cell not beside the blank";
    if (!open_cell(board, move.from)) return where + "slides a fixed piece or from off the board";
    if (move.marked != (move.from == piece)) return where + "marks the wrong piece";
    if (move.marked) piece = blank;
    blank = move.from;
  }
  if (!(piece == query.target)) return "the marked piece does not end on the target";
  return "";
}

inline Board random_board(SplitMix64& random, int rows, int cols, double density) {
  Board board{rows, cols, std::vector<std::uint8_t>(static_cast<std::size_t>(rows * cols))};
  for (auto& cell : board.cells) cell = random.chance(density) ? 1 : 0;
  return board;
}

// A random valid query on `board`, or false when it has fewer than two movable cells.
// The target is any cell of the board, fixed ones included.
inline bool random_query(SplitMix64& random, const Board& board, Query& query) {
  std::vector<Cell> movable;
  for (int r = 1; r <= board.rows; ++r) {
    for (int c = 1; c <= board.cols; ++c) {
      if (open_cell(board, {r, c})) movable.push_back({r, c});
    }
  }
  if (movable.size() < 2) return false;
  auto pick = [&] { return movable[static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(movable.size()) - 1))]; };
  query.blank = pick();
  do query.piece = pick(); while (query.piece == query.blank);
  query.target = random.chance(0.85) ? pick()
                                     : Cell{static_cast<int>(random.uniform(1, board.rows)),
                                            static_cast<int>(random.uniform(1, board.cols))};
  return true;
}

}  // namespace frontier::huarongdao::testing
