#include "frontier/eight/edits.hpp"

#include <stdexcept>
#include <utility>

namespace frontier::eight {

std::optional<std::string> swap_refusal(const Frame& frame, Cell a, Cell b, bool keep_solvable) {
  if (!in_frame(a)) return cell_text(a) + " is outside the frame";
  if (!in_frame(b)) return cell_text(b) + " is outside the frame";
  if (a == b) return "a swap needs two different cells";
  if (keep_solvable && solvable(frame)) {
    Frame after = frame;
    std::swap(after.cells[static_cast<std::size_t>(index_of(a))], after.cells[static_cast<std::size_t>(index_of(b))]);
    if (!solvable(after)) {
      return "swapping " + cell_text(a) + " and " + cell_text(b) +
             " makes the inversions odd: the goal could no longer be reached";
    }
  }
  return std::nullopt;
}

void swap_cells(Frame& frame, Cell a, Cell b, bool keep_solvable) {
  if (auto refusal = swap_refusal(frame, a, b, keep_solvable)) throw std::invalid_argument(*refusal);
  std::swap(frame.cells[static_cast<std::size_t>(index_of(a))], frame.cells[static_cast<std::size_t>(index_of(b))]);
}

}  // namespace frontier::eight
