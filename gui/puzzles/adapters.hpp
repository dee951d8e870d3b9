#pragma once
// The puzzles this program was built with, one adapter per core library (see
// gui/CMakeLists.txt: a puzzle whose core library is absent is left out).

#include <memory>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"

#include "model/puzzle.hpp"

namespace frontier::gui {

const PuzzleAdapter& lianliankan_puzzle();
const PuzzleAdapter& mahjong_puzzle();
const PuzzleAdapter& solitaire_puzzle();
const PuzzleAdapter& huarongdao_puzzle();

std::vector<const PuzzleAdapter*> built_in_puzzles();

// The GUI's view of a core file of puzzle P (PuzzleFileOf<P>, gui/model/puzzle_problem.hpp),
// for code that holds P::File itself (the editable document). Defined there and
// instantiated beside each puzzle's words, where its PuzzleView is complete.
template <PuzzleContract P>
std::shared_ptr<const PuzzleFile> puzzle_file(std::shared_ptr<const typename P::File> file);

}  // namespace frontier::gui
