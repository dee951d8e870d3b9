#pragma once
// The 8-puzzle's exercise: bfs run by hand, frame by frame; its costs are moves. A frame is
// meant by a click on its blank's cell (standing_cell, puzzle_exercise.hpp), then chosen
// among the frames with the blank there.

#include <QCoreApplication>
#include <array>
#include <cstdint>
#include <string_view>

#include "exercise/search_exercise.hpp"
#include "frontier/eight/puzzle.hpp"
#include "puzzles/eight/eight_play.hpp"

namespace frontier::gui {

template <>
struct ExerciseView<eight::Puzzle> {
  static constexpr std::array<std::string_view, 1> kSearches{eight::kBfsName};
  static QString cost_text(std::int64_t moves) {
    return ExerciseWords::tr("%n moves", nullptr, static_cast<int>(moves));
  }
};

}  // namespace frontier::gui
