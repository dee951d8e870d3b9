#pragma once
// One move of the game, for play mode and replays: the movable piece beside the blank
// slides into it. These are the rules themselves, kept apart from the searches (which
// step through dense indices for speed), so that a replay checks a search's witness
// against something it does not share.

#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/huarongdao/model.hpp"

namespace frontier::huarongdao {

// Every legal move from `position`: the movable neighbours of the blank, in up, right,
// down, left order (kRowStep's), each marked when it is the marked piece.
std::vector<Move> legal_moves(const Board& board, const Position& position);

// The position after `move`, or why the rules refuse it ("(3, 4) is a fixed cell").
// A move's `marked` flag must tell the truth about the piece that slides.
MoveOutcome<Position> apply_move(const Board& board, const Position& position, const Move& move);

}  // namespace frontier::huarongdao
