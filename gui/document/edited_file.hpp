#pragma once
// One judge file as an editable document holds it: immutable, shared by the window and
// the worker threads that search it, and replaced by a new object on every edit (never
// changed in place, so a worker that still holds the old one reads a consistent file).
//
// EditableDocument is a QObject and cannot be a template, so it holds the file through
// EditedFile; the typed edits (apply_edit<P>) get the puzzle's own File back from
// EditedFileOf<P>.

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include "frontier/common/puzzle_contract.hpp"
#include "model/puzzle.hpp"
#include "puzzles/adapters.hpp"

namespace frontier::gui {

class EditedFile {
 public:
  virtual ~EditedFile() = default;
  virtual std::string_view puzzle_id() const = 0;
  // The judge text of the file, through core's writer (P::write): what Save puts on disk.
  virtual std::string write() const = 0;
  // The file as the rest of the GUI reads it (cases, queries, problems to search).
  virtual std::shared_ptr<const PuzzleFile> view() const = 0;
};

template <PuzzleContract P>
class EditedFileOf final : public EditedFile {
 public:
  explicit EditedFileOf(std::shared_ptr<const typename P::File> file) : file_(std::move(file)) {}
  // With the view the window already holds of this very file (an opened document).
  EditedFileOf(std::shared_ptr<const typename P::File> file, std::shared_ptr<const PuzzleFile> view)
      : file_(std::move(file)) {
    std::call_once(view_once_, [&] { view_ = std::move(view); });
  }

  const typename P::File& file() const { return *file_; }
  const std::shared_ptr<const typename P::File>& shared_file() const { return file_; }

  std::string_view puzzle_id() const override { return P::kId; }
  std::string write() const override { return P::write(*file_); }
  // Built on first use only: most edits in a row are never searched, and the view may
  // cost as much as the file itself. call_once, because a worker may ask at the same time.
  std::shared_ptr<const PuzzleFile> view() const override {
    std::call_once(view_once_, [this] { view_ = puzzle_file<P>(file_); });
    return view_;
  }

 private:
  std::shared_ptr<const typename P::File> file_;
  mutable std::once_flag view_once_;
  mutable std::shared_ptr<const PuzzleFile> view_;
};

template <PuzzleContract P>
std::shared_ptr<const EditedFile> make_edited_file(typename P::File file) {
  return std::make_shared<const EditedFileOf<P>>(std::make_shared<const typename P::File>(std::move(file)));
}

}  // namespace frontier::gui
