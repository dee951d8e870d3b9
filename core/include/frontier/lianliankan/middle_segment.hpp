#pragma once
// The judge solver. A line of at most two turns is always three segments, some possibly
// of length zero: along the start's row to some column L, along column L to the end's
// row, along the end's row to the end; or the same with rows and columns swapped. So it
// is enough to try every column and every row of the padded board as the middle line L,
// and with counts of the tiles along every row and column (TileCounts) each try costs O(1):
// O(rows + cols) per query after an O(rows * cols) preparation per board, no search.
//
// Trace states are the candidate middle lines (see CandidateLine): all are discovered at
// the start, in the order they will be tried, and each is expanded when it is tried.

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <vector>

#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/lianliankan/searches.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

// What the search is, in one line (frontier-cli algorithms, the GUI's menus).
inline constexpr std::string_view kMiddleSegmentSummary =
    "tries every row and column as the middle segment; O(rows + cols) per query, the judge solver";

inline constexpr std::string_view kMiddleSegmentPseudocode[] = {
    "if the tiles differ, one is blank, or both clicks are the same cell: answer NO",           // 1
    "count the tiles before each cell of every row and every column (once per board)",          // 2
    "candidates := every column (the two clicks' own columns first), then every row",           // 3
    "for each candidate middle line L:",                                                        // 4
    "  path := start, along the start's row (column) to L, along L, along the end's row (column) to the end",  // 5
    "  if the first segment meets a tile: try the next line",                                   // 6
    "  if the middle segment meets a tile: try the next line",                                  // 7
    "  if the last segment meets a tile: try the next line",                                    // 8
    "  answer YES with this path",                                                              // 9
    "answer NO",                                                                                // 10
};

// What each line does, in plain words for the narration, one sentence a line (its facts
// in braces: frontier/trace/narration.hpp).
inline constexpr std::string_view kMiddleSegmentNarration[] = {
    "Check the two clicks first: if the tiles differ, one is blank, or both are the same cell, the answer is NO.",  // 1
    "Count the tiles before each cell of every row and every column, once for the whole board.",  // 2
    "List the candidate middle lines: every column, the two clicks' own first, then every row.",  // 3
    "Try {subject}.",  // 4
    "Draw the path with {subject}: from the first click to that line, along it, and on to the second click.",  // 5
    "With {subject}: if the first segment meets a tile, try the next line.",  // 6
    "With {subject}: if that segment meets a tile, try the next line.",  // 7
    "With {subject}: if the last segment meets a tile, try the next line.",  // 8
    "With {subject}, every segment is clear: the answer is YES with this path.",  // 9
    "No middle line gives a clear path: the answer is NO.",  // 10
};

// The lines above by name; each value is its 1-based line number.
enum class MiddleSegmentLine : int {
  check_pair = 1, count_tiles, list_candidates, for_each_candidate, build_path, first_segment, middle_segment,
  last_segment, answer_yes, answer_no
};

// Whether any stretch of a row or a column of the padded board holds an occupied cell
// (a tile inside the board, or the ring too unless Rules::outside), in O(1): every line
// is kept as bits, 64 cells a word, with the count of occupied cells before each word, so
// a stretch is clear when its partial end words hold no bit and the counts before its
// whole words agree. Built once per board and rules, then shared by all of the board's
// queries; a 1000 x 999 board takes 300 KB (it stays in cache while the queries run).
class TileCounts {
 public:
  TileCounts(const Board& board, const Rules& rules);

  // Whether padded row `row` has no occupied cell in columns lo..hi, or padded column
  // `col` none in rows lo..hi (inclusive; lo > hi is a stretch of no cells).
  bool row_clear(int row, int lo, int hi) const {
    const std::size_t first = static_cast<std::size_t>(row) * row_words_;
    return stretch_clear(row_bits_.data() + first, row_before_.data() + first, lo, hi);
  }
  bool column_clear(int col, int lo, int hi) const {
    const std::size_t first = static_cast<std::size_t>(col) * column_words_;
    return stretch_clear(column_bits_.data() + first, column_before_.data() + first, lo, hi);
  }
  int height() const { return height_; }
  int width() const { return width_; }
  // The first padded row or column a line may use: the ring's 0 when it is open, else 1
  // (the last is height() - 1 - first_line(), width() - 1 - first_line()).
  int first_line() const { return ring_open_ ? 0 : 1; }

 private:
  // `bits` and `before` are one line's words and counts.
  static bool stretch_clear(const std::uint64_t* bits, const std::uint16_t* before, int lo, int hi) {
    if (lo > hi) return true;
    const int first = lo >> 6;
    const int last = hi >> 6;
    const std::uint64_t from_lo = ~std::uint64_t{0} << (lo & 63);
    const std::uint64_t to_hi = ~std::uint64_t{0} >> (63 - (hi & 63));
    if (first == last) return (bits[first] & from_lo & to_hi) == 0;
    return (bits[first] & from_lo) == 0 && (bits[last] & to_hi) == 0 && before[last] == before[first + 1];
  }

  int height_;  // rows + 2
  int width_;   // cols + 2
  bool ring_open_;  // Rules::outside
  std::size_t row_words_;     // words of one row's bits
  std::size_t column_words_;  // words of one column's bits
  // row_bits_[r * row_words_ + w], bit b: padded cell (r, 64 w + b) is occupied;
  // row_before_ at the same index: occupied cells of row r in words 0..w-1.
  std::vector<std::uint64_t> row_bits_;
  std::vector<std::uint16_t> row_before_;
  // The same for the columns: column_bits_[c * column_words_ + w], bit b: cell (64 w + b, c).
  std::vector<std::uint64_t> column_bits_;
  std::vector<std::uint16_t> column_before_;
};

// A candidate middle line. StateId: padded column c (0..cols+1) -> c; padded row r
// (0..rows+1) -> cols + 2 + r.
struct CandidateLine {
  bool is_column = true;
  int index = 0;
  friend bool operator==(const CandidateLine&, const CandidateLine&) = default;
};
inline std::size_t middle_segment_state_count(const Board& board) {
  return static_cast<std::size_t>(board.rows) + static_cast<std::size_t>(board.cols) + 4;
}
inline trace::StateId encode_candidate(const Board& board, CandidateLine line) {
  return static_cast<trace::StateId>(line.is_column ? line.index : board.cols + 2 + line.index);
}
inline CandidateLine decode_candidate(const Board& board, trace::StateId state) {
  const int id = static_cast<int>(state);
  return id < board.cols + 2 ? CandidateLine{true, id} : CandidateLine{false, id - (board.cols + 2)};
}

// Instantiated for trace::NoObserver (the judge solver) and trace::Recorder&.
template <class Observer = trace::NoObserver>
Answer middle_segment(const Board& board, const TileCounts& counts, const Query& query,
                      Observer&& observer = {});

// The same, preparing the counts for this one query.
template <class Observer = trace::NoObserver>
Answer middle_segment(const Board& board, const Query& query, const Rules& rules, Observer&& observer = {});

// Its entry in the registry (puzzle.cpp).
inline constexpr Search kMiddleSegmentSearch = Search::checked<MiddleSegmentLine::answer_no>(
    kMiddleSegment, kMiddleSegmentSummary, kMiddleSegmentPseudocode, kMiddleSegmentNarration, "%n turn(s)", trace::Container::queue,
    {SearchKind::candidate_lines, candidate_line_count, decode_candidate_line}, middle_segment<trace::NoObserver>,
    middle_segment<trace::Recorder&>);

}  // namespace frontier::lianliankan
