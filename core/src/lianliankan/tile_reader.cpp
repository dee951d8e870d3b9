#include "tile_reader.hpp"

#include <algorithm>
#include <bit>
#include <iterator>
#include <cstring>

#include "frontier/lianliankan/model.hpp"

namespace frontier::lianliankan {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Eight bytes "d d d d " (one-digit tiles, single spaces), read as a little-endian word:
// the even bytes digits, the odd bytes spaces. Most boards are written so, and four tiles
// are then taken at once instead of one byte at a time.
constexpr std::uint64_t kEvenBytes = 0x00FF00FF00FF00FFull;
constexpr std::uint64_t kLaneTop = 0x8000800080008000ull;  // bit 15 of each 16-bit lane
constexpr std::uint64_t kSpacesAtOdd = 0x2000200020002000ull;

bool four_one_digit_tiles(std::uint64_t word) {
  if ((word & ~kEvenBytes) != kSpacesAtOdd) return false;
  const std::uint64_t bytes = word & kEvenBytes;  // each lane 0..255: no carry between lanes
  const std::uint64_t at_least_0 = bytes + 0x7FD07FD07FD07FD0ull;  // lane + 0x8000 - '0'
  const std::uint64_t above_9 = bytes + 0x7FC67FC67FC67FC6ull;     // lane + 0x8000 - ('9' + 1)
  return (at_least_0 & ~above_9 & kLaneTop) == kLaneTop;
}

}  // namespace

std::optional<TilesRead> read_tiles_fast(std::string_view text, std::size_t offset, std::size_t count,
                                         std::vector<std::int32_t>& tiles) {
  const char* at = text.data() + offset;
  const char* const end = text.data() + text.size();
  TilesRead read;
  const auto skip_blanks = [&] {
    for (; at < end && is_blank(*at); ++at) {
      if (*at == '\n') {
        ++read.newlines;
        read.line_start = static_cast<std::size_t>(at + 1 - text.data());
      }
    }
  };
  // Read a batch at a time into a buffer that stays in L1, then appended in one copy:
  // push_back per tile cost more than the reading.
  std::int32_t batch[4096];
  for (std::size_t left = count; left > 0;) {
    std::int32_t* out = batch;
    std::int32_t* const out_end = batch + std::min(left, std::size(batch));
    while (out < out_end) {
      skip_blanks();
      if constexpr (std::endian::native == std::endian::little) {
        while (out_end - out >= 4 && end - at >= 8) {
          std::uint64_t word;
          std::memcpy(&word, at, sizeof word);
          if (!four_one_digit_tiles(word)) break;
          const std::uint64_t digits = (word & kEvenBytes) - 0x0030003000300030ull;
          out[0] = static_cast<std::int32_t>(digits & 0xFF);
          out[1] = static_cast<std::int32_t>((digits >> 16) & 0xFF);
          out[2] = static_cast<std::int32_t>((digits >> 32) & 0xFF);
          out[3] = static_cast<std::int32_t>(digits >> 48);
          out += 4;
          at += 8;
        }
        if (out == out_end) break;
        skip_blanks();
      }
      if (at == end) return std::nullopt;
      unsigned digit = static_cast<unsigned char>(*at) - unsigned{'0'};
      if (digit > 9) return std::nullopt;
      std::uint64_t value = digit;
      for (++at; at < end && (digit = static_cast<unsigned char>(*at) - unsigned{'0'}) <= 9; ++at) {
        value = value * 10 + digit;
        if (value > static_cast<std::uint64_t>(kMaxTile)) return std::nullopt;
      }
      if (at < end && !is_blank(*at)) return std::nullopt;
      *out++ = static_cast<std::int32_t>(value);
    }
    tiles.insert(tiles.end(), batch, out);
    left -= static_cast<std::size_t>(out - batch);
  }
  read.end = static_cast<std::size_t>(at - text.data());
  return read;
}

}  // namespace frontier::lianliankan
