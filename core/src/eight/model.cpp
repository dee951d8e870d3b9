#include "frontier/eight/model.hpp"

#include <bit>
#include <cstdlib>
#include <utility>

namespace frontier::eight {

namespace {

constexpr std::array<trace::StateId, kCells> kFactorial = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};

// The number of bits set in each nine-bit mask: a table, as a portable build has no
// popcount instruction and the library call it makes instead costs more than the rank.
constexpr auto kBitsSet = [] {
  std::array<std::uint8_t, 1U << kCells> bits{};
  for (unsigned mask = 0; mask < bits.size(); ++mask) bits[mask] = static_cast<std::uint8_t>(std::popcount(mask));
  return bits;
}();

// A tile's goal cell: tile t belongs on index t - 1.
constexpr int goal_index(int tile) { return tile - 1; }

}  // namespace

bool is_valid(const Frame& frame) {
  unsigned seen = 0;
  for (const std::uint8_t value : frame.cells) {
    if (value >= kCells || (seen >> value & 1U) != 0) return false;
    seen |= 1U << value;
  }
  return true;
}

int blank_index(const Frame& frame) {
  for (int i = 0; i < kCells; ++i) {
    if (frame.cells[static_cast<std::size_t>(i)] == kBlank) return i;
  }
  return -1;
}

int inversions(const Frame& frame) {
  int count = 0;
  for (int i = 0; i < kCells; ++i) {
    const int a = frame.cells[static_cast<std::size_t>(i)];
    if (a == kBlank) continue;
    for (int j = i + 1; j < kCells; ++j) {
      const int b = frame.cells[static_cast<std::size_t>(j)];
      if (b != kBlank && b < a) ++count;
    }
  }
  return count;
}

char letter_of(int direction) { return "urdl"[direction]; }

int direction_of(char letter) {
  switch (letter) {
    case 'u': return 0;
    case 'r': return 1;
    case 'd': return 2;
    case 'l': return 3;
    default: return -1;
  }
}

std::optional<Frame> after_move(const Frame& frame, int direction) {
  const int blank = blank_index(frame);
  const Cell to = step(cell_of(blank), direction);
  if (!in_frame(to)) return std::nullopt;
  Frame next = frame;
  std::swap(next.cells[static_cast<std::size_t>(blank)], next.cells[static_cast<std::size_t>(index_of(to))]);
  return next;
}

Move move_between(const Frame& from, const Frame& to) {
  const Cell a = cell_of(blank_index(from));
  const Cell b = cell_of(blank_index(to));
  for (int d = 0; d < kDirections; ++d) {
    if (step(a, d) == b) return {d};
  }
  return {};
}

int manhattan(const Frame& frame) {
  int sum = 0;
  for (int i = 0; i < kCells; ++i) {
    const int tile = frame.cells[static_cast<std::size_t>(i)];
    if (tile == kBlank) continue;
    sum += std::abs(i / kSide - goal_index(tile) / kSide) + std::abs(i % kSide - goal_index(tile) % kSide);
  }
  return sum;
}

int misplaced(const Frame& frame) {
  int count = 0;
  for (int i = 0; i < kCells; ++i) {
    const int tile = frame.cells[static_cast<std::size_t>(i)];
    if (tile != kBlank && goal_index(tile) != i) ++count;
  }
  return count;
}

// Lehmer code: for each cell, how many later cells hold a smaller value, weighted by the
// factorial of the cells after it. Those are the smaller values not yet met, so one mask of
// the values met and a popcount give each digit (the judge's table makes 500,000 ranks).
trace::StateId rank(const Frame& frame) {
  trace::StateId r = 0;
  unsigned met = 0;
  for (int i = 0; i < kCells; ++i) {
    const unsigned value = frame.cells[static_cast<std::size_t>(i)];
    const auto smaller_later = static_cast<trace::StateId>(value - kBitsSet[met & ((1U << value) - 1)]);
    r += smaller_later * kFactorial[static_cast<std::size_t>(i)];
    met |= 1U << value;
  }
  return r;
}

Frame unrank(trace::StateId r) {
  Frame frame;
  unsigned unused = (1U << kCells) - 1;
  for (int i = 0; i < kCells; ++i) {
    auto smaller = static_cast<int>(r / kFactorial[static_cast<std::size_t>(i)]);
    r %= kFactorial[static_cast<std::size_t>(i)];
    for (int value = 0; value < kCells; ++value) {
      if ((unused >> value & 1U) == 0) continue;
      if (smaller-- == 0) {
        frame.cells[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(value);
        unused &= ~(1U << value);
        break;
      }
    }
  }
  return frame;
}

std::string frame_text(const Frame& frame) {
  std::string text;
  for (int i = 0; i < kCells; ++i) {
    if (i > 0) text += i % kSide == 0 ? " / " : " ";
    const int value = frame.cells[static_cast<std::size_t>(i)];
    text += value == kBlank ? 'x' : static_cast<char>('0' + value);
  }
  return text;
}

}  // namespace frontier::eight
