#pragma once
// The puzzles Frontier knows, in the order frontier-cli and the window list them: the one
// list every layer walks (the command line's subcommands, the words for translation, the
// GUI's adapters, the tests). A new puzzle is its folders, its include below and its line
// in `Puzzles`; nothing else in core names it.

#include <cstddef>

#include "frontier/common/puzzle_contract.hpp"

#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/eight/puzzle.hpp"

namespace frontier {

// A list of puzzle types, walked at compile time: `each` calls visit.template
// operator()<P>() for every P in order, so one generic lambda serves every puzzle.
template <PuzzleContract... Ps>
struct PuzzleList {
  static constexpr std::size_t kCount = sizeof...(Ps);

  template <class Visit>
  static constexpr void each(Visit&& visit) {
    (visit.template operator()<Ps>(), ...);
  }
  // The same, stopping at the first puzzle for which visit returns true; whether one did.
  template <class Visit>
  static constexpr bool any(Visit&& visit) {
    return (visit.template operator()<Ps>() || ...);
  }
};

// One line a puzzle, each after a comma of its own, so that adding one changes no other line.
using Puzzles = PuzzleList<lianliankan::Puzzle
                           , mahjong::Puzzle
                           , solitaire::Puzzle
                           , huarongdao::Puzzle
                           , eight::Puzzle
                           >;

// for_each_puzzle([&]<PuzzleContract P> { ... }): the body once for each puzzle, in order.
template <class Visit>
constexpr void for_each_puzzle(Visit&& visit) {
  Puzzles::each(visit);
}

// find_puzzle([&]<PuzzleContract P> { return ...; }): the puzzles in order until the body
// says true; whether one did (a file's puzzle found, an adapter made).
template <class Visit>
constexpr bool find_puzzle(Visit&& visit) {
  return Puzzles::any(visit);
}

}  // namespace frontier
