#pragma once
// Whether a case is a legal question: every piece on the board, no two pieces of one
// configuration on one square. Puzzle::validate decides this for a whole case; the reader
// asks the same question number by number while it reads, so that a file is refused at
// the first faulty number (before a later number could be missing or malformed) with the
// very reason validate gives for the same case.

#include <optional>
#include <string>
#include <string_view>

#include "frontier/solitaire/model.hpp"

namespace frontier::solitaire {

// A case is 16 numbers in the judge's order: the start's pieces 1..4 (row, then column),
// then the goal's.
inline constexpr int kCaseNumbers = 2 * 2 * kPieces;

// "start piece 1 row", "goal piece 4 column": the name of number `number` in messages.
std::string_view number_name(int number);
// The piece number `number` is the row or column of.
Cell& piece_of_number(Case& game, int number);
const Cell& piece_of_number(const Case& game, int number);
inline constexpr bool is_column_number(int number) { return number % 2 == 1; }

struct CaseFault {
  int number = 0;      // which of the case's numbers the fault is reported at (0-based)
  std::string reason;  // English, as the reader prints it
};

// The fault that number `number` brings, looking only at it and the numbers before it:
// a row or column outside the board (reported at that number), or a column that completes
// a piece on a square an earlier piece of the same configuration holds (reported at that
// piece's row). Requires that the numbers before it brought none.
std::optional<CaseFault> number_fault(const Case& game, int number);

// The first fault of the whole case, in the judge's order.
std::optional<CaseFault> first_fault(const Case& game);

}  // namespace frontier::solitaire
