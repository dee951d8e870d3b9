// The four puzzles, each reached through the one template over core's contract; their
// views are complete here, so the GUI's file of each is instantiated here too.

#include "puzzles/adapters.hpp"

#include "puzzles/huarongdao/huarongdao_view.hpp"
#include "puzzles/lianliankan/lianliankan_view.hpp"
#include "puzzles/mahjong/mahjong_view.hpp"
#include "puzzles/solitaire/solitaire_view.hpp"

namespace frontier::gui {

std::vector<const PuzzleAdapter*> built_in_puzzles() {
  return {&PuzzleAdapterOf<lianliankan::Puzzle>::instance(), &PuzzleAdapterOf<mahjong::Puzzle>::instance(),
          &PuzzleAdapterOf<solitaire::Puzzle>::instance(), &PuzzleAdapterOf<huarongdao::Puzzle>::instance()};
}

template std::shared_ptr<const PuzzleFile> puzzle_file<lianliankan::Puzzle>(std::shared_ptr<const lianliankan::Puzzle::File>);
template std::shared_ptr<const PuzzleFile> puzzle_file<mahjong::Puzzle>(std::shared_ptr<const mahjong::Puzzle::File>);
template std::shared_ptr<const PuzzleFile> puzzle_file<solitaire::Puzzle>(std::shared_ptr<const solitaire::Puzzle::File>);
template std::shared_ptr<const PuzzleFile> puzzle_file<huarongdao::Puzzle>(std::shared_ptr<const huarongdao::Puzzle::File>);

}  // namespace frontier::gui
