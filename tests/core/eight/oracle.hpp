#pragma once
// The tests' own brute-force idea of the 8-puzzle, written for clarity and sharing no code
// with the library (standard library only): a board is a string of nine chars row by row,
// '1'..'8' and 'x' for the blank, and a plain breadth-first search from the goal over whole
// boards, kept in an unordered_map, gives every board's distance. No ranks, no inversion
// parity: this is what the parity rule and the solvers are checked against. Also a replay
// of a move string, letter by letter, against the rules as stated.

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace frontier::eight::oracle {

inline constexpr std::string_view kGoal = "12345678x";

// Nine chars, each of '1'..'8' and 'x' exactly once.
inline bool is_board(const std::string& s) {
  if (s.size() != 9) return false;
  for (const char tile : std::string_view("12345678x")) {
    std::size_t count = 0;
    for (const char c : s) count += c == tile ? 1 : 0;
    if (count != 1) return false;
  }
  return true;
}

// The board after the blank takes one step `move` ('u', 'd', 'l' or 'r': the tile on that
// side of the blank swaps with it), or nullopt when the letter is none of these or the
// step leaves the frame (the reason in *why if given).
inline std::optional<std::string> step(std::string board, char move, std::string* why = nullptr) {
  const std::size_t blank = board.find('x');
  const std::size_t row = blank / 3, col = blank % 3;
  std::size_t to = 0;
  const char* edge = nullptr;
  switch (move) {
    case 'u': if (row == 0) edge = "top row"; else to = blank - 3; break;
    case 'd': if (row == 2) edge = "bottom row"; else to = blank + 3; break;
    case 'l': if (col == 0) edge = "left column"; else to = blank - 1; break;
    case 'r': if (col == 2) edge = "right column"; else to = blank + 1; break;
    default:
      if (why != nullptr) *why = std::string("'") + move + "' is not one of udlr";
      return std::nullopt;
  }
  if (edge != nullptr) {
    if (why != nullptr) *why = std::string("'") + move + "' takes the blank off the " + edge;
    return std::nullopt;
  }
  std::swap(board[blank], board[to]);
  return board;
}

// The board reached by playing `moves` from `board`, or nullopt at the first letter that is
// not one of udlr or would take the blank out of the frame (e.g. "move 3 'u' takes the
// blank off the top row" in *why, moves counted from 1).
inline std::optional<std::string> replay(std::string board, std::string_view moves, std::string* why = nullptr) {
  for (std::size_t k = 0; k < moves.size(); ++k) {
    std::string reason;
    std::optional<std::string> next = step(std::move(board), moves[k], &reason);
    if (!next) {
      if (why != nullptr) *why = "move " + std::to_string(k + 1) + " " + reason;
      return std::nullopt;
    }
    board = std::move(*next);
  }
  return board;
}

// Every board's fewest moves to the goal. Moves are reversible (the opposite letter undoes
// each), so the distance from the goal, which one search finds for all boards at once, is
// the distance to it.
class Distances {
 public:
  Distances() {
    const std::string goal(kGoal);
    moves_from_goal_[goal] = 0;
    std::deque<std::string> todo{goal};
    while (!todo.empty()) {
      const std::string board = std::move(todo.front());
      todo.pop_front();
      const int so_far = moves_from_goal_.at(board);
      for (const char move : std::string_view("udlr")) {
        std::optional<std::string> next = step(board, move);
        if (!next || moves_from_goal_.count(*next) != 0) continue;
        moves_from_goal_.emplace(*next, so_far + 1);
        todo.push_back(std::move(*next));
      }
    }
  }

  // nullopt when no move string reaches the goal from `board` (or it is not a board).
  std::optional<int> moves_to_goal(const std::string& board) const {
    const auto found = moves_from_goal_.find(board);
    if (found == moves_from_goal_.end()) return std::nullopt;
    return found->second;
  }

  // How many boards reach the goal: half of the 9! = 362880, i.e. 181440.
  std::size_t reachable() const { return moves_from_goal_.size(); }

 private:
  std::unordered_map<std::string, int> moves_from_goal_;
};

// The line Frontier prints for `board` (README: among the shortest ways, the one whose
// moves, read backward from the goal, come first in the order u, r, d, l; each read forward
// is the opposite letter): "unsolvable" when no way reaches the goal. Worked out here from
// its definition, by a breadth-first search from the board itself and a walk back from the
// goal that takes, at each step, the first letter that stays on a shortest way.
inline std::string frontier_line(const std::string& board) {
  std::unordered_map<std::string, int> from_board{{board, 0}};
  std::deque<std::string> todo{board};
  const std::string goal(kGoal);
  while (!todo.empty() && from_board.count(goal) == 0) {
    const std::string at = std::move(todo.front());
    todo.pop_front();
    for (const char move : std::string_view("udlr")) {
      std::optional<std::string> next = step(at, move);
      if (!next || from_board.count(*next) != 0) continue;
      from_board.emplace(*next, from_board.at(at) + 1);
      todo.push_back(std::move(*next));
    }
  }
  if (from_board.count(goal) == 0) return "unsolvable";
  std::string backward;  // the letters from the goal toward the board
  std::string at = goal;
  for (int left = from_board.at(goal); left > 0; --left) {
    for (const char move : std::string_view("urdl")) {
      const std::optional<std::string> next = step(at, move);
      const auto found = next ? from_board.find(*next) : from_board.end();
      if (found != from_board.end() && found->second == left - 1) {
        backward += move;
        at = *next;
        break;
      }
    }
  }
  std::string line;
  for (auto letter = backward.rbegin(); letter != backward.rend(); ++letter) {
    line += *letter == 'u' ? 'd' : *letter == 'd' ? 'u' : *letter == 'l' ? 'r' : 'l';
  }
  return line;
}

}  // namespace frontier::eight::oracle
