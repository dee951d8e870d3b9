#pragma once
// The board editor's change to a Solitaire case: a piece of the start or of the goal
// picked up and put down on another square. Throws std::invalid_argument /
// std::out_of_range with the reason and leaves the configuration as it was.

#include <optional>

#include "frontier/solitaire/model.hpp"

namespace frontier::solitaire {

// Which of the four pieces stands on `cell`, if one does.
std::optional<int> piece_on(const Configuration& configuration, Cell cell);
// The piece on `from` goes to `to`: refused when no piece stands on `from`, `to` is off
// the board or another piece already stands there.
void move_piece(Configuration& configuration, Cell from, Cell to);

}  // namespace frontier::solitaire
