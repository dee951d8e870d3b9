#pragma once
// What a puzzle says in words, the one part of the GUI's view of a puzzle that is not
// typed per puzzle: each <puzzle>_words.cpp implements it once, in a class of its own
// that keeps its puzzle's translation context, and PuzzleView<P>::words() hands it out.

#include <QString>
#include <cstddef>

#include "frontier/common/puzzle_contract.hpp"

namespace frontier::gui {

template <PuzzleContract P>
class PuzzleProblem;

template <PuzzleContract P>
class PuzzleWords {
 public:
  virtual ~PuzzleWords() = default;

  // The puzzle's name and the judge problem it comes from.
  virtual QString title() const = 0;
  // A case of a file, and a query of a case, as the cases panel lists them.
  virtual QString case_label(const typename P::File& file, std::size_t case_index) const = 0;
  virtual QString query_label(const typename P::File& file, std::size_t case_index,
                              std::size_t query_index) const = 0;
  // A state of a search as core decoded it.
  virtual QString state_text(const DecodedState& state) const = 0;
  // The answer's witness in a sentence.
  virtual QString witness_text(const PuzzleProblem<P>& problem, const typename P::Answer& answer,
                               const Witness& witness) const = 0;

 protected:
  PuzzleWords() = default;
  PuzzleWords(const PuzzleWords&) = default;
  PuzzleWords& operator=(const PuzzleWords&) = default;
};

}  // namespace frontier::gui
