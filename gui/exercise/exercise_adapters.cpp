// The exercise each puzzle of core's list offers, as its ExerciseView (in its GUI folder,
// found through puzzles/gui_puzzles.hpp) says: a search run by hand state by state, its
// costs in the puzzle's words, or (kFindsMoves) every legal move of a position found.

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <array>
#include <string_view>

#include "exercise/moves_exercise.hpp"
#include "exercise/search_exercise.hpp"
#include "frontier/puzzles.hpp"
#include "puzzles/gui_puzzles.hpp"

namespace frontier::gui {

namespace {
struct Words {
  Q_DECLARE_TR_FUNCTIONS(Exercise)
};
}  // namespace

namespace {

// Counts a run's expansions, to its end.
class ExpansionCount final : public trace::FineSink {
 public:
  void take(const trace::FineStep& step) override {
    if (step.kind == trace::FineKind::expand) ++expansions_;
  }
  std::size_t expansions() const { return expansions_; }

 private:
  std::size_t expansions_ = 0;
};

// The expansions `algorithm` takes on `problem`'s query, by a run that keeps nothing (bfs
// over the 8-puzzle's 181,440 reachable frames takes well under a second).
template <PuzzleContract P>
std::size_t expansions_of(const std::string& algorithm, const PuzzleProblem<P>& problem) {
  ExpansionCount count;
  trace::Recorder recorder({.sink = &count});
  static_cast<void>(P::run(algorithm, problem.game(), problem.query(), problem.rules(), &recorder));
  return count.expansions();
}

template <PuzzleContract P>
std::optional<ExerciseStart> search_exercise_if(const std::shared_ptr<const Problem>& problem, std::string_view chosen) {
  auto mine = std::dynamic_pointer_cast<const PuzzleProblem<P>>(problem);
  if (!mine) return std::nullopt;
  const auto& searches = ExerciseView<P>::kSearches;
  const std::string algorithm(std::ranges::find(searches, chosen) != searches.end() ? chosen : searches.front());
  const QString name = QString::fromStdString(algorithm);
  if (const auto large = too_large_for_exercise<P>(algorithm, mine->game(), mine->query(), mine->rules())) {
    if (covers_whole_frame(P::decode(algorithm, mine->game(), 0))) {
      // Frames (the 8-puzzle's): the 9! of the whole space are not what the student would
      // face, the frames taken from the queue one by one are.
      const QLocale locale;
      return ExerciseStart{nullptr, Words::tr("This start is too far from the goal to search by hand: %1 would take %2 "
                                              "frames from its queue here, an exercise at most %3 frames discovered.")
                                        .arg(name, locale.toString(static_cast<qulonglong>(expansions_of<P>(algorithm, *mine))),
                                             locale.toString(static_cast<qulonglong>(large->limit)))};
    }
    return ExerciseStart{nullptr, Words::tr("This board is too large to search by hand: %1 has %2 states here, "
                                            "an exercise at most %3.")
                                      .arg(name)
                                      .arg(large->states)
                                      .arg(large->limit)};
  }
  // On the window's thread, with every fine step kept: a search of at most
  // kMaxExerciseStates states is run twice in well under a millisecond.
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
