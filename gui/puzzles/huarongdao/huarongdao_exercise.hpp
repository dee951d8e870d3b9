#pragma once
// Huarongdao's exercise: bfs run by hand, position by position; its costs are moves.

#include <QCoreApplication>
#include <array>
#include <cstdint>
#include <string_view>

#include "exercise/search_exercise.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "puzzles/huarongdao/huarongdao_play.hpp"

namespace frontier::gui {

template <>
struct ExerciseView<huarongdao::Puzzle> {
  static constexpr std::array<std::string_view, 1> kSearches{huarongdao::kBfsName};
  static QString cost_text(std::int64_t moves) {
    return ExerciseWords::tr("%n moves", nullptr, static_cast<int>(moves));
  }
};

}  // namespace frontier::gui
