#pragma once
// Lianliankan's exercise: bfs-turns run by hand, state by state; its costs are turns.

#include <QCoreApplication>
#include <array>
#include <cstdint>
#include <string_view>

#include "exercise/search_exercise.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

template <>
struct ExerciseView<lianliankan::Puzzle> {
  static constexpr std::array<std::string_view, 1> kSearches{lianliankan::kBfsTurns};
  static QString cost_text(std::int64_t turns) {
    return ExerciseWords::tr("%n turns", nullptr, static_cast<int>(turns));
  }
};

}  // namespace frontier::gui
