#pragma once
// A board's rows, looked at line by line once reading has failed. Judges read a board's
// numbers across lines, as scanf does, so a row one number short borrows the next row's
// first number and the fault shows only later, far from its cause (a query "outside the
// board" several lines on). The first row that holds more or fewer numbers than the
// board's columns is where the fault is.

#include <cstddef>
#include <optional>
#include <string_view>

#include "frontier/common/parse_error.hpp"

namespace frontier {

// Where a board's numbers were read: from just after what comes before them to just after
// its last number.
struct BoardSpan {
  std::size_t begin = 0;
  std::size_t end = 0;
  int first_line = 1;  // the line `begin` is on
  int rows = 0;
  int cols = 0;
};

// The fault of the first misshapen row of `board` in `text`, saying where reading `later`
// failed; nullopt when every row is whole or the row is not before `later` (the failure
// is elsewhere). `number` names a row's numbers in the puzzle's words ("tile", "cell").
std::optional<ParseError> misshapen_row(std::string_view text, const BoardSpan& board, const ParseError& later,
                                        std::string_view number);

}  // namespace frontier
