#pragma once
// The puzzles this program was built with, in the order the GUI offers them.

#include <memory>
#include <vector>

#include "frontier/common/puzzle_contract.hpp"

#include "model/puzzle.hpp"

namespace frontier::gui {

std::vector<const PuzzleAdapter*> built_in_puzzles();

class EditController;
class EditableDocument;
class EditedFile;
class PlayController;
// A game of play mode on `problem`'s case and query (PuzzlePlay<P>, play/puzzle_play.hpp),
// starting from P::start; null for a problem with no query (there is no start to play from).
std::unique_ptr<PlayController> play(std::shared_ptr<const Problem> problem);

// The board editor of `document`'s puzzle (PuzzleEdit<P>, edit/puzzle_edit.hpp).
std::unique_ptr<EditController> edit(EditableDocument& document);
// `view` as an editable document holds it: the same core file, shared, not copied.
std::shared_ptr<const EditedFile> edited_file(const std::shared_ptr<const PuzzleFile>& view);

// The GUI's view of a core file of puzzle P (PuzzleFileOf<P>, gui/model/puzzle_problem.hpp),
// for code that holds P::File itself (the editable document) and does not see P's
// PuzzleView. adapters.cpp, where every puzzle's views are complete, sets it for each
// puzzle of the list before main runs.
template <PuzzleContract P>
inline std::shared_ptr<const PuzzleFile> (*puzzle_file)(std::shared_ptr<const typename P::File> file) = nullptr;

}  // namespace frontier::gui
