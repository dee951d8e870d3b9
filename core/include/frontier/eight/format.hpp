#pragma once
// 8-puzzle judge files: cases until the end of the file, each nine tokens, the frame row by
// row: a tile 1..8 or the blank `x`. The judge writes a case on one line; the reader takes
// the nine tokens of a case across any blanks and line breaks.

#include <string>
#include <string_view>

#include "frontier/eight/model.hpp"

namespace frontier::eight {

// Throws frontier::ParseError at the fault: a token that is not 1..8 or x, a tile or blank
// given twice in a case (at the second), a case cut short (at the end of the file), an
// empty file, more than kMaxCases cases.
JudgeFile read_judge_file(std::string_view text);

// One line per case: read(write(x)) == x.
std::string write_judge_file(const JudgeFile& file);

}  // namespace frontier::eight
