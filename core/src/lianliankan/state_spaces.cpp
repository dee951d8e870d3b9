// What Lianliankan's searches' states are on the board: the two numberings their entries
// give (searches.hpp), read back as the contract's DecodedState.

#include "frontier/lianliankan/heading.hpp"
#include "frontier/lianliankan/middle_segment.hpp"
#include "frontier/lianliankan/searches.hpp"

namespace frontier::lianliankan {

std::size_t heading_count(const Case& game, const Rules&) { return heading_state_count(game.board); }

DecodedState decode_heading_state(const Case& game, trace::StateId state) {
  DecodedState decoded;
  if (state == trace::kNoState) return decoded;
  const Heading heading = decode_heading(game.board, state);
  decoded.add({heading.cell, StateRole::heading, heading.direction});
  return decoded;
}

std::size_t candidate_line_count(const Case& game, const Rules&) { return middle_segment_state_count(game.board); }

DecodedState decode_candidate_line(const Case& game, trace::StateId state) {
  DecodedState decoded;
  if (state == trace::kNoState) return decoded;
  const CandidateLine line = decode_candidate(game.board, state);
  decoded.add(line.is_column ? StatePart{{0, line.index}, StateRole::column} : StatePart{{line.index, 0}, StateRole::row});
  return decoded;
}

}  // namespace frontier::lianliankan
