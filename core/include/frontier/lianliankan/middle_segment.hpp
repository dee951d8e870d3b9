#pragma once
// The judge solver. A line of at most two turns is always three segments, some possibly
// of length zero: along the start's row to some column L, along column L to the end's
// row, along the end's row to the end; or the same with rows and columns swapped. So it
// is enough to try every column and every row of the padded board as the middle line L,
// and with prefix counts of the tiles along every row and column each try costs O(1):
// O(rows + cols) per query after an O(rows * cols) preparation per board, no search.
//
// Trace states are the candidate middle lines (see CandidateLine): all are discovered at
// the start, in the order they will be tried, and each is expanded when it is tried.

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <string_view>
#include <vector>

#include "frontier/lianliankan/model.hpp"
#include "frontier/lianliankan/rules.hpp"
#include "frontier/trace/observer.hpp"
#include "frontier/trace/recorder.hpp"

namespace frontier::lianliankan {

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

// The lines above by name; each value is its 1-based line number.
enum class MiddleSegmentLine : int {
  check_pair = 1, count_tiles, list_candidates, for_each_candidate, build_path, first_segment, middle_segment,
  last_segment, answer_yes, answer_no
};
static_assert(static_cast<std::size_t>(MiddleSegmentLine::answer_no) == std::size(kMiddleSegmentPseudocode));

// How many occupied cells lie on any stretch of a row or a column of the padded board,
// in O(1): tiles inside the board, and the ring too unless Rules::outside. Built once per
// board and rules, then shared by all of the board's queries.
class TileCounts {
 public:
  TileCounts(const Board& board, const Rules& rules);

  // Occupied cells of padded row `row` in columns lo..hi, or of padded column `col` in
  // rows lo..hi (inclusive, either order; lo == hi + 1 or hi == lo - 1 means none).
  int in_row(int row, int lo, int hi) const {
    return row_prefix_[static_cast<std::size_t>(row) * (width_ + 1) + hi + 1] -
           row_prefix_[static_cast<std::size_t>(row) * (width_ + 1) + lo];
  }
  int in_column(int col, int lo, int hi) const {
    return column_prefix_[static_cast<std::size_t>(hi + 1) * width_ + col] -
           column_prefix_[static_cast<std::size_t>(lo) * width_ + col];
  }
  int height() const { return height_; }
  int width() const { return width_; }

 private:
  int height_;  // rows + 2
  int width_;   // cols + 2
  // row_prefix_[r * (width + 1) + c]: occupied cells of row r in columns 0..c-1.
  std::unique_ptr<std::uint16_t[]> row_prefix_;
  // column_prefix_[r * width + c]: occupied cells of column c in rows 0..r-1 (row-major,
  // so that building it walks memory in order).
  std::unique_ptr<std::uint16_t[]> column_prefix_;
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

}  // namespace frontier::lianliankan
