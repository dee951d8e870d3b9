#include "model/recognition.hpp"

#include <algorithm>
#include <new>
#include <stdexcept>

#include "puzzles/adapters.hpp"

namespace frontier::gui {

namespace {

// Byte offset of a line:col position, for scoring how far a reader got.
std::size_t offset_of(std::string_view text, SourcePos pos) {
  std::size_t offset = 0;
  for (int line = 1; line < pos.line && offset < text.size(); ++line) {
    const std::size_t newline = text.find('\n', offset);
    if (newline == std::string_view::npos) return text.size();
    offset = newline + 1;
  }
  return std::min(text.size(), offset + static_cast<std::size_t>(std::max(pos.col - 1, 0)));
}

}  // namespace

const std::vector<const PuzzleAdapter*>& puzzles() {
  static const std::vector<const PuzzleAdapter*> all = built_in_puzzles();
  return all;
}

const PuzzleAdapter* find_puzzle(std::string_view id) {
  for (const PuzzleAdapter* puzzle : puzzles()) {
    if (puzzle->id() == id) return puzzle;
  }
  return nullptr;
}

Reading read_as(const PuzzleAdapter& puzzle, std::string_view text) {
  Reading reading;
  reading.puzzle = &puzzle;
  try {
    reading.file = puzzle.read(text);
    reading.score = 1;
  } catch (const ParseError& error) {
    reading.error_pos = error.pos();
    reading.error = QString::fromStdString(error.message());
    // Strictly below 1 even at the last byte: an accepted file always wins.
    reading.score = text.empty() ? 0 : 0.999 * static_cast<double>(offset_of(text, error.pos())) / static_cast<double>(text.size());
  } catch (const std::bad_alloc&) {
    reading.error = QObject::tr("there is not enough memory to read this file");
  } catch (const std::exception& error) {
    // Readers promise ParseError only; anything else is still reported, never a crash.
    reading.error = QString::fromStdString(error.what());
  }
  return reading;
}

std::vector<Reading> recognise(std::string_view text) {
  std::vector<Reading> readings;
  for (const PuzzleAdapter* puzzle : puzzles()) readings.push_back(read_as(*puzzle, text));
  std::stable_sort(readings.begin(), readings.end(), [](const Reading& a, const Reading& b) { return a.score > b.score; });
  return readings;
}

}  // namespace frontier::gui
