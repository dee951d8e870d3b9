#pragma once
// Solitaire's exercise: its configurations are found move by move (every legal move of
// one, judged by the rules), not run state by state.

#include "exercise/search_exercise.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "puzzles/solitaire/solitaire_play.hpp"

namespace frontier::gui {

template <>
struct ExerciseView<solitaire::Puzzle> {
  static constexpr bool kFindsMoves = true;
};

}  // namespace frontier::gui
