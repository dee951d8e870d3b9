#include "frontier/lianliankan/linking_partners.hpp"

namespace frontier::lianliankan {

LinkingPartners::LinkingPartners(const Board& board, const Rules& rules)
    : board_(board), width_(board.cols + 2), height_(board.rows + 2) {
  const std::size_t cells = static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_);
  tile_.assign(cells, kBlank);
  std::vector<std::uint8_t> open(cells, rules.outside ? 1 : 0);
  for (int row = 1; row <= board.rows; ++row) {
    for (int col = 1; col <= board.cols; ++col) {
      const std::int32_t tile = board.tile({row, col});
      tile_[index({row, col})] = tile;
      open[index({row, col})] = tile == kBlank ? 1 : 0;
    }
  }
  row_run_.assign(cells, kNoRun);
  column_run_.assign(cells, kNoRun);
  // `lines` lines of `length` cells, cell k of line l at start + l * across + k * stride.
  const auto cut = [&](std::vector<std::int32_t>& run_of, int lines, int length, std::uint32_t across,
                       std::uint32_t stride) {
    for (int line = 0; line < lines; ++line) {
      const std::uint32_t line_start = static_cast<std::uint32_t>(line) * across;
      for (int k = 0; k < length;) {
        if (!open[line_start + static_cast<std::uint32_t>(k) * stride]) {
          ++k;
          continue;
        }
        Run run;
        run.stride = stride;
        run.first = line_start + static_cast<std::uint32_t>(k) * stride;
        if (k > 0) run.before = static_cast<std::int64_t>(run.first - stride);
        const auto id = static_cast<std::int32_t>(runs_.size());
        while (k < length && open[line_start + static_cast<std::uint32_t>(k) * stride]) {
          run_of[line_start + static_cast<std::uint32_t>(k) * stride] = id;
          ++k;
        }
        run.last = line_start + static_cast<std::uint32_t>(k - 1) * stride;
        if (k < length) run.after = static_cast<std::int64_t>(run.last + stride);
        runs_.push_back(run);
      }
    }
  };
  cut(row_run_, height_, width_, static_cast<std::uint32_t>(width_), 1);
  cut(column_run_, width_, height_, 1, static_cast<std::uint32_t>(width_));
  run_seen_.assign(runs_.size(), 0);
  cell_seen_.assign(cells, 0);
}

}  // namespace frontier::lianliankan
