#pragma once
// Solitaire judge files: cases until the end of the file, each two configurations
// (start, then goal) of four pieces, a piece given as its row and column. The judge
// writes each configuration on a line of 8 integers; the reader takes the 16 integers
// of a case across any blanks and line breaks.

#include <string>
#include <string_view>

#include "frontier/solitaire/model.hpp"

namespace frontier::solitaire {

// Throws frontier::ParseError at the fault: a number outside 1..8, two pieces of one
// configuration on one square (at the second one's row), a case cut short (at the end
// of the file), an empty file, more than kMaxCases cases.
JudgeFile read_judge_file(std::string_view text);

// Two lines per case, the pieces in their stored order: read(write(x)) == x.
std::string write_judge_file(const JudgeFile& file);

}  // namespace frontier::solitaire
