#pragma once
// What every Solitaire algorithm answers for one case.

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "frontier/solitaire/rules.hpp"

namespace frontier::solitaire {

struct Answer {
  bool reachable = false;           // the goal is reachable in at most K moves
  std::optional<int> fewest_moves;  // when reachable: the fewest moves
  std::vector<Move> moves;          // when reachable: one shortest move sequence (the witness)
  bool stopped = false;             // the observer asked to stop before the answer was known
  friend bool operator==(const Answer&, const Answer&) = default;
};

inline Answer yes_answer(int fewest_moves, std::vector<Move> moves) {
  Answer answer;
  answer.reachable = true;
  answer.fewest_moves = fewest_moves;
  answer.moves = std::move(moves);
  return answer;
}
inline Answer no_answer() { return Answer{}; }
inline Answer stopped_answer() {
  Answer answer;
  answer.stopped = true;
  return answer;
}

// The judge's word for the answer.
inline std::string_view judge_words(const Answer& answer) { return answer.reachable ? "YES" : "NO"; }

}  // namespace frontier::solitaire
