#pragma once
// The Mahjong path game as the rest of Frontier sees it (see frontier/common/puzzle_contract.hpp):
// the command line, the visualizer and the tests go through this one type, which holds the
// registry of searches and hands each question to the model, the reader and writer, the
// searches and the generator.
//
// A case is a board with its pairs (Game), a query one pair of cards to connect, the answer
// the fewest segments of a path. In play, a position is the board as it stands and a move a
// pair of cards: connecting them removes both.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/mahjong/model.hpp"
#include "frontier/mahjong/rules.hpp"
#include "frontier/mahjong/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::mahjong {

struct Puzzle : PuzzleTypes<JudgeFile, Game, Pair, Rules, Answer, Board, Pair> {
  static constexpr std::string_view kId = "mahjong";
  static constexpr std::string_view kTitle = "Mahjong path game (POJ 1101 \"The Game\" family)";

  // The rule's id: on (1), a path may not run through the ring around the board.
  static constexpr std::string_view kClosedRingRule = "closed-ring";

#include "frontier/common/puzzle_members.inc"

  // astar's lower bound of a state, in segments (EstimatesStates); nullopt for the others.
  static std::optional<std::int64_t> estimate(std::string_view algorithm, const Case& game, const Query& pair,
                                              trace::StateId state);
  // rows x cols with nothing on it and no query (edits.hpp's empty_file).
  static File empty(int rows, int cols);
};

// The contract, and the parts of it that not every puzzle keeps.
static_assert(PuzzleContract<Puzzle> && RestatesQuery<Puzzle> && GivesHints<Puzzle> &&
              MakesEmptyFiles<Puzzle> && EstimatesStates<Puzzle>);

}  // namespace frontier::mahjong
