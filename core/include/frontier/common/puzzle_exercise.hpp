#pragma once
// What exercise mode asks of a puzzle through its contract: which states a clicked cell
// can mean, whether a board is small enough to search by hand, and Solitaire's exercise of
// another kind, finding every legal move of a configuration, judged by P::apply.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/trace/exercise.hpp"

namespace frontier {

// The states of `algorithm` whose first part stands on `cell` (Lianliankan's and Mahjong's
// four headings of the cell, Huarongdao's positions with the blank there), in id order.
// It scans the whole state space, which is fine on a board small enough for an exercise.
template <PuzzleContract P>
std::vector<trace::StateId> states_at(std::string_view algorithm, const typename P::Case& game,
                                      const typename P::Rules& rules, Cell cell) {
  std::vector<trace::StateId> found;
  const std::size_t count = P::state_count(algorithm, game, rules);
  for (std::size_t s = 0; s < count; ++s) {
    const auto state = static_cast<trace::StateId>(s);
    const DecodedState decoded = P::decode(algorithm, game, state);
    if (decoded.count > 0 && decoded.first().cell == cell) found.push_back(state);
  }
  return found;
}

// Why a board is too large to be searched by hand, with the figures: nullopt when it is not.
struct TooLargeForExercise {
  std::size_t states = 0;  // the algorithm's state space on this board
  std::size_t limit = trace::kMaxExerciseStates;
};
template <PuzzleContract P>
std::optional<TooLargeForExercise> too_large_for_exercise(std::string_view algorithm, const typename P::Case& game,
                                                          const typename P::Rules& rules) {
  const std::size_t states = P::state_count(algorithm, game, rules);
  if (states <= trace::kMaxExerciseStates) return std::nullopt;
  return TooLargeForExercise{states, trace::kMaxExerciseStates};
}

// The legal moves of one position, found by the student one proposal at a time. Each
// proposal goes to P::apply: a refusal is wrong with the rules' own reason, a legal move
// already found is wrong too (nothing new), a new legal move is right. Done when every
// move P::moves lists is found.
template <PuzzleContract P>
class LegalMovesExercise {
 public:
  struct Verdict {
    bool right = false;
    bool repeated = false;  // legal, but found already
    std::string refusal;    // P::apply's reason, English, when the rules refuse it
  };

  LegalMovesExercise(typename P::Case game, typename P::Rules rules, typename P::Position position)
      : game_(std::move(game)), rules_(std::move(rules)), position_(std::move(position)),
        legal_(P::moves(game_, rules_, position_)) {}

  const typename P::Position& position() const { return position_; }
  const std::vector<typename P::Move>& legal() const { return legal_; }
  const std::vector<typename P::Move>& found() const { return found_; }
  bool finished() const { return found_.size() == legal_.size(); }
  // The first legal move not found yet: the model answer.
  std::optional<typename P::Move> next_unfound() const {
    for (const auto& move : legal_) {
      if (!was_found(move)) return move;
    }
    return std::nullopt;
  }

  Verdict propose(const typename P::Move& move) {
    ++tried_;
    Verdict verdict;
    const MoveOutcome<typename P::Position> outcome = P::apply(game_, rules_, position_, move);
    if (!outcome) {
      verdict.refusal = outcome.refusal;
      return verdict;
    }
    if (was_found(move)) {
      verdict.repeated = true;
      return verdict;
    }
    found_.push_back(move);
    ++right_;
    verdict.right = true;
    return verdict;
  }
  bool undo() {
    if (found_.empty()) return false;
    found_.pop_back();
    return true;
  }
  int right() const { return right_; }
  int tried() const { return tried_; }

 private:
  bool was_found(const typename P::Move& move) const {
    for (const auto& f : found_) {
      if (f == move) return true;
    }
    return false;
  }

  typename P::Case game_;
  typename P::Rules rules_;
  typename P::Position position_;
  std::vector<typename P::Move> legal_;
  std::vector<typename P::Move> found_;
  int right_ = 0;
  int tried_ = 0;
};

}  // namespace frontier
