#include "frontier/mahjong/generator.hpp"

#include <stdexcept>
#include <vector>

#include "frontier/common/random.hpp"

namespace frontier::mahjong {
namespace {

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

JudgeFile generate_judge_file(const GenerateOptions& options) {
  if (options.cols < 1 || options.cols > kMaxWidth || options.rows < 1 || options.rows > kMaxHeight ||
      options.queries < 0 || options.queries > kMaxPairsPerBoard || options.cases < 1 ||
      options.cases > kMaxBoards || !(options.density >= 0.0 && options.density <= 1.0)) {
    throw std::invalid_argument("mahjong generate options are outside their ranges");
  }
  SplitMix64 random(options.seed);
  JudgeFile file;
  for (int k = 0; k < options.cases; ++k) {
    Game game;
    game.board = Board(options.cols, options.rows);
    std::vector<Cell> cards;
    for (int row = 1; row <= options.rows; ++row) {
      for (int col = 1; col <= options.cols; ++col) {
        if (random.chance(options.density)) {
          game.board.set_card({row, col}, true);
          cards.push_back({row, col});
        }
      }
    }
    for (int q = 0; q < options.queries; ++q) game.pairs.push_back(random_pair(random, game.board, cards));
    file.games.push_back(std::move(game));
  }
  return file;
}

}  // namespace frontier::mahjong
