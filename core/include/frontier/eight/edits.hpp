#pragma once
// The board editor's change to an 8-puzzle case: two cells of the frame swap what they hold
// (two tiles, or a tile and the blank). Swapping two tiles turns the parity of the
// inversions over, so it makes a solvable start unsolvable and back: the editor refuses
// that only when asked to keep the start solvable.

#include <optional>
#include <string>

#include "frontier/common/cell.hpp"
#include "frontier/eight/model.hpp"

namespace frontier::eight {

// Why swapping `a` and `b` is refused, or nullopt: a cell outside the frame, the same cell
// twice, or (with keep_solvable) a swap that leaves a solvable frame unsolvable.
std::optional<std::string> swap_refusal(const Frame& frame, Cell a, Cell b, bool keep_solvable);
// Swaps them; throws std::invalid_argument with swap_refusal's reason and leaves the frame
// as it was.
void swap_cells(Frame& frame, Cell a, Cell b, bool keep_solvable = false);

}  // namespace frontier::eight
