#include "smaller_boards.hpp"

#include <cstdint>
#include <utility>

namespace frontier::cli {

std::vector<lianliankan::Case> smaller_cases(const lianliankan::Case& game) {
  std::vector<lianliankan::Case> smaller;
  for (auto& grid : smaller_grids<std::int32_t>(game.board.rows, game.board.cols, game.board.tiles, game.queries,
                                                lianliankan::kBlank)) {
    lianliankan::Case one;
    one.board.rows = grid.rows;
    one.board.cols = grid.cols;
    one.board.tiles = std::move(grid.cells);
    one.queries = std::move(grid.queries);
    smaller.push_back(std::move(one));
  }
  return smaller;
}

std::vector<mahjong::Game> smaller_cases(const mahjong::Game& game) {
  std::vector<mahjong::Game> smaller;
  for (auto& grid : smaller_grids<bool>(game.board.height, game.board.width, game.board.cards, game.pairs, false)) {
    mahjong::Game one;
    one.board.height = grid.rows;
    one.board.width = grid.cols;
    one.board.cards.assign(grid.cells.begin(), grid.cells.end());
    one.pairs = std::move(grid.queries);
    smaller.push_back(std::move(one));
  }
  return smaller;
}

}  // namespace frontier::cli
