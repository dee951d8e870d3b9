#include "frontier/lianliankan/middle_segment.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <type_traits>
#include <utility>

#include "check_pair.hpp"

namespace frontier::lianliankan {

TileCounts::TileCounts(const Board& board, const Rules& rules)
    : height_(board.rows + 2),
      width_(board.cols + 2),
      // Every count is written below, so none is zeroed first (on a 1000 x 999 board the
      // two tables are 4 MB, and zeroing them cost as much as filling them).
      row_prefix_(new std::uint16_t[static_cast<std::size_t>(height_) * static_cast<std::size_t>(width_ + 1)]),
      column_prefix_(new std::uint16_t[static_cast<std::size_t>(height_ + 1) * static_cast<std::size_t>(width_)]) {
  const std::uint16_t ring = rules.outside ? 0 : 1;  // a closed ring counts as occupied
  const std::size_t width = static_cast<std::size_t>(width_);
  std::fill_n(column_prefix_.get(), width, std::uint16_t{0});
  std::vector<std::uint16_t> occupied(width);
  for (int row = 0; row < height_; ++row) {
    if (row == 0 || row == height_ - 1) {
      std::fill(occupied.begin(), occupied.end(), ring);
    } else {
      occupied.front() = occupied.back() = ring;
      const std::int32_t* tiles = board.tiles.data() + static_cast<std::size_t>(row - 1) * board.cols;
      for (int col = 0; col < board.cols; ++col) occupied[col + 1] = tiles[col] != kBlank ? 1 : 0;
    }
    const std::uint16_t* above = column_prefix_.get() + static_cast<std::size_t>(row) * width;
    std::uint16_t* below = column_prefix_.get() + static_cast<std::size_t>(row + 1) * width;
    std::uint16_t* row_counts = row_prefix_.get() + static_cast<std::size_t>(row) * (width + 1);
    row_counts[0] = 0;
    std::uint16_t sum = 0;
    std::size_t col = 0;
    if constexpr (std::endian::native == std::endian::little) {
      // Four cells at a time, each count a 16-bit lane of one word (no count reaches 2^16,
      // so no lane carries into the next): the column counts are the lanes added, the row
      // counts the running sum spread by one multiplication (lane k = lanes 0..k summed).
      constexpr std::uint64_t kEachLane = 0x0001000100010001ull;
      for (; col + 4 <= width; col += 4) {
        std::uint64_t cells;
        std::uint64_t counts;
        std::memcpy(&cells, occupied.data() + col, sizeof cells);
        std::memcpy(&counts, above + col, sizeof counts);
        counts += cells;
        std::memcpy(below + col, &counts, sizeof counts);
        const std::uint64_t running = cells * kEachLane + sum * kEachLane;
        std::memcpy(row_counts + col + 1, &running, sizeof running);
        sum = static_cast<std::uint16_t>(running >> 48);
      }
    }
    for (; col < width; ++col) {
      below[col] = static_cast<std::uint16_t>(above[col] + occupied[col]);
      row_counts[col + 1] = sum = static_cast<std::uint16_t>(sum + occupied[col]);
    }
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
    return lo > hi || counts.in_row(from.row, lo, hi) == 0;
  }
  const int lo = to.row > from.row ? from.row + 1 : to.row + last_step;
  const int hi = to.row > from.row ? to.row - last_step : from.row - 1;
  return lo > hi || counts.in_column(from.col, lo, hi) == 0;
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
  for (int col = 0; col < counts.width(); ++col) {
    if (col != start.col && col != end.col && visit(CandidateLine{true, col})) return true;
  }
  for (int row = 0; row < counts.height(); ++row) {
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
