// What Solitaire's searches' states are on the board: the configurations their entries
// number (searches.hpp), read back as the contract's DecodedState.

#include "frontier/solitaire/bidirectional_bfs.hpp"
#include "frontier/solitaire/model.hpp"
#include "frontier/solitaire/searches.hpp"

namespace frontier::solitaire {

std::size_t configuration_count(const Case&, const Rules&) { return kConfigurationCount; }

std::size_t configuration_count_both_ends(const Case&, const Rules&) { return kBidirectionalStateCount; }

DecodedState decode_configuration(const Case&, trace::StateId state) {
  const StateView view = decode_state(state);
  DecodedState decoded;
  decoded.side = view.side;
  for (const Cell piece : view.configuration.pieces) decoded.add({piece, StateRole::piece, -1});
  return decoded;
}

}  // namespace frontier::solitaire
