#pragma once
// What every 8-puzzle search answers for one case.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "frontier/eight/model.hpp"

namespace frontier::eight {

struct Answer {
  bool solvable = false;            // the goal can be reached
  std::optional<int> fewest_moves;  // when solvable: the fewest moves
  std::vector<Move> moves;          // when solvable: one shortest way (the witness)
  Frame start{};                    // when solvable: where the moves begin, to name their cells
  bool stopped = false;             // the observer asked to stop before the answer was known
  friend bool operator==(const Answer&, const Answer&) = default;
};

inline Answer solved_answer(const Frame& start, std::vector<Move> moves) {
  Answer answer;
  answer.start = start;
  answer.solvable = true;
  answer.fewest_moves = static_cast<int>(moves.size());
  answer.moves = std::move(moves);
  return answer;
}
inline Answer unsolvable_answer() { return Answer{}; }
inline Answer stopped_answer() {
  Answer answer;
  answer.stopped = true;
  return answer;
}

// The judge's line: the letters of the moves (empty for a case already solved), or
// "unsolvable".
inline std::string judge_words(const Answer& answer) {
  if (!answer.solvable) return "unsolvable";
  std::string letters;
  letters.reserve(answer.moves.size());
  for (const Move& move : answer.moves) letters += letter_of(move.direction);
  return letters;
}

}  // namespace frontier::eight
