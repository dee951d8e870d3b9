#pragma once
// The puzzles this program was built with, one adapter per core library (see
// gui/CMakeLists.txt: a puzzle whose core library is absent is left out).

#include <vector>

#include "model/puzzle.hpp"

namespace frontier::gui {

const PuzzleAdapter& lianliankan_puzzle();
const PuzzleAdapter& mahjong_puzzle();
const PuzzleAdapter& solitaire_puzzle();
const PuzzleAdapter& huarongdao_puzzle();

std::vector<const PuzzleAdapter*> built_in_puzzles();

}  // namespace frontier::gui
