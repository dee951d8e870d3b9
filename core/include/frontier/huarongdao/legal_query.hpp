#pragma once
// Whether a query may be asked on a board: the one decision the reader (at the fault's
// line:col), run (std::invalid_argument) and Puzzle::validate share, with the reader's
// words. A target on a fixed cell is legal: the answer is -1.

#include <optional>
#include <string>
#include <string_view>

#include "frontier/huarongdao/model.hpp"

namespace frontier::huarongdao {

// The part of the query a fault is about, so the reader can point at it.
enum class QueryPart : unsigned char {
  blank_row,
  blank_column,
  piece_row,
  piece_column,
  target_row,
  target_column,
  blank,  // the blank's cell as a whole
  piece,  // the marked piece's cell as a whole
};
inline constexpr int kQueryParts = 8;

struct QueryFault {
  QueryPart part;
  std::string reason;
};

enum class Axis : unsigned char { row, column };

// "blank row 4 is outside the board (3 rows)", or nullopt when `value` is on the board.
// `who` is "blank", "piece" or "target". The reader asks this as soon as it has read a
// coordinate, so a number off the board is reported before whatever follows it.
std::optional<std::string> coordinate_fault(const Board& board, std::string_view who, Axis axis, int value);

// The first fault of the query in reading order (the blank's, the marked piece's and the
// target's coordinates, then the blank on a fixed cell, the marked piece on a fixed cell,
// the marked piece on the blank), or nullopt when the query is legal.
std::optional<QueryFault> query_fault(const Board& board, const Query& query);

}  // namespace frontier::huarongdao
