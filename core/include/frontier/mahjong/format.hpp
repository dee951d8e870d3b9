#pragma once
// Mahjong judge files. Each board is
//   w h                      (width = columns, height = rows; then only blanks on the line)
//   h rows of 'X' (card) and ' ' (blank); a short row is padded with blanks, since
//   editors strip trailing spaces; a trailing CR is dropped
//   pairs "x1 y1 x2 y2" (x the column, y the row), any blanks between them
//   0 0 0 0
// and after the last board comes either the end of the file or "0 0" (the POJ 1101 form).
// At least one board. Coordinates outside the board are errors naming the board size.

#include <string>
#include <string_view>

#include "frontier/mahjong/model.hpp"

namespace frontier::mahjong {

// Throws frontier::ParseError ("LINE:COL: message") at the first fault.
JudgeFile read_judge_file(std::string_view text);

// The canonical form: every board with full-width rows (trailing blanks kept), its pairs
// one to a line and "0 0 0 0", then "0 0". read_judge_file(write_judge_file(x)) == x.
std::string write_judge_file(const JudgeFile& file);

}  // namespace frontier::mahjong
