#pragma once
// The fast path of the judge reader for a board's tiles, the bulk of every file (a
// 1000 x 999 board is a million numbers). It keeps no line or column: it only reads what
// the careful reader (TextScanner::read_int for each tile) would read without complaint,
// and at anything else it gives up, so that the careful reader reads the same stretch
// again and names the fault at its line and column, byte for byte as it always did.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace frontier::lianliankan {

// Reads tiles.size() tiles from text, starting at `offset`: each a run of decimal digits
// worth at most kMaxTile, preceded by blanks (space, tab, CR, LF) and followed by a blank
// or the end of the text. Returns the offset just after the last tile's digits, or
// nullopt when the text holds anything else there (a sign, a letter, a number too large,
// the end of the text too early); the tiles are then partly written.
std::optional<std::size_t> read_tiles_fast(std::string_view text, std::size_t offset, std::span<std::int32_t> tiles);

}  // namespace frontier::lianliankan
