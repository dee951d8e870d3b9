#pragma once
// Lianliankan's play mode: two clicks pick a pair of tiles (PairPlayView); only the words are its own.

#include <QString>

#include "frontier/lianliankan/puzzle.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

template <>
struct PlayView<lianliankan::Puzzle> : PairPlayView<lianliankan::Puzzle> {
  static QString progress(const lianliankan::Puzzle::Rules& rules, const PlayFacts& facts);
};

}  // namespace frontier::gui
