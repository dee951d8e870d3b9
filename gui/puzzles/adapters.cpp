// The puzzles of core's one list (frontier/puzzles.hpp), each reached through the one
// template over the contract and walked in that list's order; their views are complete
// here (puzzles/gui_puzzles.hpp), so the GUI's file of each is instantiated here too.

#include "puzzles/adapters.hpp"

#include "document/edited_file.hpp"
#include "edit/puzzle_edit.hpp"
#include "play/pair_clicks.hpp"
#include "play/puzzle_play.hpp"
#include "puzzles/gui_puzzles.hpp"

namespace frontier::gui {

std::vector<const PuzzleAdapter*> built_in_puzzles() {
  std::vector<const PuzzleAdapter*> puzzles;
  Puzzles::each([&]<PuzzleContract P>() { puzzles.push_back(&PuzzleAdapterOf<P>::instance()); });
  return puzzles;
}

namespace {
// The game of `problem` if it is a problem of P.
template <PuzzleContract P>
std::unique_ptr<PlayController> play_if(const std::shared_ptr<const Problem>& problem) {
  auto mine = std::dynamic_pointer_cast<const PuzzleProblem<P>>(problem);
  if (!mine) return nullptr;
  return std::make_unique<PuzzlePlay<P>>(std::move(mine));
}

template <PuzzleContract P>
std::unique_ptr<EditController> edit_if(EditableDocument& document) {
  if (!document.file_of<P>()) return nullptr;
  return std::make_unique<PuzzleEdit<P>>(document);
}

template <PuzzleContract P>
std::shared_ptr<const EditedFile> edited_if(const std::shared_ptr<const PuzzleFile>& view) {
  const auto* mine = dynamic_cast<const PuzzleFileOf<P>*>(view.get());
  if (mine == nullptr) return nullptr;
  return std::make_shared<const EditedFileOf<P>>(mine->shared_file(), view);
}
}  // namespace

std::unique_ptr<EditController> edit(EditableDocument& document) {
  std::unique_ptr<EditController> editor;
  Puzzles::any([&]<PuzzleContract P>() { return (editor = edit_if<P>(document)) != nullptr; });
  return editor;
}

std::shared_ptr<const EditedFile> edited_file(const std::shared_ptr<const PuzzleFile>& view) {
  std::shared_ptr<const EditedFile> file;
  Puzzles::any([&]<PuzzleContract P>() { return (file = edited_if<P>(view)) != nullptr; });
  return file;
}

std::unique_ptr<PlayController> play(std::shared_ptr<const Problem> problem) {
  if (!problem || !problem->has_query()) return nullptr;
  std::unique_ptr<PlayController> game;
  Puzzles::any([&]<PuzzleContract P>() { return (game = play_if<P>(problem)) != nullptr; });
  return game;
}

namespace {
// Every puzzle's puzzle_file (adapters.hpp), the view of its file made where its views are
// complete, set once before main runs.
const bool kPuzzleFilesSet = [] {
  Puzzles::each([]<PuzzleContract P>() { puzzle_file<P> = &make_puzzle_file<P>; });
  return true;
}();
}  // namespace

}  // namespace frontier::gui
