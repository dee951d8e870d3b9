#pragma once
// The board editor's changes to a Lianliankan case. Each changes the case or throws
// std::invalid_argument / std::out_of_range with the reason and leaves it as it was. They
// do not judge the queries: a query that an edit makes illegal (a click on a blank, off a
// smaller board) is Puzzle::validate's to refuse.

#include <cstdint>
#include <vector>

#include "frontier/lianliankan/model.hpp"

namespace frontier::lianliankan {

// Puts `tile` (kBlank clears) on `cell`.
void set_tile(Case& game, Cell cell, std::int32_t tile);
// The board becomes rows x cols: the cells both sizes share keep their tiles, new cells
// are blank.
void resize(Case& game, int rows, int cols);
// One case of rows x cols blanks, with no query. Throws as resize does.
JudgeFile empty_file(int rows, int cols);
// The kinds of tile on the board, each once, smallest first (the editor's palette).
std::vector<std::int32_t> tiles_in_use(const Board& board);

}  // namespace frontier::lianliankan
