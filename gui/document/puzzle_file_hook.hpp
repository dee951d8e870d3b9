#pragma once
// The one place where an edited core file becomes the GUI's PuzzleFile (gui/model).
//
// Until the GUI's generic PuzzleFileOf<P> (branch gui-generic) is merged, the only way
// to a PuzzleFile is the puzzle's adapter, which reads judge text; so the file goes
// through its own judge text once. Every edit was checked to read back equal (see
// file_check.hpp), so the adapter reads exactly this file. With PuzzleFileOf<P> this
// whole function becomes `return std::make_shared<const PuzzleFileOf<P>>(file);`.

#include <memory>
#include <stdexcept>
#include <string>

#include "frontier/common/puzzle_contract.hpp"
#include "model/puzzle.hpp"
#include "puzzles/adapters.hpp"

namespace frontier::gui {

template <PuzzleContract P>
std::shared_ptr<const PuzzleFile> puzzle_file_of(const std::shared_ptr<const typename P::File>& file) {
  for (const PuzzleAdapter* adapter : built_in_puzzles()) {
    if (adapter->id() == P::kId) return adapter->read(P::write(*file));
  }
  throw std::logic_error("this program was built without the " + std::string(P::kId) + " puzzle");
}

}  // namespace frontier::gui
