#pragma once
// Write access to the lists inside each puzzle's File, in one place. The contract gives
// read access only (case_at, query_at); structural edits (structural_edits.hpp) need the
// vectors themselves, and each puzzle keeps them under its own names:
//
//   puzzle       cases (a list?)           queries of case c
//   lianliankan  file.cases                file.cases[c].queries
//   mahjong      file.games                file.games[c].pairs
//   solitaire    file.cases                (none: the case is its one query)
//   huarongdao   (none: one board)         file.queries
//
// FileLists<P>::cases(file) exists only where the format holds several cases and
// FileLists<P>::queries(file, c) only where a case holds a list of queries; the concepts
// below tell which edits a puzzle offers.

#include <concepts>
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"
#include "frontier/huarongdao/puzzle.hpp"
#include "frontier/lianliankan/puzzle.hpp"
#include "frontier/mahjong/puzzle.hpp"
#include "frontier/solitaire/puzzle.hpp"

namespace frontier::gui {

template <class P>
struct FileLists;

template <>
struct FileLists<huarongdao::Puzzle> {
  static std::vector<huarongdao::Query>& queries(huarongdao::JudgeFile& file, std::size_t) { return file.queries; }
};

template <>
struct FileLists<lianliankan::Puzzle> {
  static std::vector<lianliankan::Case>& cases(lianliankan::JudgeFile& file) { return file.cases; }
  static std::vector<lianliankan::Query>& queries(lianliankan::JudgeFile& file, std::size_t c) {
    return file.cases.at(c).queries;
  }
};

template <>
struct FileLists<mahjong::Puzzle> {
  static std::vector<mahjong::Game>& cases(mahjong::JudgeFile& file) { return file.games; }
  static std::vector<mahjong::Pair>& queries(mahjong::JudgeFile& file, std::size_t c) { return file.games.at(c).pairs; }
};

template <>
struct FileLists<solitaire::Puzzle> {
  static std::vector<solitaire::Case>& cases(solitaire::JudgeFile& file) { return file.cases; }
};

// The format holds a list of cases the user may add to, reorder and delete from.
template <class P>
concept HasCaseList = PuzzleContract<P> && requires(typename P::File& file) {
  { FileLists<P>::cases(file).size() } -> std::same_as<std::size_t>;
};
// What one entry of that list is (lianliankan::Case, mahjong::Game, solitaire::Case).
template <HasCaseList P>
using CaseEntry = typename std::remove_cvref_t<decltype(FileLists<P>::cases(std::declval<typename P::File&>()))>::value_type;

// Each case holds a list of P::Query the user may add to, reorder and delete from.
template <class P>
concept HasQueryList = PuzzleContract<P> && requires(typename P::File& file, std::size_t c) {
  { FileLists<P>::queries(file, c) } -> std::same_as<std::vector<typename P::Query>&>;
};

}  // namespace frontier::gui
