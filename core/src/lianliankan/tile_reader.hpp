#pragma once
// The fast path of the judge reader for a board's tiles, the bulk of every file (a
// 1000 x 999 board is a million numbers). It keeps no line or column: it only reads what
// the careful reader (TextScanner::read_int for each tile) would read without complaint,
// and at anything else it gives up, so that the careful reader reads the same stretch
// again and names the fault at its line and column, byte for byte as it always did.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace frontier::lianliankan {

// Where the fast path stopped: just after the last tile's digits, with the newlines it
// passed over (and where the line after the last of them starts), so that the careful
// reader's line and column go on from there without a look at the bytes again.
struct TilesRead {
  std::size_t end = 0;
  int newlines = 0;
  std::size_t line_start = 0;  // meaningful when newlines > 0
};

// Appends `count` tiles read from text at `offset` to `tiles` (appended, so that the
// board's million cells are written once, not zeroed first): each a run of decimal digits
// worth at most kMaxTile, preceded by blanks (space, tab, CR, LF) and followed by a blank
// or the end of the text. Returns nullopt when the text holds anything else there (a
// sign, a letter, a number too large, the end of the text too early); some tiles may
// then have been appended.
std::optional<TilesRead> read_tiles_fast(std::string_view text, std::size_t offset, std::size_t count,
                                         std::vector<std::int32_t>& tiles);

}  // namespace frontier::lianliankan
