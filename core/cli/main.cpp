// frontier-cli: answers judge files exactly as the judges do, writes random judge files,
// lists the algorithms and writes traces of searches as JSON Lines. Every command is
// written once over the puzzle contract (puzzle_commands.hpp); this file only names the
// puzzles.

#include <iostream>

#include "command_line.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "puzzle_commands.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  frontier::cli::CommandLine cli;
  // In this order: `frontier-cli puzzles` and every --help list them so.
  frontier::cli::add_puzzle<frontier::lianliankan::Puzzle>(cli);
  frontier::cli::add_puzzle<frontier::mahjong::Puzzle>(cli);
  frontier::cli::add_puzzle<frontier::solitaire::Puzzle>(cli);
  frontier::cli::add_puzzle<frontier::huarongdao::Puzzle>(cli);
  return cli.run(argc, argv);
}
