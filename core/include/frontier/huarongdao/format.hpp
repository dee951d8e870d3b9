#pragma once
// The judge's text format:
//   n m q
//   n rows of m cells (0 fixed, 1 movable or blank)
//   q lines "EX EY SX SY TX TY": the blank, the marked piece's start, its target
// and nothing after the last query but blanks. A target on a fixed cell is valid (the
// answer is -1); a blank or a marked piece on a fixed cell, or the two on one cell, is not.

#include <string>
#include <string_view>

#include "frontier/huarongdao/model.hpp"

namespace frontier::huarongdao {

// Throws frontier::ParseError with the line:col of the first fault.
JudgeFile read_judge_file(std::string_view text);
std::string write_judge_file(const JudgeFile& file);

// The judge's line for one answer: the moves, or -1 when impossible.
std::string answer_text(const Answer& answer);

}  // namespace frontier::huarongdao
