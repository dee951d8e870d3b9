// Puzzle::hint: following it from the start reaches the goal within the limit whenever
// the oracle says the goal is within it, on every sample case under its own limit.

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "data_files.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "oracle.hpp"

namespace frontier::solitaire {
namespace {

namespace fs = std::filesystem;

// The sample's --max-moves, or the judge's limit.
int limit_of(const fs::path& input) {
  const fs::path args = fs::path(input).replace_extension(".args");
  if (!fs::exists(args)) return Rules{}.max_moves;
  std::istringstream words(test_data::slurp(args));
  std::string word;
  int limit = Rules{}.max_moves;
  while (words >> word) {
    if (word == "--max-moves") words >> limit;
  }
  return limit;
}

TEST(SolitaireHint, FollowedFromTheStartItReachesTheGoalWithinTheLimit) {
  int reachable = 0;
  int out_of_reach = 0;
  for (const fs::path& input : test_data::judge_inputs(test_data::source_dir() / "sample_inputs" / "solitaire", ".out")) {
    SCOPED_TRACE(input.filename().string());
    const Rules rules{limit_of(input)};
    const Puzzle::File file = Puzzle::read(test_data::slurp(input));
    // The first cases of each file: the oracle's breadth-first search costs a second or so.
    for (std::size_t k = 0; k < std::min<std::size_t>(Puzzle::case_count(file), 6); ++k) {
      const Case& game = Puzzle::case_at(file, k);
      const int fewest = oracle::Distances(game.start, rules.max_moves).to(game.goal);
      Configuration position = Puzzle::start(game, game);
      if (fewest < 0) {
        ++out_of_reach;
        // Still a legal move, when there is one.
        const std::optional<Move> hint = Puzzle::hint(game, game, rules, position, 0, {});
        EXPECT_EQ(hint.has_value(), !Puzzle::moves(game, rules, position).empty());
        if (hint) {
          EXPECT_TRUE(Puzzle::apply(game, rules, position, *hint)) << "case " << k;
        }
        continue;
      }
      ++reachable;
      int played = 0;
      while (!Puzzle::solved(game, game, position) && played < rules.max_moves) {
        const std::optional<Move> hint = Puzzle::hint(game, game, rules, position, played, {});
        ASSERT_TRUE(hint) << "case " << k << " after " << played;
        MoveOutcome<Configuration> outcome = Puzzle::apply(game, rules, position, *hint);
        ASSERT_TRUE(outcome) << outcome.refusal;
        position = *outcome.position;
        ++played;
      }
      EXPECT_TRUE(Puzzle::solved(game, game, position)) << "case " << k << ": the limit ran out";
      EXPECT_EQ(played, fewest) << "case " << k;
    }
  }
  EXPECT_GT(reachable, 0);
  EXPECT_GT(out_of_reach, 0);
}

}  // namespace
}  // namespace frontier::solitaire
