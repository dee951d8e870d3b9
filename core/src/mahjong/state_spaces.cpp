// What Mahjong's searches' states are on the board: the numberings their entries give
// (searches.hpp), read back as the contract's DecodedState, and astar's bound.

#include "frontier/mahjong/astar.hpp"
#include "frontier/mahjong/line_bfs.hpp"
#include "frontier/mahjong/rules.hpp"
#include "frontier/mahjong/run_bfs.hpp"
#include "frontier/mahjong/searches.hpp"

namespace frontier::mahjong {

std::size_t run_state_count(const Game& game, const Rules&) { return run_bfs_state_count(game.board); }

DecodedState decode_run_state(const Game& game, trace::StateId state) {
  const RingGrid grid(game.board);
  DecodedState decoded;
  if (state < static_cast<trace::StateId>(grid.cell_count())) {
    decoded.add({grid.cell(static_cast<int>(state)), StateRole::cell});
  } else {
    const RunExtent run = run_extent(game.board, state);
    const StateRole role = run.along_column ? StateRole::column : StateRole::row;
    decoded.add({run.first, role});
    decoded.add({run.last, role});
  }
  return decoded;
}

std::size_t heading_count(const Game& game, const Rules&) { return heading_state_count(game.board); }

DecodedState decode_heading_state(const Game& game, trace::StateId state) {
  const RingGrid grid(game.board);
  DecodedState decoded;
  const int direction = static_cast<int>(state % kDirections);
  decoded.add({grid.cell(static_cast<int>(state / kDirections)), StateRole::heading, direction});
  return decoded;
}

std::size_t ringed_cell_count(const Game& game, const Rules&) { return line_bfs_state_count(game.board); }

DecodedState decode_cell_state(const Game& game, trace::StateId state) {
  const RingGrid grid(game.board);
  DecodedState decoded;
  decoded.add({grid.cell(static_cast<int>(state)), StateRole::cell});
  return decoded;
}

std::optional<std::int64_t> heading_estimate(const Game& game, const Pair& pair, trace::StateId state) {
  const RingGrid grid(game.board);
  return astar_estimate(grid.cell(static_cast<int>(state / kDirections)), static_cast<int>(state % kDirections),
                        pair.to);
}

}  // namespace frontier::mahjong
