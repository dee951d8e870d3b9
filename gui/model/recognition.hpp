#pragma once
// Which puzzle a judge file is, from its content alone: every puzzle's reader tries it.
// A reader that accepts the whole file scores 1; one that fails scores the share of the
// text it got through before failing, so that when no reader accepts a file the error
// shown is that of the puzzle the file most resembles.

#include <QString>
#include <memory>
#include <string_view>
#include <vector>

#include "frontier/common/parse_error.hpp"
#include "model/puzzle.hpp"

namespace frontier::gui {

struct Reading {
  const PuzzleAdapter* puzzle = nullptr;
  std::shared_ptr<const PuzzleFile> file;  // null when the reader refused the text
  SourcePos error_pos;
  QString error;                            // "message", without the position
  double score = 0;
  bool accepted() const { return file != nullptr; }
};

// Every puzzle built into this program, in menu order.
const std::vector<const PuzzleAdapter*>& puzzles();
const PuzzleAdapter* find_puzzle(std::string_view id);

// Reads `text` as one puzzle.
Reading read_as(const PuzzleAdapter& puzzle, std::string_view text);
// Reads `text` as every puzzle; accepted readings first, then by score.
std::vector<Reading> recognise(std::string_view text);

}  // namespace frontier::gui
