#pragma once
// Solitaire as the project sees it: everything the CLI, the GUI and the tests need about
// the puzzle, under the names of frontier::PuzzleContract. It delegates to the model,
// the reader and writer, the rules, the searches and the generator of this folder.
//
// A case asks one question, so Query is Case itself: query_count is 1 and query_at(file,
// k, 0) is case k.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/solitaire/answer.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/rules.hpp"
#include "frontier/solitaire/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::solitaire {

// The id of the rule, frontier-cli's option name; generate takes kCasesParameter
// (puzzle_contract.hpp), 10 unless told.
inline constexpr std::string_view kMaxMovesRule = "max-moves";
inline constexpr int kDefaultGeneratedCases = 10;

struct Puzzle : PuzzleTypes<JudgeFile, Case, Case, Rules, Answer, Configuration, Move> {
  static constexpr std::string_view kId = "solitaire";
  static constexpr std::string_view kTitle = "Solitaire (HDU 1401 / POJ 1198)";

#include "frontier/common/puzzle_members.inc"

  // The configuration a state of `algorithm` stands for (ProposesMoves), and every move
  // its pieces might try: each piece in each direction, a step to the next square or, when
  // a piece stands there, a jump over it. apply says which the rules allow, and why not.
  static Position position_of(std::string_view algorithm, const Case& game, trace::StateId state);
  static std::vector<Move> candidate_moves(const Position& position);
};

// The contract, and the parts of it that not every puzzle keeps.
static_assert(PuzzleContract<Puzzle> && RestatesQuery<Puzzle> && GivesHints<Puzzle> && ProposesMoves<Puzzle>);

}  // namespace frontier::solitaire
