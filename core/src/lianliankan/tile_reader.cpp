#include "tile_reader.hpp"

#include <algorithm>
#include <iterator>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "frontier/lianliankan/model.hpp"

namespace frontier::lianliankan {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Sixteen bytes "d d d d d d d d " (one-digit tiles, single spaces), the way most boards
// are written: eight tiles taken at once instead of one byte at a time. Read as 16-bit
// little-endian lanes, each is '0'..'9' | ' ' << 8; XOR with that lane's "0 " leaves the
// digit's value 0..9 exactly when both bytes are right (the XOR is one to one), so one
// unsigned compare per lane checks the block and the lanes are already the tiles.
// Without SSE2 the tiles are read one at a time below.
#if defined(__SSE2__)
bool eight_one_digit_tiles(const char* at, std::int32_t* out) {
  const __m128i lanes = _mm_xor_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at)), _mm_set1_epi16(0x2030));
  const __m128i zero = _mm_setzero_si128();
  // lane - 9, saturated at 0, is 0 exactly when the lane is at most 9.
  if (_mm_movemask_epi8(_mm_cmpeq_epi16(_mm_subs_epu16(lanes, _mm_set1_epi16(9)), zero)) != 0xFFFF) return false;
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_unpacklo_epi16(lanes, zero));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 4), _mm_unpackhi_epi16(lanes, zero));
  return true;
}
#endif

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
#if defined(__SSE2__)
      while (out_end - out >= 8 && end - at >= 16 && eight_one_digit_tiles(at, out)) {
        out += 8;
        at += 16;
      }
      if (out == out_end) break;
      skip_blanks();
#endif
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
