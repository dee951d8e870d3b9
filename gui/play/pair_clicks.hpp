#pragma once
// Two clicks make a pair, as the player of Lianliankan or Mahjong picks two tiles: the
// first is held, a second elsewhere makes the pair, the same one again lets it go.
// Whether the pair may leave is core's to say (P::apply).

#include <optional>

#include "frontier/common/cell.hpp"

namespace frontier::gui {

inline std::optional<CellPair> pair_click(Cell clicked, std::optional<Cell>& held) {
  if (!held) {
    held = clicked;
    return std::nullopt;
  }
  const Cell first = *held;
  held.reset();
  if (first == clicked) return std::nullopt;
  return CellPair{first, clicked};
}

}  // namespace frontier::gui
