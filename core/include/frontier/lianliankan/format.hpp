#pragma once
// The HDU 1175 judge format. Each case is "n m", n lines of m tiles (0 = blank), a query
// count q, then q lines "x1 y1 x2 y2" (row and column of the two clicks, 1-based). The
// input ends with the marker "0 0"; only blanks may follow it. The answer is one line
// YES or NO per query, all cases in order.

#include <string>
#include <string_view>
#include <vector>

#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"

namespace frontier::lianliankan {

// How the tiles of a board are read. `fast` reads the usual text (digits and blanks)
// without keeping line and column, and hands anything else to the careful reader (every
// byte through TextScanner) from the board's first tile; `careful` is that reader alone.
// Both give the same file, or the same ParseError.
enum class TileReader { fast, careful };

// Throws frontier::ParseError at the fault (see the limits in model.hpp).
JudgeFile read_judge_file(std::string_view text, TileReader reader = TileReader::fast);

// The canonical text of a judge file: single spaces, LF line ends, the end marker.
std::string write_judge_file(const JudgeFile& file);

// "YES\n" / "NO\n" lines, one per answer.
std::string write_answers(const std::vector<Answer>& answers);

}  // namespace frontier::lianliankan
