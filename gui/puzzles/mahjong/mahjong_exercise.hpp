#pragma once
// Mahjong's exercise: zero-one-bfs run by hand, state by state; its costs are segments.

#include <QCoreApplication>
#include <array>
#include <cstdint>
#include <string_view>

#include "exercise/search_exercise.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

template <>
struct ExerciseView<mahjong::Puzzle> {
  static constexpr std::array<std::string_view, 1> kSearches{mahjong::kZeroOneBfsName};
  static QString cost_text(std::int64_t segments) {
    return ExerciseWords::tr("%n segments", nullptr, static_cast<int>(segments));
  }
};

}  // namespace frontier::gui
