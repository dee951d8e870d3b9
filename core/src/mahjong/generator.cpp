#include "frontier/mahjong/generator.hpp"

#include <stdexcept>
#include <vector>

#include "frontier/common/judge_file.hpp"
#include "frontier/common/random.hpp"
#include "frontier/mahjong/puzzle.hpp"

namespace frontier::mahjong {
namespace {

constexpr GenerateParameter kCases{kCasesParameter, "Boards", "boards", 1, 1, kMaxBoards};
constexpr GenerateParameter kGenerateParameters[] = {
    {kColsParameter, "Columns", "board width (columns)", 10, 1, kMaxWidth},
    {kRowsParameter, "Rows", "board height (rows)", 8, 1, kMaxHeight},
    {kQueriesParameter, "Pairs", "pairs per board", 10, 0, kMaxPairsPerBoard},
    {kDensityParameter, "Density", "fraction of cells holding a card", 0.5, 0, 1, true},
    kCases,
};

Cell random_cell(SplitMix64& random, const Board& board) {
  return {static_cast<int>(random.uniform(1, board.height)), static_cast<int>(random.uniform(1, board.width))};
}

Pair random_pair(SplitMix64& random, const Board& board, const std::vector<Cell>& cards) {
  if (board.width * board.height == 1) return {{1, 1}, {1, 1}};
  if (cards.size() >= 2 && !random.chance(0.1)) {
    const auto i = static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(cards.size()) - 1));
    auto j = static_cast<std::size_t>(random.uniform(0, static_cast<std::int64_t>(cards.size()) - 2));
    if (j >= i) ++j;  // a different card, uniformly
    return {cards[i], cards[j]};
  }
  const Cell from = random_cell(random, board);
  Cell to = random_cell(random, board);
  while (to == from) to = random_cell(random, board);
  return {from, to};
}

}  // namespace

std::span<const GenerateParameter> generate_parameters() { return kGenerateParameters; }

JudgeFile generate_judge_file(std::uint64_t seed, const GenerateValues& values) {
  const auto [rows, cols, queries, density] = board_request(values, kGenerateParameters);
  const int cases = whole_generate_value(values, kCases);
  // As the reader counts the bytes, so does this: a board's "W H" line (at most 6 bytes),
  // its rows, at most 12 bytes a pair (four numbers of two digits) and "0 0 0 0"; then
  // "0 0". Refused here, the file is neither made (each pair is 16 bytes in memory, more
  // than its text) nor written for solve to refuse.
  const double bytes = static_cast<double>(cases) * (6.0 + static_cast<double>(rows) * (cols + 1) +
                                                     static_cast<double>(queries) * 12.0 + 8.0) +
                       4.0;
  if (bytes > static_cast<double>(kMaxJudgeFileBytes)) {
    throw std::invalid_argument(
        "the file would be larger than the 256 MiB a judge file may hold; ask for fewer boards or pairs");
  }
  SplitMix64 random(seed);
  JudgeFile file;
  for (int k = 0; k < cases; ++k) {
    Game game;
    game.board = Board(cols, rows);
    std::vector<Cell> cards;
    for (int row = 1; row <= rows; ++row) {
      for (int col = 1; col <= cols; ++col) {
        if (random.chance(density)) {
          game.board.set_card({row, col}, true);
          cards.push_back({row, col});
        }
      }
    }
    for (int q = 0; q < queries; ++q) game.pairs.push_back(random_pair(random, game.board, cards));
    file.games.push_back(std::move(game));
  }
  return file;
}

}  // namespace frontier::mahjong
