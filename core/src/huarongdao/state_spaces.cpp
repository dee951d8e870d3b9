// What Huarongdao's searches' states are on the board: the numberings their entries give
// (searches.hpp), read back as the contract's DecodedState.

#include "frontier/huarongdao/bfs.hpp"
#include "frontier/huarongdao/piece_graph.hpp"
#include "frontier/huarongdao/searches.hpp"

namespace frontier::huarongdao {

std::size_t piece_graph_state_count(const Board& board, const Rules&) { return piece_state_count(board.cell_count()); }

DecodedState decode_piece_graph_state(const Board& board, trace::StateId state) {
  DecodedState decoded;
  const PieceState piece_state = decode_piece_state(board, state);
  if (piece_state.blank_alone) {
    decoded.add({piece_state.cell, StateRole::blank});
  } else {
    decoded.add({piece_state.cell, StateRole::piece});
    decoded.add({piece_state.cell, StateRole::side, piece_state.side});
  }
  return decoded;
}

std::size_t position_count(const Board& board, const Rules&) { return bfs_state_count(board.cell_count()); }

DecodedState decode_position_state(const Board& board, trace::StateId state) {
  DecodedState decoded;
  const Position position = decode_position(board, state);
  decoded.add({position.blank, StateRole::blank});
  decoded.add({position.piece, StateRole::piece});
  return decoded;
}

}  // namespace frontier::huarongdao
