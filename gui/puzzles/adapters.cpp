#include "puzzles/adapters.hpp"

namespace frontier::gui {

std::vector<const PuzzleAdapter*> built_in_puzzles() {
  std::vector<const PuzzleAdapter*> all;
#ifdef FRONTIER_HAS_LIANLIANKAN
  all.push_back(&lianliankan_puzzle());
#endif
#ifdef FRONTIER_HAS_MAHJONG
  all.push_back(&mahjong_puzzle());
#endif
#ifdef FRONTIER_HAS_SOLITAIRE
  all.push_back(&solitaire_puzzle());
#endif
#ifdef FRONTIER_HAS_HUARONGDAO
  all.push_back(&huarongdao_puzzle());
#endif
  return all;
}

}  // namespace frontier::gui
