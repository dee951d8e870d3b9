#pragma once
// EditController written once over the contract and EditView<P>: it keeps the cell
// cursor on the board, what is held, the tool and the tile number, turns clicks and keys
// into EditView<P>'s edits and reports each as made (with the undo stack's words for it)
// or refused (with core's reason).

#include <algorithm>
#include <optional>

#include "document/structural_edits.hpp"
#include "edit/edit_controller.hpp"
#include "edit/edit_view.hpp"
#include "frontier/common/cell.hpp"
#include "play/play_view.hpp"

namespace frontier::gui {

template <PuzzleContract P>
class PuzzleEdit final : public EditController {
  using View = EditView<P>;
  using Grid = PlayView<P>;  // the editor's grid is play mode's
  // A tile number is typed or chosen where the view lists the tiles in use.
  static constexpr bool kTileNumber = requires(const typename P::File& file) { View::tiles_in_use(file, 0); };

 public:
  explicit PuzzleEdit(EditableDocument& document) : document_(document) {}

  QStringList tools() const override {
    QStringList names;
    for (const EditTool& tool : View::kTools) names << QCoreApplication::translate("EditView", tool.name);
    return names;
  }
  int tool() const override { return tool_; }
  void set_tool(int tool) override {
    tool_ = std::clamp(tool, 0, static_cast<int>(std::size(View::kTools)) - 1);
    held_.reset();
    emit marks_changed();
  }
  QString help() const override {
    return QCoreApplication::translate("EditView", View::kTools[static_cast<std::size_t>(tool_)].help);
  }
  QString keys() const override { return QCoreApplication::translate("EditView", View::kKeys); }
  bool has_tile_number() const override { return kTileNumber; }
  void set_tile_number(int tile) override { tile_ = tile; }
  int tile_number() const override { return tile_; }

  void set_place(int case_index, std::optional<int> query_index) override {
    if (static_cast<std::size_t>(case_index) != case_index_) held_.reset();
    case_index_ = static_cast<std::size_t>(case_index);
    query_index_ = query_index ? std::optional<std::size_t>(static_cast<std::size_t>(*query_index)) : std::nullopt;
    // A smaller board after an undo or a resize: the cursor stays on it.
    if (!on_board(cursor_)) cursor_ = Cell{1, 1};
    emit marks_changed();
  }

  void press(QPoint grid) override {
    const Cell cell = Grid::cell_of(grid);
    if (!on_board(cell)) return;
    cursor_ = cell;
    digits_continue_ = false;
    act([&] { return View::press(place(), cell, held_); });
  }
  void release(QPoint grid) override {
    const Cell cell = Grid::cell_of(grid);
    if (!on_board(cell)) return;
    act([&] { return View::release(place(), cell, held_); });
  }

  void move_cursor(int direction) override {
    const Cell next = step(cursor_, direction);
    digits_continue_ = false;
    if (!on_board(next)) return;
    cursor_ = next;
    emit marks_changed();
  }
  void toggle() override {
    digits_continue_ = false;
    act([&] { return View::toggle(place(), cursor_); });
  }
  void clear() override {
    digits_continue_ = false;
    act([&] { return View::clear(place(), cursor_); });
  }
  // Enter: what a press does there (picks up; with something held, puts it down).
  void pick() override {
    digits_continue_ = false;
    act([&] { return View::press(place(), cursor_, held_); });
  }
  // Digits typed one after another on one cell make one number: "1", "2" types 12.
  void digit(int digit) override {
    act([&] { return View::digit(place(), cursor_, digit, digits_continue_); });
    digits_continue_ = true;
  }
  QPoint cursor() const override { return Grid::grid_of(cursor_); }
  std::optional<QPoint> held() const override {
    return held_ ? std::optional<QPoint>(Grid::grid_of(*held_)) : std::nullopt;
  }

  std::vector<SizeField> size() const override {
    const auto file = document_.file_of<P>();
    return file && case_index_ < P::case_count(*file) ? View::size(*file, case_index_) : std::vector<SizeField>{};
  }
  void resize(const std::vector<int>& values) override { act([&] { return View::resize(place(), values); }); }

  bool can_add_case() const override { return HasCaseList<P>; }
  void add_case() override {
    if constexpr (HasCaseList<P>) {
      const auto file = document_.file_of<P>();
      if (!file) return;
      const std::size_t at = P::case_count(*file) == 0 ? 0 : case_index_ + 1;
      structural([&] { return gui::add_case<P>(document_, at, View::new_case(*file, case_index_)); }, at, 0);
    }
  }
  bool can_add_query() const override { return HasQueryList<P>; }
  void add_query() override {
    if constexpr (HasQueryList<P>) {
      const auto file = document_.file_of<P>();
      if (!file || case_index_ >= P::case_count(*file)) return;
      const std::size_t at = query_index_ ? *query_index_ + 1 : 0;
      // A new query asks the chosen one again, to be changed by the tools.
      typename P::Query query =
          query_index_ ? P::query_at(*file, case_index_, *query_index_) : View::first_query(*file, case_index_);
      act([&] {
        EditOutcome outcome = EditOutcome::of(gui::add_query<P>(document_, case_index_, at, std::move(query)));
        if (!outcome.refusal) outcome.query = at;
        return outcome;
      });
    }
  }

  void duplicate_query() override {
    if constexpr (HasQueryList<P>) {
      if (!query_index_) return;
      structural([&] { return gui::duplicate_query<P>(document_, case_index_, *query_index_); }, case_index_,
                 *query_index_ + 1);
    }
  }
  void delete_query() override {
    if constexpr (HasQueryList<P>) {
      if (!query_index_) return;
      // The query before it is shown (or the first one left).
      const std::size_t shown = *query_index_ == 0 ? 0 : *query_index_ - 1;
      structural([&] { return gui::delete_query<P>(document_, case_index_, *query_index_); }, case_index_, shown);
    }
  }
  void move_query(int offset) override {
    if constexpr (HasQueryList<P>) {
      if (!query_index_) return;
      const std::size_t to = static_cast<std::size_t>(static_cast<long>(*query_index_) + offset);
      structural([&] { return gui::move_query<P>(document_, case_index_, *query_index_, to); }, case_index_, to);
    }
  }
  void duplicate_case() override {
    if constexpr (HasCaseList<P>) {
      structural([&] { return gui::duplicate_case<P>(document_, case_index_); }, case_index_ + 1, 0);
    }
  }
  void delete_case() override {
    if constexpr (HasCaseList<P>) {
      const std::size_t shown = case_index_ == 0 ? 0 : case_index_ - 1;
      structural([&] { return gui::delete_case<P>(document_, case_index_); }, shown, 0);
    }
  }
  void move_case(int offset) override {
    if constexpr (HasCaseList<P>) {
      const std::size_t to = static_cast<std::size_t>(static_cast<long>(case_index_) + offset);
      structural([&] { return gui::move_case<P>(document_, case_index_, to); }, to, query_index_.value_or(0));
    }
  }
  std::vector<int> tiles_in_use() const override {
    if constexpr (kTileNumber) {
      const auto file = document_.file_of<P>();
      if (file && case_index_ < P::case_count(*file)) return View::tiles_in_use(*file, case_index_);
    }
    return {};
  }

 private:
  // A structural edit; when made, the window shows case `c`, query `q` (clamped by it).
  template <class Edit>
  void structural(Edit&& edit, std::size_t c, std::size_t q) {
    const int before = document_.undo_stack().index();
    if (const std::optional<QString> refusal = edit()) {
      emit refused(*refusal);
    } else if (document_.undo_stack().index() != before) {
      emit edited(document_.undo_stack().undoText());
      emit query_chosen(static_cast<int>(c), static_cast<int>(q));
    }
    emit marks_changed();
  }

  EditPlace place() const { return EditPlace{document_, case_index_, query_index_, tool_, tile_}; }

  bool on_board(Cell cell) const {
    const auto file = document_.file_of<P>();
    return file && case_index_ < P::case_count(*file) && View::on_board(*file, case_index_, cell);
  }

  // Runs one of EditView<P>'s edits and says what came of it: an edit that changed
  // nothing (a tile set to what it was) adds no step and is not reported.
  template <class Edit>
  void act(Edit&& edit) {
    const int before = document_.undo_stack().index();
    const EditOutcome outcome = edit();
    if (outcome.refusal) {
      emit refused(*outcome.refusal);
    } else {
      if (document_.undo_stack().index() != before) emit edited(document_.undo_stack().undoText());
      if (outcome.query) emit query_chosen(static_cast<int>(case_index_), static_cast<int>(*outcome.query));
    }
    emit marks_changed();
  }

  EditableDocument& document_;
  std::size_t case_index_ = 0;
  std::optional<std::size_t> query_index_;
  int tool_ = 0;
  int tile_ = 1;
  Cell cursor_{1, 1};
  std::optional<Cell> held_;
  bool digits_continue_ = false;
};

}  // namespace frontier::gui
