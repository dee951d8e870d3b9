#pragma once
// Write access to the lists inside a puzzle's File, for structural edits
// (structural_edits.hpp): the contract's optional ListsCases and ListsQueries
// (puzzle_contract.hpp) give a format's list of cases and a case's list of queries where
// it has them; the concepts below tell which edits a puzzle offers.

#include <concepts>
#include <cstddef>
#include <type_traits>
#include <utility>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"

namespace frontier::gui {

// The format holds a list of cases the user may add to, reorder and delete from.
template <class P>
concept HasCaseList = ListsCases<P>;
// What one entry of that list is (the puzzle's Case, or the type its file lists its cases as).
template <HasCaseList P>
using CaseEntry = typename std::remove_cvref_t<decltype(P::case_list(std::declval<typename P::File&>()))>::value_type;

// Each case holds a list of P::Query the user may add to, reorder and delete from.
template <class P>
concept HasQueryList = ListsQueries<P>;

}  // namespace frontier::gui
