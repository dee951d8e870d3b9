// Which exercise each puzzle of core's list offers, and the words of its costs: Lianliankan's bfs-turns
// counts turns, Mahjong's zero-one-bfs segments, Huarongdao's bfs moves, each run by hand
// state by state; Solitaire's configurations are found move by move instead.

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <string_view>

#include "exercise/moves_exercise.hpp"
#include "exercise/search_exercise.hpp"
#include "frontier/puzzles.hpp"
#include "play/pair_clicks.hpp"
#include "puzzles/huarongdao/huarongdao_play.hpp"
#include "puzzles/huarongdao/huarongdao_view.hpp"
#include "puzzles/lianliankan/lianliankan_view.hpp"
#include "puzzles/mahjong/mahjong_view.hpp"
#include "puzzles/solitaire/solitaire_play.hpp"
#include "puzzles/solitaire/solitaire_view.hpp"

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(Exercise)
};
}  // namespace

// Per puzzle: the searches a student runs by hand (the first unless the window's choice is
// among them) and a cost in words.
template <>
struct ExerciseView<lianliankan::Puzzle> {
  static constexpr std::array<std::string_view, 1> kSearches{lianliankan::kBfsTurns};
  static QString cost_text(std::int64_t turns) { return Words::tr("%n turns", nullptr, static_cast<int>(turns)); }
};
template <>
struct ExerciseView<mahjong::Puzzle> {
  static constexpr std::array<std::string_view, 1> kSearches{mahjong::kZeroOneBfsName};
  static QString cost_text(std::int64_t segments) {
    return Words::tr("%n segments", nullptr, static_cast<int>(segments));
  }
};
template <>
struct ExerciseView<huarongdao::Puzzle> {
  static constexpr std::array<std::string_view, 1> kSearches{huarongdao::kBfsName};
  static QString cost_text(std::int64_t moves) { return Words::tr("%n moves", nullptr, static_cast<int>(moves)); }
};
// Solitaire's configurations are found move by move (every legal move of one), not run
// state by state.
template <>
struct ExerciseView<solitaire::Puzzle> {
  static constexpr bool kFindsMoves = true;
};

namespace {

template <PuzzleContract P>
std::optional<ExerciseStart> search_exercise_if(const std::shared_ptr<const Problem>& problem, std::string_view chosen) {
  auto mine = std::dynamic_pointer_cast<const PuzzleProblem<P>>(problem);
  if (!mine) return std::nullopt;
  const auto& searches = ExerciseView<P>::kSearches;
  const std::string algorithm(std::ranges::find(searches, chosen) != searches.end() ? chosen : searches.front());
  const QString name = QString::fromStdString(algorithm);
  if (const auto large = too_large_for_exercise<P>(algorithm, mine->game(), mine->rules())) {
    return ExerciseStart{nullptr, Words::tr("This board is too large to search by hand: %1 has %2 states here, "
                                            "an exercise at most %3.")
                                      .arg(name)
                                      .arg(large->states)
                                      .arg(large->limit)};
  }
  // On the window's thread, with every fine step kept: a space of at most
  // kMaxExerciseStates states is searched twice in well under a millisecond.
  std::shared_ptr<const SearchResult> result = mine->search(algorithm, nullptr);
  std::vector<trace::FineStep> fine = mine->fine_steps(algorithm, 0, trace::kNever, nullptr);
  auto exercise = std::make_unique<PuzzleSearchExercise<P>>(mine, algorithm, std::move(result), std::move(fine));
  if (exercise->empty()) {
    return ExerciseStart{nullptr, Words::tr("%1 answers this query before its first expansion: there is nothing to "
                                            "do by hand.")
                                      .arg(name)};
  }
  return ExerciseStart{std::move(exercise), {}};
}

template <PuzzleContract P>
std::optional<ExerciseStart> moves_exercise_if(const std::shared_ptr<const Problem>& problem) {
  auto mine = std::dynamic_pointer_cast<const PuzzleProblem<P>>(problem);
  if (!mine) return std::nullopt;
  auto exercise = std::make_unique<PuzzleMovesExercise<P>>(std::move(mine));
  return ExerciseStart{std::move(exercise), {}};
}

// The exercise P offers, if `problem` is one of P's.
template <PuzzleContract P>
std::optional<ExerciseStart> exercise_if(const std::shared_ptr<const Problem>& problem, std::string_view algorithm) {
  if constexpr (requires { ExerciseView<P>::kFindsMoves; }) {
    return moves_exercise_if<P>(problem);
  } else {
    return search_exercise_if<P>(problem, algorithm);
  }
}

}  // namespace

ExerciseStart start_exercise(const std::shared_ptr<const Problem>& problem, std::string_view algorithm) {
  if (!problem || !problem->has_query()) return {nullptr, Words::tr("Choose a query first: an exercise runs a search of one.")};
  std::optional<ExerciseStart> found;
  try {
    Puzzles::any([&]<PuzzleContract P>() { return (found = exercise_if<P>(problem, algorithm)).has_value(); });
  } catch (const std::exception& error) {
    return {nullptr, Words::tr("The exercise cannot start: %1").arg(QString::fromStdString(error.what()))};
  }
  if (found) return std::move(*found);
  return {nullptr, Words::tr("This puzzle offers no exercise.")};
}

}  // namespace frontier::gui
