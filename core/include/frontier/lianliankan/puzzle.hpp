#pragma once
// Lianliankan as the command line, the visualizer and the tests see it: the one type that
// keeps frontier::PuzzleContract (frontier/common/puzzle_contract.hpp). It holds the
// registry of searches and the one entry point that runs any of them, and delegates to
// the model, the judge format, the searches and the generator.
//
// A Position is the board as it stands (removed tiles are blanks); a Move is the two
// clicked cells, as in a query.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/lianliankan/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

// The ids of the rule and of the one generate parameter only Lianliankan has (the others
// are puzzle_contract.hpp's), shared with the command line.
inline constexpr std::string_view kOutsideRule = "outside";
inline constexpr std::string_view kTilesParameter = "tiles";

struct Puzzle : PuzzleTypes<JudgeFile, Case, Query, Rules, Answer, Board, Query> {
  static constexpr std::string_view kId = "lianliankan";
  static constexpr std::string_view kTitle = "Lianliankan (HDU 1175)";

#include "frontier/common/puzzle_members.inc"

  // rows x cols with nothing on it and no query (edits.hpp's empty_file).
  static File empty(int rows, int cols);
};

// The contract, and the parts of it that not every puzzle keeps.
static_assert(PuzzleContract<Puzzle> && RestatesQuery<Puzzle> && GivesHints<Puzzle> && MakesEmptyFiles<Puzzle>);

}  // namespace frontier::lianliankan
