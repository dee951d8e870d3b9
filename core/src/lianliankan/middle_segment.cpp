#include "frontier/lianliankan/middle_segment.hpp"

#include <algorithm>
#include <bit>
#include <type_traits>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "check_pair.hpp"

namespace frontier::lianliankan {

namespace {

// A 64 x 64 block of bits, word i holding row i (bit j: column j), flipped in place so
// that word j holds column j (bit i: row i): the two off-diagonal halves swapped, then
// the quarters within each half, and so on down to single bits, six rounds of 32 swaps.
void transpose(std::uint64_t (&block)[64]) {
  std::uint64_t low = 0x00000000FFFFFFFFull;  // the low `half` bits of every 2 * half
  for (int half = 32; half > 0; half >>= 1, low ^= low << half) {
    for (int i = 0; i < 64; i = ((i | half) + 1) & ~half) {  // every i with bit `half` clear
      const std::uint64_t swapped = ((block[i] >> half) ^ block[i | half]) & low;
      block[i] ^= swapped << half;
      block[i | half] ^= swapped;
    }
  }
}

// Bit k: tiles[k] is not blank, for 64 tiles in a row. With SSE2 (every x86-64) sixteen
// tiles take four compares and one movemask, where the plain loop took 2 ns a tile.
std::uint64_t occupied_bits(const std::int32_t* tiles) {
#if defined(__SSE2__)
  const __m128i blank = _mm_setzero_si128();
  std::uint64_t blanks = 0;
  for (int i = 0; i < 64; i += 16) {
    const auto four_blank = [&](int k) {
      return _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(tiles + i + k)), blank);
    };
    const __m128i eight = _mm_packs_epi32(four_blank(0), four_blank(4));
    const __m128i other_eight = _mm_packs_epi32(four_blank(8), four_blank(12));
    blanks |= static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(_mm_packs_epi16(eight, other_eight))))
              << i;
  }
  return ~blanks;
#else
  std::uint64_t bits = 0;
  for (int k = 0; k < 64; ++k) bits |= std::uint64_t{tiles[k] != kBlank} << k;
  return bits;
#endif
}

// before[w] := the bits set in words 0..w-1 of one line.
void count_before_words(const std::uint64_t* bits, std::uint16_t* before, std::size_t words) {
  std::uint16_t sum = 0;
  for (std::size_t w = 0; w < words; ++w) {
    before[w] = sum;
    sum = static_cast<std::uint16_t>(sum + std::popcount(bits[w]));
  }
}

}  // namespace

TileCounts::TileCounts(const Board& board, const Rules& rules)
    : height_(board.rows + 2),
      width_(board.cols + 2),
      ring_open_(rules.outside),
      row_words_(static_cast<std::size_t>(width_ + 63) / 64),
      column_words_(static_cast<std::size_t>(height_ + 63) / 64),
      row_bits_(static_cast<std::size_t>(height_) * row_words_),
      row_before_(row_bits_.size()),
      column_bits_(static_cast<std::size_t>(width_) * column_words_),
      column_before_(column_bits_.size()) {
  const auto set = [](std::uint64_t* bits, int index) { bits[index >> 6] |= std::uint64_t{1} << (index & 63); };
  const bool ring = !rules.outside;  // a closed ring counts as occupied
  for (int row = 0; row < height_; ++row) {
    std::uint64_t* bits = row_bits_.data() + static_cast<std::size_t>(row) * row_words_;
    if (ring) {
      const bool edge = row == 0 || row == height_ - 1;
      for (int col = 0; col < width_; col += edge ? 1 : width_ - 1) set(bits, col);
    }
    if (row == 0 || row == height_ - 1) continue;
    const std::int32_t* tiles = board.tiles.data() + static_cast<std::size_t>(row - 1) * board.cols;
    // Tiles 64 w .. 64 w + 63 are padded columns 64 w + 1 .. 64 w + 64: each word of them
    // shifted one up, the last one's top bit carried into the next word.
    std::uint64_t carried = 0;
    for (std::size_t word = 0; word < row_words_; ++word) {
      const int base = static_cast<int>(word) * 64;
      std::uint64_t tile_bits = 0;
      if (base + 64 <= board.cols) {
        tile_bits = occupied_bits(tiles + base);
      } else {
        for (int k = 0; base + k < board.cols; ++k) tile_bits |= std::uint64_t{tiles[base + k] != kBlank} << k;
      }
      bits[word] |= tile_bits << 1 | carried;
      carried = tile_bits >> 63;
    }
  }
  // The columns are the rows' bits transposed, 64 rows by 64 columns at a time (a block
  // with no occupied cell, most of a nearly empty board, left as it is).
  for (std::size_t column_word = 0; column_word < column_words_; ++column_word) {
    const int row0 = static_cast<int>(column_word) * 64;
    for (std::size_t row_word = 0; row_word < row_words_; ++row_word) {
      std::uint64_t block[64];
      std::uint64_t any = 0;
      for (int i = 0; i < 64; ++i) {
        block[i] = row0 + i < height_ ? row_bits_[static_cast<std::size_t>(row0 + i) * row_words_ + row_word] : 0;
        any |= block[i];
      }
      if (any == 0) continue;
      transpose(block);
      const int col0 = static_cast<int>(row_word) * 64;
      for (int j = 0; j < 64 && col0 + j < width_; ++j) {
        column_bits_[static_cast<std::size_t>(col0 + j) * column_words_ + column_word] = block[j];
      }
    }
  }
  for (int row = 0; row < height_; ++row) {
    const std::size_t first = static_cast<std::size_t>(row) * row_words_;
    count_before_words(row_bits_.data() + first, row_before_.data() + first, row_words_);
  }
  for (int col = 0; col < width_; ++col) {
    const std::size_t first = static_cast<std::size_t>(col) * column_words_;
    count_before_words(column_bits_.data() + first, column_before_.data() + first, column_words_);
  }
}

namespace {

using trace::StateId;

int sign(int x) { return (x > 0) - (x < 0); }

// The cells after `from` up to `to` on one straight segment must be open; `to` itself is
// not checked when it is the end of the line, which holds its own tile.
bool segment_clear(const TileCounts& counts, Cell from, Cell to, Cell end) {
  if (from == to) return true;
  const int last_step = to == end ? 1 : 0;  // stop one cell short of the end tile
  if (from.row == to.row) {
    const int lo = to.col > from.col ? from.col + 1 : to.col + last_step;
    const int hi = to.col > from.col ? to.col - last_step : from.col - 1;
    return counts.row_clear(from.row, lo, hi);
  }
  const int lo = to.row > from.row ? from.row + 1 : to.row + last_step;
  const int hi = to.row > from.row ? to.row - last_step : from.row - 1;
  return counts.column_clear(from.col, lo, hi);
}

// The two inner corners of the line through middle line `line`.
std::pair<Cell, Cell> inner_corners(CandidateLine line, Cell start, Cell end) {
  if (line.is_column) return {{start.row, line.index}, {end.row, line.index}};
  return {{line.index, start.col}, {line.index, end.col}};
}

// Turns of the polyline start-p-q-end (the cost shown for a candidate in the trace).
int shape_turns(Cell start, Cell p, Cell q, Cell end) {
  const Cell points[4] = {start, p, q, end};
  int turns = 0;
  int last_dr = 0;
  int last_dc = 0;
  for (int i = 1; i < 4; ++i) {
    const int dr = sign(points[i].row - points[i - 1].row);
    const int dc = sign(points[i].col - points[i - 1].col);
    if (dr == 0 && dc == 0) continue;
    if ((last_dr != 0 || last_dc != 0) && (dr != last_dr || dc != last_dc)) ++turns;
    last_dr = dr;
    last_dc = dc;
  }
  return turns;
}

// Calls visit(line) for every candidate in the order they are tried, until it returns true.
template <class Visit>
bool for_each_candidate(const TileCounts& counts, Cell start, Cell end, Visit&& visit) {
  // The clicks' own columns first: they hold every line of fewer than two turns.
  if (visit(CandidateLine{true, start.col})) return true;
  if (end.col != start.col && visit(CandidateLine{true, end.col})) return true;
  // A closed ring is occupied all along: a line through it is never clear, so it is no
  // candidate (the picture would show the search trying what the rules forbid).
  const int first = counts.first_line();
  for (int col = first; col < counts.width() - first; ++col) {
    if (col != start.col && col != end.col && visit(CandidateLine{true, col})) return true;
  }
  for (int row = first; row < counts.height() - first; ++row) {
    if (visit(CandidateLine{false, row})) return true;
  }
  return false;
}

}  // namespace

template <class Observer>
Answer middle_segment(const Board& board, const TileCounts& counts, const Query& query, Observer&& observer) {
  if (!tiles_checked<MiddleSegmentLine>(board, query, observer)) return {};
  Answer answer;
  observer.line(MiddleSegmentLine::count_tiles);
  const Cell start = query.from;
  const Cell end = query.to;
  if constexpr (!std::is_same_v<std::remove_cvref_t<Observer>, trace::NoObserver>) {
    for_each_candidate(counts, start, end, [&](CandidateLine line) {
      const StateId state = encode_candidate(board, line);
      const auto [p, q] = inner_corners(line, start, end);
      observer.line(MiddleSegmentLine::list_candidates, state);
      observer.discover(state, trace::kNoState, shape_turns(start, p, q, end));
      return false;
    });
  }
  const bool decided = for_each_candidate(counts, start, end, [&](CandidateLine line) {
    if (observer.stop_requested()) {
      answer.stopped = true;
      return true;
    }
    const StateId state = encode_candidate(board, line);
    observer.expand(state);
    observer.line(MiddleSegmentLine::for_each_candidate, state);
    const auto [p, q] = inner_corners(line, start, end);
    observer.line(MiddleSegmentLine::build_path, state);
    observer.line(MiddleSegmentLine::first_segment, state);
    if (!segment_clear(counts, start, p, end)) return false;
    observer.line(MiddleSegmentLine::middle_segment, state);
    if (!segment_clear(counts, p, q, end)) return false;
    observer.line(MiddleSegmentLine::last_segment, state);
    if (!segment_clear(counts, q, end, end)) return false;
    observer.line(MiddleSegmentLine::answer_yes, state);
    answer.linked = true;
    answer.corners = corners_of({start, p, q, end});
    answer.turns = turns_of(answer.corners);
    return true;
  });
  if (!decided) observer.line(MiddleSegmentLine::answer_no);
  return answer;
}

template <class Observer>
Answer middle_segment(const Board& board, const Query& query, const Rules& rules, Observer&& observer) {
  const TileCounts counts(board, rules);
  return middle_segment(board, counts, query, std::forward<Observer>(observer));
}

template Answer middle_segment<trace::NoObserver>(const Board&, const TileCounts&, const Query&, trace::NoObserver&&);
template Answer middle_segment<trace::Recorder&>(const Board&, const TileCounts&, const Query&, trace::Recorder&);
template Answer middle_segment<trace::NoObserver>(const Board&, const Query&, const Rules&, trace::NoObserver&&);
template Answer middle_segment<trace::Recorder&>(const Board&, const Query&, const Rules&, trace::Recorder&);

}  // namespace frontier::lianliankan
