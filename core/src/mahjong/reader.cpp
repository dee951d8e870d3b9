// Reading Mahjong judge files: the board rows are line-based (a blank is a space, so line
// breaks carry meaning), the pairs are free-form integers.

#include <cstdint>
#include <string>
#include <string_view>

#include "frontier/common/text_scanner.hpp"
#include "frontier/mahjong/format.hpp"
#include "frontier/mahjong/puzzle.hpp"

namespace frontier::mahjong {
namespace {

constexpr char kCard = 'X';
constexpr char kBlank = ' ';

std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

// Reads the h rows that follow the size line.
void read_rows(TextScanner& scanner, Board& board) {
  for (int row = 1; row <= board.height; ++row) {
    const SourcePos start = scanner.position();
    if (scanner.exhausted()) {
      scanner.fail(start, "unexpected end of file: expected board row " + std::to_string(row) + " of " +
                              std::to_string(board.height));
    }
    const std::string_view line = scanner.read_raw_line();
    for (std::size_t i = 0; i < line.size(); ++i) {
      const char c = line[i];
      const int col = static_cast<int>(i) + 1;
      const SourcePos at{start.line, start.col + static_cast<int>(i)};
      if (c == kBlank) continue;
      if (c != kCard) {
        scanner.fail(at, "unexpected " + TextScanner::describe_byte(static_cast<unsigned char>(c)) +
                             " in board row " + std::to_string(row) + ": a row holds only 'X' (card) and ' ' (blank)");
      }
      if (col > board.width) {
        scanner.fail(at, "card in column " + std::to_string(col) + " of board row " + std::to_string(row) +
                             " is outside the board (" + plural(board.width, "column") + ")");
      }
      board.set_card({row, col}, true);
    }
  }
}

struct Coordinate {
  std::int64_t value;
  SourcePos pos;
};

// The pair that the coordinates x1 y1 x2 y2 stand for.
Pair pair_of(const Coordinate (&coords)[4]) {
  return {Cell{static_cast<int>(coords[1].value), static_cast<int>(coords[0].value)},
          Cell{static_cast<int>(coords[3].value), static_cast<int>(coords[2].value)}};
}

// The same while only the first `known` are read: a 1 (on every board) stands for the
// rest, and for a zero, whose verdict waits until the end marker is ruled out.
Pair pair_so_far(const Coordinate (&coords)[4], int known) {
  Coordinate partial[4];
  for (int i = 0; i < 4; ++i) {
    partial[i] = coords[i];
    if (i >= known || coords[i].value == 0) partial[i].value = 1;
  }
  return pair_of(partial);
}

// Reads pairs up to and including "0 0 0 0". Puzzle::validate judges each pair. A
// coordinate off the board must be refused before the next one is read, so each is held
// against the board's size as it comes, and one that falls outside asks validate for the
// verdict and its reason (asking validate about every coordinate made reading a large
// file half as fast). A zero may be part of that end marker, so a zero coordinate is only
// judged once the other three are known.
void read_pairs(TextScanner& scanner, Game& game, int board_number) {
  static constexpr std::string_view kNames[4] = {"pair x1", "pair y1", "pair x2", "pair y2"};
  for (;;) {
    Coordinate coords[4];
    for (int i = 0; i < 4; ++i) {
      scanner.skip_blanks();
      coords[i].pos = scanner.position();
      coords[i].value = scanner.read_int(kNames[i], INT32_MIN, INT32_MAX);
      if (coords[i].value == 0) continue;
      const int size = i % 2 == 0 ? game.board.width : game.board.height;  // x is the column
      if (coords[i].value >= 1 && coords[i].value <= size) continue;
      // The coordinates before i passed, so a refusal now is about coordinate i.
      if (const auto refusal = Puzzle::validate(game, pair_so_far(coords, i + 1))) scanner.fail(coords[i].pos, *refusal);
    }
    bool all_zero = true;
    for (const Coordinate& c : coords) all_zero = all_zero && c.value == 0;
    if (all_zero) return;
    // Every non-zero coordinate passed above, so a refusal is about the first zero one.
    if (const auto refusal = Puzzle::validate(game, pair_of(coords))) {
      int first_zero = 0;
      while (coords[first_zero].value != 0) ++first_zero;
      scanner.fail(coords[first_zero].pos, *refusal);
    }
    if (game.pairs.size() >= static_cast<std::size_t>(kMaxPairsPerBoard)) {
      scanner.fail(coords[0].pos, "board " + std::to_string(board_number) + " has more than " +
                                      std::to_string(kMaxPairsPerBoard) + " pairs");
    }
    game.pairs.push_back(pair_of(coords));
  }
}

}  // namespace

JudgeFile read_judge_file(std::string_view text) {
  TextScanner scanner(text);
  JudgeFile file;
  for (;;) {
    const bool first = file.games.empty();
    if (!first && scanner.at_end()) break;  // the single-board form ends with the file
    scanner.skip_blanks();
    const SourcePos width_pos = scanner.position();
    // Width 0 is the "0 0" end marker, allowed only after a board.
    const int width = scanner.read_int32("board width", first ? 1 : 0, kMaxWidth);
    if (width == 0) {
      scanner.skip_blanks();
      const SourcePos height_pos = scanner.position();
      const std::int64_t height = scanner.read_int("board height", INT32_MIN, INT32_MAX);
      if (height != 0) {
        scanner.fail(height_pos, "the end marker is \"0 0\", found \"0 " + std::to_string(height) + "\"");
      }
      if (!scanner.at_end()) {
        const SourcePos at = scanner.position();
        const std::string_view rest = scanner.read_raw_line();  // starts with the offending byte
        scanner.fail(at, "unexpected " + TextScanner::describe_byte(static_cast<unsigned char>(rest[0])) +
                             " after the end marker \"0 0\"");
      }
      break;
    }
    if (file.games.size() >= static_cast<std::size_t>(kMaxBoards)) {
      scanner.fail(width_pos, "the file has more than " + std::to_string(kMaxBoards) + " boards");
    }
    const int height = scanner.read_int32("board height", 1, kMaxHeight);
    scanner.finish_line("the board size");
    Game game;
    game.board = Board(width, height);
    read_rows(scanner, game.board);
    read_pairs(scanner, game, static_cast<int>(file.games.size()) + 1);
    file.games.push_back(std::move(game));
  }
  return file;
}

}  // namespace frontier::mahjong
