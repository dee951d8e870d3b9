#pragma once
// The board editor's changes to a Huarongdao file: a cell made fixed or movable, the
// board resized, and the blank, the marked piece or the target of a query put on another
// cell. Each changes the file or throws std::invalid_argument / std::out_of_range with the
// reason and leaves it as it was. A query that an edit makes illegal (its blank on a fixed
// cell, the piece on the blank) is Puzzle::validate's to refuse.

#include <optional>

#include "frontier/huarongdao/model.hpp"

namespace frontier::huarongdao {

void set_movable(JudgeFile& file, Cell cell, bool movable);
// The board becomes rows x cols: the cells both sizes share keep what they were, new
// cells are movable.
void resize(JudgeFile& file, int rows, int cols);
// A board of rows x cols movable cells, with no query. Throws as resize does.
JudgeFile empty_file(int rows, int cols);

// What a query puts on a cell.
enum class QueryMark : unsigned char { blank, piece, target };
// The first of the query's marks on `cell` (blank, then piece, then target), if any.
std::optional<QueryMark> mark_on(const Query& query, Cell cell);
void place(Query& query, QueryMark mark, Cell cell);

}  // namespace frontier::huarongdao
