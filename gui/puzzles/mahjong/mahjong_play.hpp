#pragma once
// Mahjong's play mode: two clicks pick a pair of cards (PairPlayView); only the words are its own.

#include <QString>

#include "frontier/mahjong/puzzle.hpp"
#include "play/pair_clicks.hpp"

namespace frontier::gui {

template <>
struct PlayView<mahjong::Puzzle> : PairPlayView<mahjong::Puzzle> {
  static QString progress(const mahjong::Puzzle::Rules& rules, const PlayFacts& facts);
};

}  // namespace frontier::gui
